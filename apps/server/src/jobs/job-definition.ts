import type { z } from 'zod';
import type { AppDeps } from '../app-context.ts';
import type { AuditActor } from '../audit/audit-actor.ts';
import type { TConfig } from '../config.ts';
import type { ProgressReporter } from './job-progress.ts';

/** What a handler gets: the validated payload, which attempt this is, and where to report progress. */
export type JobContext<TData> = {
  id: string;
  data: TData;
  /** 1 on the first run, 2 on the first retry … */
  attempt: number;
  progress: ProgressReporter;
  deps: AppDeps;
};

/**
 * One kind of background work. Handlers are idempotent: a job whose worker died is run again, so
 * running it twice must have the effect of running it once.
 */
export type JobDefinition<TData = unknown> = {
  /** The queue's name: letters, digits, hyphens. */
  name: string;
  payload: z.ZodType<TData>;
  handler: (job: JobContext<TData>) => Promise<void>;
  /** Retries after a failure, each `delaySeconds` later, doubled every time when `backoff`. */
  retry: { limit: number; delaySeconds: number; backoff: boolean };
  /** A run that takes longer fails (and is retried); also how long a dead worker holds the job. */
  timeoutSeconds: number;
  /** `stately`: at most one waiting and one running (schedules never overlap). */
  policy?: 'standard' | 'stately';
  /** Users follow it: a `job_runs` row keeps its phase, progress and failure. */
  tracked?: boolean;
  /** Cron expression (UTC) of a scheduled job for this configuration; null = not scheduled. */
  schedule?: (config: TConfig) => string | null;
  /** Jobs a worker takes at once (default 1): many small ones, like mails, go faster in batches. */
  batchSize?: number;
  /** Failed for good: moved to this queue, which no worker takes, so it is kept and can be retried. */
  deadLetter?: string;
  /** Who the changes it makes are audited as (default: the system). */
  actor?: (data: TData) => AuditActor;
};

export function defineJob<TData>(definition: JobDefinition<TData>): JobDefinition<TData> {
  return definition;
}
