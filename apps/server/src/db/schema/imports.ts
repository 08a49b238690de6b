import {
  IMPORT_FILE_TYPES,
  IMPORT_JOB_STATUSES,
  IMPORT_JOB_TYPES,
  IMPORT_PHASES,
  IMPORT_SCHEDULES,
  IMPORT_SOURCES,
} from '@keelson/domain';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { buckets } from './buckets.ts';
import { at, createdAt, id } from './columns.ts';

// Purchase data in: API keys, API connections and import jobs (spec section 3; docs/imports.md).

/** A key an external system authenticates with, for one company. Only its hash is kept. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    /** The key's first characters, shown so people can tell their keys apart. */
    prefix: text().notNull(),
    /** SHA-256 of the key: the key is 32 random bytes, so a slow hash adds nothing. */
    keyHash: text().notNull(),
    createdAt: createdAt(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: at(),
    revokedAt: at(),
    revokedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('api_keys_hash_unique').on(table.keyHash),
    index('api_keys_bucket_idx').on(table.bucketId),
  ],
);

/** A pull of purchase data from an external system on a schedule, each run an import job. */
export const apiConnections = pgTable(
  'api_connections',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    url: text().notNull(),
    /** none, basic (user:password) or bearer (a token). */
    authType: text({ enum: ['none', 'basic', 'bearer'] })
      .notNull()
      .default('none'),
    /** The credentials, encrypted with the app's secret (AES-256-GCM); never answered. */
    credentials: text(),
    fileType: text({ enum: IMPORT_FILE_TYPES }).notNull(),
    source: text({ enum: IMPORT_SOURCES }),
    schedule: text({ enum: IMPORT_SCHEDULES }).notNull(),
    disabled: boolean().notNull().default(false),
    lastRunAt: at(),
    nextRunAt: at(),
    createdAt: createdAt(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: at(),
  },
  (table) => [
    index('api_connections_bucket_idx').on(table.bucketId),
    index('api_connections_due_idx').on(table.nextRunAt),
  ],
);

/** One file read into a company's purchase data: simulated first, then run or discarded. */
export const importJobs = pgTable(
  'import_jobs',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per company. */
    number: integer().notNull(),
    extid: text(),
    type: text({ enum: IMPORT_JOB_TYPES }).notNull().default('file'),
    fileType: text({ enum: IMPORT_FILE_TYPES }).notNull(),
    /** The procurement system whose export this is; null for Keelson's own format. */
    source: text({ enum: IMPORT_SOURCES }),
    fileName: text(),
    fileSize: bigint({ mode: 'number' }),
    fileKey: text(),
    status: text({ enum: IMPORT_JOB_STATUSES }).notNull().default('created'),
    currentPhase: text({ enum: IMPORT_PHASES }),
    /** 0 to 1 within the current phase. */
    progress: real().notNull().default(0),
    /** The queue job of the current phase (its job_runs row carries the progress bar's details). */
    jobRunId: uuid(),
    apiConnectionId: uuid().references(() => apiConnections.id, { onDelete: 'set null' }),
    /** Pulled jobs run as soon as their simulation passes. */
    autoRun: boolean().notNull().default(false),
    statistics: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Rows of the file the run has committed, written with each batch: a resumed run starts after them. */
    committedRows: integer().notNull().default(0),
    logKey: text(),
    logSize: integer(),
    error: text(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    pendingAt: at(),
    startedAt: at(),
    simulatedAt: at(),
    cancelledAt: at(),
    finishedAt: at(),
  },
  (table) => [
    uniqueIndex('import_jobs_bucket_number_unique').on(table.bucketId, table.number),
    index('import_jobs_bucket_created_idx').on(table.bucketId, table.createdAt),
    index('import_jobs_connection_idx').on(table.apiConnectionId),
  ],
);
