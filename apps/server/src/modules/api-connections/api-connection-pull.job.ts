import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { apiConnections, importJobs } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { storeImportFile } from '../imports/import-jobs.service.ts';
import { openPull, PULL_TIMEOUT_MS, PullFailure, tooLarge } from './api-connection-pull.ts';

const RETRIES = 2;

/** The job fails with the reason in words, shown in the connection's job list. */
async function failJob(deps: AppDeps, importJobId: string, reason: string) {
  await deps.db
    .update(importJobs)
    .set({ status: 'failed', error: reason, finishedAt: deps.now() })
    .where(and(eq(importJobs.id, importJobId), eq(importJobs.status, 'created')));
}

/**
 * Fetches a connection's file into its import job, which then simulates and runs. Transient
 * failures (unreachable, timeout, 5xx) are retried; the last one, and permanent ones (4xx,
 * unreadable credentials, too large), fail the import job with the reason.
 */
export const apiConnectionPullJob = defineJob({
  name: 'api-connection-pull',
  payload: z.object({ importJobId: z.string().uuid() }),
  actor: (data) => ({ kind: 'import_job', id: data.importJobId }),
  handler: async ({ deps, data, attempt }) => {
    const [job] = await deps.db.select().from(importJobs).where(eq(importJobs.id, data.importJobId));
    // Run already (a retry after the file was stored) or gone with its company.
    if (job?.status !== 'created') return;
    const [connection] = job.apiConnectionId
      ? await deps.db.select().from(apiConnections).where(eq(apiConnections.id, job.apiConnectionId))
      : [];
    if (!connection)
      return failJob(deps, job.id, 'The API connection was deleted before its file was fetched.');
    try {
      const pulled = await openPull(connection, deps.config.fileUrlSecret);
      await storeImportFile(deps, { job, body: pulled.body, requestedBy: job.createdByUserId });
    } catch (error) {
      const failure =
        error instanceof PullFailure
          ? error
          : error instanceof AppError && error.status === 413
            ? new PullFailure(tooLarge(), true)
            : new PullFailure(`The file could not be read from ${new URL(connection.url).host}.`, false);
      if (failure.permanent || attempt > RETRIES) return failJob(deps, job.id, failure.message);
      throw failure;
    }
  },
  retry: { limit: RETRIES, delaySeconds: 120, backoff: true },
  timeoutSeconds: PULL_TIMEOUT_MS / 1000 + 120,
});
