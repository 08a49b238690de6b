import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';
import { teams } from './teams.ts';

/** A group of ships for the project list's filter (e.g. a fleet), kept by a team. */
export const shipGroups = pgTable('ship_groups', {
  id: id(),
  name: text().notNull(),
  teamId: uuid().references(() => teams.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

export const ships = pgTable(
  'ships',
  {
    id: id(),
    imo: text(),
    name: text().notNull(),
    groupId: uuid().references(() => shipGroups.id, { onDelete: 'set null' }),
    /** Key of the ship image in file storage. */
    imageKey: text(),
    createdAt: createdAt(),
  },
  (table) => [index('ships_imo_idx').on(table.imo), index('ships_group_idx').on(table.groupId)],
);

export const projects = pgTable(
  'projects',
  {
    id: id(),
    shipId: uuid()
      .notNull()
      .references(() => ships.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    type: text({ enum: ['ihm'] })
      .notNull()
      .default('ihm'),
    dataownerUserId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    dataownerTeamId: uuid().references(() => teams.id, { onDelete: 'restrict' }),
    accessTo: text({ enum: ['IHM', 'DOCKSHELF', 'IHM_DOCKSHELF'] })
      .notNull()
      .default('IHM'),
    pricingModel: text({ enum: ['FREEMIUM', 'PREMIUM'] })
      .notNull()
      .default('FREEMIUM'),
    removed: boolean().notNull().default(false),
    removedAt: at(),
    contentHash: text(),
    startedAt: at(),
    finishedAt: at(),
    createdAt: createdAt(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: createdAt(),
  },
  (table) => [
    index('projects_owner_team_idx').on(table.dataownerTeamId, table.removed),
    index('projects_owner_user_idx').on(table.dataownerUserId, table.removed),
    index('projects_ship_idx').on(table.shipId),
  ],
);

/** The document shelf's access modes per capability, premium and freemium (spec section 6). */
export const dockshelfPermissions = pgTable(
  'dockshelf_permissions',
  {
    id: id(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    capability: text().notNull(),
    premium: text({ enum: ['NONE', 'READ', 'READWRITE'] }).notNull(),
    freemium: text({ enum: ['NONE', 'READ', 'READWRITE'] }).notNull(),
  },
  (table) => [index('dockshelf_permissions_project_idx').on(table.projectId)],
);
