import type { AppDeps } from '../app-context.ts';
import { deliverQueuedMails } from '../mail/mail-delivery.ts';

type Log = { info: (message: string) => void; error: (error: unknown, message: string) => void };

/**
 * Retries the queued mails that are due every `intervalMs`: those whose send failed, or whose
 * process died while sending (services deliver their own mails right after commit, so the queue
 * is normally empty). Its own timer rather than the reminder run: reminders may be switched off
 * and run hourly, while the first retries are due after minutes. Runs never overlap; a failed run
 * is logged and the next one tries again. The timer does not keep the process alive.
 */
export function startMailQueueSchedule(deps: AppDeps, props: { intervalMs: number; log: Log }) {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= deliverQueuedMails(deps)
      .then((result) => {
        if (result.sent + result.failed > 0) {
          props.log.info(`Mail queue: ${result.sent} sent, ${result.failed} failed (retried later)`);
        }
      })
      .catch((error: unknown) => props.log.error(error, 'Mail delivery failed'))
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
