import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, succeeding } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { purchaseOrderItems as items } from '../../db/schema/index.ts';

describe('learned rules: what the experts agree on, proposed until a rule covers it', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let bucketId = '';
  const ids: Record<string, string> = {};
  let call: ReturnType<typeof apiCaller>;
  let ok: ReturnType<typeof succeeding>;
  const url = () => `/ihm/maint/buckets/${bucketId}/rules/learned`;

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createCrewWorld(t);
    ({ expert, crew, bucketId } = world);
    call = apiCaller(t);
    ok = succeeding(call);
    const post = async (path: string, body: object) =>
      (await ok(expert, 'POST', `/ihm/maint/companies/${bucketId}/${path}`, body)).id as string;
    ids.stationery = await post('categories', { name: 'Stationery', relevancy: 'not_relevant' });
    ids.paints = await post('categories', { name: 'Paints', relevancy: 'relevant' });
    ids.pen = await post('articles', { impaNumber: '550101', name: 'Ballpoint pen blue' });
    ids.primer = await post('articles', { impaNumber: '171401', name: 'Primer paint grey' });
    const vessel = await post('vessels', { name: 'MV Petrel' });
    const order = await ok(expert, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: vessel,
      order_number: 'PO-1',
      items: [...Array(21).fill(ids.pen), ...Array(10).fill(ids.primer)].map((article_id) => ({
        article_id,
        quantity_ordered: 1,
      })),
    });
    // The experts' past choices: 20 of 21 pens stationery, one paints; the primers too few to learn from.
    const rows = (await t.db.select().from(items).where(eq(items.orderId, order.id))).sort(
      (a, b) => (a.itemIndex ?? 0) - (b.itemIndex ?? 0),
    );
    const decide = (subset: typeof rows, categoryId: string) =>
      t.db
        .update(items)
        .set({ selectedArticleCategoryId: categoryId, expertLastActivityAt: new Date() })
        .where(
          inArray(
            items.id,
            subset.map((row) => row.id),
          ),
        );
    await decide(rows.slice(0, 20), ids.stationery as string);
    await decide(rows.slice(20, 21), ids.paints as string);
    await decide(rows.slice(21), ids.paints as string);
  });
  afterAll(() => t.close());

  it('proposes IMPA 550101 as stationery (20 of 21 agree), nothing for ten primers; not for crew', async () => {
    const proposals = await ok(expert, 'GET', url());
    expect(proposals).toEqual([
      {
        impa_code: '550101',
        article_name: 'Ballpoint pen blue',
        category_id: ids.stationery,
        category_name: 'Stationery',
        decisions: 21,
        agreement: 20 / 21,
      },
    ]);
    expect((await call(crew, 'GET', url())).statusCode).toBe(403);
  });

  it('stops proposing what a rule covers', async () => {
    await ok(expert, 'POST', `/ihm/maint/buckets/${bucketId}/rules`, {
      label: 'IMPA 550101 is Stationery',
      subject_filter: { impa_codes: ['55 01 01'] },
      action: 'ihm_order_item.select_category',
      category_id: ids.stationery,
    });
    expect(await ok(expert, 'GET', url())).toEqual([]);
  });
});
