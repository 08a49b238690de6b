import { IMPORT_PHASES } from '@keelson/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { importJobs } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { runImportPhase } from './import-phase.ts';

const RETRY = { limit: 2, delaySeconds: 15, backoff: true };
/**
 * How long a worker may hold a phase before the queue gives it to another worker (a dead worker
 * holds it that long). An hour fits a million rows; the fault test shortens it to see a retry soon.
 */
const TIMEOUT_SECONDS = Number(process.env.IMPORT_JOB_TIMEOUT_SECONDS) || 3600;

/** The first line of a failure, short: a failed query's message would carry a whole batch of data. */
const stoppedBecause = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.slice(0, 300) ?? 'unknown error';

/**
 * A phase of an import job (docs/imports.md): `simulation` reads the file and counts, `import`
 * writes it. Idempotent: a phase that finds its job in another state (discarded, or finished by an
 * earlier attempt) does nothing; a resumed run starts after its committed rows.
 */
export const importJob = defineJob({
  name: 'import-job',
  payload: z.object({ importJobId: z.string().uuid(), phase: z.enum(IMPORT_PHASES) }),
  actor: (data) => ({ kind: 'import_job', id: data.importJobId }),
  handler: async ({ data, deps, progress, attempt }) => {
    const working = data.phase === 'simulation' ? 'simulating' : 'running';
    const [job] = await deps.db
      .update(importJobs)
      .set({ status: working, currentPhase: data.phase, startedAt: deps.now() })
      .where(
        and(
          eq(importJobs.id, data.importJobId),
          inArray(importJobs.status, data.phase === 'simulation' ? ['pending', 'simulating'] : ['running']),
        ),
      )
      .returning();
    if (!job) return;
    try {
      const { failure } = await runImportPhase(deps, { job, phase: data.phase, progress });
      if (!failure && data.phase === 'simulation' && job.autoRun) {
        await deps.db.transaction((tx) => queueImportRun(deps, tx, { jobId: job.id, requestedBy: null }));
        deps.jobs.nudge(importJob);
      }
    } catch (error) {
      if (attempt > RETRY.limit) {
        await deps.db
          .update(importJobs)
          .set({
            status: 'failed',
            error: `The import stopped: ${stoppedBecause(error)}`,
            finishedAt: deps.now(),
          })
          .where(eq(importJobs.id, job.id));
      }
      throw error;
    }
  },
  retry: RETRY,
  timeoutSeconds: TIMEOUT_SECONDS,
  tracked: true,
});

/** The run of a simulated job, queued in the caller's transaction (409 unless the job waits to be run). */
export async function queueImportRun(
  deps: AppDeps,
  tx: Database,
  props: { jobId: string; requestedBy: string | null },
) {
  const jobRunId = await deps.jobs.send(
    importJob,
    { importJobId: props.jobId, phase: 'import' as const },
    { tx, requestedBy: props.requestedBy ?? undefined },
  );
  const [row] = await tx
    .update(importJobs)
    .set({ status: 'running', currentPhase: 'import', progress: 0, jobRunId })
    .where(and(eq(importJobs.id, props.jobId), eq(importJobs.status, 'simulated')))
    .returning();
  if (!row) throw conflict('This import job is not waiting to be run');
  return row;
}
