import type { FileStorage } from '../../../storage/file-storage.ts';
import type { ReportContent } from '../report-content.types.ts';
import { renderEmissionPdf } from './emission-pdf.ts';
import { renderIhmPdf } from './ihm-pdf.ts';
import { renderIhmMaintPdf } from './ihmmaint-pdf.ts';
import type { ReportMeta } from './pdf-blocks.ts';
import type { Progress } from './preparation-progress.ts';

export type { ReportMeta } from './pdf-blocks.ts';
export type { Progress } from './preparation-progress.ts';

/**
 * The PDF of a report version from its content: IHM Part I, its maintenance over a period, or the
 * emissions of a period. `progress` hears of each photo and plan prepared (only Part I has them).
 */
export async function renderReportPdf(
  files: FileStorage,
  content: ReportContent,
  meta: ReportMeta,
  progress?: Progress,
): Promise<Buffer> {
  switch (content.kind) {
    case 'ihm':
      return renderIhmPdf(files, content, meta, progress);
    case 'ihmmaint':
      return renderIhmMaintPdf(content, meta);
    case 'emission':
      return renderEmissionPdf(content, meta);
  }
}
