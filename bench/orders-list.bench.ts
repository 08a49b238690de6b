import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import {
  articles,
  categories,
  checkResults,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../apps/server/src/db/schema/index.ts';
import { chunks, fleetCatalog, fleetOrders } from '../apps/server/src/demo/fleet-generator.ts';
import { reevaluateOrderItems } from '../apps/server/src/modules/order-items/item-evaluation.service.ts';
import { auth, createBucket, createTeam, createUser } from '../apps/server/test/factories.ts';
import { admin, benchApp, percentile, SERVER_URL } from './bench-support.ts';

const BENCH_DB = 'keelson_bench';
const TARGET_ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const TEMPLATE_ORDERS = 2_000;
const VESSELS = 40;
const RUNS = 30;
const MAX_MS_PER_QUERY = 40_000;
const COPIES_PER_STATEMENT = 8;

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[${elapsed()}] ${line}`);

const benchUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
})();

await admin(`drop database if exists ${BENCH_DB}`);
await admin(`create database ${BENCH_DB}`);
const handle = openPostgres(benchUrl);
const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
try {
  await handle.migrate();
  const now = new Date();
  const db = handle.db;

  // 1. Who asks, and the catalog.
  const expert = await createUser(db);
  const team = await createTeam(db, { members: [{ user: expert, role: 'legal' }] });
  const bucket = await createBucket(db, { teamId: team.id, type: 'ihm_maint', name: 'Bench Shipping' });
  const catalog = fleetCatalog({ seed: 42, bucketId: bucket.id, vessels: VESSELS });
  await db.insert(categories).values(catalog.categories.map(({ key: _key, ...row }) => row));
  await db.insert(articles).values(catalog.articles.map(({ categoryKey: _c, unit: _u, ...row }) => row));
  await db.insert(suppliers).values(catalog.suppliers);
  await db.insert(vessels).values(catalog.vessels);

  // 2. The template, evaluated by the engine.
  const template = fleetOrders(catalog, {
    seed: 43,
    bucketId: bucket.id,
    now,
    orders: TEMPLATE_ORDERS,
    maxItems: 15,
  });
  for (const rows of chunks(template.orders, 1000)) await db.insert(purchaseOrders).values(rows);
  for (const rows of chunks(template.items, 1000)) await db.insert(purchaseOrderItems).values(rows);
  for (const rows of chunks(template.checks, 1000)) await db.insert(checkResults).values(rows);
  log(
    `template: ${template.orders.length} orders, ${template.items.length} items, ${template.checks.length} check results inserted`,
  );
  const evaluating = performance.now();
  for (const ids of chunks(
    template.items.map((item) => item.id),
    2000,
  )) {
    await reevaluateOrderItems(db, ids, now);
  }
  log(`template evaluated by the engine in ${Math.round(performance.now() - evaluating)} ms`);

  // 3. Set-based replication on one connection (temporary tables live per session).
  const copies = Math.max(0, Math.ceil(TARGET_ITEMS / template.items.length) - 1);
  const client = await pool.connect();
  try {
    const columns = async (table: string, skip: string[]) =>
      (
        await client.query<{ column_name: string }>(
          `select column_name from information_schema.columns where table_schema = 'public' and table_name = $1 order by ordinal_position`,
          [table],
        )
      ).rows
        .map((row) => `"${row.column_name}"`)
        .filter((name) => !skip.includes(name));
    const orderColumns = await columns('purchase_orders', ['"id"', '"vessel_id"', '"order_number"']);
    const itemColumns = await columns('purchase_order_items', ['"id"', '"order_id"', '"created_at"']);
    const checkColumns = await columns('order_item_check_results', ['"id"', '"order_item_id"']);
    await client.query(
      `create temp table template_orders as select o.id, v.n from purchase_orders o
       join (select id, (row_number() over (order by id))::int - 1 as n from vessels) v on v.id = o.vessel_id`,
    );
    await client.query(
      `create temp table vessel_numbers as select id, (row_number() over (order by id))::int - 1 as n from vessels`,
    );
    const replicating = performance.now();
    for (let from = 1; from <= copies; from += COPIES_PER_STATEMENT) {
      const to = Math.min(copies, from + COPIES_PER_STATEMENT - 1);
      await client.query('begin');
      await client.query(
        `create temp table om on commit drop as
         select c, t.id as src, gen_random_uuid() as dst, vn.id as vessel_id
         from generate_series(${from}, ${to}) as c cross join template_orders t
         join vessel_numbers vn on vn.n = (t.n + c) % ${VESSELS}`,
      );
      await client.query(
        `insert into purchase_orders (id, vessel_id, order_number, ${orderColumns.join(', ')})
         select om.dst, om.vessel_id, o.order_number || '-' || om.c, ${orderColumns.map((c) => `o.${c}`).join(', ')}
         from om join purchase_orders o on o.id = om.src`,
      );
      await client.query(
        `create temp table im on commit drop as
         select om.c, i.id as src, gen_random_uuid() as dst, om.dst as order_dst
         from om join purchase_order_items i on i.order_id = om.src`,
      );
      await client.query(
        `insert into purchase_order_items (id, order_id, created_at, ${itemColumns.join(', ')})
         select im.dst, im.order_dst, i.created_at + im.c * interval '1 millisecond', ${itemColumns.map((c) => `i.${c}`).join(', ')}
         from im join purchase_order_items i on i.id = im.src`,
      );
      await client.query(
        `insert into order_item_check_results (order_item_id, ${checkColumns.join(', ')})
         select im.dst, ${checkColumns.map((c) => `r.${c}`).join(', ')}
         from im join order_item_check_results r on r.order_item_id = im.src`,
      );
      await client.query('commit');
      if (to % 16 === 0 || to === copies) {
        log(`copies ${to}/${copies} (${(((to + 1) * template.items.length) / 1000).toFixed(0)}k items)`);
      }
    }
    log(`replicated in ${((performance.now() - replicating) / 1000).toFixed(1)} s`);
    const analyzing = performance.now();
    await client.query('vacuum analyze');
    log(`vacuum analyze in ${((performance.now() - analyzing) / 1000).toFixed(1)} s`);
    const counts = (
      await client.query(
        `select (select count(*) from purchase_orders)::int as orders, (select count(*) from purchase_order_items)::int as items,
         (select count(*) from order_item_check_results)::int as checks,
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

  // 4. The endpoint, through the real app, with the page query captured for EXPLAIN.
  let captured: { query: string; params: unknown[] } | undefined;
  const loggingDb = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: {
      logQuery: (query, params) => {
        // The page query is the one that reads the page subquery.
        if (query.includes('"page"')) captured = { query, params };
      },
    },
  }) as unknown as Database;
  // The list sends no jobs; the queue is there because every app has one.
  const { app, close } = await benchApp(handle, { db: loggingDb, now: () => now });
  const [vessel] = await db.select({ id: vessels.id }).from(vessels).limit(1);
  const queries: [string, string][] = [
    ['expert_tasks page 0', 'set=expert_tasks'],
    ['expert_tasks page 1000 (offset 50,000)', 'set=expert_tasks&page=1000'],
    ['crew_tasks, one vessel', `set=crew_tasks&vessel_id=${vessel?.id}`],
    ['search "spiral wound"', 'search=%22spiral%20wound%22'],
    ['stats expert_wait_for_categorisation_overdue', 'stats_field=expert_wait_for_categorisation_overdue'],
  ];
  console.log('\nquery                                          total     p50 ms   p95 ms  runs  plan');
  for (const [name, query] of queries) {
    const url = `/api/ihm/maint/companies/${bucket.id}/purchase-order-items?${query}`;
    let total = 0;
    const call = async () => {
      const res = await app.inject({ method: 'GET', url, headers: auth(expert) });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      total = res.json().total_elements;
    };
    await call(); // warm-up
    const times: number[] = [];
    const begin = performance.now();
    while (times.length < RUNS && performance.now() - begin < MAX_MS_PER_QUERY) {
      const t0 = performance.now();
      await call();
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    let plan = '';
    if (captured) {
      const explained = await pool.query(`explain (analyze, costs off) ${captured.query}`, captured.params);
      const lines = explained.rows.map((row) => String(row['QUERY PLAN']));
      const indexes = [...new Set(lines.join('\n').match(/(?<=using )\w+/gi) ?? [])];
      const seqScans = [...new Set(lines.join('\n').match(/(?<=Seq Scan on )\w+/g) ?? [])];
      plan = `${lines[0]?.trim()} | indexes: ${indexes.join(', ') || 'none'}${seqScans.length ? ` | seq scans: ${seqScans.join(', ')}` : ''}`;
    }
    console.log(
      `${name.padEnd(46)} ${String(total).padStart(7)} ${percentile(times, 50).toFixed(1).padStart(9)} ${percentile(times, 95).toFixed(1).padStart(8)} ${String(times.length).padStart(5)}  ${plan}`,
    );
  }
  await close();
  log('done');
} finally {
  await handle.close();
  await admin(`drop database if exists ${BENCH_DB}`);
}
