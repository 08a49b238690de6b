import type { AppDeps } from '../app-context.ts';
import { sendDueReminders } from '../modules/documents/reminders.service.ts';

type Log = { info: (message: string) => void; error: (error: unknown, message: string) => void };

/**
 * Sends the due supplier reminders now and then every `intervalMs`. A run never overlaps the
 * previous one; a failed run is logged and the next one tries again. The timer does not keep the
 * process alive, and `stop` ends it (on shutdown).
 */
export function startReminderSchedule(deps: AppDeps, props: { intervalMs: number; log: Log }) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= sendDueReminders(deps, deps.now())
      .then((result) => {
        if (result.mails > 0) {
          props.log.info(
            `Supplier reminders: ${result.reminded1} first, ${result.reminded2} second, ${result.mails} mail(s)`,
          );
        }
      })
      .catch((error: unknown) => props.log.error(error, 'Supplier reminders failed'))
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void run(), props.intervalMs);
  timer.unref();
  void run();
  return {
    /** Waits for a run in progress, so the database is not closed under it. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
