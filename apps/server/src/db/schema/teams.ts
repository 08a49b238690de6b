import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';

export const teams = pgTable('teams', {
  id: id(),
  name: text().notNull(),
  description: text(),
  /** Key of the team image in file storage. */
  imageKey: text(),
  availableFeatures: text().array().notNull().default([]),
  createdAt: createdAt(),
  createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
});

/**
 * A user's place in a team. An invitation to an address without an account has no user yet:
 * the sign-up with that address claims it.
 */
export const teamMemberships = pgTable(
  'team_memberships',
  {
    id: id(),
    teamId: uuid()
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    userId: uuid().references(() => users.id, { onDelete: 'cascade' }),
    invitedEmail: text(),
    status: text({ enum: ['accepted', 'invited', 'rejected', 'revoked'] }).notNull(),
    role: text({ enum: ['legal', 'manager', 'coordinator', 'regular', 'guest'] }).notNull(),
    invitedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    invitedAt: at(),
    acceptedAt: at(),
    rejectedAt: at(),
    revokedAt: at(),
  },
  (table) => [
    index('team_memberships_team_idx').on(table.teamId, table.status),
    index('team_memberships_user_idx').on(table.userId, table.status),
    index('team_memberships_invited_email_idx').on(table.invitedEmail),
    uniqueIndex('team_memberships_team_user_unique').on(table.teamId, table.userId),
  ],
);
