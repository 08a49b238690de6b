import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { countingApp } from '../../../test/query-counter.ts';

type Order = {
  id: string;
  order_number: string | null;
  vessel_id: string;
  status: string;
  num_items: number;
  evaluation: Record<string, unknown> | null;
  vessel?: { name: string };
  items?: { id: string; item_index: number | null; article?: { name: string } | null }[];
};
type OrderPage = { content: Order[]; page: number; size: number; total_elements: number };

describe('purchase orders: the company list, a vessel list and one order with its items', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let bucketId: string;
  const ids: Record<string, string> = {};

  const get = (user: FactoryUser | null, url: string) =>
    t.app.inject({ method: 'GET', url: `/api${url}`, headers: user ? auth(user) : {} });
  const list = async (query = '', user = expert) => {
    const res = await get(user, `/ihm/maint/companies/${bucketId}/purchase-orders?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as OrderPage;
  };

  beforeAll(async () => {
    t = await createTestApp();
    expert = await createUser(t.db);
    crew = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [{ user: expert, role: 'legal' }],
    });
    bucketId = (await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' })).id;
    const { project } = await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId });
    await createGrant(t.db, {
      projectId: project.id,
      userId: crew.id,
      accessMode: 'READ',
      capabilities: ['ihm.maint.is_crew'],
    });
    const post = async (path: string, body: unknown) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ihm/maint/companies/${bucketId}/${path}`,
        payload: body as never,
        headers: auth(expert),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    ids.category = await post('categories', { name: 'Gaskets', relevancy: 'relevant' });
    ids.gasket = await post('articles', {
      impaNumber: '331101',
      name: 'Gasket sheet',
      categoryId: ids.category,
    });
    ids.paint = await post('articles', { impaNumber: '450101', name: 'Primer paint' });
    ids.nordlicht = await post('vessels', { name: 'MV Nordlicht' });
    ids.aurora = await post('vessels', { name: 'MV Aurora' });
    const order = (vessel: string, number: string, orderedAt: string, extra: object, articles: string[]) =>
      post('purchase-orders', {
        vessel_id: vessel,
        order_number: number,
        ordered_at: orderedAt,
        ...extra,
        items: articles.map((article_id) => ({ article_id, quantity_ordered: 2, quantity_unit: 'pcs' })),
      });
    ids.first = await order(ids.nordlicht, 'PO-100', '2026-10-01T08:00:00Z', {}, [ids.gasket]);
    ids.second = await order(
      ids.aurora,
      'PO-200',
      '2026-10-05T08:00:00Z',
      { remarks: 'urgent spare parts', status: 'confirmed' },
      [ids.paint, ids.gasket, ids.paint],
    );
    ids.third = await order(ids.nordlicht, 'PO-300', '2026-10-09T08:00:00Z', {}, [ids.paint]);
  });
  afterAll(() => t.close());

  it('lists the company orders newest first, with item counts, the order evaluation and the total', async () => {
    const page = await list('include=vessel');
    expect(page.content.map((o) => o.order_number)).toEqual(['PO-300', 'PO-200', 'PO-100']);
    expect(page).toMatchObject({ page: 0, size: 50, total_elements: 3 });
    const second = page.content[1];
    expect(second).toMatchObject({ num_items: 3, status: 'confirmed', vessel: { name: 'MV Aurora' } });
    expect(second?.evaluation).toMatchObject({ num_items: 3, has_expert_todo: true });
    expect((await list()).content[0]).not.toHaveProperty('vessel');
  });

  it('filters by vessel, status and the search syntax', async () => {
    const numbers = async (query: string) => (await list(query)).content.map((o) => o.order_number);
    expect(await numbers(`vessel_id=${ids.nordlicht}`)).toEqual(['PO-300', 'PO-100']);
    expect(await numbers('status=confirmed')).toEqual(['PO-200']);
    expect(await numbers('search=urgent')).toEqual(['PO-200']);
    expect(await numbers(`search=${encodeURIComponent('"spare parts"')}`)).toEqual(['PO-200']);
    expect(await numbers(`search=${encodeURIComponent('PO -PO-200')}`)).toEqual(['PO-300', 'PO-100']);
    expect(await numbers('search=nothing-like-this')).toEqual([]);
  });

  it('pages by 50 or 100 and keeps the total on a page past the end', async () => {
    expect(await list('page=3&size=100')).toMatchObject({
      content: [],
      page: 3,
      size: 100,
      total_elements: 3,
    });
    for (const query of ['size=20', 'page=-1', 'vessel_id=nope', 'status=shipped', 'page=x']) {
      const res = await get(expert, `/ihm/maint/companies/${bucketId}/purchase-orders?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().code).toBe('validation');
    }
  });

  it("lists one vessel's orders", async () => {
    const res = await get(crew, `/ihm/maint/vessels/${ids.aurora}/purchase-orders?include=vessel`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as OrderPage).content.map((o) => o.order_number)).toEqual(['PO-200']);
    const unknown = await get(
      expert,
      '/ihm/maint/vessels/00000000-0000-4000-8000-000000000000/purchase-orders',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('not_found');
  });

  it('answers one order, with its items in item order when asked for', async () => {
    const plain = await get(crew, `/ihm/maint/purchase-orders/${ids.second}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty('items');
    const res = await get(expert, `/ihm/maint/purchase-orders/${ids.second}?include=vessel,items`);
    const order = res.json() as Order;
    expect(order).toMatchObject({ order_number: 'PO-200', num_items: 3, vessel: { name: 'MV Aurora' } });
    expect(order.items?.map((item) => item.item_index)).toEqual([1, 2, 3]);
    expect(order.items?.map((item) => item.article?.name)).toEqual([
      'Primer paint',
      'Gasket sheet',
      'Primer paint',
    ]);
  });

  it('refuses unknown orders, missing sessions and people without access', async () => {
    const unknown = await get(expert, '/ihm/maint/purchase-orders/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect((await get(expert, '/ihm/maint/purchase-orders/not-a-uuid')).statusCode).toBe(400);
    expect((await get(null, `/ihm/maint/purchase-orders/${ids.first}`)).statusCode).toBe(401);
    expect((await get(null, `/ihm/maint/companies/${bucketId}/purchase-orders`)).statusCode).toBe(401);
    expect((await get(stranger, `/ihm/maint/purchase-orders/${ids.first}`)).statusCode).toBe(404);
    expect((await get(stranger, `/ihm/maint/companies/${bucketId}/purchase-orders`)).statusCode).toBe(404);
    expect((await get(stranger, `/ihm/maint/vessels/${ids.nordlicht}/purchase-orders`)).statusCode).toBe(404);
  });

  it('answers a page of orders with vessels, counts and total in one SQL query', async () => {
    const counting = await countingApp(t);
    const res = await counting.app.inject({
      method: 'GET',
      url: `/api/ihm/maint/companies/${bucketId}/purchase-orders?include=vessel&search=PO`,
      headers: auth(expert),
    });
    expect(res.statusCode).toBe(200);
    await counting.app.close();
    expect(counting.queries.filter((query) => /"purchase_orders"/.test(query))).toHaveLength(1);
  });
});
