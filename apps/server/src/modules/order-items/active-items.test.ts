import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchaseOrderItems } from '../../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld } from '../documents/documents.fixture.ts';

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('active items: list, one, exists', () => {
  let w: DocumentsWorld;
  const active = () => `/ihm/maint/companies/${w.bucketId}/active-purchase-order-items`;
  beforeAll(async () => {
    w = await documentsWorld();
    // An item withdrawn from its order (as an import does): no longer active.
    await w.t.db
      .update(purchaseOrderItems)
      .set({ isActive: false })
      .where(eq(purchaseOrderItems.id, w.ids.cableItem));
  });
  afterAll(() => w.t.close());

  it('lists only active items with the item list’s filters, include and paging', async () => {
    const { call, crew, ids } = w;
    const page = await call(crew, 'GET', `${active()}?include=supplier,vessel`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({ page: 0, size: 50, total_elements: 2 });
    expect(
      page
        .json()
        .content.map((item: { id: string }) => item.id)
        .sort(),
    ).toEqual([ids.gasketItem, ids.paintItem].sort());
    expect(page.json().content[0].vessel).toMatchObject({ name: 'MV Nordlicht' });
    const bySupplier = await call(crew, 'GET', `${active()}?supplier_id=${ids.baltic}&size=100`);
    expect(bySupplier.json()).toMatchObject({
      size: 100,
      total_elements: 1,
      content: [{ id: ids.paintItem }],
    });
    expect((await call(crew, 'GET', `${active()}?search=gasket`)).json().total_elements).toBe(1);
    expect((await call(crew, 'GET', `${active()}?page=3`)).json()).toMatchObject({
      content: [],
      total_elements: 2,
    });
    // The same answer as the item list (which shows active items too).
    const list = await call(crew, 'GET', `/ihm/maint/companies/${w.bucketId}/purchase-order-items`);
    expect((await call(crew, 'GET', active())).json()).toEqual(list.json());
  });

  it('refuses bad queries, strangers and the signed-out', async () => {
    const { call, expert, stranger } = w;
    expect((await call(expert, 'GET', `${active()}?size=10`)).statusCode).toBe(400);
    expect((await call(expert, 'GET', `${active()}?set=nonsense`)).statusCode).toBe(400);
    expect((await call(stranger, 'GET', active())).statusCode).toBe(404);
    expect((await call(null, 'GET', active())).statusCode).toBe(401);
    expect(
      (await call(expert, 'GET', `/ihm/maint/companies/${UNKNOWN}/active-purchase-order-items`)).statusCode,
    ).toBe(404);
  });

  it('answers one active item; an inactive or unknown one is 404', async () => {
    const { call, crew, stranger, ids } = w;
    const one = await call(crew, 'GET', `/ihm/maint/active-purchase-order-items/${ids.gasketItem}`);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(
      (await call(crew, 'GET', `/ihm/maint/purchase-order-items/${ids.gasketItem}`)).json(),
    );
    const inactive = await call(crew, 'GET', `/ihm/maint/active-purchase-order-items/${ids.cableItem}`);
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().code).toBe('not_found');
    expect((await call(crew, 'GET', `/ihm/maint/active-purchase-order-items/${UNKNOWN}`)).statusCode).toBe(
      404,
    );
    expect(
      (await call(stranger, 'GET', `/ihm/maint/active-purchase-order-items/${ids.gasketItem}`)).statusCode,
    ).toBe(404);
    expect(
      (await call(null, 'GET', `/ihm/maint/active-purchase-order-items/${ids.gasketItem}`)).statusCode,
    ).toBe(401);
    expect((await call(crew, 'GET', '/ihm/maint/active-purchase-order-items/not-a-uuid')).statusCode).toBe(
      400,
    );
  });

  it('exists: true for an active item, false for a withdrawn one, 404 for unknown or unseen', async () => {
    const { call, crew, stranger, ids } = w;
    const exists = (id: string, user = crew) =>
      call(user, 'GET', `/ihm/maint/active-purchase-order-items/${id}/exists`);
    expect((await exists(ids.gasketItem)).json()).toEqual({ exists: true });
    const withdrawn = await exists(ids.cableItem);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ exists: false });
    expect((await exists(UNKNOWN)).statusCode).toBe(404);
    expect((await exists(ids.gasketItem, stranger)).statusCode).toBe(404);
    expect(
      (await call(null, 'GET', `/ihm/maint/active-purchase-order-items/${ids.gasketItem}/exists`)).statusCode,
    ).toBe(401);
  });
});
