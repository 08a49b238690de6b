import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { compactFleetCounters } from './stats-snapshot.service.ts';

/**
 * Folds the fleet counters' deltas every hour (at :23), so a day of heavy imports — every statement
 * on the items inserts its deltas — never leaves the dashboard summing hundreds of thousands of rows
 * (a million imported items leave ~400,000; folded in 2 s). Safe beside writers and repeatable.
 */
export const fleetCountersFoldJob = defineJob({
  name: 'fleet-counters-fold',
  payload: z.object({}).passthrough(),
  handler: async ({ deps }) => {
    await compactFleetCounters(deps.db);
  },
  retry: { limit: 1, delaySeconds: 300, backoff: false },
  timeoutSeconds: 900,
  policy: 'stately',
  schedule: () => '23 * * * *',
});
