import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createRulesWorld } from '../../../test/rules-world.ts';
import { categories, purchaseOrderItems as items, ruleApplications, rules } from '../../db/schema/index.ts';

describe('rules: training suggests, experts score, confirmed rules categorise new items, reset undoes', () => {
  let t: TestApp;
  let manager: FactoryUser;
  let expertOnly: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let bucketId = '';
  let strangerBucketId = '';
  const ids: Record<string, string> = {};
  let call: Awaited<ReturnType<typeof createRulesWorld>>['call'];
  let ok: Awaited<ReturnType<typeof createRulesWorld>>['ok'];
  let order: Awaited<ReturnType<typeof createRulesWorld>>['order'];
  const base = () => `/ihm/maint/buckets/${bucketId}/rules`;

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createRulesWorld(t);
    ({ manager, expertOnly, crew, stranger, bucketId, strangerBucketId, call, ok, order } = world);
    Object.assign(ids, world.ids);
  });
  afterAll(() => t.close());

  it('refuses rules that cannot work, and people who may not make them; writes nothing', async () => {
    for (const [body, message] of [
      [
        { label: 'All', subject_filter: {}, action: 'ihm_order_item.close_review' },
        'The filter matches every item',
      ],
      [
        { label: 'Pens', subject_filter: { search: 'pen' }, action: 'ihm_order_item.select_category' },
        'The rule sets a category but names none',
      ],
      [
        {
          label: 'Pens',
          subject_filter: { search: 'pen' },
          action: 'ihm_order_item.select_category',
          category_id: crypto.randomUUID(),
        },
        'Unknown category',
      ],
      [
        {
          label: 'Pens',
          subject_filter: { vessel_ids: [crypto.randomUUID()] },
          action: 'ihm_order_item.close_review',
        },
        'Unknown vessel',
      ],
      [
        {
          label: 'Pens',
          subject_filter: { search: 'pen' },
          action: 'ihm_order_item.close_review',
          category_id: ids.stationery,
        },
        'Closing a review sets no category',
      ],
      [{ label: 'Pens', subject_filter: { search: 'pen' }, action: 'ihm_order_item.paint_it' }, 'action'],
      [{ label: '', subject_filter: { search: 'pen' }, action: 'ihm_order_item.close_review' }, 'label'],
    ] as const) {
      const res = await call(manager, 'POST', base(), body);
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    const good = { label: 'Pens', subject_filter: { search: 'pen' }, action: 'ihm_order_item.close_review' };
    expect((await call(crew, 'POST', base(), good)).statusCode).toBe(403);
    expect((await call(crew, 'GET', base())).statusCode).toBe(403);
    expect((await call(stranger, 'GET', base())).statusCode).toBe(404);
    expect((await call(manager, 'GET', `/ihm/maint/buckets/${strangerBucketId}/rules`)).statusCode).toBe(404);
    expect(await t.db.select().from(rules)).toEqual([]);
  });

  it('a new rule trains: it suggests on new items, and the experts score it', async () => {
    const rule = await ok(expertOnly, 'POST', base(), {
      label: 'Writing tools are stationery',
      subject_filter: { search: 'pen' },
      action: 'ihm_order_item.select_category_and_close_review',
      category_id: ids.stationery,
    });
    ids.rule = rule.id;
    expect(rule).toMatchObject({
      status: 'unconfirmed',
      label_status: 'Training',
      score: { value: null, decisions: 0 },
    });
    // "pen" is in "Ballpoint pen" and in "Pencil": both suggested, neither changed.
    const [pen, pencil, primer] = await order(['pen', 'pencil', 'primer']);
    expect([pen, pencil, primer].map((item) => item?.selectedArticleCategoryId ?? null)).toEqual([
      null,
      null,
      null,
    ]);
    const suggested = await ok(expertOnly, 'GET', `/ihm/maint/rule-applications?rule_id=${rule.id}`);
    expect(
      suggested
        .map((row: { item_id: string; is_suggestion: boolean }) => [row.item_id, row.is_suggestion])
        .sort(),
    ).toEqual(
      [
        [pen?.id, true],
        [pencil?.id, true],
      ].sort(),
    );
    // One expert agrees, one chooses otherwise: half the decisions agree.
    await ok(expertOnly, 'POST', `/ihm/maint/purchase-order-items/${pen?.id}/categorize`, {
      category_id: ids.stationery,
    });
    await ok(expertOnly, 'POST', `/ihm/maint/purchase-order-items/${pencil?.id}/categorize`, {
      category_id: ids.paints,
    });
    const [scored] = await ok(expertOnly, 'GET', base());
    expect(scored).toMatchObject({
      label_status: 'Training',
      score: { decisions: 2, agreements: 1, value: 0.5 },
    });
    const forPen = await ok(
      expertOnly,
      'GET',
      `/ihm/maint/rule-applications?purchase_order_item_id=${pen?.id}`,
    );
    expect(forPen).toEqual([
      expect.objectContaining({
        is_suggestion: true,
        agreed: true,
        rule: { id: rule.id, label: 'Writing tools are stationery' },
      }),
    ]);
  });

  it('only rules managers confirm; a confirmed rule categorises and closes new items as they arrive', async () => {
    expect((await call(expertOnly, 'POST', `${base()}/${ids.rule}/confirm`)).statusCode).toBe(403);
    const confirmed = await ok(manager, 'POST', `${base()}/${ids.rule}/confirm`);
    expect(confirmed).toMatchObject({
      status: 'confirmed',
      confirmation: 'confirmed',
      label_status: 'Active',
      is_user_confirmed: true,
    });
    const [pen, primer] = await order(['pen', 'primer']);
    expect(pen).toMatchObject({
      selectedArticleCategoryId: ids.stationery,
      isReviewClosed: true,
      expertLastActivityAt: null,
    });
    expect(primer).toMatchObject({ selectedArticleCategoryId: null, isReviewClosed: false });
    const [applied] = await ok(
      manager,
      'GET',
      `/ihm/maint/rule-applications?purchase_order_item_id=${pen?.id}`,
    );
    expect(applied).toMatchObject({
      is_suggestion: false,
      status: 'DONE',
      category_id: ids.stationery,
      closed_review: true,
    });
    ids.rulePen = pen?.id as string;
  });

  it('disabled, a rule does nothing; reset undoes its untouched changes and trains again', async () => {
    await ok(manager, 'POST', `${base()}/${ids.rule}/disable`);
    const [idle] = await order(['pen']);
    expect(idle).toMatchObject({ selectedArticleCategoryId: null, isReviewClosed: false });
    await ok(manager, 'POST', `${base()}/${ids.rule}/enable`);
    const [touched] = await order(['pen']);
    // An expert reopens this one: it is theirs now, the reset leaves it.
    await ok(manager, 'POST', `/ihm/maint/purchase-order-items/${touched?.id}/reopen-review`);
    const reset = await ok(manager, 'POST', `${base()}/${ids.rule}/reset`);
    expect(reset).toMatchObject({
      label_status: 'Training',
      is_user_confirmed: false,
      score: { decisions: 0 },
    });
    const after = await t.db
      .select()
      .from(items)
      .where(inArray(items.id, [ids.rulePen as string, touched?.id as string]));
    const byId = new Map(after.map((row) => [row.id, row]));
    expect(byId.get(ids.rulePen as string)).toMatchObject({
      selectedArticleCategoryId: null,
      isReviewClosed: false,
    });
    expect(byId.get(touched?.id as string)).toMatchObject({ selectedArticleCategoryId: ids.stationery });
    const undone = await t.db
      .select()
      .from(ruleApplications)
      .where(eq(ruleApplications.itemId, ids.rulePen as string));
    expect(undone.every((row) => row.undoneAt !== null)).toBe(true);
  });

  it('accepts the suggestions on many items at once, as expert decisions', async () => {
    const rule = await ok(manager, 'POST', base(), {
      label: 'Pencils are stationery',
      subject_filter: { search: 'pencil' },
      action: 'ihm_order_item.select_category',
      category_id: ids.stationery,
    });
    const [first, second, primer] = await order(['pencil', 'pencil', 'primer']);
    const url = `/ihm/maint/buckets/${bucketId}/rule-suggestions/accept`;
    expect((await call(crew, 'POST', url, { item_ids: [first?.id] })).statusCode).toBe(403);
    expect((await call(manager, 'POST', url, { item_ids: [crypto.randomUUID()] })).statusCode).toBe(400);
    const answer = await ok(expertOnly, 'POST', url, { item_ids: [first?.id, second?.id, primer?.id] });
    expect(answer).toEqual({ accepted: 2, skipped: 1 });
    const rows = await t.db
      .select()
      .from(items)
      .where(inArray(items.id, [first?.id as string, second?.id as string]));
    expect(rows.map((row) => row.selectedArticleCategoryId)).toEqual([ids.stationery, ids.stationery]);
    const scored = (await ok(manager, 'GET', base())).find((row: { id: string }) => row.id === rule.id);
    expect(scored.score).toMatchObject({ decisions: 2, agreements: 2 });
  });

  it('a rule whose category was removed is Broken and cannot be confirmed', async () => {
    const gone = await ok(manager, 'POST', `/ihm/maint/companies/${bucketId}/categories`, {
      name: 'Old',
      relevancy: 'relevant',
    });
    const rule = await ok(manager, 'POST', base(), {
      label: 'Pencils',
      subject_filter: { impa_codes: ['55 01 02'] },
      action: 'ihm_order_item.select_category',
      category_id: gone.id,
    });
    await t.db.delete(categories).where(eq(categories.id, gone.id));
    const listed = (await ok(manager, 'GET', base())).find((row: { id: string }) => row.id === rule.id);
    expect(listed).toMatchObject({
      status: 'invalid',
      label_status: 'Broken',
      problem: 'The category it sets no longer exists',
    });
    const res = await call(manager, 'POST', `${base()}/${rule.id}/confirm`);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('A broken rule cannot be confirmed');
    const [pencil] = await order(['pencil']);
    expect(pencil?.selectedArticleCategoryId).toBeNull();
  });

  it('answers 404 for rules of other companies and 400 without an item or rule', async () => {
    expect(
      (await call(manager, 'POST', `/ihm/maint/buckets/${bucketId}/rules/${crypto.randomUUID()}/confirm`))
        .statusCode,
    ).toBe(404);
    expect((await call(stranger, 'POST', `${base()}/${ids.rule}/enable`)).statusCode).toBe(404);
    expect((await call(manager, 'GET', '/ihm/maint/rule-applications')).statusCode).toBe(400);
    expect((await call(stranger, 'GET', `/ihm/maint/rule-applications?rule_id=${ids.rule}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(manager, 'POST', `${base()}/${ids.rule}/targeting-bucket/${strangerBucketId}/confirm`))
        .statusCode,
    ).toBe(404);
  });
});
