import type { AppDeps } from '../app-context.ts';
import { sendDueReminders } from '../modules/documents/reminders.service.ts';
import { type JobLog, startPeriodicJob } from './periodic-job.ts';

/** Sends the due supplier reminders now and then every `intervalMs` (REMINDER_INTERVAL_MINUTES). */
export function startReminderSchedule(deps: AppDeps, props: { intervalMs: number; log: JobLog }) {
  return startPeriodicJob({
    intervalMs: props.intervalMs,
    failure: 'Supplier reminders failed',
    log: props.log,
    task: async () => {
      const result = await sendDueReminders(deps, deps.now());
      return result.mails > 0
        ? `Supplier reminders: ${result.reminded1} first, ${result.reminded2} second, ${result.mails} mail(s)`
        : null;
    },
  });
}
