// The export of a million order items as JSON lines, through a real API process on PostgreSQL.
// Run: npm run bench exports (BENCH_DATABASE_URL; the bench creates and drops `keelson_bench_exports`).
// BENCH_ITEMS changes the size (default 1,000,000); BENCH_TYPES the file types (default jsonlines);
// BENCH_API_NODE_OPTIONS is added to the API process's NODE_OPTIONS (a --max-old-space-size there
// replaces the limit `npm start` gives the server).
//
// 1. A company with the fleet catalog: a template of ~16,000 items from the demo's fleet generator,
//    evaluated by the engine, then copied set-based up to BENCH_ITEMS (new ids, other ships,
//    created_at moved by the copy number), as bench/orders-list.bench.ts does.
// 2. The API (src/main.ts, no workers, with the heap limit of `npm start`) in a child process; the
//    bench downloads the export over HTTP as a browser would, counting bytes and lines, and samples
//    the child's VmRSS; VmHWM at the end.
//    Goal (issue 17): peak resident memory < 300 MB.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
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
import { createBucket, createTeam, createUser } from '../apps/server/test/factories.ts';
import { benchDatabase } from './bench-support.ts';

const TARGET_ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const FILE_TYPES = (process.env.BENCH_TYPES ?? 'jsonlines').split(',');
const VESSELS = 40;
const PORT = 39_000 + Math.floor(Math.random() * 1000);
const here = path.dirname(fileURLToPath(import.meta.url));
const serverRoot = path.resolve(here, '../apps/server');

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const status = (pid: number, field: 'VmHWM' | 'VmRSS') =>
  Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) /
  1024;

const { handle, url: databaseUrl, drop } = await benchDatabase('keelson_bench_exports');
let api: ReturnType<typeof spawn> | null = null;
try {
  const db = handle.db;
  const now = new Date();
  const expert = await createUser(db);
  const team = await createTeam(db, {
    features: ['ihm.expert', 'ihm.maint'],
    members: [{ user: expert, role: 'legal' }],
  });
  const bucket = await createBucket(db, { teamId: team.id, type: 'ihm_maint', name: 'Bench Shipping' });
  const catalog = fleetCatalog({ seed: 42, bucketId: bucket.id, vessels: VESSELS });
  await db.insert(categories).values(catalog.categories.map(({ key: _key, ...row }) => row));
  await db.insert(articles).values(catalog.articles.map(({ categoryKey: _c, unit: _u, ...row }) => row));
  await db.insert(suppliers).values(catalog.suppliers);
  await db.insert(vessels).values(catalog.vessels);
  const template = fleetOrders(catalog, {
    seed: 43,
    bucketId: bucket.id,
    now,
    orders: Math.min(2_000, Math.ceil(TARGET_ITEMS / 8)),
    maxItems: 15,
  });
  for (const rows of chunks(template.orders, 1000)) await db.insert(purchaseOrders).values(rows);
  for (const rows of chunks(template.items, 1000)) await db.insert(purchaseOrderItems).values(rows);
  for (const rows of chunks(template.checks, 1000)) await db.insert(checkResults).values(rows);
  for (const ids of chunks(
    template.items.map((item) => item.id),
    2000,
  ))
    await reevaluateOrderItems(db, ids, now);
  log(`template: ${template.items.length} items in ${template.orders.length} orders, evaluated`);

  // Copies made by the database itself: the bench process never holds more than the template.
  const copies = Math.max(0, Math.ceil(TARGET_ITEMS / template.items.length) - 1);
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
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
      `create temp table vessel_numbers as select id, (row_number() over (order by id))::int - 1 as n from vessels`,
    );
    await client.query(
      `create temp table template_orders as select o.id, v.n from purchase_orders o join vessel_numbers v on v.id = o.vessel_id`,
    );
    for (let from = 1; from <= copies; from += 8) {
      const to = Math.min(copies, from + 7);
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
    }
    await client.query('vacuum analyze');
    const counted = await client.query<{ n: string }>('select count(*) as n from purchase_order_items');
    log(`${Number(counted.rows[0]?.n).toLocaleString('en')} items after ${copies} copies, vacuum analyze`);
  } finally {
    client.release();
  }

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-bench-exports-'));
  // As `npm start` starts it (scripts/start.mjs): its heap limit, unless BENCH_API_NODE_OPTIONS sets one.
  const heapLimit = /--max-old-space-size/.test(process.env.BENCH_API_NODE_OPTIONS ?? '')
    ? []
    : ['--max-old-space-size=1024'];
  api = spawn(process.execPath, [...heapLimit, '--import', 'tsx', path.join(serverRoot, 'src/main.ts')], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      WORKERS: 'false',
      KEELSON_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // e.g. --max-old-space-size=4144 (Node's default here): how much of the peak is the collector's headroom.
      NODE_OPTIONS: [process.env.NODE_OPTIONS, process.env.BENCH_API_NODE_OPTIONS].filter(Boolean).join(' '),
    },
    stdio: 'inherit',
  });
  const pid = api.pid as number;
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (i > 300) throw new Error('the API did not start');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(
    `API process up: RSS ${status(pid, 'VmRSS').toFixed(0)} MB, peak so far ${status(pid, 'VmHWM').toFixed(0)} MB`,
  );

  for (const fileType of FILE_TYPES) {
    const before = status(pid, 'VmRSS');
    let rssPeak = before;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, status(pid, 'VmRSS'));
    }, 100);
    const t0 = performance.now();
    // A plain HTTP download, read as it arrives: the client keeps nothing but counts.
    const { bytes, lines, statusCode } = await new Promise<{
      bytes: number;
      lines: number;
      statusCode: number;
    }>((resolve, reject) => {
      const request = http.get(
        `http://127.0.0.1:${PORT}/api/ihm/maint/companies/${bucket.id}/purchase-order-items/export?file_type=${fileType}`,
        { headers: { authorization: `Bearer ${expert.token}` } },
        (res) => {
          let bytes = 0;
          let lines = 0;
          res.on('data', (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) lines++;
          });
          res.on('end', () => resolve({ bytes, lines, statusCode: res.statusCode ?? 0 }));
          res.on('error', reject);
        },
      );
      request.on('error', reject);
    });
    clearInterval(sampler);
    const seconds = (performance.now() - t0) / 1000;
    if (statusCode !== 200) throw new Error(`export answered ${statusCode}`);
    log(
      `${fileType}: ${(bytes / 1e6).toFixed(0)} MB${fileType === 'spreadsheet' ? '' : `, ${lines.toLocaleString('en')} lines`} in ${seconds.toFixed(1)} s ` +
        `(${Math.round(TARGET_ITEMS / seconds).toLocaleString('en')} items/s); API process RSS ${before.toFixed(0)} MB before, ` +
        `sampled peak ${rssPeak.toFixed(0)} MB, VmHWM ${status(pid, 'VmHWM').toFixed(0)} MB (goal < 300 MB)`,
    );
  }
} finally {
  api?.kill('SIGKILL');
  await drop();
}
