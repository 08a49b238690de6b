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
import { documentReuses } from '../../db/schema/index.ts';
import { PDF } from '../documents/documents.fixture.ts';

/**
 * The two-vessel case of the authorization matrix: a crew member granted MV Nordlicht's project sees
 * nothing of MV Aurora anywhere; the company's expert sees both.
 */
describe('crew see the vessels of their projects only', () => {
  let t: TestApp;
  let call: ApiCall;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let bucketId: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    expert = await createUser(t.db);
    crew = await createUser(t.db);
    const team = await createTeam(t.db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [{ user: expert, role: 'legal' }],
    });
    bucketId = (await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' })).id;
    const nordlicht = (await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId })).project;
    const aurora = (await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId })).project;
    await createGrant(t.db, {
      projectId: nordlicht.id,
      userId: crew.id,
      accessMode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
    });
    const post = async (path: string, body: object) => {
      const res = await call(expert, 'POST', `/ihm/maint/companies/${bucketId}/${path}`, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    ids.nordlicht = await post('vessels', { name: 'MV Nordlicht', project_id: nordlicht.id });
    ids.aurora = await post('vessels', { name: 'MV Aurora', project_id: aurora.id });
    ids.nordlichtOrder = await post('purchase-orders', {
      vessel_id: ids.nordlicht,
      order_number: 'PO-N',
      items: [{ article_description: 'Gasket sheet', quantity_ordered: 2 }],
    });
    ids.auroraOrder = await post('purchase-orders', {
      vessel_id: ids.aurora,
      order_number: 'PO-A',
      items: [
        { article_description: 'Antifouling paint', quantity_ordered: 1 },
        { article_description: 'Cable tray', quantity_ordered: 1 },
      ],
    });
    const items = await call(
      expert,
      'GET',
      `/ihm/maint/companies/${bucketId}/purchase-order-items?include=order`,
    );
    for (const item of items.json().content as { id: string; display_name: string }[]) {
      if (item.display_name.startsWith('Antifouling')) ids.auroraItem = item.id;
      if (item.display_name.startsWith('Gasket')) ids.nordlichtItem = item.id;
    }
  });
  afterAll(() => t.close());

  const get = async (user: FactoryUser, url: string) => call(user, 'GET', url);

  it('lists, counts and statistics hold their own ship only', async () => {
    const list = async (user: FactoryUser) =>
      (await get(user, `/ihm/maint/companies/${bucketId}/purchase-order-items`)).json().total_elements;
    expect(await list(expert)).toBe(3);
    expect(await list(crew)).toBe(1);
    for (const set of ['crew_tasks', 'expert_tasks']) {
      const all = (
        await get(expert, `/ihm/maint/companies/${bucketId}/purchase-order-items?set=${set}`)
      ).json();
      const own = (
        await get(crew, `/ihm/maint/companies/${bucketId}/purchase-order-items?set=${set}`)
      ).json();
      expect(own.content.every((item: { id: string }) => item.id !== ids.auroraItem)).toBe(true);
      expect(own.total_elements).toBeLessThanOrEqual(all.total_elements);
    }
    const stats = (user: FactoryUser) =>
      get(user, `/ihm/maint/buckets/${bucketId}/stats/order-items-by-bucket`);
    expect((await stats(expert)).json().total).toBe(3);
    expect((await stats(crew)).json().total).toBe(1);
    const byVessel = (await get(crew, `/ihm/maint/buckets/${bucketId}/stats/order-items-by-vessel`)).json();
    expect(byVessel.content.map((row: { vessel: { name: string } }) => row.vessel.name)).toEqual([
      'MV Nordlicht',
    ]);
    const orders = (await get(crew, `/ihm/maint/companies/${bucketId}/purchase-orders`)).json();
    expect(orders.content.map((order: { order_number: string }) => order.order_number)).toEqual(['PO-N']);
    const vessels = (await get(crew, `/ihm/maint/companies/${bucketId}/vessels`)).json();
    expect(vessels.map((vessel: { name: string }) => vessel.name)).toEqual(['MV Nordlicht']);
    expect((await get(expert, `/ihm/maint/companies/${bucketId}/vessels`)).json()).toHaveLength(2);
  });

  it("the other ship's item, order and vessel do not exist for them (404); their own do", async () => {
    for (const url of [
      `/ihm/maint/purchase-order-items/${ids.auroraItem}`,
      `/ihm/maint/active-purchase-order-items/${ids.auroraItem}`,
      `/ihm/maint/purchase-order-items/${ids.auroraItem}/check-results`,
      `/ihm/maint/purchase-orders/${ids.auroraOrder}`,
      `/ihm/maint/vessels/${ids.aurora}/purchase-orders`,
    ]) {
      expect((await get(crew, url)).statusCode, url).toBe(404);
      expect((await get(expert, url)).statusCode, url).toBe(200);
    }
    expect((await get(crew, `/ihm/maint/purchase-order-items/${ids.nordlichtItem}`)).statusCode).toBe(200);
    expect((await get(crew, `/ihm/maint/purchase-orders/${ids.nordlichtOrder}`)).statusCode).toBe(200);
  });

  it("documents, their links and reuses, and requests of the other ship's items are not theirs", async () => {
    const upload = async (filename: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/ihm/maint/companies/${bucketId}/documents?type=md&filename=${filename}`,
        payload: PDF,
        headers: { ...auth(expert), 'content-type': 'application/pdf' },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as string;
    };
    const own = await upload('nordlicht-md.pdf');
    const other = await upload('aurora-md.pdf');
    const library = await upload('library-md.pdf');
    for (const [item, document] of [
      [ids.nordlichtItem, own],
      [ids.auroraItem, other],
    ]) {
      const res = await call(expert, 'POST', `/ihm/maint/purchase-order-items/${item}/select-document`, {
        type: 'md',
        document_id: document,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const names = async (user: FactoryUser) =>
      (
        (await get(user, `/ihm/maint/companies/${bucketId}/documents`)).json().content as {
          filename: string;
        }[]
      )
        .map((document) => document.filename)
        .sort();
    expect(await names(expert)).toEqual(['aurora-md.pdf', 'library-md.pdf', 'nordlicht-md.pdf']);
    // A document no item uses yet belongs to the company as a whole; one only Aurora uses does not exist.
    expect(await names(crew)).toEqual(['library-md.pdf', 'nordlicht-md.pdf']);
    expect((await get(crew, `/ihm/maint/documents/${other}`)).statusCode).toBe(404);
    expect((await get(expert, `/ihm/maint/documents/${other}`)).statusCode).toBe(200);
    for (const id of [own, library])
      expect((await get(crew, `/ihm/maint/documents/${id}`)).statusCode).toBe(200);
    const links = `/ihm/maint/companies/${bucketId}/document-links?document_id=`;
    expect((await get(crew, `${links}${other}`)).statusCode).toBe(404);
    const ownLinks = (await get(crew, `${links}${own}`)).json() as { order_item_id: string }[];
    expect(ownLinks.map((link) => link.order_item_id)).toEqual([ids.nordlichtItem]);
    const requests = (item: string) =>
      `/ihm/maint/buckets/${bucketId}/purchase-order-items/${item}/document-requests`;
    expect((await get(crew, requests(ids.auroraItem as string))).statusCode).toBe(404);
    expect((await get(crew, requests(ids.nordlichtItem as string))).statusCode).toBe(200);

    await t.db.insert(documentReuses).values([
      { documentId: own, type: 'md', vesselId: ids.nordlicht },
      { documentId: other, type: 'md', vesselId: ids.aurora },
      { documentId: library, type: 'md', vesselId: null },
    ]);
    const reuses = async (user: FactoryUser) =>
      (await get(user, `/ihm/maint/companies/${bucketId}/document-reuses`)).json().total_elements;
    expect(await reuses(expert)).toBe(3);
    expect(await reuses(crew)).toBe(2);
  });
});
