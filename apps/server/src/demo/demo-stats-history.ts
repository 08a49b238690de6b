import { STATS_COUNTS, type StatsCount } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { bucketStatsSnapshots, type StoredStatsCounts, vesselStatsSnapshots } from '../db/schema/index.ts';
import { snapshotDay, takeStatsSnapshots } from '../modules/fleet/stats-snapshot.service.ts';
import { demoMaintenanceBucket } from './demo-maintenance.ts';
import { chunks, seededRandom } from './fleet-generator.ts';

const DAYS = 365;
const DAY = 86_400_000;
const OVERDUE = new Set<StatsCount>([
  'expert_active_overdue',
  'wait_for_documents_overdue',
  'expert_wait_for_categorisation_overdue',
  'expert_wait_for_acceptance_overdue',
  'expert_wait_for_closing_review_overdue',
  'crew_in_tasks_overdue',
  'crew_in_tasks_overdue_tab_a',
  'crew_in_tasks_overdue_tab_b',
]);
const GROWING = new Set<StatsCount>([
  'expert_completed',
  'crew_in_done_list',
  'items_completed_relevant',
  'items_completed_additional',
  'supplier_completed',
]);

/**
 * A plausible day `daysAgo` before today's counts: the company's items grew over the year (a
 * year of orders), the completed counts grew faster as the expert caught up, and the overdue
 * counts rose and fell in waits of about three months around that growth, with daily noise.
 */
export function pastCounts(
  today: StoredStatsCounts,
  daysAgo: number,
  props: { phase: number; noise: () => number },
): StoredStatsCounts {
  const elapsed = (DAYS - daysAgo) / DAYS;
  const size = 0.15 + 0.85 * elapsed;
  const wave = 1 + 0.45 * Math.sin((2 * Math.PI * daysAgo) / 91 + props.phase);
  const counts = {} as StoredStatsCounts;
  for (const name of STATS_COUNTS) {
    const value = today[name] ?? 0;
    const past = GROWING.has(name)
      ? value * elapsed ** 1.4
      : OVERDUE.has(name)
        ? value * size * wave * (0.9 + 0.2 * props.noise())
        : value * size;
    counts[name] = Math.max(0, Math.round(past));
  }
  counts.total = Math.max(counts.total, counts.expert_active + counts.expert_completed);
  return counts;
}

/**
 * A year of daily statistics for the demo company and its vessels, so the fleet dashboard's trend
 * charts have something to show after the first start: today's real snapshot, and the 364 days
 * before it derived from it (seeded, so every demo looks the same). Skipped once the company has
 * any snapshot.
 */
export async function ensureDemoStatsHistory(db: Database, now: Date) {
  const bucket = await demoMaintenanceBucket(db);
  if (!bucket) return;
  const [existing] = await db
    .select({ day: bucketStatsSnapshots.day })
    .from(bucketStatsSnapshots)
    .where(eq(bucketStatsSnapshots.bucketId, bucket.id))
    .limit(1);
  if (existing) return;
  await takeStatsSnapshots(db, now);
  const random = seededRandom(0x5747);
  const [today] = await db
    .select()
    .from(bucketStatsSnapshots)
    .where(eq(bucketStatsSnapshots.bucketId, bucket.id));
  const vessels = await db
    .select()
    .from(vesselStatsSnapshots)
    .where(eq(vesselStatsSnapshots.bucketId, bucket.id));
  if (!today) return;
  const days = Array.from({ length: DAYS - 1 }, (_, index) => index + 1);
  const dayOf = (daysAgo: number) => snapshotDay(new Date(now.getTime() - daysAgo * DAY));
  const companyRows = days.map((daysAgo) => ({
    bucketId: bucket.id,
    day: dayOf(daysAgo),
    counts: pastCounts(today.counts, daysAgo, { phase: 0, noise: random.next }),
  }));
  const vesselRows = vessels.flatMap((vessel, index) =>
    days.map((daysAgo) => ({
      vesselId: vessel.vesselId,
      bucketId: bucket.id,
      day: dayOf(daysAgo),
      counts: pastCounts(vessel.counts, daysAgo, { phase: index * 1.3, noise: random.next }),
    })),
  );
  for (const rows of chunks(companyRows, 500)) await db.insert(bucketStatsSnapshots).values(rows);
  for (const rows of chunks(vesselRows, 500)) await db.insert(vesselStatsSnapshots).values(rows);
}
