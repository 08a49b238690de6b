import type { FileStorage } from '../../../storage/file-storage.ts';
import type { IhmReportContent } from '../report-content.types.ts';
import { deckPlansSection } from './deck-plans-section.ts';
import { partOneSection } from './part-one-tables.ts';
import { coverPage, type ReportMeta } from './pdf-blocks.ts';
import { PdfImages, renderPdf } from './pdf-document.ts';
import { type Progress, preparationCounter } from './preparation-progress.ts';
import { shipNameOf } from './report-labels.ts';
import { photosSection } from './report-photos.ts';
import {
  laboratoriesSection,
  particularsSection,
  samplesSection,
  signaturesSection,
  textsSection,
} from './survey-sections.ts';

const IHM_TITLE = 'Inventory of Hazardous Materials — Part I';

/**
 * IHM Part I as MEPC.379(80) Appendix 2 lays it out: cover, ship particulars, texts, signatures,
 * tables I-1 to I-3, laboratories and methods, the sample list, photos and deck plans.
 */
export async function renderIhmPdf(
  files: FileStorage,
  content: IhmReportContent,
  meta: ReportMeta,
  progress?: Progress,
): Promise<Buffer> {
  const { header } = content;
  const { general } = header.survey;
  const images = new PdfImages();
  const counter = preparationCounter(content.photos.length + content.deckPlans.length, progress);
  await counter.start();
  const cover = coverPage({
    title: IHM_TITLE,
    header,
    lines: [
      ['Report number', general.report_number],
      ['Revision', general.revision],
      ['Prepared for', general.prepared_for],
      ['Materials listed', header.variantLabel],
      ['Project', header.projectName],
    ],
    meta,
  });
  const signatures = await signaturesSection(files, images, header);
  const photos = await photosSection({ files, photos: content.photos, images, prepared: counter.prepared });
  const plans = await deckPlansSection({
    files,
    deckPlans: content.deckPlans,
    images,
    prepared: counter.prepared,
  });
  return renderPdf({
    title: `${IHM_TITLE} — ${shipNameOf(header)}`,
    shipName: shipNameOf(header),
    generatedAt: meta.generatedAt,
    images,
    content: [
      cover,
      ...particularsSection(header.survey),
      ...textsSection(header.survey),
      ...signatures,
      ...partOneSection(content.tables, header.variant),
      ...laboratoriesSection(header.survey, header.variant),
      ...samplesSection(content.checks, header.variant),
      ...photos,
      ...plans,
    ],
  });
}
