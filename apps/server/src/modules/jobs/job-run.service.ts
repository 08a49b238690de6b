import type { TJobRun, TJobRunStatus } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { jobRuns } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { jobDefinitions } from '../../jobs/job-definitions.ts';
import { estimatedSecondsLeft } from '../../jobs/job-progress.ts';

type JobRunRow = typeof jobRuns.$inferSelect;

const definitionOf = (name: string) => jobDefinitions.find((definition) => definition.name === name);

/**
 * The row's status, corrected by the queue's own record: a worker that was killed cannot write
 * "failed", but the queue fails its job when the job's time runs out.
 */
async function honestStatus(
  deps: AppDeps,
  row: JobRunRow,
): Promise<{ status: TJobRunStatus; error: string | null }> {
  if (row.status === 'succeeded' || row.status === 'failed') return { status: row.status, error: row.error };
  const definition = definitionOf(row.name);
  const job = definition ? await deps.jobs.job(definition, row.id) : null;
  if (job?.state === 'failed' || job?.state === 'cancelled') {
    const output = job.output as { message?: string } | null;
    return { status: 'failed', error: row.error ?? output?.message ?? 'The job failed.' };
  }
  if (job?.state === 'retry') return { status: 'retrying', error: row.error };
  return { status: row.status as TJobRunStatus, error: row.error };
}

export async function jobRunAnswer(deps: AppDeps, row: JobRunRow, callerId: string): Promise<TJobRun> {
  const { status, error } = await honestStatus(deps, row);
  return {
    id: row.id,
    name: row.name,
    status,
    phase: row.phase,
    progress: status === 'succeeded' ? 1 : row.progress,
    processed: row.processed,
    total: row.total,
    attempts: row.attempts,
    error,
    created_at: row.createdAt.toISOString(),
    started_at: row.startedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    estimated_seconds_left:
      status === 'running'
        ? estimatedSecondsLeft({ startedAt: row.startedAt, progress: row.progress, now: new Date() })
        : null,
    can_retry: status === 'failed' && row.requestedBy === callerId,
  };
}

/** A job run its requester follows; 404 for anyone else (a job's existence is nobody else's business). */
export async function findJobRunOf(deps: AppDeps, props: { id: string; callerId: string }) {
  const [row] = await deps.db.select().from(jobRuns).where(eq(jobRuns.id, props.id));
  if (!row || row.requestedBy !== props.callerId) throw notFound();
  return row;
}

/** Starts a failed job again (its data unchanged): status queued, progress from zero. */
export async function retryJobRun(deps: AppDeps, props: { id: string; callerId: string }) {
  const row = await findJobRunOf(deps, props);
  const current = await jobRunAnswer(deps, row, props.callerId);
  const definition = definitionOf(row.name);
  if (!current.can_retry || !definition) return current;
  await deps.jobs.retry(definition, row.id);
  const [queued] = await deps.db
    .update(jobRuns)
    .set({ status: 'queued', phase: null, progress: 0, processed: 0, finishedAt: null })
    .where(eq(jobRuns.id, row.id))
    .returning();
  return jobRunAnswer(deps, queued ?? row, props.callerId);
}
