// The orders list (a page of 50 order items with their relations) on a million items, through the
// real app (session, access check, JSON), beside the same page's SQL replayed on its own in the same
// run. `BENCH_ITEMS` changes the size; `BENCH_KEEP=1` keeps the database (keelson_bench) and a later
// run with `BENCH_REUSE=1` measures it again without rebuilding (bench/orders-database.ts).
import { ITEM_STATS_FIELDS } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { Database } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { projects, vessels } from '../apps/server/src/db/schema/index.ts';
import { foldOrderListCounters } from '../apps/server/src/modules/order-items/order-list-counters.ts';
import { auth } from '../apps/server/test/factories.ts';
import { benchApp, percentile, timedRuns } from './bench-support.ts';
import { openOrdersBenchDatabase } from './orders-database.ts';

const RUNS = 30;
const MAX_MS_PER_QUERY = 20_000;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

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
  const client = await pool.connect();
  try {
    const counts = (
      await client.query(
        `select (select count(*) from purchase_orders)::int as orders, (select count(*) from purchase_order_items)::int as items,
         (select count(*) from order_item_check_results)::int as checks,
         (select count(*) from order_list_counters)::int as counter_rows,
         pg_size_pretty(pg_total_relation_size('purchase_order_items')) as items_size`,
      )
    ).rows[0];
    const lists = (
      await client.query(
        `select coalesce(expert_list, '-') || '/' || coalesce(crew_list, '-') as lists, count(*)::int as n
         from purchase_order_items group by 1 order by 2 desc`,
      )
    ).rows.map((row) => `${row.lists} ${row.n}`);
    log(`data: ${JSON.stringify(counts)}; expert/crew lists: ${lists.join(', ')}`);
  } finally {
    client.release();
  }
  // The counters as the hourly job leaves them (the replication's statements left their deltas).
  const folding = performance.now();
  await foldOrderListCounters(db, now);
  await pool.query('vacuum analyze order_list_counters');
  const [{ n: counterRows } = { n: 0 }] = (
    await pool.query<{ n: number }>('select count(*)::int as n from order_list_counters')
  ).rows;
  log(`list counters folded in ${((performance.now() - folding) / 1000).toFixed(1)} s: ${counterRows} rows`);

  // 4. The endpoint, through the real app; every statement of a request is captured, to be replayed
  // on its own (the raw SQL of the same page: session, access, page and total).
  let captured: { query: string; params: unknown[] }[] = [];
  const loggingDb = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (query, params) => captured.push({ query, params }) },
  }) as unknown as Database;
  // The list sends no jobs; the queue is there because every app has one.
  const { app, close } = await benchApp(handle, { db: loggingDb, now: () => now });
  const [crewVessel] = await db
    .select({ id: vessels.id })
    .from(vessels)
    .innerJoin(projects, eq(projects.id, vessels.projectId))
    .orderBy(projects.createdAt)
    .limit(1);
  const [otherVessel] = await db.select({ id: vessels.id }).from(vessels).orderBy(vessels.name).limit(1);
  const queries: [string, string, { token: string }][] = [
    ['expert_tasks page 0', 'set=expert_tasks', expert],
    ['expert_tasks page 1000 (offset 50,000)', 'set=expert_tasks&page=1000', expert],
    ['crew_tasks, one vessel (expert)', `set=crew_tasks&vessel_id=${otherVessel?.id}`, expert],
    ['crew_tasks, crew of one vessel', `set=crew_tasks&vessel_id=${crewVessel?.id}`, crew],
    ['search "spiral wound"', 'search=%22spiral%20wound%22', expert],
    ['expert_monitor', 'set=expert_monitor', expert],
    ['expert_done', 'set=expert_done', expert],
    ['crew_monitor', 'set=crew_monitor', expert],
    ['crew_done', 'set=crew_done', expert],
    ['all items', '', expert],
    ...ITEM_STATS_FIELDS.map((field): [string, string, { token: string }] => [
      field,
      `stats_field=${field}`,
      expert,
    ]),
    ['expert_tasks + expert_active_overdue', 'set=expert_tasks&stats_field=expert_active_overdue', expert],
  ];
  const measure = (call: () => Promise<void>) => timedRuns(call, { runs: RUNS, maxMs: MAX_MS_PER_QUERY });
  const ms = (value: number) => value.toFixed(1).padStart(7);
  console.log(
    `\n${'query'.padEnd(42)} ${'total'.padStart(8)} ${'app p50'.padStart(7)} ${'app p95'.padStart(7)} ${'sql p50'.padStart(7)} ${'sql p95'.padStart(7)}  p95 ratio  stmts`,
  );
  const ratios: number[] = [];
  for (const [name, query, user] of queries) {
    const url = `/api/ihm/maint/companies/${bucketId}/purchase-order-items?${query}`;
    let total = 0;
    let statements: { query: string; params: unknown[] }[] = [];
    const appTimes = await measure(async () => {
      captured = [];
      const res = await app.inject({ method: 'GET', url, headers: auth(user) });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      total = res.json().total_elements;
      statements = captured;
    });
    const rawTimes = await measure(async () => {
      for (const statement of statements) await pool.query(statement.query, statement.params);
    });
    const ratio = percentile(appTimes, 95) / percentile(rawTimes, 95);
    ratios.push(ratio);
    console.log(
      `${name.padEnd(42)} ${String(total).padStart(8)} ${ms(percentile(appTimes, 50))} ${ms(percentile(appTimes, 95))} ${ms(percentile(rawTimes, 50))} ${ms(percentile(rawTimes, 95))}  ${ratio.toFixed(2).padStart(9)}  ${statements.length}`,
    );
    if (process.env.BENCH_EXPLAIN === '1') {
      const page = statements.find((statement) => statement.query.includes('"page"'));
      if (page) {
        const explained = await pool.query(`explain (analyze, costs off) ${page.query}`, page.params);
        for (const row of explained.rows) console.log(`    ${row['QUERY PLAN']}`);
      }
    }
  }
  console.log(`\nworst p95 ratio app / SQL: ${Math.max(...ratios).toFixed(2)}`);
  await close();
  log('done');
} finally {
  await closeDatabase();
}
