import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { projects } from './projects.ts';
import { teams } from './teams.ts';

/** A company's container of maintenance data (spec: bucket, shown as "company"). */
export const buckets = pgTable(
  'buckets',
  {
    id: id(),
    name: text().notNull(),
    type: text({ enum: ['ihm_maint', 'ihm_expert', 'md_management', 'new_build'] }).notNull(),
    dataownerTeamId: uuid().references(() => teams.id, { onDelete: 'restrict' }),
    dataownerUserId: uuid().references(() => users.id, { onDelete: 'restrict' }),
    archived: boolean().notNull().default(false),
    checked: boolean().notNull().default(false),
    /** Service levels and other per-company settings (see DEFAULT_SERVICE_LEVELS). */
    settings: jsonb().notNull().default({}),
    /**
     * The engine version its items were last evaluated with (EVALUATION_VERSION of the domain). A new
     * company starts at the current one; an older one is re-evaluated in the background at start.
     */
    evaluationVersion: integer().notNull().default(2),
    /** When an import job last finished writing (spec: days_since_last_import). */
    lastImportAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('buckets_owner_team_idx').on(table.dataownerTeamId, table.type),
    index('buckets_owner_user_idx').on(table.dataownerUserId),
  ],
);

/** Which bucket serves a project in which role (its maintenance bucket, its expert bucket). */
export const bucketProjects = pgTable(
  'bucket_projects',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    role: text({ enum: ['ihm_maint', 'ihm_expert'] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('bucket_projects_project_role_unique').on(table.projectId, table.role),
    index('bucket_projects_bucket_idx').on(table.bucketId),
  ],
);
