// The fleet dashboard over 100 vessels and a million order items on PostgreSQL: GET /ihm/maint/fleet
// and the endpoints its charts read, through the real app (session, access, JSON). Also times the
// daily snapshot job on that data. `BENCH_ITEMS` changes the size; `BENCH_KEEP=1` keeps the database
// (keelson_bench_fleet) and a later run with `BENCH_REUSE=1` measures it again without rebuilding.
import { eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import * as schema from '../apps/server/src/db/schema/index.ts';
import { buckets, generatedReports, projects, users, vessels } from '../apps/server/src/db/schema/index.ts';
import {
  compactFleetCounters,
  takeStatsSnapshots,
} from '../apps/server/src/modules/fleet/stats-snapshot.service.ts';
import { openSession } from '../apps/server/src/modules/sessions/session.service.ts';
import { auth, createBucket, createProject, createTeam, createUser } from '../apps/server/test/factories.ts';
import { admin, benchApp, percentile, SERVER_URL, timedRuns } from './bench-support.ts';
import { millionItems } from './million-items.ts';

const BENCH_DB = 'keelson_bench_fleet';
const TARGET_ITEMS = Number(process.env.BENCH_ITEMS ?? 1_000_000);
const VESSELS = 100;
const RUNS = 30;
const MAX_MS_PER_QUERY = 60_000;
const DAYS = 365;

const started = performance.now();
const log = (line: string) => console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${line}`);
const benchUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
})();

const reuse = process.env.BENCH_REUSE === '1';
if (!reuse) {
  await admin(`drop database if exists ${BENCH_DB}`);
  await admin(`create database ${BENCH_DB}`);
}
const handle = openPostgres(benchUrl);
const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
const db = handle.db;
try {
  await handle.migrate();
  const now = new Date();
  let bucketId: string;
  let expert: { token: string };
  if (reuse) {
    const [bucket] = await db.select({ id: buckets.id }).from(buckets).limit(1);
    const [user] = await db.select().from(users).limit(1);
    if (!bucket || !user) throw new Error('nothing to reuse: run without BENCH_REUSE first');
    bucketId = bucket.id;
    expert = await openSession(db, { accountId: user.accountId, userId: user.id, now });
  } else {
    // 1. A manager of an expert team owning 100 ship projects, each with two IHM report versions.
    const manager = await createUser(db);
    expert = manager;
    const team = await createTeam(db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [{ user: manager, role: 'legal' }],
    });
    bucketId = (await createBucket(db, { teamId: team.id, type: 'ihm_maint', name: 'Bench Fleet' })).id;
    const projectIds: string[] = [];
    for (let n = 0; n < VESSELS; n++) {
      const { project } = await createProject(db, { teamId: team.id, maintenanceBucketId: bucketId });
      projectIds.push(project.id);
      // Half the ships changed since their last report.
      await db
        .update(projects)
        .set({ contentHash: `hash-${n}-${n % 2 === 0 ? 2 : 3}` })
        .where(eq(projects.id, project.id));
    }
    await db.insert(generatedReports).values(
      projectIds.flatMap((projectId, n) =>
        [1, 2].map((version) => ({
          projectId,
          projectContentHash: `hash-${n}-${version}`,
          namespace: 'ihm-part1/ab',
          type: 'ihm' as const,
          template: 'ihm-part1',
          templateName: 'IHM Part I',
          variant: 'ab' as const,
          status: 'success' as const,
          version,
          finishedAt: new Date(now.getTime() - (3 - version) * 86_400_000),
        })),
      ),
    );
    // 2. The million items over the 100 ships.
    await millionItems({
      db,
      pool,
      bucketId,
      vessels: VESSELS,
      projectIds,
      targetItems: TARGET_ITEMS,
      now,
      log,
    });
    // 3. A year of daily snapshots: today's, measured, then copied to the days before.
    const t0 = performance.now();
    await takeStatsSnapshots(db, now);
    log(`snapshot job (${VESSELS + 1} rows from every item) in ${Math.round(performance.now() - t0)} ms`);
    for (const table of ['bucket_stats_snapshots', 'vessel_stats_snapshots'])
      await db.execute(
        sql.raw(`insert into ${table} select ${table === 'vessel_stats_snapshots' ? 'vessel_id, bucket_id' : 'bucket_id'},
           day - g, counts, created_at from ${table} cross join generate_series(1, ${DAYS - 1}) g`),
      );
    // The counters as the triggers left them (deltas of every statement), then folded as the
    // nightly job folds them.
    const rows = async () => (await pool.query('select count(*)::int as n from fleet_counters')).rows[0].n;
    const deltas = await rows();
    const t1 = performance.now();
    await compactFleetCounters(db);
    log(
      `fleet counters: ${deltas} delta rows folded into ${await rows()} in ${Math.round(performance.now() - t1)} ms`,
    );
    await db.execute(sql`vacuum analyze`);
  }
  const counts = (
    await pool.query(
      `select (select count(*) from purchase_order_items)::int as items, (select count(*) from vessels)::int as vessels,
       (select count(*) from vessel_stats_snapshots)::int as vessel_snapshots,
       (select count(*) from fleet_counters)::int as counter_rows,
       pg_size_pretty(pg_total_relation_size('purchase_order_items')) as items_size`,
    )
  ).rows[0];
  log(`data: ${JSON.stringify(counts)}`);

  // 4. The endpoints through the real app; the fleet's item aggregate captured for EXPLAIN.
  const captured = new Map<string, { query: string; params: unknown[] }>();
  const loggingDb = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: {
      logQuery: (query, params) => {
        if (query.includes('from "fleet_counters"')) captured.set('counters up to today', { query, params });
        if (query.includes('least(')) captured.set('items due earlier today', { query, params });
      },
    },
  }) as unknown as Database;
  const { app, close } = await benchApp(handle, { db: loggingDb, now: () => now });
  const [vessel] = await db.select({ id: vessels.id }).from(vessels).limit(1);
  const day = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const year = `from=${day(DAYS - 1)}&to=${day(0)}`;
  const endpoints: [string, string][] = [
    ['GET /ihm/maint/fleet', '/api/ihm/maint/fleet'],
    ['GET /ihm/maint/fleet/suppliers', '/api/ihm/maint/fleet/suppliers'],
    ['company trend, a year', `/api/ihm/maint/buckets/${bucketId}/stats/snapshots?${year}`],
    ['vessel trend, a year', `/api/ihm/maint/vessels/${vessel?.id}/stats/snapshots?${year}`],
  ];
  console.log('\nendpoint                          bytes   p50 ms   p95 ms  runs');
  for (const [name, url] of endpoints) {
    let bytes = 0;
    const call = async () => {
      const res = await app.inject({ method: 'GET', url, headers: auth(expert) });
      if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
      bytes = res.body.length;
    };
    const times = await timedRuns(call, { runs: RUNS, maxMs: MAX_MS_PER_QUERY, warmUps: 2 });
    console.log(
      `${name.padEnd(32)} ${String(bytes).padStart(6)} ${percentile(times, 50).toFixed(1).padStart(8)} ${percentile(times, 95).toFixed(1).padStart(8)} ${String(times.length).padStart(5)}`,
    );
  }
  for (const [name, { query, params }] of captured) {
    const explained = await pool.query(`explain (analyze, costs off) ${query}`, params);
    const plan = explained.rows.map(
      (row) => `  ${String(row['QUERY PLAN']).replace(/'\{[^}]*\}'::uuid\[\]/g, '(the ids)')}`,
    );
    console.log(`\n${name}:\n${plan.join('\n')}`);
  }
  // The same numbers as the statistics by vessel, which count every item (and take seconds).
  const t0 = performance.now();
  const byVessel = await app.inject({
    method: 'GET',
    url: `/api/ihm/maint/buckets/${bucketId}/stats/order-items-by-vessel?size=100`,
    headers: auth(expert),
  });
  const statsMs = Math.round(performance.now() - t0);
  const fleet = (
    await app.inject({ method: 'GET', url: '/api/ihm/maint/fleet', headers: auth(expert) })
  ).json();
  const fleetVessels = new Map<string, Record<string, number>>(
    fleet.companies.flatMap((c: { vessels: { id: string }[] }) => c.vessels.map((v) => [v.id, v])),
  );
  let differences = 0;
  for (const row of byVessel.json().content as Record<string, number | string>[]) {
    const vessel = fleetVessels.get(String(row.vessel_id));
    for (const [fleetName, statsName] of [
      ['open_expert', 'expert_active'],
      ['overdue_expert', 'expert_active_overdue'],
      ['overdue_supplier', 'wait_for_documents_overdue'],
      ['overdue_crew', 'crew_in_tasks_overdue'],
    ] as const)
      if (vessel?.[fleetName] !== row[statsName]) differences += 1;
  }
  console.log(
    `\nstatistics by vessel (every item counted): ${statsMs} ms; fleet counts that differ from it: ${differences}`,
  );
  await close();
  log('done');
} finally {
  await handle.close();
  if (process.env.BENCH_KEEP !== '1') await admin(`drop database if exists ${BENCH_DB}`);
}
