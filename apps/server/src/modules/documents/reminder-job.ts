import { z } from 'zod';
import { cronEvery } from '../../jobs/cron.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { sendDueReminders } from './reminders.service.ts';

/**
 * The scheduled supplier reminders (first and second, REMINDER_INTERVAL_MINUTES). `stately`: a run
 * still going when the next is due makes that one wait instead of running beside it.
 */
export const supplierRemindersJob = defineJob({
  name: 'supplier-reminders',
  payload: z.object({}).passthrough(),
  handler: async ({ deps }) => {
    await sendDueReminders(deps, deps.now());
  },
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  timeoutSeconds: 1800,
  policy: 'stately',
  schedule: (config) =>
    config.reminderIntervalMs > 0 ? cronEvery(config.reminderIntervalMs / 60_000) : null,
});
