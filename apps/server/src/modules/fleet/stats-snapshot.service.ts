import { STATS_COUNTS } from '@keelson/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  bucketStatsSnapshots,
  buckets,
  fleetCounters,
  purchaseOrderItems as items,
  purchaseOrders,
  vesselStatsSnapshots,
  vessels,
} from '../../db/schema/index.ts';
import { statsConditions } from '../stats/stats.counts.ts';

/** Snapshots are kept two years; older days are deleted by the same daily job. */
export const SNAPSHOT_RETENTION = '2 years';

/** The UTC calendar day of a moment: the key of a snapshot. */
export const snapshotDay = (now: Date) => now.toISOString().slice(0, 10);

/** Every statistics count as one jsonb object of `count(*) filter (where …)`, the statistics' conditions. */
function countsObject(now: Date): SQL {
  const conditions = statsConditions(now);
  const pairs = STATS_COUNTS.map(
    (name) => sql`${name}::text, count(${items.id}) filter (where ${conditions[name]})`,
  );
  return sql`jsonb_build_object(${sql.join(pairs, sql`, `)})`;
}

const zeros = () => sql`${JSON.stringify(Object.fromEntries(STATS_COUNTS.map((name) => [name, 0])))}::jsonb`;

/**
 * Writes today's statistics of every maintenance company (not archived) and of each of its
 * vessels, as of `now`: two statements, each one scan of the active items. A company or vessel
 * without items gets zeros, so every day has its row. Written again the same day, a row is
 * replaced (the job is idempotent for a day).
 */
export async function takeStatsSnapshots(db: Database, now: Date) {
  const day = snapshotDay(now);
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into ${bucketStatsSnapshots} (bucket_id, day, counts)
      select b.id, ${day}::date, coalesce(c.counts, ${zeros()})
      from ${buckets} b
      left join (
        select ${items.bucketId} as bucket_id, ${countsObject(now)} as counts
        from ${items} where ${items.isActive} group by ${items.bucketId}
      ) c on c.bucket_id = b.id
      where b.archived = false and b.type = 'ihm_maint'
      on conflict (bucket_id, day) do update set counts = excluded.counts, created_at = now()`);
    await tx.execute(sql`
      insert into ${vesselStatsSnapshots} (vessel_id, bucket_id, day, counts)
      select v.id, v.bucket_id, ${day}::date, coalesce(c.counts, ${zeros()})
      from ${vessels} v
      join ${buckets} b on b.id = v.bucket_id and b.archived = false and b.type = 'ihm_maint'
      left join (
        select ${purchaseOrders.vesselId} as vessel_id, ${countsObject(now)} as counts
        from ${items} join ${purchaseOrders} on ${purchaseOrders.id} = ${items.orderId}
        where ${items.isActive} group by ${purchaseOrders.vesselId}
      ) c on c.vessel_id = v.id
      on conflict (vessel_id, day) do update set counts = excluded.counts, created_at = now()`);
  });
  return day;
}

/** Deletes the snapshots older than the retention, counted from `now`'s day. */
export async function pruneStatsSnapshots(db: Database, now: Date) {
  const before = sql`${snapshotDay(now)}::date - interval '${sql.raw(SNAPSHOT_RETENTION)}'`;
  await db.execute(sql`delete from ${bucketStatsSnapshots} where day < ${before}`);
  await db.execute(sql`delete from ${vesselStatsSnapshots} where day < ${before}`);
}

/**
 * Folds the fleet counters: the deltas the triggers inserted become one row per vessel, kind and
 * day; rows that add up to 0 and rows of deleted vessels (the counters have no foreign keys, see
 * fleet-counters.ts) go. One statement: the rows it deletes are those its snapshot sees, so deltas
 * that writers insert meanwhile stay as they are and still count.
 */
export async function compactFleetCounters(db: Database) {
  await db.execute(sql`
    with gone as (delete from ${fleetCounters} returning vessel_id, kind, due_day, n)
    insert into ${fleetCounters} (vessel_id, kind, due_day, n)
    select gone.vessel_id, gone.kind, gone.due_day, sum(gone.n)::int
    from gone
    where exists (select 1 from ${vessels} v where v.id = gone.vessel_id)
    group by gone.vessel_id, gone.kind, gone.due_day
    having sum(gone.n) <> 0`);
}
