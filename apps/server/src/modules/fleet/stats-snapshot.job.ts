import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { pruneStatsSnapshots, takeStatsSnapshots } from './stats-snapshot.service.ts';

/**
 * The daily snapshot of every company's and vessel's statistics (the fleet dashboard's trends),
 * at 00:05 UTC so the row of a day holds that day's start; the same run deletes what is older than
 * two years. Idempotent: a retry or a second run of the day replaces the day's rows.
 */
export const statsSnapshotJob = defineJob({
  name: 'bucket-stats-snapshot',
  payload: z.object({}).passthrough(),
  handler: async ({ deps }) => {
    const now = deps.now();
    await takeStatsSnapshots(deps.db, now);
    await pruneStatsSnapshots(deps.db, now);
  },
  retry: { limit: 3, delaySeconds: 600, backoff: true },
  timeoutSeconds: 1800,
  policy: 'stately',
  schedule: () => '5 0 * * *',
});
