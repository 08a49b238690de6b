import { index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt } from './columns.ts';

/**
 * Background work that people follow (imports, reports, batch jobs): what the queue's job is doing
 * now, in words and numbers. The id is the queue job's id; the queue keeps the retries and timing,
 * this row what a progress bar needs.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid().primaryKey(),
    /** The job definition's name. */
    name: text().notNull(),
    /** Who started it; null for scheduled work. */
    requestedBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** queued, running, retrying, succeeded, failed */
    status: text().notNull().default('queued'),
    phase: text(),
    /** 0 to 1 */
    progress: real().notNull().default(0),
    processed: integer().notNull().default(0),
    total: integer(),
    attempts: integer().notNull().default(0),
    /** The last failure's message, kept after a retry succeeds until the next run starts. */
    error: text(),
    createdAt: createdAt(),
    startedAt: at(),
    updatedAt: at(),
    finishedAt: at(),
  },
  (table) => [index('job_runs_requested_by_idx').on(table.requestedBy, table.createdAt)],
);
