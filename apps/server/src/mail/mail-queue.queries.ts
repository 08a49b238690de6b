import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailQueue } from '../db/schema/index.ts';
import type { TMail } from './mailer.ts';

type QueuedMail = typeof mailQueue.$inferSelect;

/**
 * Writes a mail in the caller's transaction instead of sending it: it leaves only if the
 * transaction commits (deliverQueuedMails). Answers the row id.
 */
export async function queueMail(tx: Database, mail: TMail): Promise<number> {
  const [row] = await tx
    .insert(mailQueue)
    .values({ to: mail.to, subject: mail.subject, text: mail.text })
    .returning({ id: mailQueue.id });
  if (!row) throw new Error('mail not queued');
  return row.id;
}

/**
 * Claims up to `limit` due unsent mails (only `ids` when given) for one delivery: counts the
 * attempt and moves `next_attempt_at` to `leaseUntil`, so no other delivery picks them while they
 * are sent outside any transaction. FOR UPDATE SKIP LOCKED lets two processes claim at once
 * without waiting on or taking each other's rows; a process that dies mid-send leaves its rows
 * due again when the lease ends. Answers them in queue order.
 */
// Never tried (null), or its backoff or lease is over.
const isDue = (now: Date) =>
  and(isNull(mailQueue.sentAt), or(isNull(mailQueue.nextAttemptAt), lte(mailQueue.nextAttemptAt, now)));

export async function claimDueMails(
  db: Database,
  props: { now: Date; leaseUntil: Date; limit: number; ids?: number[] },
): Promise<QueuedMail[]> {
  const due = db
    .select({ id: mailQueue.id })
    .from(mailQueue)
    .where(and(isDue(props.now), props.ids ? inArray(mailQueue.id, props.ids) : undefined))
    .orderBy(asc(mailQueue.id))
    .limit(props.limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailQueue)
    // The conditions again: a row committed by another claim after our snapshot is re-checked.
    .set({ attempts: sql`${mailQueue.attempts} + 1`, nextAttemptAt: props.leaseUntil })
    .where(and(inArray(mailQueue.id, due), isDue(props.now)))
    .returning();
  return claimed.sort((a, b) => a.id - b.id);
}

export async function markMailSent(db: Database, id: number, now: Date) {
  await db.update(mailQueue).set({ sentAt: now, lastError: null }).where(eq(mailQueue.id, id));
}

export async function markMailFailed(db: Database, id: number, props: { error: string; retryAt: Date }) {
  await db
    .update(mailQueue)
    .set({ lastError: props.error, nextAttemptAt: props.retryAt })
    .where(eq(mailQueue.id, id));
}

/** Deletes the mails sent before `before`; unsent ones stay whatever their age. */
export async function pruneSentMails(db: Database, before: Date) {
  await db.delete(mailQueue).where(lte(mailQueue.sentAt, before));
}
