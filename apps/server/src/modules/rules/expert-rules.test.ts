import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, succeeding } from '../../../test/crew-world.ts';
import { createBucket, type FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { bucketProjects, purchaseOrderItems as items } from '../../db/schema/index.ts';

describe("an expert bucket's rules work in the customer buckets it serves", () => {
  let t: TestApp;
  let expert: FactoryUser;
  let customer = '';
  let expertBucket = '';
  const ids: Record<string, string> = {};
  let ok: ReturnType<typeof succeeding>;
  let orders = 0;

  const order = async () => {
    orders += 1;
    const made = await ok(expert, 'POST', `/ihm/maint/companies/${customer}/purchase-orders`, {
      vessel_id: ids.vessel,
      order_number: `PO-${orders}`,
      items: [{ article_id: ids.pen, quantity_ordered: 1 }],
    });
    const [item] = await t.db.select().from(items).where(eq(items.orderId, made.id));
    return item;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createCrewWorld(t);
    expert = world.expert;
    customer = world.bucketId;
    expertBucket = (await createBucket(t.db, { teamId: world.team.id, type: 'ihm_expert' })).id;
    await t.db
      .insert(bucketProjects)
      .values({ bucketId: expertBucket, projectId: world.ship.id, role: 'ihm_expert' });
    ok = succeeding(apiCaller(t));
    const post = async (bucket: string, path: string, body: object) =>
      (await ok(expert, 'POST', `/ihm/maint/companies/${bucket}/${path}`, body)).id as string;
    ids.expertStationery = await post(expertBucket, 'categories', {
      name: 'Stationery',
      relevancy: 'not_relevant',
    });
    ids.stationery = await post(customer, 'categories', { name: 'Stationery', relevancy: 'not_relevant' });
    ids.pen = await post(customer, 'articles', { impaNumber: '550101', name: 'Ballpoint pen blue' });
    ids.vessel = await post(customer, 'vessels', { name: 'MV Petrel' });
    ids.rule = (
      await ok(expert, 'POST', `/ihm/maint/buckets/${expertBucket}/rules`, {
        label: 'Pens are stationery',
        subject_filter: { search: 'pen' },
        action: 'ihm_order_item.select_category',
        category_id: ids.expertStationery,
      })
    ).id;
  });
  afterAll(() => t.close());

  it('trains in the customer bucket with its own category of that name; scores in the expert bucket', async () => {
    const pen = await order();
    expect(pen?.selectedArticleCategoryId).toBeNull();
    const [suggestion] = await ok(
      expert,
      'GET',
      `/ihm/maint/rule-applications?purchase_order_item_id=${pen?.id}`,
    );
    expect(suggestion).toMatchObject({ is_suggestion: true, category_id: ids.stationery });
    await ok(expert, 'POST', `/ihm/maint/purchase-order-items/${pen?.id}/categorize`, {
      category_id: ids.stationery,
    });
    const [rule] = await ok(expert, 'GET', `/ihm/maint/buckets/${expertBucket}/rules`);
    expect(rule).toMatchObject({ label_status: 'Training', score: { decisions: 1, agreements: 1 } });
  });

  it('confirmed for the customer it categorises there; reset for it, its changes there are undone', async () => {
    const base = `/ihm/maint/buckets/${expertBucket}/rules/${ids.rule}/targeting-bucket/${customer}`;
    const confirmed = await ok(expert, 'POST', `${base}/confirm`);
    expect(confirmed).toMatchObject({ targeting_bucket_ids: [customer], label_status: 'Training' });
    const pen = await order();
    expect(pen?.selectedArticleCategoryId).toBe(ids.stationery);
    const reset = await ok(expert, 'POST', `${base}/reset`);
    expect(reset.targeting_bucket_ids).toEqual([]);
    const [after] = await t.db
      .select()
      .from(items)
      .where(eq(items.id, pen?.id as string));
    expect(after?.selectedArticleCategoryId).toBeNull();
    expect((await order())?.selectedArticleCategoryId).toBeNull();
  });
});
