import type { TImportJob, TImportStatistics } from '@keelson/contract';
import { emptyImportCounts, IMPORT_SETTINGS, importedVesselsRatio } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import { signedQuery } from '../survey/file-signatures.ts';
import type { ImportJobRow, StoredStatistics } from './import-job-row.ts';

export const IMPORT_LINK_LABELS = { file: 'import-file', log: 'import-log' } as const;

const iso = (date: Date | null) => date?.toISOString() ?? null;
const seconds = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;

function statisticsOf(deps: AppDeps, row: ImportJobRow): TImportStatistics {
  const stored = row.statistics as StoredStatistics;
  const counts = stored.counts ?? emptyImportCounts();
  const items = counts.entities.purchase_order_item;
  return {
    result: stored.result ?? null,
    phase: stored.phase ?? null,
    rows_read: counts.rowsRead,
    items_processed: items.added + items.changed + items.unchanged + items.failed,
    items_added: items.added,
    items_changed: items.changed,
    items_unchanged: items.unchanged,
    items_failed: items.failed,
    item_type_stats: counts.entities,
    problems: counts.problems,
    unknown_vessels: counts.unknownVessels,
    imported_vessels_ratio: importedVesselsRatio(counts),
    imported_vessels_threshold: IMPORT_SETTINGS.importedVesselsThreshold,
    timestamps: {
      created: row.createdAt.toISOString(),
      pending: iso(row.pendingAt),
      started: iso(row.startedAt),
      cancelled: iso(row.cancelledAt),
      finished: iso(row.finishedAt),
    },
    log_file_size: row.logSize,
    log_file_url: row.logKey ? importLink(deps, row.id, 'log') : null,
  };
}

export function importLink(deps: AppDeps, jobId: string, kind: keyof typeof IMPORT_LINK_LABELS) {
  const query = signedQuery(deps.config.fileUrlSecret, IMPORT_LINK_LABELS[kind], jobId, deps.now());
  return `${deps.config.apiPath}/ihm/maint/import-jobs/${jobId}/${kind}?${query}`;
}

/** An import job as the spec's Import job, with its time so far and the time left at the rate so far. */
export function importJobAnswer(
  deps: AppDeps,
  row: ImportJobRow,
  createdByName: string | null = null,
): TImportJob {
  const working = row.status === 'simulating' || row.status === 'running';
  const end = working ? deps.now() : (row.finishedAt ?? row.simulatedAt ?? null);
  const duration = seconds(row.startedAt, end);
  const total =
    working && duration !== null && row.progress > 0.01 ? Math.round(duration / row.progress) : null;
  return {
    id: row.id,
    bucket_id: row.bucketId,
    number: row.number,
    extid: row.extid,
    type: row.type,
    file_type: row.fileType,
    source: row.source,
    file_name: row.fileName,
    file_size: row.fileSize,
    file_url: row.fileKey && row.status !== 'created' ? importLink(deps, row.id, 'file') : null,
    status: row.status,
    current_phase: row.currentPhase,
    progress: Math.min(1, Math.max(0, row.progress)),
    duration,
    estimated_remaining_duration: total !== null && duration !== null ? Math.max(0, total - duration) : null,
    estimated_total_duration: total,
    statistics: statisticsOf(deps, row),
    error: row.error,
    api_connection_id: row.apiConnectionId,
    created_by_name: createdByName,
    created_at: row.createdAt.toISOString(),
  };
}
