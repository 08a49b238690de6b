import { z } from 'zod';
import { defineJob } from '../../jobs/job-definition.ts';
import { foldOrderListCounters } from './order-list-counters.ts';

/**
 * Folds the orders list counters' deltas every hour (at :41), so the totals sum a few hundred rows
 * per field, whatever the day's writes left (every statement on the items inserts its deltas).
 * Safe beside writers and repeatable.
 */
export const orderListCountersFoldJob = defineJob({
  name: 'order-list-counters-fold',
  payload: z.object({}).passthrough(),
  handler: async ({ deps }) => {
    await foldOrderListCounters(deps.db, deps.now());
  },
  retry: { limit: 1, delaySeconds: 300, backoff: false },
  timeoutSeconds: 900,
  policy: 'stately',
  schedule: () => '41 * * * *',
});
