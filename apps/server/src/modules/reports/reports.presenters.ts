import type { TGeneratedReport } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import type { generatedReports, jobRuns } from '../../db/schema/index.ts';
import { signedQuery } from '../survey/file-signatures.ts';

export type GeneratedReportRow = typeof generatedReports.$inferSelect;
type JobRunRow = Pick<typeof jobRuns.$inferSelect, 'phase' | 'progress'>;

export const REPORT_LINK_LABEL = 'report-file';

/** A signed link to one file of a finished report (a new version has new links). */
export function reportFileUrl(deps: AppDeps, reportId: string, kind: string) {
  const query = signedQuery(deps.config.fileUrlSecret, REPORT_LINK_LABEL, `${reportId}.${kind}`, deps.now());
  return `${deps.config.apiPath}/reports/${reportId}/files/${kind}?${query}`;
}

export function reportAnswer(
  deps: AppDeps,
  row: GeneratedReportRow,
  run?: JobRunRow | null,
): TGeneratedReport {
  const finished = row.status === 'success' || row.status === 'failure';
  return {
    id: row.id,
    project_id: row.projectId,
    project_content_hash: row.projectContentHash,
    namespace: row.namespace,
    type: row.type,
    template: row.template,
    template_name: row.templateName,
    variant: row.variant,
    period_from: row.periodFrom,
    period_to: row.periodTo,
    with_photos: row.withPhotos,
    status: row.status,
    version: row.version,
    requested_at: row.requestedAt.toISOString(),
    generating_at: row.generatingAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    files:
      row.status === 'success'
        ? row.files.map((file) => ({
            kind: file.kind,
            file_name: file.fileName,
            file_size: file.fileSize,
            url: reportFileUrl(deps, row.id, file.kind),
          }))
        : [],
    error: row.error,
    job_id: row.jobId,
    progress: finished ? 1 : (run?.progress ?? 0),
    phase: finished ? null : (run?.phase ?? (row.status === 'requested' ? 'waiting' : null)),
  };
}
