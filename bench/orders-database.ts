// The million-item company the orders-list, statistics and load benches measure: an expert of the
// owning team (every ship), a crew member granted one ship's project (decision 0020), 40 ships, and
// the items of bench/million-items.ts. Its own database `keelson_bench`; `BENCH_REUSE=1` opens a
// kept one (pending migrations are applied) instead of building it, `BENCH_KEEP=1` keeps it after.
import type pg from 'pg';
import { openPostgres } from '../apps/server/src/db/client.ts';
import { buckets, users } from '../apps/server/src/db/schema/index.ts';
import { openSession } from '../apps/server/src/modules/sessions/session.service.ts';
import {
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
} from '../apps/server/test/factories.ts';
import { admin, SERVER_URL } from './bench-support.ts';
import { millionItems } from './million-items.ts';

export const ORDERS_BENCH_DB = 'keelson_bench';
const VESSELS = 40;

export const benchDatabaseUrl = (name: string) => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

export async function openOrdersBenchDatabase(log: (line: string) => void) {
  const reuse = process.env.BENCH_REUSE === '1';
  if (!reuse) {
    await admin(`drop database if exists ${ORDERS_BENCH_DB}`);
    await admin(`create database ${ORDERS_BENCH_DB}`);
  }
  const url = benchDatabaseUrl(ORDERS_BENCH_DB);
  const handle = openPostgres(url);
  const pool = (handle.db as unknown as { $client: pg.Pool }).$client;
  const db = handle.db;
  const close = async () => {
    await handle.close();
    if (process.env.BENCH_KEEP !== '1') await admin(`drop database if exists ${ORDERS_BENCH_DB}`);
  };
  try {
    const migrating = performance.now();
    await handle.migrate();
    if (reuse) log(`migrated in ${((performance.now() - migrating) / 1000).toFixed(1)} s`);
    const now = new Date();
    if (reuse) {
      const [bucket] = await db.select({ id: buckets.id }).from(buckets).limit(1);
      const [first, second] = await db.select().from(users).orderBy(users.createdAt);
      if (!bucket || !first || !second) throw new Error('nothing to reuse: run with BENCH_KEEP=1 first');
      return {
        handle,
        pool,
        db,
        url,
        now,
        bucketId: bucket.id,
        expert: await openSession(db, { accountId: first.accountId, userId: first.id, now }),
        crew: await openSession(db, { accountId: second.accountId, userId: second.id, now }),
        close,
      };
    }
    const expert = await createUser(db);
    const crew = await createUser(db);
    const team = await createTeam(db, { members: [{ user: expert, role: 'legal' }] });
    const bucketId = (await createBucket(db, { teamId: team.id, type: 'ihm_maint', name: 'Bench Shipping' }))
      .id;
    const projectIds: string[] = [];
    for (let n = 0; n < VESSELS; n++)
      projectIds.push(
        (await createProject(db, { teamId: team.id, maintenanceBucketId: bucketId })).project.id,
      );
    await createGrant(db, {
      projectId: projectIds[0] as string,
      userId: crew.id,
      accessMode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
    });
    const replicating = performance.now();
    await millionItems({
      db,
      pool,
      bucketId,
      vessels: VESSELS,
      projectIds,
      targetItems: Number(process.env.BENCH_ITEMS ?? 1_000_000),
      now,
      log,
    });
    log(`made and analysed in ${((performance.now() - replicating) / 1000).toFixed(1)} s`);
    return { handle, pool, db, url, now, bucketId, expert, crew, close };
  } catch (error) {
    await close();
    throw error;
  }
}
