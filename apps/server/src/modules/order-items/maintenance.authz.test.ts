import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import { statuses } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forVisible, NOT_VISIBLE } from '../../../test/project-authz.ts';
import { categories, purchaseOrderItems, purchaseOrders, vessels } from '../../db/schema/index.ts';

/**
 * Experts of the company act on its maintenance data: the accepted non-guest members of the expert
 * owner team (each has the expert capability). Guests, read-only and crew grantees see it (403).
 */
const forExperts = (status: number) =>
  statuses(403, {
    owner_legal: status,
    owner_manager: status,
    owner_coordinator: status,
    owner_regular: status,
    ...NOT_VISIBLE,
  });

/** A vessel, an order and one item in the world's maintenance bucket, and a category of the given relevancy. */
async function prepareItem(
  t: TestApp,
  w: AuthzWorld,
  relevancy: 'relevant' | 'not_relevant' = 'not_relevant',
) {
  const [category] = await t.db
    .insert(categories)
    .values({ bucketId: w.bucket.id, name: `Category ${relevancy}`, relevancy })
    .returning();
  const [vessel] = await t.db
    .insert(vessels)
    .values({ bucketId: w.bucket.id, name: 'MV Matrix' })
    .returning();
  const [order] = await t.db
    .insert(purchaseOrders)
    .values({
      bucketId: w.bucket.id,
      vesselId: vessel?.id as string,
      status: 'ordered',
      orderedAt: new Date(),
    })
    .returning();
  const [item] = await t.db
    .insert(purchaseOrderItems)
    .values({
      bucketId: w.bucket.id,
      orderId: order?.id as string,
      articleDescription: 'Gasket',
      selectedArticleCategoryId: category?.id,
      selectedArticleCategoryAt: new Date(),
    })
    .returning();
  return {
    category: category as typeof categories.$inferSelect,
    vessel: vessel as typeof vessels.$inferSelect,
    item: item as typeof purchaseOrderItems.$inferSelect,
  };
}

const base = (w: AuthzWorld) => `/api/ihm/maint/companies/${w.bucket.id}`;

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/companies/{id}/categories',
    request: (w) => ({ method: 'GET', url: `${base(w)}/categories` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/companies/{id}/categories',
    request: (w) => ({
      method: 'POST',
      url: `${base(w)}/categories`,
      payload: { name: 'Paints', relevancy: 'relevant' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/articles',
    request: (w) => ({ method: 'GET', url: `${base(w)}/articles` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/companies/{id}/articles',
    request: (w) => ({
      method: 'POST',
      url: `${base(w)}/articles`,
      payload: { impaNumber: '331101', name: 'Gasket sheet' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/suppliers',
    request: (w) => ({ method: 'GET', url: `${base(w)}/suppliers` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/companies/{id}/suppliers',
    request: (w) => ({
      method: 'POST',
      url: `${base(w)}/suppliers`,
      payload: { name: 'Hanse Marine', contact_emails: ['a@hanse.example'] },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/vessels',
    request: (w) => ({ method: 'GET', url: `${base(w)}/vessels` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/companies/{id}/vessels',
    request: (w) => ({ method: 'POST', url: `${base(w)}/vessels`, payload: { name: 'MV Matrix' } }),
    expect: forExperts(201),
  },
  {
    endpoint: 'POST /ihm/maint/companies/{id}/purchase-orders',
    request: async (w, _as, t) => {
      const { vessel } = await prepareItem(t, w);
      return {
        method: 'POST',
        url: `${base(w)}/purchase-orders`,
        payload: { vessel_id: vessel.id, items: [{ article_description: 'Paint' }] },
      };
    },
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/purchase-order-items',
    request: (w) => ({ method: 'GET', url: `${base(w)}/purchase-order-items?set=expert_tasks` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/purchase-order-items/{id}',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareItem(t, w)).item.id}`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/categorize',
    request: async (w, _as, t) => {
      const { item, category } = await prepareItem(t, w, 'relevant');
      return {
        method: 'POST',
        url: `/api/ihm/maint/purchase-order-items/${item.id}/categorize`,
        payload: { category_id: category.id },
      };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/select-equipment-class',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareItem(t, w)).item.id}/select-equipment-class`,
      payload: { equipment_class: 'i2' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/close-review (not relevant: closable)',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareItem(t, w)).item.id}/close-review`,
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/reopen-review (open: wrong state for experts)',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareItem(t, w)).item.id}/reopen-review`,
    }),
    expect: forExperts(409),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/check-results',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareItem(t, w)).item.id}/check-results`,
      payload: { hazmat: 'lead', contamination: 'yes' },
    }),
    expect: forExperts(201),
  },
];

runAuthorizationMatrix('maintenance catalog, orders and item review', rows);
