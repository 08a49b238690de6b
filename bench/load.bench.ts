// Concurrent load on a million items: the API as two processes (`apps/server/src/main.ts`, no
// workers) on loopback, 200 connections for 60 s (`BENCH_SECONDS`) split over them by autocannon,
// each request drawn from a mix of what experts, crew and managers open. Prints throughput, latency
// percentiles overall and per request kind, errors, and the peak RSS of each API process. Same
// database as the orders and statistics benches (bench/orders-database.ts): run
// `BENCH_KEEP=1 npm run bench orders` once, then `BENCH_REUSE=1 npm run bench load`.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ITEM_STATS_FIELDS } from '@keelson/contract';
import autocannon from 'autocannon';
import { compactFleetCounters } from '../apps/server/src/modules/fleet/stats-snapshot.service.ts';
import { foldOrderListCounters } from '../apps/server/src/modules/order-items/order-list-counters.ts';
import { percentile } from './bench-support.ts';
import { openOrdersBenchDatabase } from './orders-database.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const PROCESSES = 2;
const FIRST_PORT = 3310;
const here = path.dirname(fileURLToPath(import.meta.url));

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);

const { pool, db, bucketId, expert, crew, url, close: closeDatabase } = await openOrdersBenchDatabase(log);
const children: ChildProcess[] = [];
try {
  const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)] as T;
  const itemIds = (
    await pool.query<{ id: string }>(
      'select id from purchase_order_items tablesample system (1) where is_active limit 2000',
    )
  ).rows.map((row) => row.id);
  const [crewVessel] = (
    await pool.query<{ id: string }>(
      'select v.id from vessels v join projects p on p.id = v.project_id order by p.created_at limit 1',
    )
  ).rows;
  const items = `/api/ihm/maint/companies/${bucketId}/purchase-order-items`;
  const stats = `/api/ihm/maint/buckets/${bucketId}/stats`;
  // What is asked, and how often (weights add up to 100).
  const mix: { name: string; weight: number; crew?: boolean; path: () => string }[] = [
    { name: 'expert tasks, page 0', weight: 20, path: () => `${items}?set=expert_tasks` },
    {
      name: 'expert tasks, a deeper page',
      weight: 5,
      path: () => `${items}?set=expert_tasks&page=${1 + Math.floor(Math.random() * 40)}`,
    },
    { name: 'a statistics field', weight: 15, path: () => `${items}?stats_field=${pick(ITEM_STATS_FIELDS)}` },
    {
      name: 'search',
      weight: 10,
      path: () =>
        `${items}?search=${encodeURIComponent(pick(['gasket', 'paint', 'cable', 'spiral wound', 'valve']))}`,
    },
    {
      name: 'crew tasks of the crew ship',
      weight: 10,
      crew: true,
      path: () => `${items}?set=crew_tasks&vessel_id=${crewVessel?.id}`,
    },
    { name: 'item detail', weight: 20, path: () => `/api/ihm/maint/purchase-order-items/${pick(itemIds)}` },
    {
      name: 'document-request history',
      weight: 8,
      path: () =>
        `/api/ihm/maint/buckets/${bucketId}/purchase-order-items/${pick(itemIds)}/document-requests`,
    },
    {
      name: 'deck usage of the crew ship',
      weight: 5,
      crew: true,
      path: () => `/api/ihm/maint/vessels/${crewVessel?.id}/deckplan-item-usage`,
    },
    { name: 'fleet dashboard', weight: 3, path: () => '/api/ihm/maint/fleet' },
    {
      name: 'statistics',
      weight: 4,
      path: () =>
        `${stats}/${pick(['order-items-by-bucket', 'order-items-by-supplier?size=50', 'order-items-by-vessel?size=50'])}`,
    },
  ];
  const draw = () => {
    let at = Math.random() * 100;
    for (const entry of mix) {
      at -= entry.weight;
      if (at < 0) return entry;
    }
    return mix[0] as (typeof mix)[number];
  };

  // The counters as the hourly jobs leave them (earlier benches' writes left their deltas).
  await foldOrderListCounters(db, new Date());
  await compactFleetCounters(db);
  await pool.query('vacuum analyze order_list_counters');
  await pool.query('vacuum analyze fleet_counters');

  // The API processes: the app as `npm start` runs it, without workers and demo data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-load-'));
  for (let n = 0; n < PROCESSES; n++) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(here, '../apps/server/src/main.ts')],
      {
        env: {
          ...process.env,
          DATABASE_URL: url,
          PORT: String(FIRST_PORT + n),
          HOST: '127.0.0.1',
          WORKERS: 'false',
          KEELSON_DEMO: 'false',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    );
    children.push(child);
  }
  for (let n = 0; n < PROCESSES; n++) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${FIRST_PORT + n}/api/health`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`API process ${n + 1} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  log(`${PROCESSES} API processes up; ${CONNECTIONS} connections for ${SECONDS} s`);

  // Peak resident memory of each API process, read from /proc every half second.
  const peakRss = children.map(() => 0);
  const sampler = setInterval(() => {
    children.forEach((child, n) => {
      try {
        const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
        const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        peakRss[n] = Math.max(peakRss[n] ?? 0, kb * 1024);
      } catch {
        // the process ended: its peak stays
      }
    });
  }, 500);

  type Context = { name?: string; sentAt?: number };
  const latencies = new Map<string, number[]>(mix.map((entry) => [entry.name, []]));
  const failures = new Map<string, number>();
  const runs = children.map((_, n) =>
    autocannon({
      url: `http://127.0.0.1:${FIRST_PORT + n}`,
      connections: CONNECTIONS / PROCESSES,
      duration: SECONDS,
      timeout: 30,
      requests: [
        {
          method: 'GET',
          setupRequest: (request, context: Context) => {
            const entry = draw();
            context.name = entry.name;
            context.sentAt = performance.now();
            return {
              ...request,
              path: entry.path(),
              headers: { authorization: `Bearer ${(entry.crew ? crew : expert).token}` },
            };
          },
          onResponse: (status, _body, context: Context) => {
            const name = context.name ?? '?';
            latencies.get(name)?.push(performance.now() - (context.sentAt ?? 0));
            if (status !== 200)
              failures.set(`${name} ${status}`, (failures.get(`${name} ${status}`) ?? 0) + 1);
          },
        },
      ],
    }),
  );
  const results = await Promise.all(runs);
  clearInterval(sampler);

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const requests = results.reduce((sum, result) => sum + result.requests.total, 0);
  const errors = results.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
  const ms = (value: number) => value.toFixed(1).padStart(8);
  console.log(
    `\nrequests ${requests} in ${SECONDS} s = ${(requests / SECONDS).toFixed(0)}/s; errors, timeouts and non-2xx: ${errors}`,
  );
  console.log(
    `${'request'.padEnd(32)} ${'count'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)} ${'p99'.padStart(8)}`,
  );
  for (const [name, times] of [...latencies, ['all', all] as const]) {
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `${name.padEnd(32)} ${String(sorted.length).padStart(6)} ${ms(percentile(sorted, 50))} ${ms(percentile(sorted, 95))} ${ms(percentile(sorted, 99))}`,
    );
  }
  for (const [what, count] of failures) console.log(`  failed: ${what} × ${count}`);
  console.log(
    `peak RSS per API process: ${peakRss.map((bytes) => `${Math.round(bytes / 1048576)} MB`).join(', ')}`,
  );
  log('done');
} finally {
  for (const child of children) child.kill('SIGTERM');
  await closeDatabase();
}
