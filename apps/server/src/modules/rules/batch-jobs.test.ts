import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, succeeding } from '../../../test/crew-world.ts';
import { createGrant, createUser, type FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { purchaseOrderItems as items, ruleApplications, rules } from '../../db/schema/index.ts';
import { ruleBatchJob } from './rule-batch.job.ts';

describe('batch jobs: a filter and an action applied once to every matching item, in the background', () => {
  let t: TestApp;
  let manager: FactoryUser;
  let expertOnly: FactoryUser;
  let bucketId = '';
  const ids: Record<string, string> = {};
  let call: ReturnType<typeof apiCaller>;
  let ok: ReturnType<typeof succeeding>;
  const url = () => `/ihm/maint/buckets/${bucketId}/batch-jobs`;

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createCrewWorld(t);
    manager = world.expert;
    bucketId = world.bucketId;
    expertOnly = await createUser(t.db);
    await createGrant(t.db, {
      projectId: world.ship.id,
      userId: expertOnly.id,
      accessMode: 'READWRITE',
      capabilities: ['ihm.maint.is_expert'],
    });
    call = apiCaller(t);
    ok = succeeding(call);
    const post = async (path: string, body: object) =>
      (await ok(manager, 'POST', `/ihm/maint/companies/${bucketId}/${path}`, body)).id as string;
    ids.stationery = await post('categories', { name: 'Stationery', relevancy: 'not_relevant' });
    ids.pen = await post('articles', { impaNumber: '550101', name: 'Ballpoint pen blue' });
    ids.primer = await post('articles', { impaNumber: '171401', name: 'Primer paint grey' });
    ids.vessel = await post('vessels', { name: 'MV Petrel' });
    await ok(manager, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: ids.vessel,
      order_number: 'PO-1',
      items: [ids.pen, ids.pen, ids.primer, ids.pen].map((article_id) => ({
        article_id,
        quantity_ordered: 1,
      })),
    });
  });
  afterAll(() => t.close());

  const body = {
    label: 'Pens',
    subject_filter: { search: 'pen' },
    action: 'ihm_order_item.select_category_and_close_review',
    category_id: ids.stationery,
  };

  it('is for rules managers and must work from the start; nothing is queued otherwise', async () => {
    const good = { ...body, category_id: ids.stationery };
    expect((await call(expertOnly, 'POST', url(), good)).statusCode).toBe(403);
    const unknown = await call(manager, 'POST', url(), { ...good, category_id: crypto.randomUUID() });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Unknown category');
    expect((await call(manager, 'POST', url(), { ...good, subject_filter: {} })).statusCode).toBe(400);
    expect(await t.db.select().from(rules)).toEqual([]);
  });

  it('categorises and closes every matching item once, with the job on each application and its progress', async () => {
    const started = await call(manager, 'POST', url(), { ...body, category_id: ids.stationery });
    expect(started.statusCode, started.body).toBe(202);
    const { rule, job_id: jobId } = started.json();
    expect(rule).toMatchObject({ type: 'batch', label_status: 'Active' });
    expect(await t.deps.jobs.workOff(ruleBatchJob)).toBe(1);
    const all = await t.db.select().from(items).where(eq(items.bucketId, bucketId));
    const pens = all.filter((item) => item.articleId === ids.pen);
    expect(pens).toHaveLength(3);
    for (const pen of pens)
      expect(pen).toMatchObject({ selectedArticleCategoryId: ids.stationery, isReviewClosed: true });
    expect(all.find((item) => item.articleId === ids.primer)).toMatchObject({
      selectedArticleCategoryId: null,
      isReviewClosed: false,
    });
    const applied = await t.db.select().from(ruleApplications).where(eq(ruleApplications.ruleId, rule.id));
    expect(applied.map((row) => [row.jobId, row.closedReview, row.isSuggestion])).toEqual(
      Array(3).fill([jobId, true, false]),
    );
    const job = await ok(manager, 'GET', `/jobs/${jobId}`);
    expect(job).toMatchObject({ status: 'succeeded', progress: 1 });
    // A batch is a one-off: new pens are not its business.
    const later = await ok(manager, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: ids.vessel,
      order_number: 'PO-2',
      items: [{ article_id: ids.pen, quantity_ordered: 1 }],
    });
    const [fresh] = await t.db.select().from(items).where(eq(items.orderId, later.id));
    expect(fresh?.selectedArticleCategoryId).toBeNull();
  });
});
