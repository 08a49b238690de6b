import type { AppDeps } from '../app-context.ts';
import { claimDueMails, markMailFailed, markMailSent } from './mail-queue.queries.ts';

const MINUTE = 60_000;
/** Long enough for one batch to be sent; a delivery that dies frees its rows after it. */
const LEASE_MS = 10 * MINUTE;
const BATCH = 20;

/** Waits 1, 2, 4 … minutes after each failed attempt, at most 6 hours, and never gives up. */
export function retryDelayMs(attempts: number) {
  return Math.min(2 ** Math.max(0, attempts - 1) * MINUTE, 6 * 60 * MINUTE);
}

/**
 * Sends the due queued mails (only `ids` when given: a service delivers what its transaction
 * queued, the timer everything due). A mailer failure is recorded on its row and retried later;
 * it never fails the caller, whose change is committed already. Answers the counts.
 */
export async function deliverQueuedMails(deps: AppDeps, props: { ids?: number[] } = {}) {
  let sent = 0;
  let failed = 0;
  if (props.ids?.length === 0) return { sent, failed };
  for (;;) {
    const now = deps.now();
    const batch = await claimDueMails(deps.db, {
      now,
      leaseUntil: new Date(now.getTime() + LEASE_MS),
      limit: BATCH,
      ...(props.ids ? { ids: props.ids } : {}),
    });
    if (batch.length === 0) return { sent, failed };
    for (const mail of batch) {
      try {
        await deps.mailer.send({ to: mail.to, subject: mail.subject, text: mail.text });
      } catch (error) {
        failed += 1;
        await markMailFailed(deps.db, mail.id, {
          error: error instanceof Error ? error.message : String(error),
          retryAt: new Date(deps.now().getTime() + retryDelayMs(mail.attempts)),
        });
        continue;
      }
      sent += 1;
      await markMailSent(deps.db, mail.id, deps.now());
    }
  }
}
