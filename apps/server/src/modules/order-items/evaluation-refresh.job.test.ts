import { isDeepStrictEqual } from 'node:util';
import { EVALUATION_VERSION } from '@keelson/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createBucket, createProject, createTeam, createUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buckets, jobRuns, purchaseOrderItems, purchaseOrders } from '../../db/schema/index.ts';
import { evaluationRefreshJob, queueEvaluationRefreshes } from './evaluation-refresh.job.ts';
import { reevaluateOrderItems, refreshOrderItems } from './item-evaluation.service.ts';

/**
 * A company of one expert's team with a supplier and a ship; `order` posts an order of items named
 * as given and answers it.
 */
async function companyWithShip(t: TestApp) {
  const expert = await createUser(t.db);
  const team = await createTeam(t.db, { members: [{ user: expert, role: 'legal' }] });
  const bucketId = (await createBucket(t.db, { teamId: team.id })).id;
  await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId });
  const post = async (path: string, body: unknown) =>
    (
      await t.app.inject({
        method: 'POST',
        url: `/api/ihm/maint/companies/${bucketId}/${path}`,
        payload: body as never,
        headers: auth(expert),
      })
    ).json();
  const supplier = await post('suppliers', { name: 'Alpha Chandlers' });
  const vessel = await post('vessels', { name: 'MV Nordlicht' });
  const order = (names: string[]): Promise<{ id: string }> =>
    post('purchase-orders', {
      vessel_id: vessel.id,
      items: names.map((name) => ({ supplier_id: supplier.id, article_description: name })),
    });
  return { bucketId, order };
}

describe('evaluation refresh: companies evaluated by an older engine are re-evaluated in the background', () => {
  let t: TestApp;
  let bucketId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await companyWithShip(t);
    bucketId = company.bucketId;
    await company.order(['Item 1', 'Item 2', 'Item 3']);
  });
  afterAll(() => t.close());

  it('a new company starts at the current engine version (the table default follows the domain)', async () => {
    const [bucket] = await t.db.select().from(buckets).where(eq(buckets.id, bucketId));
    expect(bucket?.evaluationVersion).toBe(EVALUATION_VERSION);
    expect(await queueEvaluationRefreshes(t.deps)).toBe(0);
  });

  it('re-evaluates every item of an outdated company once, with progress, and records the version', async () => {
    // What an older engine left behind: no waiting-for column, no display texts.
    await t.db.update(buckets).set({ evaluationVersion: 1 }).where(eq(buckets.id, bucketId));
    await t.db
      .update(purchaseOrderItems)
      .set({
        expertWaitingFor: null,
        evaluation: sql`${purchaseOrderItems.evaluation} - 'hazmats_display' - 'expert_waiting_for'`,
      })
      .where(eq(purchaseOrderItems.bucketId, bucketId));

    expect(await queueEvaluationRefreshes(t.deps)).toBe(1);
    expect(await queueEvaluationRefreshes(t.deps)).toBe(1); // a second start queues nothing new
    expect(await t.deps.jobs.workOff(evaluationRefreshJob)).toBe(1);

    const items = await t.db
      .select({ waiting: purchaseOrderItems.expertWaitingFor, evaluation: purchaseOrderItems.evaluation })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.bucketId, bucketId));
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.waiting).toBe('categorisation');
      expect(item.evaluation).toMatchObject({ hazmats_display: 'not_reviewed' });
    }
    const [bucket] = await t.db.select().from(buckets).where(eq(buckets.id, bucketId));
    expect(bucket?.evaluationVersion).toBe(EVALUATION_VERSION);
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, evaluationRefreshJob.name));
    expect(run).toMatchObject({ status: 'succeeded', processed: 3, total: 3 });
    expect(await queueEvaluationRefreshes(t.deps)).toBe(0);
  });
});

describe('refresh: only the items whose stored evaluation differs are written', () => {
  let t: TestApp;
  let bucketId: string;
  let itemIds: string[];
  let untouchedOrderId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const company = await companyWithShip(t);
    bucketId = company.bucketId;
    await company.order(['Gasket', 'Paint', 'Cable']);
    untouchedOrderId = (await company.order(['Valve'])).id;
    itemIds = (
      await t.db
        .select({ id: purchaseOrderItems.id })
        .from(purchaseOrderItems)
        .where(eq(purchaseOrderItems.bucketId, bucketId))
        .orderBy(purchaseOrderItems.articleDescription)
    ).map((item) => item.id);
  });
  afterAll(() => t.close());

  const stored = () =>
    t.db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.bucketId, bucketId))
      .orderBy(purchaseOrderItems.id);
  type Row = Awaited<ReturnType<typeof stored>>[number];
  const withoutTime = ({ evaluatedAt: _, ...row }: Row) => row;
  const stampedAt = (rows: Row[], at: Date) =>
    rows
      .filter((item) => item.evaluatedAt?.getTime() === at.getTime())
      .map((item) => item.id)
      .sort();
  const orderEvaluation = async () =>
    (await t.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, untouchedOrderId)))[0]?.evaluation;

  it('writes what a full re-evaluation would, and nothing where the rows already hold it', async () => {
    const now = new Date('2026-11-20T08:00:00Z');
    await t.db.transaction((tx) => reevaluateOrderItems(tx, itemIds, now));
    const expected = await stored();
    const expectedOrder = await orderEvaluation();
    expect(await t.db.transaction((tx) => refreshOrderItems(tx, itemIds, now, { orders: 'changed' }))).toBe(
      0,
    );

    // Cable, Gasket, Paint: a date a millisecond off, a stale text, a key the engine no longer writes.
    const [cable, gasket, paint] = itemIds;
    await t.db.execute(sql`update purchase_order_items
      set expert_overdue_since = coalesce(expert_overdue_since, now()) + interval '1 millisecond' where id = ${cable}`);
    await t.db.execute(sql`update purchase_order_items set expert_display = 'stale' where id = ${gasket}`);
    await t.db.execute(
      sql`update purchase_order_items set evaluation = evaluation || '{"stale": true}' where id = ${paint}`,
    );
    // An order whose items are all as stored keeps its evaluation unless the engine is new.
    await t.db.execute(
      sql`update purchase_orders set evaluation = '{"stale": true}' where id = ${untouchedOrderId}`,
    );

    expect(await t.db.transaction((tx) => refreshOrderItems(tx, itemIds, now, { orders: 'changed' }))).toBe(
      3,
    );
    // The same rows, the written ones stamped with the time of the refresh.
    const refreshed = await stored();
    expect(refreshed.map(withoutTime)).toEqual(expected.map(withoutTime));
    expect(stampedAt(refreshed, now)).toEqual([cable, gasket, paint].sort());
    expect(await orderEvaluation()).toEqual({ stale: true });

    expect(await t.db.transaction((tx) => refreshOrderItems(tx, itemIds, now, { orders: 'all' }))).toBe(0);
    expect(await orderEvaluation()).toEqual(expectedOrder);
  });

  it('a later time moves deadlines: exactly the items it changes are written, as a full re-evaluation writes them', async () => {
    const later = new Date('2027-06-01T08:00:00Z');
    const before = await stored();
    const written = await t.db.transaction((tx) =>
      refreshOrderItems(tx, itemIds, later, { orders: 'changed' }),
    );
    const after = await stored();
    const moved = after
      .filter(
        (item, index) => !isDeepStrictEqual(withoutTime(item), withoutTime(before[index] as typeof item)),
      )
      .map((item) => item.id)
      .sort();
    expect(moved.length).toBeGreaterThan(0);
    expect(written).toBe(moved.length);
    expect(stampedAt(after, later)).toEqual(moved);
    await t.db.transaction((tx) => reevaluateOrderItems(tx, itemIds, later));
    expect(await stored()).toEqual(after);
  });
});
