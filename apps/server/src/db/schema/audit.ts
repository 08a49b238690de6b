import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The audit trail (issue 20, decision 0036): one entry per created, changed or deleted row of an
 * audited table (apps/server/src/audit/audited-tables.ts), written by database triggers in the
 * transaction of the change, with the actor the transaction named (`keelson.actor`). `changes` maps
 * each audited column to [before, after] (before null when created, after null when deleted).
 * `subject_id` is what a History tab shows it under (the item, check, project…); bucket_id and
 * project_id place it in a company's or a project's trail. No foreign keys: the trail outlives what
 * it describes. Entries older than the retention (AUDIT_RETENTION_DAYS) are deleted daily.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorKind: text().notNull(),
    actorId: text(),
    entity: text().notNull(),
    entityId: uuid().notNull(),
    action: text({ enum: ['created', 'changed', 'deleted'] }).notNull(),
    subjectId: uuid(),
    bucketId: uuid(),
    projectId: uuid(),
    changes: jsonb().$type<Record<string, [unknown, unknown]>>().notNull(),
  },
  (table) => [
    index('audit_entries_subject_idx').on(table.subjectId, table.id),
    index('audit_entries_bucket_idx').on(table.bucketId, table.id),
    index('audit_entries_project_idx').on(table.projectId, table.id),
    index('audit_entries_at_idx').on(table.at),
  ],
);
