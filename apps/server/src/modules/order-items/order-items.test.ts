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
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { countingApp } from '../../../test/query-counter.ts';

type Item = {
  id: string;
  display_name: string;
  evaluation: Record<string, unknown> | null;
  check_results?: unknown[];
  is_review_closed: boolean;
};

describe('purchase orders and the expert review', () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let bucketId: string;
  const ids: Record<string, string> = {};

  const list = async (query: string, user = expert) => {
    const res = await call(user, 'GET', `/ihm/maint/companies/${bucketId}/purchase-order-items?${query}`);
    expect(res.statusCode).toBe(200);
    return res.json() as { content: Item[]; total_elements: number; page: number; size: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    expert = await createUser(t.db);
    crew = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [{ user: expert, role: 'legal' }],
    });
    const bucket = await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' });
    bucketId = bucket.id;
    const { project } = await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucket.id });
    await createGrant(t.db, {
      projectId: project.id,
      userId: crew.id,
      accessMode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
    });

    const post = async (path: string, body: unknown) => {
      const res = await call(expert, 'POST', `/ihm/maint/companies/${bucketId}/${path}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    ids.relevant = await post('categories', { name: 'Gaskets and packings', relevancy: 'relevant' });
    ids.notRelevant = await post('categories', { name: 'Provisions', relevancy: 'not_relevant' });
    ids.gasket = await post('articles', {
      impaNumber: '331101',
      name: 'Gasket sheet, non-asbestos',
      categoryId: ids.relevant,
    });
    ids.supplier = await post('suppliers', {
      name: 'Hanse Marine Supply',
      contact_emails: ['Orders@Hanse.example'],
    });
    ids.vessel = await post('vessels', { name: 'MV Nordlicht', imo: '9300001', project_id: project.id });
  });
  afterAll(() => t.close());

  it('creates an order with items and stores each item evaluation beside it', async () => {
    const res = await call(expert, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, {
      vessel_id: ids.vessel,
      order_number: 'PO-2026-0042',
      items: [
        { article_id: ids.gasket, supplier_id: ids.supplier, quantity_ordered: 4, quantity_unit: 'pcs' },
        { article_description: '  Coffee beans 1 kg ', supplier_id: ids.supplier, quantity_ordered: 10 },
        { extid: 'L-3', article_description: 'Cable tray, galvanised', quantity_ordered: 2 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      order_number: 'PO-2026-0042',
      num_items: 3,
      evaluation: { num_items: 3, has_todo: true },
    });
    const page = await list('set=expert_tasks&include=supplier,order,vessel');
    expect(page.total_elements).toBe(3);
    expect(page.content.map((item) => item.display_name).sort()).toEqual([
      'Cable tray, galvanised',
      'Coffee beans 1 kg',
      'Gasket sheet, non-asbestos',
    ]);
    for (const item of page.content) {
      expect(item.evaluation).toMatchObject({
        expert_list: 'tasks',
        expert_proposed_actions: ['review_category'],
      });
    }
    ids.gasketItem = page.content.find((item) => item.display_name.startsWith('Gasket'))?.id as string;
    ids.coffeeItem = page.content.find((item) => item.display_name.startsWith('Coffee'))?.id as string;
    expect((await list('stats_field=expert_wait_for_categorisation_total')).total_elements).toBe(3);
    expect((await list('set=expert_done')).total_elements).toBe(0);
  });

  it('a not-relevant item is categorised, closed and moves from expert tasks to done', async () => {
    const categorized = await call(
      expert,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.coffeeItem}/categorize`,
      { category_id: ids.notRelevant },
    );
    expect(categorized.statusCode).toBe(200);
    expect(categorized.json().evaluation).toMatchObject({
      is_review_closable: true,
      expert_proposed_actions: ['review_close'],
    });
    expect((await list('stats_field=expert_wait_for_closing_review_total')).total_elements).toBe(1);
    const closed = await call(
      expert,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.coffeeItem}/close-review`,
    );
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      is_review_closed: true,
      evaluation: { review_status: 'closed', expert_list: 'done' },
    });
    expect((await list('set=expert_done')).content.map((item) => item.id)).toEqual([ids.coffeeItem]);
    expect((await list('set=expert_tasks')).total_elements).toBe(2);
    // The spec's names of the set filters mean the same lists.
    expect((await list('set=is_in_expert_done_list')).content.map((item) => item.id)).toEqual([
      ids.coffeeItem,
    ]);
    expect((await list('set=is_in_expert_tasks_list')).total_elements).toBe(2);
    const again = await call(
      expert,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.coffeeItem}/close-review`,
    );
    expect(again.statusCode).toBe(409);
    const reopened = await call(
      expert,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.coffeeItem}/reopen-review`,
    );
    expect(reopened.json()).toMatchObject({ is_review_closed: false, evaluation: { expert_list: 'tasks' } });
    expect(
      (await call(expert, 'POST', `/ihm/maint/purchase-order-items/${ids.coffeeItem}/reopen-review`))
        .statusCode,
    ).toBe(409);
  });

  it('a relevant item cannot be closed before its MD and SDoC are settled: 409, nothing changed', async () => {
    await call(expert, 'POST', `/ihm/maint/purchase-order-items/${ids.gasketItem}/categorize`, {
      category_id: ids.relevant,
    });
    const res = await call(expert, 'POST', `/ihm/maint/purchase-order-items/${ids.gasketItem}/close-review`);
    expect(res.statusCode).toBe(409);
    const item = (
      await call(expert, 'GET', `/ihm/maint/purchase-order-items/${ids.gasketItem}`)
    ).json() as Item;
    expect(item.is_review_closed).toBe(false);
    expect(item.evaluation).toMatchObject({ expert_proposed_actions: ['review_md', 'review_sdoc'] });
  });

  it('records a hazmat found in the MD as a check result', async () => {
    const res = await call(
      expert,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.gasketItem}/check-results`,
      {
        hazmat: 'lead',
        contamination: 'yes',
        concentration: 1500,
        quantification_per_item_unit: 0.2,
        quantification_unit: 'g',
      },
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().check_results).toHaveLength(1);
    expect(res.json().evaluation).toMatchObject({ has_table_b_hazmats: true, crew_tab: 'b' });
    const bad = await call(
      expert,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.gasketItem}/check-results`,
      { hazmat: 'kryptonite', contamination: 'yes' },
    );
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(expert, 'GET', `/ihm/maint/purchase-order-items/${ids.gasketItem}`)).json().check_results,
    ).toHaveLength(1);
  });

  it('searches with the syntax: words, phrases, negation', async () => {
    expect((await list('search=gasket')).content.map((item) => item.id)).toEqual([ids.gasketItem]);
    expect((await list(`search=${encodeURIComponent('"cable tray"')}`)).total_elements).toBe(1);
    expect((await list('search=-coffee')).total_elements).toBe(2);
    expect((await list('search=331101')).total_elements).toBe(1);
    expect((await list('search=PO-2026-0042')).total_elements).toBe(3);
    expect((await list(`search=${encodeURIComponent('100%')}`)).total_elements).toBe(0);
  });

  it('filters by vessel, supplier and order, pages by 50 or 100', async () => {
    expect((await list(`vessel_id=${ids.vessel}`)).total_elements).toBe(3);
    expect((await list(`supplier_id=${ids.supplier}`)).total_elements).toBe(2);
    expect((await list('size=100&page=0')).size).toBe(100);
    const past = await list('page=5');
    expect(past.content).toEqual([]);
    expect(past.total_elements).toBe(3);
    const bad = await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/purchase-order-items?size=10`);
    expect(bad.statusCode).toBe(400);
    expect(
      (await call(expert, 'GET', `/ihm/maint/companies/${bucketId}/purchase-order-items?set=nonsense`))
        .statusCode,
    ).toBe(400);
  });

  it('a page of items with its relations takes at most two queries besides the session', async () => {
    const counting = await countingApp(t);
    const res = await counting.app.inject({
      method: 'GET',
      url: `/api/ihm/maint/companies/${bucketId}/purchase-order-items?include=article,supplier,order,vessel,selected_category,check_results`,
      headers: auth(expert),
    });
    expect(res.statusCode).toBe(200);
    await counting.app.close();
    const listQueries = counting.queries.filter((query) =>
      /purchase_order_items"|order_item_check_results/.test(query),
    );
    expect(listQueries.length).toBeLessThanOrEqual(2);
  });

  it('who may do what: crew reads, only experts review, strangers see nothing', async () => {
    expect((await list('set=crew_tasks', crew)).size).toBe(50);
    const crewAction = await call(
      crew,
      'POST',
      `/ihm/maint/purchase-order-items/${ids.coffeeItem}/categorize`,
      { category_id: ids.relevant },
    );
    expect(crewAction.statusCode).toBe(403);
    expect(
      (await call(stranger, 'GET', `/ihm/maint/companies/${bucketId}/purchase-order-items`)).statusCode,
    ).toBe(404);
    expect(
      (await call(stranger, 'GET', `/ihm/maint/purchase-order-items/${ids.coffeeItem}`)).statusCode,
    ).toBe(404);
    expect(
      (
        await call(stranger, 'POST', `/ihm/maint/companies/${bucketId}/categories`, {
          name: 'x',
          relevancy: 'relevant',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(crew, 'POST', `/ihm/maint/companies/${bucketId}/categories`, {
          name: 'x',
          relevancy: 'relevant',
        })
      ).statusCode,
    ).toBe(403);
    expect((await call(null, 'GET', `/ihm/maint/companies/${bucketId}/categories`)).statusCode).toBe(401);
    expect(
      (await call(expert, 'GET', '/ihm/maint/purchase-order-items/00000000-0000-4000-8000-000000000000'))
        .statusCode,
    ).toBe(404);
    expect((await call(expert, 'GET', '/ihm/maint/purchase-order-items/not-a-uuid')).statusCode).toBe(400);
  });

  it('rejects orders with unknown vessels, foreign articles, bad quantities: nothing written', async () => {
    const before = await list('');
    const cases = [
      { vessel_id: '00000000-0000-4000-8000-000000000000', items: [{ article_description: 'x' }] },
      { vessel_id: ids.vessel, items: [{ article_id: '00000000-0000-4000-8000-000000000000' }] },
      { vessel_id: ids.vessel, items: [{ article_description: 'x', quantity_ordered: -1 }] },
      { vessel_id: ids.vessel, items: [] },
    ];
    for (const body of cases) {
      const res = await call(expert, 'POST', `/ihm/maint/companies/${bucketId}/purchase-orders`, body);
      expect(res.statusCode).toBe(400);
    }
    expect((await list('')).total_elements).toBe(before.total_elements);
  });

  it('the catalog refuses duplicates and unknown references', async () => {
    const dup = await call(expert, 'POST', `/ihm/maint/companies/${bucketId}/articles`, {
      impaNumber: '331101',
      name: 'Again',
    });
    expect(dup.statusCode).toBe(409);
    const badImpa = await call(expert, 'POST', `/ihm/maint/companies/${bucketId}/articles`, {
      impaNumber: '12',
      name: 'Short',
    });
    expect(badImpa.statusCode).toBe(400);
    const categories = await call(crew, 'GET', `/ihm/maint/companies/${bucketId}/categories`);
    expect(categories.json().map((category: { name: string }) => category.name)).toEqual([
      'Gaskets and packings',
      'Provisions',
    ]);
  });
});
