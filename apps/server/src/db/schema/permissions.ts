import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';
import { projects } from './projects.ts';
import { teams } from './teams.ts';

/**
 * An access grant: a project shared with a user (by id or, before they have an account, by
 * email) or a team, with a level, the capabilities it gives, and an optional validity window.
 */
export const permissions = pgTable(
  'permissions',
  {
    id: id(),
    issuedAt: createdAt(),
    isManaged: boolean().notNull().default(false),
    accessMode: text({ enum: ['NONE', 'READ', 'READWRITE'] }).notNull(),
    capabilities: text().array().notNull().default([]),
    status: text({ enum: ['accepted', 'rejected', 'issued', 'revoked'] }).notNull(),
    statusAt: at().notNull(),
    subjectProjectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    grantedToUserId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    grantedToUserEmail: text(),
    grantedToTeamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
    issuedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    issuedByTeamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    notValidBefore: at(),
    notValidAfter: at(),
  },
  (table) => [
    index('permissions_project_idx').on(table.subjectProjectId, table.status),
    index('permissions_user_idx').on(table.grantedToUserId, table.status),
    index('permissions_team_idx').on(table.grantedToTeamId, table.status),
    index('permissions_email_idx').on(table.grantedToUserEmail),
  ],
);

/** What users looked at or did, as the web reports it (POST /user-audit-logs). */
export const userAuditLogs = pgTable(
  'user_audit_logs',
  {
    id: id(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    objectId: text().notNull(),
    objectName: text().notNull(),
    type: text().notNull(),
    at: createdAt(),
  },
  (table) => [index('user_audit_logs_user_idx').on(table.userId, table.at)],
);
