import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrewWorld, succeeding } from '../../../test/crew-world.ts';
import type { FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { articles, purchaseOrderItems as items } from '../../db/schema/index.ts';

describe('relevance check: articles with their category and item counts; bulk category change', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let bucketId = '';
  let strangerBucketId = '';
  const ids: Record<string, string> = {};
  let call: ReturnType<typeof apiCaller>;
  let ok: ReturnType<typeof succeeding>;
  const url = () => `/ihm/maint/relevance-check/buckets/${bucketId}/articles`;

  beforeAll(async () => {
    t = await createTestApp();
    const world = await createCrewWorld(t);
    ({ expert, crew, stranger, bucketId, strangerBucketId } = world);
    call = apiCaller(t);
    ok = succeeding(call);
    const post = async (path: string, body: object, bucket = bucketId, user = expert) =>
      (await ok(user, 'POST', `/ihm/maint/companies/${bucket}/${path}`, body)).id as string;
    ids.paints = await post('categories', { name: 'Paints', relevancy: 'relevant' });
    ids.stationery = await post('categories', { name: 'Stationery', relevancy: 'not_relevant' });
    ids.foreign = await post(
      'categories',
      { name: 'Theirs', relevancy: 'relevant' },
      strangerBucketId,
      stranger,
    );
    ids.primer = await post('articles', {
      impaNumber: '171401',
      name: 'Primer paint grey',
      categoryId: ids.paints,
    });
    ids.pen = await post('articles', { impaNumber: '550101', name: 'Ballpoint pen blue' });
    ids.vessel = await post('vessels', { name: 'MV Petrel' });
    await ok(expert, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: ids.vessel,
      order_number: 'PO-1',
      items: [ids.pen, ids.pen, ids.primer].map((article_id) => ({ article_id, quantity_ordered: 1 })),
    });
  });
  afterAll(() => t.close());

  it('lists articles with category, relevancy and counts; searches and filters', async () => {
    const page = await ok(expert, 'GET', url());
    expect(page).toEqual({
      total: 2,
      content: [
        {
          id: ids.pen,
          name: 'Ballpoint pen blue',
          impa_number: '550101',
          category: null,
          num_items: 2,
          num_open_items: 2,
        },
        {
          id: ids.primer,
          name: 'Primer paint grey',
          impa_number: '171401',
          category: { id: ids.paints, name: 'Paints', relevancy: 'relevant' },
          num_items: 1,
          num_open_items: 1,
        },
      ],
    });
    expect(
      (await ok(expert, 'GET', `${url()}?category_id=none`)).content.map((row: { id: string }) => row.id),
    ).toEqual([ids.pen]);
    expect(
      (await ok(expert, 'GET', `${url()}?search=1714`)).content.map((row: { id: string }) => row.id),
    ).toEqual([ids.primer]);
    expect((await call(crew, 'GET', url())).statusCode).toBe(403);
    expect((await call(stranger, 'GET', url())).statusCode).toBe(404);
  });

  it('refuses unknown articles and other companies’ categories; changes nothing then', async () => {
    for (const [articlesBody, message] of [
      [[{ id: crypto.randomUUID(), category_id: ids.paints }], 'Unknown article'],
      [[{ id: ids.pen, category_id: ids.foreign }], 'Unknown category'],
      [[], 'articles'],
    ] as const) {
      const res = await call(expert, 'PATCH', url(), { articles: articlesBody });
      expect(res.statusCode, message).toBe(400);
      expect(res.body).toContain(message);
    }
    const [pen] = await t.db
      .select()
      .from(articles)
      .where(eq(articles.id, ids.pen as string));
    expect(pen?.categoryId).toBeNull();
  });

  it('sets the category of many articles at once and re-evaluates their items', async () => {
    const before = await t.db
      .select()
      .from(items)
      .where(eq(items.articleId, ids.pen as string));
    expect(before.every((item) => item.categoryRelevancy !== 'not_relevant')).toBe(true);
    const res = await ok(expert, 'PATCH', url(), {
      articles: [
        { id: ids.pen, category_id: ids.stationery },
        { id: ids.primer, category_id: null },
      ],
    });
    expect(res).toEqual({ updated: 2, reevaluated: 3 });
    const after = await t.db
      .select()
      .from(items)
      .where(eq(items.articleId, ids.pen as string));
    expect(after.map((item) => item.categoryRelevancy)).toEqual(['not_relevant', 'not_relevant']);
    const listed = await ok(expert, 'GET', `${url()}?category_id=none`);
    expect(listed.content.map((row: { id: string }) => row.id)).toEqual([ids.primer]);
  });
});
