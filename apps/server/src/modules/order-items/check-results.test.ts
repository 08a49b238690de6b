import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkResults, purchaseOrderItems } from '../../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld } from '../documents/documents.fixture.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe("an item's check results: list, change, disable", () => {
  let w: DocumentsWorld;
  const checks = { lead: '', asbestos: '' };
  const results = () => `/ihm/maint/purchase-order-items/${w.ids.gasketItem}/check-results`;
  const stored = async (id: string) =>
    (await w.t.db.select().from(checkResults).where(eq(checkResults.id, id)))[0];
  const add = async (body: unknown) => {
    const res = await w.call(w.expert, 'POST', results(), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().check_results.at(-1).id as string;
  };
  beforeAll(async () => {
    w = await documentsWorld();
    checks.lead = await add({ hazmat: 'lead', contamination: 'yes', concentration: 1500 });
    checks.asbestos = await add({ hazmat: 'asb', contamination: 'no' });
  });
  afterAll(() => w.t.close());

  it('lists the enabled results oldest first for everyone who sees the company', async () => {
    const { call, crew, stranger, expert } = w;
    const list = await call(crew, 'GET', results());
    expect(list.statusCode).toBe(200);
    expect(list.json().map((r: { hazmat: string }) => r.hazmat)).toEqual(['lead', 'asb']);
    expect(list.json()[0]).toMatchObject({
      order_item_id: w.ids.gasketItem,
      contamination: 'yes',
      concentration: 1500,
      enabled: true,
    });
    expect((await call(stranger, 'GET', results())).statusCode).toBe(404);
    expect((await call(null, 'GET', results())).statusCode).toBe(401);
    expect(
      (await call(expert, 'GET', `/ihm/maint/purchase-order-items/${UNKNOWN}/check-results`)).statusCode,
    ).toBe(404);
    expect((await call(expert, 'GET', `${results()}?include_disabled=maybe`)).statusCode).toBe(400);
  });

  it('changes only the fields sent and re-evaluates the item', async () => {
    const { call, expert, ids } = w;
    const res = await call(expert, 'PATCH', `/ihm/maint/check-results/${checks.asbestos}`, {
      contamination: 'yes',
      remarks: '  Found in the gasket core ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: ids.gasketItem,
      evaluation: { has_table_a_hazmats: true, crew_tab: 'a' },
    });
    expect(await stored(checks.asbestos)).toMatchObject({
      hazmat: 'asb',
      contamination: 'yes',
      remarks: 'Found in the gasket core',
      enabled: true,
    });
  });

  it('disables a result (204): listed only with include_disabled, the item re-evaluated; enabled again by PATCH', async () => {
    const { call, expert, ids } = w;
    const deleted = await call(expert, 'DELETE', `/ihm/maint/check-results/${checks.asbestos}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await stored(checks.asbestos))?.enabled).toBe(false);
    expect((await call(expert, 'GET', results())).json()).toHaveLength(1);
    const all = (await call(expert, 'GET', `${results()}?include_disabled=true`)).json();
    expect(all.map((r: { enabled: boolean }) => r.enabled)).toEqual([true, false]);
    const item = (await call(expert, 'GET', `/ihm/maint/purchase-order-items/${ids.gasketItem}`)).json();
    expect(item.evaluation).toMatchObject({ has_table_a_hazmats: false, crew_tab: 'b' });
    const again = await call(expert, 'PATCH', `/ihm/maint/check-results/${checks.asbestos}`, {
      enabled: true,
    });
    expect(again.json().evaluation).toMatchObject({ has_table_a_hazmats: true });
  });

  it('refuses bad input, other people, unknown results and a closed review: nothing changed', async () => {
    const { call, expert, crew, stranger, ids, t } = w;
    const url = `/ihm/maint/check-results/${checks.lead}`;
    const before = await stored(checks.lead);
    for (const body of [
      {},
      { hazmat: 'kryptonite' },
      { hazmat: null },
      { contamination: 'very' },
      { concentration: -3 },
      { enabled: 'no' },
      { colour: 'red' },
    ]) {
      const res = await call(expert, 'PATCH', url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect((await call(crew, 'PATCH', url, { remarks: 'x' })).statusCode).toBe(403);
    expect((await call(crew, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(stranger, 'PATCH', url, { remarks: 'x' })).statusCode).toBe(404);
    expect((await call(stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await call(null, 'DELETE', url)).statusCode).toBe(401);
    const unknown = await call(expert, 'PATCH', `/ihm/maint/check-results/${UNKNOWN}`, { remarks: 'x' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
    expect((await call(expert, 'DELETE', `/ihm/maint/check-results/${UNKNOWN}`)).statusCode).toBe(404);
    expect(await stored(checks.lead)).toEqual(before);

    await t.db
      .update(purchaseOrderItems)
      .set({ isReviewClosed: true })
      .where(eq(purchaseOrderItems.id, ids.gasketItem));
    const [itemBefore] = await t.db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.id, ids.gasketItem));
    const patched = await call(expert, 'PATCH', url, { contamination: 'no' });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().code).toBe('conflict');
    expect((await call(expert, 'DELETE', url)).statusCode).toBe(409);
    expect(await stored(checks.lead)).toEqual(before);
    const [itemAfter] = await t.db
      .select()
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.id, ids.gasketItem));
    expect(itemAfter).toEqual(itemBefore);
  });
});
