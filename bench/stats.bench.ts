// The statistics dashboard on a million items: the counts by company, by supplier and by vessel
// (paging, sort, search) through the real app (session, access check, JSON), beside the same
// request's SQL replayed on its own in the same run, as the orders-list bench does. Same database
// (bench/orders-database.ts): `BENCH_KEEP=1 npm run bench orders` once, then
// `BENCH_REUSE=1 npm run bench stats` measures it again without rebuilding.
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { purchaseOrderItems } from '../apps/server/src/db/schema/index.ts';
import { statsColumns } from '../apps/server/src/modules/stats/stats.counts.ts';
import { auth } from '../apps/server/test/factories.ts';
import { benchApp, percentile, timedRuns } from './bench-support.ts';
import { openOrdersBenchDatabase } from './orders-database.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 30);
const MAX_MS_PER_QUERY = 60_000;

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

const {
  pool,
  db,
  bucketId,
  expert,
  crew,
  now,
  handle,
  close: closeDatabase,
} = await openOrdersBenchDatabase(log);
try {
  const [counts] = (
    await pool.query(
      `select (select count(*) from purchase_order_items)::int as items, (select count(*) from vessels)::int as vessels,
       (select count(*) from suppliers)::int as suppliers`,
    )
  ).rows;
  log(`data: ${JSON.stringify(counts)}`);

  let captured: { query: string; params: unknown[] }[] = [];
  const loggingDb = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Database;
  const { app, close } = await benchApp(handle, { db: loggingDb, now: () => now });
  const stats = `/api/ihm/maint/buckets/${bucketId}/stats`;
  const requests: [string, string, { token: string }][] = [
    ['by company', `${stats}/order-items-by-bucket`, expert],
    ['by company, crew of one vessel', `${stats}/order-items-by-bucket`, crew],
    ['by supplier, page 0 (name asc)', `${stats}/order-items-by-supplier?size=50`, expert],
    ['by supplier, name desc', `${stats}/order-items-by-supplier?size=50&sort=supplier.name,desc`, expert],
    ['by supplier, search "marine"', `${stats}/order-items-by-supplier?size=50&search=marine`, expert],
    ['by vessel, page 0 (name asc)', `${stats}/order-items-by-vessel?size=50`, expert],
    ['by vessel, search "nord"', `${stats}/order-items-by-vessel?size=50&search=nord`, expert],
    ['by vessel, crew of one vessel', `${stats}/order-items-by-vessel?size=50`, crew],
  ];
  const measure = (call: () => Promise<void>) => timedRuns(call, { runs: RUNS, maxMs: MAX_MS_PER_QUERY });
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `\n${'request'.padEnd(36)} ${'rows'.padStart(5)} ${'app p50'.padStart(8)} ${'app p95'.padStart(8)} ${'sql p50'.padStart(8)} ${'sql p95'.padStart(8)}  p95 ratio  runs`,
  );
  let counted: { query: string; params: unknown[] } | undefined;
  for (const [name, url, user] of requests) {
    let rows = 0;
    let statements: { query: string; params: unknown[] }[] = [];
    const appTimes = await measure(async () => {
      captured = [];
      const res = await app.inject({ method: 'GET', url, headers: auth(user) });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      const body = res.json();
      rows = Array.isArray(body.content) ? body.content.length : 1;
      statements = captured;
    });
    const rawTimes = await measure(async () => {
      for (const statement of statements) await pool.query(statement.query, statement.params);
    });
    counted ??= statements.find((statement) => statement.query.includes('union all'));
    console.log(
      `${name.padEnd(36)} ${String(rows).padStart(5)} ${ms(percentile(appTimes, 50))} ${ms(percentile(appTimes, 95))} ${ms(percentile(rawTimes, 50))} ${ms(percentile(rawTimes, 95))}  ${(percentile(appTimes, 95) / percentile(rawTimes, 95)).toFixed(2).padStart(9)}  ${String(appTimes.length).padStart(4)}`,
    );
  }
  if (counted) {
    const explained = await pool.query(
      `explain (analyze, buffers, costs off) ${counted.query}`,
      counted.params,
    );
    console.log('\nthe company counts from the counters (plan):');
    for (const row of explained.rows) console.log(`  ${row['QUERY PLAN']}`);
  }
  // The counts against a recount of every item (statsColumns, as the nightly snapshot counts).
  const answer = (
    await app.inject({ method: 'GET', url: `${stats}/order-items-by-bucket`, headers: auth(expert) })
  ).json() as Record<string, number>;
  const t0 = performance.now();
  const [recount] = await db
    .select(statsColumns(now))
    .from(purchaseOrderItems)
    .where(and(eq(purchaseOrderItems.bucketId, bucketId), eq(purchaseOrderItems.isActive, true)));
  const differences = Object.entries(recount ?? {}).filter(([name, n]) => answer[name] !== n);
  console.log(
    `\nrecount of every item: ${Math.round(performance.now() - t0)} ms; counts that differ: ${differences.length} ${differences.map(([name]) => name).join(' ')}`,
  );
  await close();
  log('done');
} finally {
  await closeDatabase();
}
