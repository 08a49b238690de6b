import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { at, createdAt } from './columns.ts';

/**
 * Mails written in the transaction of the change they announce and sent after it commits
 * (mail/mail-delivery.ts): a rolled-back change sends nothing, a failed send is retried.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    /** A sequence rather than a random UUID: mails go out in the order they were queued. */
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    createdAt: createdAt(),
    /** Sends tried so far (counted when a delivery claims the row). */
    attempts: integer().notNull().default(0),
    lastError: text(),
    sentAt: at(),
    /**
     * Not before this time: the backoff after a failure, or the lease of a delivery in progress.
     * Null until the first attempt: a new mail is due at once, whatever clock its service used.
     */
    nextAttemptAt: at(),
  },
  // Deliveries look only for unsent rows that are due.
  (table) => [index('mail_queue_due_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`)],
);
