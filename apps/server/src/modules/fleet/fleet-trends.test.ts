import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bucketStatsSnapshots, buckets, vesselStatsSnapshots } from '../../db/schema/index.ts';
import { DAY, type FleetWorld, fleetWorld } from './fleet.fixture.ts';
import { statsSnapshotJob } from './stats-snapshot.job.ts';
import { snapshotDay } from './stats-snapshot.service.ts';

describe('daily statistics snapshots and the trends', () => {
  let w: FleetWorld;
  const runJob = async () => {
    await w.t.deps.jobs.send(statsSnapshotJob, {});
    expect(await w.t.deps.jobs.workOff(statsSnapshotJob)).toBe(1);
  };
  const bucketRows = () =>
    w.t.db.select().from(bucketStatsSnapshots).where(eq(bucketStatsSnapshots.bucketId, w.bucketId));
  const period = (from: Date, to: Date) => `from=${snapshotDay(from)}&to=${snapshotDay(to)}`;
  beforeAll(async () => {
    w = await fleetWorld();
  });
  afterAll(() => w.t.close());

  it('writes one row per company and per vessel a day, replaced when run again that day', async () => {
    await runJob();
    const [first] = await bucketRows();
    expect(first?.day).toBe(snapshotDay(w.t.deps.now()));
    expect(first?.counts).toMatchObject({ total: 6, expert_active: 6, items_category_unknown: 6 });
    await w.ok(w.expert, 'POST', `/ihm/maint/purchase-order-items/${w.items.cirrus[0]}/categorize`, {
      category_id: w.ids.notRelevant,
    });
    await runJob();
    const rows = await bucketRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.counts).toMatchObject({
      total: 6,
      items_category_unknown: 5,
      items_category_not_relevant: 1,
    });
    const vesselRows = await w.t.db
      .select()
      .from(vesselStatsSnapshots)
      .where(eq(vesselStatsSnapshots.bucketId, w.bucketId));
    expect(vesselRows.map((row) => [row.vesselId, row.counts.total]).sort()).toEqual(
      [
        [w.ids.aurora, 3],
        [w.ids.boreas, 2],
        [w.ids.cirrus, 1],
      ].sort(),
    );
  });

  it('answers a company trend day by day with the statistics as they stood', async () => {
    const start = w.t.deps.now();
    await w.travel(15 * DAY);
    await runJob();
    const trend = await w.ok(
      w.expert,
      'GET',
      `/ihm/maint/buckets/${w.bucketId}/stats/snapshots?${period(start, w.t.deps.now())}`,
    );
    expect(trend.points.map((point: { day: string }) => point.day)).toEqual([
      snapshotDay(start),
      snapshotDay(w.t.deps.now()),
    ]);
    expect(trend.points[0].counts.expert_active_overdue).toBe(0);
    const stats = await w.ok(w.expert, 'GET', `/ihm/maint/buckets/${w.bucketId}/stats/order-items-by-bucket`);
    const { updated_at: _at, ...counts } = stats;
    expect(trend.points[1].counts).toEqual(counts);
    expect(counts.expert_active_overdue).toBe(6);
  });

  it('gives crew the sum of their vessels and no vessel beyond them', async () => {
    const all = `from=2000-01-01&to=2001-01-01`;
    expect(
      (await w.ok(w.crew, 'GET', `/ihm/maint/buckets/${w.bucketId}/stats/snapshots?${all}`)).points,
    ).toEqual([]);
    const today = snapshotDay(w.t.deps.now());
    const crewTrend = await w.ok(
      w.crew,
      'GET',
      `/ihm/maint/buckets/${w.bucketId}/stats/snapshots?from=${today}&to=${today}`,
    );
    expect(crewTrend.points[0].counts.total).toBe(4);
    const aurora = await w.ok(
      w.crew,
      'GET',
      `/ihm/maint/vessels/${w.ids.aurora}/stats/snapshots?from=${today}&to=${today}`,
    );
    expect(aurora.points[0].counts).toMatchObject({ total: 3, expert_active_overdue: 3 });
    expect(
      (
        await w.call(
          w.crew,
          'GET',
          `/ihm/maint/vessels/${w.ids.boreas}/stats/snapshots?from=${today}&to=${today}`,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('refuses bad periods, unknown vessels and companies, strangers and calls without a session', async () => {
    const url = `/ihm/maint/buckets/${w.bucketId}/stats/snapshots`;
    for (const query of [
      '',
      'from=2026-02-01&to=2026-01-01',
      'from=2020-01-01&to=2026-01-01',
      'from=2026-02-30&to=2026-03-01',
    ])
      expect((await w.call(w.expert, 'GET', `${url}?${query}`)).statusCode, query).toBe(400);
    const ok = 'from=2026-01-01&to=2026-01-31';
    expect((await w.call(w.stranger, 'GET', `${url}?${ok}`)).statusCode).toBe(404);
    expect((await w.call(null, 'GET', `${url}?${ok}`)).statusCode).toBe(401);
    expect(
      (await w.call(w.expert, 'GET', `/ihm/maint/vessels/${crypto.randomUUID()}/stats/snapshots?${ok}`))
        .statusCode,
    ).toBe(404);
    expect(
      (await w.call(w.expert, 'GET', `/ihm/maint/buckets/${crypto.randomUUID()}/stats/snapshots?${ok}`))
        .statusCode,
    ).toBe(404);
  });

  it('deletes snapshots older than two years and skips archived companies', async () => {
    const today = w.t.deps.now().getTime();
    const day = (daysAgo: number) => snapshotDay(new Date(today - daysAgo * DAY));
    const counts = { total: 1 } as never;
    await w.t.db.insert(bucketStatsSnapshots).values([
      { bucketId: w.bucketId, day: day(800), counts },
      { bucketId: w.bucketId, day: day(700), counts },
    ]);
    await w.t.db
      .insert(vesselStatsSnapshots)
      .values({ vesselId: w.ids.aurora, bucketId: w.bucketId, day: day(800), counts });
    await w.t.db.update(buckets).set({ archived: true }).where(eq(buckets.id, w.otherBucketId));
    await w.travel(DAY);
    await runJob();
    const days = (await bucketRows()).map((row) => row.day);
    expect(days).toContain(day(700));
    expect(days).not.toContain(day(800));
    const old = await w.t.db
      .select()
      .from(vesselStatsSnapshots)
      .where(eq(vesselStatsSnapshots.day, day(800)));
    expect(old).toEqual([]);
    const archived = await w.t.db
      .select()
      .from(bucketStatsSnapshots)
      .where(eq(bucketStatsSnapshots.bucketId, w.otherBucketId));
    expect(archived.map((row) => row.day)).not.toContain(snapshotDay(w.t.deps.now()));
    expect(archived.length).toBeGreaterThan(0);
  });
});
