import type { AppDeps } from '../app-context.ts';
import { deliverQueuedMails } from '../mail/mail-delivery.ts';
import { pruneSentMails } from '../mail/mail-queue.queries.ts';
import { type JobLog, startPeriodicJob } from './periodic-job.ts';

/** Sent mails are kept this long (to answer "was it sent?"), then deleted. */
export const SENT_MAIL_RETENTION_DAYS = 30;

/**
 * Retries the queued mails that are due every `intervalMs`: those whose send failed, or whose
 * process died while sending (services deliver their own mails right after commit, so the queue
 * is normally empty), and deletes sent mails older than the retention. Its own timer rather than
 * the reminder run: reminders may be switched off and run hourly, while the first retries are due
 * after minutes.
 */
export function startMailQueueSchedule(deps: AppDeps, props: { intervalMs: number; log: JobLog }) {
  return startPeriodicJob({
    intervalMs: props.intervalMs,
    failure: 'Mail delivery failed',
    log: props.log,
    task: async () => {
      const result = await deliverQueuedMails(deps);
      await pruneSentMails(deps.db, new Date(deps.now().getTime() - SENT_MAIL_RETENTION_DAYS * 86_400_000));
      return result.sent + result.failed > 0
        ? `Mail queue: ${result.sent} sent, ${result.failed} failed (retried later)`
        : null;
    },
  });
}
