import type { TVesselSurvey } from '@keelson/contract';
import type { ReportVariant } from '@keelson/domain';
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { ReportCheck, ReportHeader, ReportSignature } from '../report-content.types.ts';
import { dataTable, fieldsTable, heading, paragraphs } from './pdf-blocks.ts';
import type { PdfImages } from './pdf-document.ts';
import type { Content } from './pdfmake-types.ts';
import { printImage } from './print-image.ts';
import { CONTAMINATION_LABELS, dayOf, materialOf } from './report-labels.ts';

// The parts of the IHM report that come from the vessel survey: particulars, texts, signatures,
// laboratories and methods, and the list of samples and visual checks with their results.

/** Every field of the ship and of the survey, blank ones included: the reader sees what is missing. */
export function particularsSection(survey: TVesselSurvey): Content[] {
  const { ship } = survey;
  const done = survey.survey;
  return [
    heading('Ship particulars'),
    fieldsTable([
      ['Name of ship', ship.name],
      ['IMO number', ship.imo_number],
      ['Flag', ship.flag],
      ['Port of registry', ship.port_of_registry],
      ['Type of ship', ship.ship_type],
      ['Gross tonnage', ship.gross_tonnage?.toLocaleString('en-GB')],
      ['Date of delivery', ship.delivery_date ? dayOf(ship.delivery_date) : null],
      ['Shipbuilder', ship.shipyard],
      ['Owner', ship.owner],
      ["Owner's address", ship.owner_address],
      ['Manager', ship.manager],
      ["Manager's address", ship.manager_address],
      ['Classification society', ship.classification_society],
    ]),
    heading('Survey', 2),
    fieldsTable([
      ['Survey started', done.started_on ? dayOf(done.started_on) : null],
      ['Survey finished', done.finished_on ? dayOf(done.finished_on) : null],
      ['Location', done.location],
      ['Surveyor', done.surveyor],
      ['Company', done.company],
    ]),
  ];
}

/** Introduction, scope and limitations, each only when the surveyor wrote it. */
export function textsSection(survey: TVesselSurvey): Content[] {
  const texts: [string, string | null | undefined][] = [
    ['Introduction', survey.texts.introduction],
    ['Scope', survey.texts.scope],
    ['Limitations', survey.texts.limitations],
  ];
  return texts.flatMap(([title, text]) => (text?.trim() ? [heading(title, 2), paragraphs(text)] : []));
}

const SIGNATURE_TITLES: Readonly<Record<string, string>> = {
  preparation: 'Prepared by',
  approval: 'Approved by',
};

async function signatureBlock(
  files: FileStorage,
  images: PdfImages,
  signature: ReportSignature,
): Promise<Content> {
  const image = signature.imageKey
    ? await printImage(files, signature.imageKey, { side: 600, format: 'png' })
    : undefined;
  return {
    width: '*',
    stack: [
      heading(SIGNATURE_TITLES[signature.target] ?? signature.target, 2),
      fieldsTable(
        [
          ['Name', signature.personName],
          ['Role', signature.personRole],
          ['Function', signature.function],
          ['Location', signature.location],
          ['Date', signature.date ? dayOf(signature.date) : null],
        ],
        60,
      ),
      image ? { image: images.add(image.data), fit: [180, 70], margin: [0, 0, 0, 8] } : '',
    ],
    unbreakable: true,
  };
}

/** Preparation and approval of the inventory, with the drawn or uploaded signature when there is one. */
export async function signaturesSection(
  files: FileStorage,
  images: PdfImages,
  header: ReportHeader,
): Promise<Content[]> {
  if (header.signatures.length === 0) return [];
  const blocks: Content[] = [];
  for (const signature of header.signatures) blocks.push(await signatureBlock(files, images, signature));
  // Preparation beside approval, as on a paper form.
  const rows: Content[] = [];
  for (let index = 0; index < blocks.length; index += 2) {
    rows.push({ columns: [blocks[index] ?? '', blocks[index + 1] ?? ''], columnGap: 20 });
  }
  return [heading('Signatures'), ...rows];
}

/** The laboratories that analysed the samples and the methods per material. */
export function laboratoriesSection(survey: TVesselSurvey, variant: ReportVariant): Content[] {
  return [
    heading('Laboratories and analysis methods', 1, { pageBreak: true }),
    heading('Laboratories', 2),
    dataTable({
      headers: ['Laboratory', 'Address', 'Accreditation'],
      widths: ['*', '*', 120],
      rows: survey.laboratories.map((lab) => [lab.name, lab.address, lab.accreditation]),
      empty: 'No laboratories listed.',
    }),
    heading('Analysis methods', 2),
    dataTable({
      headers: ['Material', 'Method', 'Standard'],
      widths: [160, '*', 120],
      rows: survey.analysis.map((method) => [
        materialOf(method.hazmat, variant),
        method.method,
        method.standard,
      ]),
      empty: 'No analysis methods listed.',
    }),
  ];
}

function resultLines(check: ReportCheck, variant: ReportVariant): Content {
  if (check.results.length === 0) return 'No result yet';
  return {
    stack: check.results.map((result) => {
      const concentration =
        result.concentration === null
          ? ''
          : `, ${result.concentration} ${result.concentrationUnit ?? ''}`.trimEnd();
      return `${materialOf(result.hazmat, variant)}: ${CONTAMINATION_LABELS[result.contamination] ?? result.contamination}${concentration}`;
    }),
  };
}

/** The samples and visual checks in the surveyor's order, with what each found. */
export function samplesSection(checks: readonly ReportCheck[], variant: ReportVariant): Content[] {
  return [
    heading('Samples and visual checks', 1),
    dataTable({
      headers: ['No.', 'Type', 'Name', 'Location', 'Results (material: result, concentration)'],
      widths: [30, 38, '*', 110, 180],
      rows: checks.map((check) => [
        check.label,
        check.type === 'sample' ? 'Sample' : 'Visual',
        check.name,
        // The location names the deck already ("Main deck, Engine room").
        check.location || check.deckName,
        resultLines(check, variant),
      ]),
      empty: 'No samples or visual checks listed.',
    }),
  ];
}
