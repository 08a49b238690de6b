import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { auditedPglite, auditedPool, auditedTransactions } from '../audit/audit-transactions.ts';
import { migrateJobQueue, type QueueConnection } from '../jobs/job-queue.ts';
import { pgliteExecutor } from '../jobs/sql-executor.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import * as schema from './schema/index.ts';

export type TSchema = typeof schema;
/** The one type the query modules see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, TSchema>;
export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** How the job queue reaches the same database: its own small pool, or the embedded instance. */
  queueConnection: QueueConnection;
  /** The app's migrations, then the job queue's own tables (schema `pgboss`). */
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Real PostgreSQL through a connection pool. */
export function openPostgres(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = auditedTransactions(
    drizzleNodePg(auditedPool(pool), { schema, casing: 'snake_case' }) as unknown as Database,
  );
  const queueConnection = { connectionString: url };
  return {
    db,
    kind: 'postgres',
    queueConnection,
    migrate: async () => {
      await migrateNodePg(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await migrateJobQueue(queueConnection);
    },
    close: () => pool.end(),
  };
}

/** Embedded PostgreSQL (WASM) from an existing instance, e.g. one loaded from a test snapshot. */
export function wrapPglite(client: PGlite, releaseLock: () => void = () => {}): DatabaseHandle {
  const db = auditedTransactions(
    drizzlePglite(auditedPglite(client), { schema, casing: 'snake_case' }) as unknown as Database,
  );
  const queueConnection = { executor: pgliteExecutor(client) };
  return {
    db,
    kind: 'pglite',
    queueConnection,
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
      await migrateJobQueue(queueConnection);
    },
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

/**
 * Embedded PostgreSQL kept in `dataDir/pglite`. PGlite does not lock its directory itself, and
 * two processes writing it would corrupt it, so we hold a lock file for the process's lifetime.
 */
/** The extensions the migrations create (pg_trgm for the item search): PGlite loads them itself. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const dir = path.join(dataDir, 'pglite');
  fs.mkdirSync(dir, { recursive: true });
  const release = acquireDataDirLock(dataDir);
  try {
    const client = await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS });
    return wrapPglite(client, release);
  } catch (error) {
    release();
    throw error;
  }
}

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }) {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
