// What the benchmarks share: their own database on the PostgreSQL server, the real app over it,
// and percentiles.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.ts';
import type { AppDeps } from '../apps/server/src/app-context.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { type DatabaseHandle, openPostgres } from '../apps/server/src/db/client.ts';
import { deckplans, decks } from '../apps/server/src/db/schema/index.ts';
import { jobDefinitions } from '../apps/server/src/jobs/job-definitions.ts';
import { openJobQueue } from '../apps/server/src/jobs/job-queue.ts';
import { createMailer } from '../apps/server/src/mail/mailer.ts';
import { localFileStorage } from '../apps/server/src/storage/local-file-storage.ts';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function admin(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** A fresh, migrated database of that name; dropped again by `drop`. */
export async function benchDatabase(name: string) {
  await admin(`drop database if exists ${name}`);
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString());
  await handle.migrate();
  return {
    handle,
    url: url.toString(),
    drop: async () => {
      await handle.close();
      await admin(`drop database if exists ${name}`);
    },
  };
}

/**
 * The real app on that database: queue without supervision or schedules, files on a temp disk;
 * a bench may hand the app its own view of the database (one that logs its queries) and clock.
 */
export async function benchApp(
  handle: DatabaseHandle,
  options: { db?: DatabaseHandle['db']; now?: () => Date } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'http://keelson.bench' });
  const jobs = await openJobQueue({
    connection: handle.queueConnection,
    definitions: jobDefinitions,
    log: { info: () => {}, error: () => {} },
    supervise: false,
    schedules: false,
  });
  const deps: AppDeps = {
    config,
    db: options.db ?? handle.db,
    jobs,
    dbKind: 'postgres',
    mailer: createMailer({ from: config.mailFrom, dataDir, log: () => {} }),
    files: localFileStorage(path.join(dataDir, 'files')),
    now: options.now ?? (() => new Date()),
  };
  jobs.attach(deps);
  const app = await buildApp(deps);
  await app.ready();
  return {
    app,
    deps,
    close: async () => {
      await app.close();
      await jobs.stop({ timeoutMs: 1000 });
    },
  };
}

/**
 * The sorted times of `call` after `warmUps` unmeasured calls: `runs` of them, or fewer if they
 * pass `maxMs` together (a slow request still gets measured, a bench still ends).
 */
export async function timedRuns(
  call: () => Promise<void>,
  props: { runs: number; maxMs: number; warmUps?: number },
) {
  for (let i = 0; i < (props.warmUps ?? 1); i++) await call();
  const times: number[] = [];
  const begin = performance.now();
  while (times.length < props.runs && performance.now() - begin < props.maxMs) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}

/** p50 and p95 of a request run `runs` times after three warm-ups; it must answer 200. */
export async function measure(runs: number, request: () => Promise<{ statusCode: number; body: string }>) {
  for (let i = 0; i < 3; i++) await request();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const res = await request();
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(res.body);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** 4 decks of 2 plans each, general-arrangement size (20,000 × 8,000 px), images marked ready. */
export async function benchPlans(db: DatabaseHandle['db'], projectId: string) {
  for (let d = 0; d < 4; d++) {
    const [deck] = await db
      .insert(decks)
      .values({ projectId, name: `Deck ${d}`, position: d })
      .returning();
    for (let p = 0; p < 2; p++)
      await db.insert(deckplans).values({
        projectId,
        deckId: deck?.id as string,
        name: `Plan ${d}.${p}`,
        position: p,
        imageState: 'ready',
        imageVersion: 1,
        imageWidth: 20_000,
        imageHeight: 8_000,
        imageMaxZoom: 7,
      });
  }
}

/**
 * `count` spots with one check each over the project's 8 plans (sample and visual, every tenth
 * archived when `archiveEveryTenth`), and `resultsPerCheck` results each, set-based; then VACUUM ANALYZE.
 */
export async function benchChecks(
  db: DatabaseHandle['db'],
  projectId: string,
  props: { count: number; resultsPerCheck: number; archiveEveryTenth?: boolean },
) {
  const client = await (db as unknown as { $client: pg.Pool }).$client.connect();
  try {
    const plans = `(select array_agg(id order by name) from deckplans where project_id = '${projectId}')`;
    const planDecks = `(select array_agg(deck_id order by name) from deckplans where project_id = '${projectId}')`;
    await client.query(`
      insert into spots (project_id, deck_id, deckplan_id, x, y, compartment, location)
      select '${projectId}', (${planDecks})[1 + g % 8], (${plans})[1 + g % 8], (g * 37) % 20000, (g * 53) % 8000,
        'Compartment ' || (g % 40), 'Frame ' || (g % 150)
      from generate_series(1, ${props.count}) g`);
    await client.query(`
      insert into checks (project_id, spot_id, deck_id, deckplan_id, type, name, equipment, component, material, color, index, enabled, contamination_level, equipment_classes)
      select s.project_id, s.id, s.deck_id, s.deckplan_id, case when n % 3 = 0 then 'visual' else 'sample' end,
        'Check ' || n, 'Equipment ' || (n % 200), 'Component ' || (n % 50), (array['Paint','Gasket','Insulation','Cable'])[1 + n % 4],
        'grey', n, ${props.archiveEveryTenth ? 'n % 10 <> 0' : 'true'},
        (array['yes','maybe','bt','no','no'])[1 + n % 5], array[(array['i1','i2','i3'])[1 + n % 3]]
      from (select id, project_id, deck_id, deckplan_id, row_number() over (order by created_at, id) n from spots where project_id = '${projectId}') s`);
    await client.query(`
      insert into survey_results (project_id, check_id, hazmat, contamination, concentration, concentration_unit)
      select c.project_id, c.id, (array['asb','lead','pcb','cadmium'])[r], (array['no','bt','maybe','yes'])[1 + (c.index + r) % 4], 12.5, 'mg/kg'
      from checks c cross join generate_series(1, ${props.resultsPerCheck}) r where c.project_id = '${projectId}'`);
    await client.query('vacuum analyze');
  } finally {
    client.release();
  }
}
