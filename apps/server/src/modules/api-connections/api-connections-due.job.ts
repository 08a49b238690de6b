import { and, asc, eq, lte } from 'drizzle-orm';
import { z } from 'zod';
import { apiConnections, buckets } from '../../db/schema/index.ts';
import { cronEvery } from '../../jobs/cron.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { startConnectionRun } from './api-connection-run.ts';

/** Connections started per sweep; more due ones wait for the next sweep, five minutes later. */
const SWEEP_LIMIT = 200;

/**
 * Every five minutes: starts the enabled connections of live companies whose next run is due.
 * `stately`: a sweep still going makes the next wait; each start claims its connection, so a
 * sweep in another process cannot start it twice.
 */
export const apiConnectionsDueJob = defineJob({
  name: 'api-connections-due',
  payload: z.object({}).passthrough(),
  handler: async ({ deps }) => {
    const now = deps.now();
    const due = await deps.db
      .select({ connection: apiConnections })
      .from(apiConnections)
      .innerJoin(buckets, eq(buckets.id, apiConnections.bucketId))
      .where(
        and(
          eq(apiConnections.disabled, false),
          eq(buckets.archived, false),
          lte(apiConnections.nextRunAt, now),
        ),
      )
      .orderBy(asc(apiConnections.nextRunAt))
      .limit(SWEEP_LIMIT);
    for (const { connection } of due) {
      await startConnectionRun(deps, { connection, requestedBy: null, due: now });
    }
  },
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  timeoutSeconds: 600,
  policy: 'stately',
  schedule: () => cronEvery(5),
});
