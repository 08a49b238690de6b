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
