import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createBucket,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

describe('bucket statistics', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let stranger: FactoryUser;
  let bucketId: string;
  const ids: Record<string, string> = {};
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown, user = expert) =>
    t.app.inject({ method, url: `/api${url}`, payload: payload as never, headers: auth(user) });
  const byBucket = async () =>
    (await call('GET', `/ihm/maint/buckets/${bucketId}/stats/order-items-by-bucket`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    expert = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, { members: [{ user: expert, role: 'legal' }] });
    bucketId = (await createBucket(t.db, { teamId: team.id })).id;
    await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId });
    const post = async (path: string, body: unknown) =>
      (await call('POST', `/ihm/maint/companies/${bucketId}/${path}`, body)).json().id as string;
    ids.provisions = await post('categories', { name: 'Provisions', relevancy: 'not_relevant' });
    ids.alpha = await post('suppliers', { name: 'Alpha Chandlers' });
    ids.zulu = await post('suppliers', { name: 'Zulu Marine' });
    ids.nordlicht = await post('vessels', { name: 'MV Nordlicht' });
    ids.aurora = await post('vessels', { name: 'MV Aurora' });
    const order = async (vessel: string, supplierIds: string[]) =>
      call('POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
        vessel_id: vessel,
        items: supplierIds.map((supplier_id, index) => ({
          supplier_id,
          article_description: `Item ${index}`,
        })),
      });
    await order(ids.nordlicht, [ids.alpha, ids.alpha, ids.zulu]);
    await order(ids.aurora, [ids.zulu]);
  });
  afterAll(() => t.close());

  it('counts the company items; every count defaults to 0', async () => {
    const stats = await byBucket();
    expect(stats).toMatchObject({
      total: 4,
      expert_active: 4,
      expert_completed: 0,
      expert_wait_for_categorisation_total: 4,
      items_category_unknown: 4,
      crew_in_tasks_list: 0,
      supplier_reminder1: 0,
    });
    expect(stats.updated_at).toEqual(expect.any(String));
  });

  it('an item closed by the expert moves from active to completed, and the counts match the lists', async () => {
    const list = await call('GET', `/ihm/maint/companies/${bucketId}/purchase-order-items?set=expert_tasks`);
    const itemId = list.json().content[0].id as string;
    await call('POST', `/ihm/maint/purchase-order-items/${itemId}/categorize`, {
      category_id: ids.provisions,
    });
    await call('POST', `/ihm/maint/purchase-order-items/${itemId}/close-review`);
    const stats = await byBucket();
    expect(stats).toMatchObject({
      total: 4,
      expert_active: 3,
      expert_completed: 1,
      items_category_not_relevant: 1,
      items_category_unknown: 3,
    });
    const tasks = await call('GET', `/ihm/maint/companies/${bucketId}/purchase-order-items?set=expert_tasks`);
    expect(tasks.json().total_elements).toBe(stats.expert_active);
    const waiting = await call(
      'GET',
      `/ihm/maint/companies/${bucketId}/purchase-order-items?stats_field=expert_wait_for_categorisation_total`,
    );
    expect(waiting.json().total_elements).toBe(stats.expert_wait_for_categorisation_total);
  });

  it('groups by supplier and by vessel, sorted by name, paged', async () => {
    const bySupplier = (
      await call('GET', `/ihm/maint/buckets/${bucketId}/stats/order-items-by-supplier`)
    ).json();
    expect(
      bySupplier.content.map((row: { supplier: { name: string }; total: number }) => [
        row.supplier.name,
        row.total,
      ]),
    ).toEqual([
      ['Alpha Chandlers', 2],
      ['Zulu Marine', 2],
    ]);
    expect(bySupplier).toMatchObject({ page: 0, size: 100, total_elements: 2 });
    const desc = (
      await call(
        'GET',
        `/ihm/maint/buckets/${bucketId}/stats/order-items-by-supplier?sort=supplier.name,desc&size=50`,
      )
    ).json();
    expect(desc.content[0].supplier_id).toBe(ids.zulu);
    expect(desc.total_elements).toBe(2);
    const byVessel = (
      await call('GET', `/ihm/maint/buckets/${bucketId}/stats/order-items-by-vessel?search=nord`)
    ).json();
    expect(byVessel.content).toHaveLength(1);
    expect(byVessel.content[0]).toMatchObject({ vessel: { name: 'MV Nordlicht' }, total: 3 });
  });

  it('refuses strangers, bad sorts and unknown buckets', async () => {
    expect(
      (await call('GET', `/ihm/maint/buckets/${bucketId}/stats/order-items-by-bucket`, undefined, stranger))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/ihm/maint/buckets/${bucketId}/stats/order-items-by-supplier?sort=name`))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'GET',
          '/ihm/maint/buckets/00000000-0000-4000-8000-000000000000/stats/order-items-by-bucket',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/ihm/maint/buckets/${bucketId}/stats/order-items-by-bucket`,
        })
      ).statusCode,
    ).toBe(401);
  });
});
