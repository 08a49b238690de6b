import {
  IMPORT_ENTITIES,
  IMPORT_FILE_TYPES,
  IMPORT_JOB_STATUSES,
  IMPORT_JOB_TYPES,
  IMPORT_PHASES,
  IMPORT_SOURCES,
} from '@keelson/domain';
import { z } from 'zod';

// Import jobs (spec section 3: Import job; section 7: buckets/{id}/import-jobs …; docs/imports.md).

export const ZImportFileType = z.enum(IMPORT_FILE_TYPES);
export const ZImportSource = z.enum(IMPORT_SOURCES);

const count = z.number().int().min(0);
export const ZImportEntityStats = z.object({ added: count, changed: count, unchanged: count, failed: count });
export type TImportEntityStats = z.infer<typeof ZImportEntityStats>;

export const ZImportStatistics = z.object({
  /** success: every row taken; partial: some rows failed; failure: the job stopped (error says why). */
  result: z.enum(['success', 'partial', 'failure']).nullable(),
  phase: z.enum(IMPORT_PHASES).nullable(),
  rows_read: count,
  /** The order items (purchase_order_item rows): the counts people mean by "items". */
  items_processed: count,
  items_added: count,
  items_changed: count,
  items_unchanged: count,
  items_failed: count,
  item_type_stats: z.record(z.enum(IMPORT_ENTITIES), ZImportEntityStats),
  /** Row-level messages written to the log. */
  problems: count,
  /** IMO numbers of the file the company has no vessel for. */
  unknown_vessels: z.array(z.string()),
  imported_vessels_ratio: z.number().min(0).max(1).nullable(),
  imported_vessels_threshold: z.number().min(0).max(1),
  timestamps: z.object({
    created: z.string(),
    pending: z.string().nullable(),
    started: z.string().nullable(),
    cancelled: z.string().nullable(),
    finished: z.string().nullable(),
  }),
  log_file_size: z.number().int().nullable(),
  log_file_url: z.string().nullable(),
});
export type TImportStatistics = z.infer<typeof ZImportStatistics>;

export const ZImportJob = z.object({
  id: z.string().uuid(),
  bucket_id: z.string().uuid(),
  number: z.number().int(),
  extid: z.string().nullable(),
  type: z.enum(IMPORT_JOB_TYPES),
  file_type: ZImportFileType,
  source: ZImportSource.nullable(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  file_url: z.string().nullable(),
  status: z.enum(IMPORT_JOB_STATUSES),
  current_phase: z.enum(IMPORT_PHASES).nullable(),
  /** 0 to 1 within the current phase. */
  progress: z.number().min(0).max(1),
  /** Seconds the current phase has run (or ran). */
  duration: z.number().int().nullable(),
  estimated_remaining_duration: z.number().int().nullable(),
  estimated_total_duration: z.number().int().nullable(),
  statistics: ZImportStatistics,
  /** Why the job failed, in words. */
  error: z.string().nullable(),
  api_connection_id: z.string().uuid().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
});
export type TImportJob = z.infer<typeof ZImportJob>;

export const ZImportJobCreate = z.strictObject({
  file_type: ZImportFileType,
  source: ZImportSource.nullable().optional(),
  file_name: z.string().trim().min(1).max(200),
  extid: z.string().trim().min(1).max(100).nullable().optional(),
});

/** Spec pagination: offset and limit; page is offset divided by limit. */
export const ZImportJobListQuery = z.strictObject({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export const ZImportJobPage = z.object({
  content: z.array(ZImportJob),
  offset: z.number().int(),
  limit: z.number().int(),
  size: z.number().int(),
  page: z.number().int(),
  total_elements: z.number().int(),
});
export type TImportJobPage = z.infer<typeof ZImportJobPage>;

export const IMPORT_TEMPLATE_LAYOUTS = ['flat', 'entities'] as const;
