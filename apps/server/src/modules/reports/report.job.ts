import { Readable } from 'node:stream';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { type GeneratedReportFile, generatedReports } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import type { ProgressReporter } from '../../jobs/job-progress.ts';
import { readBuffer } from '../../storage/file-storage.ts';
import { renderReportPdf } from './pdf/report-pdf.ts';
import type { ReportContent } from './report-content.types.ts';
import { reportKeys } from './report-keys.ts';
import { storeReportZip } from './report-zip.ts';
import type { GeneratedReportRow } from './reports.presenters.ts';

const RETRY = { limit: 2, delaySeconds: 10, backoff: true };
/** How long a dead worker holds a generation; the fault test shortens it to see a retry soon. */
const TIMEOUT_SECONDS = Number(process.env.REPORT_JOB_TIMEOUT_SECONDS) || 1800;

/** The first line of a failure, short. */
const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300) ?? 'unknown error';

function fileBase(row: GeneratedReportRow, content: ReportContent) {
  const ship = content.header.survey.ship.name ?? content.header.projectName;
  return `${ship}-${row.type}-${row.variant}-v${row.version}`.replace(/[^\w.-]+/g, '_');
}

async function generate(deps: AppDeps, row: GeneratedReportRow, progress: ProgressReporter) {
  const stored = await readBuffer(deps.files, reportKeys.content(row.id));
  if (!stored) throw new Error('The content of the report is missing');
  const content = JSON.parse(stored.data.toString('utf8')) as ReportContent;
  await progress.report({ phase: 'preparing', processed: 0, total: null });
  const pdf = await renderReportPdf(
    deps.files,
    content,
    { version: row.version, generatedAt: deps.now(), contentHash: row.projectContentHash },
    (done, total) => progress.report({ phase: 'drawing', processed: done, total }),
  );
  await progress.report({ phase: 'storing', processed: 0, total: null });
  const base = fileBase(row, content);
  const files: GeneratedReportFile[] = [];
  const pdfKey = reportKeys.file(row.id, 'pdf');
  await deps.files.put(pdfKey, Readable.from([pdf]), { contentType: 'application/pdf' });
  files.push({ kind: 'pdf', key: pdfKey, fileName: `${base}.pdf`, fileSize: pdf.length });
  if (row.withPhotos && content.kind === 'ihm') {
    const zipKey = reportKeys.file(row.id, 'zip');
    const { size } = await storeReportZip(deps.files, {
      key: zipKey,
      pdf,
      pdfName: `${base}.pdf`,
      photos: content.photos,
    });
    files.push({ kind: 'zip', key: zipKey, fileName: `${base}.zip`, fileSize: size });
  }
  return files;
}

/**
 * Generates a version of a report from the content stored when it was requested: the PDF, and the
 * zip with the original photos when asked. The files are stored whole before the version says
 * success, in one update; a run that dies is retried and stores the same files again.
 */
export const reportJob = defineJob({
  name: 'report-generate',
  payload: z.object({ reportId: z.string().uuid() }),
  handler: async ({ data, deps, progress, attempt }) => {
    const [row] = await deps.db
      .update(generatedReports)
      .set({ status: 'generating', generatingAt: deps.now() })
      .where(
        and(
          eq(generatedReports.id, data.reportId),
          inArray(generatedReports.status, ['requested', 'generating']),
        ),
      )
      .returning();
    if (!row) return; // finished by an earlier attempt, or the project is gone
    try {
      const files = await generate(deps, row, progress);
      await deps.db
        .update(generatedReports)
        .set({ status: 'success', files, finishedAt: deps.now(), error: null })
        .where(eq(generatedReports.id, row.id));
    } catch (error) {
      if (attempt > RETRY.limit)
        await deps.db
          .update(generatedReports)
          .set({
            status: 'failure',
            error: `The report could not be generated: ${reasonOf(error)}`,
            finishedAt: deps.now(),
          })
          .where(eq(generatedReports.id, row.id));
      throw error;
    }
  },
  retry: RETRY,
  timeoutSeconds: TIMEOUT_SECONDS,
  tracked: true,
});
