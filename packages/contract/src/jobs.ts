import { z } from 'zod';

/** Where a background job stands: what a progress bar, its phase line and its failure need. */
export const ZJobRunStatus = z.enum(['queued', 'running', 'retrying', 'succeeded', 'failed']);
export type TJobRunStatus = z.infer<typeof ZJobRunStatus>;

export const ZJobRun = z.object({
  id: z.string().uuid(),
  name: z.string(),
  status: ZJobRunStatus,
  phase: z.string().nullable(),
  /** 0 to 1 */
  progress: z.number().min(0).max(1),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  attempts: z.number().int(),
  /** The reason of the last failure. */
  error: z.string().nullable(),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** At the rate so far; null while unknown. */
  estimated_seconds_left: z.number().int().nullable(),
  /** A failed job the caller may start again. */
  can_retry: z.boolean(),
});
export type TJobRun = z.infer<typeof ZJobRun>;
