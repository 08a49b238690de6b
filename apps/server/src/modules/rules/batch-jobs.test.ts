import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createRulesWorld } from '../../../test/rules-world.ts';
import { purchaseOrderItems as items, ruleApplications, rules } from '../../db/schema/index.ts';
import { ruleBatchJob } from './rule-batch.job.ts';

describe('batch jobs: a filter and an action applied once to every matching item, in the background', () => {
  let t: TestApp;
  let manager: FactoryUser;
  let expertOnly: FactoryUser;
  let bucketId = '';
  const ids: Record<string, string> = {};
  let call: Awaited<ReturnType<typeof createRulesWorld>>['call'];
  let ok: Awaited<ReturnType<typeof createRulesWorld>>['ok'];
  const url = () => `/ihm/maint/buckets/${bucketId}/batch-jobs`;

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createRulesWorld(t);
    ({ manager, expertOnly, bucketId, call, ok } = world);
    Object.assign(ids, world.ids);
    await world.order(['pen', 'pen', 'primer', 'pen']);
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
