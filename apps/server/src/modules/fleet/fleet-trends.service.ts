import { STATS_COUNTS, type TTrend, type TTrendPoint } from '@keelson/contract';
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { bucketStatsSnapshots, vesselStatsSnapshots, vessels } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { assertVesselInScope } from '../access/vessel-scope.ts';

type Period = { from: string; to: string };
type Caller = { userId: string; now: Date };

/** Stored counts as the answer has them: a count a day was written without reads as 0. */
function point(day: string, counts: Record<string, number | string>): TTrendPoint {
  return {
    day,
    counts: Object.fromEntries(
      STATS_COUNTS.map((name) => [name, Number(counts[name] ?? 0)]),
    ) as TTrendPoint['counts'],
  };
}

/**
 * A company's daily statistics over a period. A caller who sees the whole company reads its own
 * rows; one who sees only some vessels (crew, decision 0020) reads the sum of those vessels' rows,
 * so no trend shows more than the statistics would.
 */
export async function companyTrend(
  db: Database,
  props: Caller & Period & { bucketId: string },
): Promise<TTrend> {
  const access = await requireBucketAccess(db, {
    bucketId: props.bucketId,
    userId: props.userId,
    now: props.now,
  });
  if (access.vesselIds === null) {
    const rows = await db
      .select({ day: bucketStatsSnapshots.day, counts: bucketStatsSnapshots.counts })
      .from(bucketStatsSnapshots)
      .where(
        and(
          eq(bucketStatsSnapshots.bucketId, props.bucketId),
          between(bucketStatsSnapshots.day, props.from, props.to),
        ),
      )
      .orderBy(asc(bucketStatsSnapshots.day));
    return { from: props.from, to: props.to, points: rows.map((row) => point(row.day, row.counts)) };
  }
  if (access.vesselIds.length === 0) return { from: props.from, to: props.to, points: [] };
  // Each count summed over the caller's vessels, day by day (jsonb_each_text spreads a day's counts).
  const result = await db.execute(sql`
    select summed.day::text as day, jsonb_object_agg(summed.name, summed.total) as counts
    from (
      select s.day, entry.key as name, sum((entry.value)::bigint) as total
      from ${vesselStatsSnapshots} s cross join lateral jsonb_each_text(s.counts) as entry
      where s.bucket_id = ${props.bucketId}
        and s.vessel_id in (${sql.join(
          access.vesselIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})
        and s.day between ${props.from}::date and ${props.to}::date
      group by s.day, entry.key
    ) summed
    group by summed.day
    order by summed.day`);
  const rows = (result as unknown as { rows: { day: string; counts: Record<string, string> }[] }).rows;
  return { from: props.from, to: props.to, points: rows.map((row) => point(row.day, row.counts)) };
}

/** A vessel's daily statistics over a period; 404 for a vessel outside the caller's scope. */
export async function vesselTrend(
  db: Database,
  props: Caller & Period & { vesselId: string },
): Promise<TTrend> {
  const [vessel] = await db
    .select({ bucketId: vessels.bucketId })
    .from(vessels)
    .where(eq(vessels.id, props.vesselId))
    .limit(1);
  if (!vessel) throw notFound();
  const access = await requireBucketAccess(db, {
    bucketId: vessel.bucketId,
    userId: props.userId,
    now: props.now,
  });
  assertVesselInScope(access, props.vesselId);
  const rows = await db
    .select({ day: vesselStatsSnapshots.day, counts: vesselStatsSnapshots.counts })
    .from(vesselStatsSnapshots)
    .where(
      and(
        eq(vesselStatsSnapshots.vesselId, props.vesselId),
        between(vesselStatsSnapshots.day, props.from, props.to),
      ),
    )
    .orderBy(asc(vesselStatsSnapshots.day));
  return { from: props.from, to: props.to, points: rows.map((row) => point(row.day, row.counts)) };
}
