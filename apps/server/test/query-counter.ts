import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { buildApp } from '../src/app.ts';
import { auditedTransactions } from '../src/audit/audit-transactions.ts';
import type { Database } from '../src/db/client.ts';
import * as schema from '../src/db/schema/index.ts';
import type { TestApp } from './harness.ts';

/**
 * A second app on the test app's database connection whose Drizzle logger records every query
 * it sends, so a test can count the round trips of one request.
 */
export async function countingApp(t: TestApp) {
  const queries: string[] = [];
  const logger = { logQuery: (query: string) => queries.push(query) };
  const client = (t.db as unknown as { $client: unknown }).$client;
  const db = auditedTransactions(
    (t.deps.dbKind === 'pglite'
      ? drizzlePglite(client as PGlite, { schema, casing: 'snake_case', logger })
      : drizzleNodePg(client as pg.Pool, { schema, casing: 'snake_case', logger })) as unknown as Database,
  );
  const app = await buildApp({ ...t.deps, db });
  await app.ready();
  return { app, queries };
}
