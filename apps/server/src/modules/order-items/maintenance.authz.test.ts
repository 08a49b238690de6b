import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts, prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { checkResults, documents } from '../../db/schema/index.ts';

const base = (w: AuthzWorld) => `/api/ihm/maint/companies/${w.bucket.id}`;

/** A check result on a prepared item (review open). */
async function prepareCheckResult(t: TestApp, w: AuthzWorld) {
  const { itemId } = await prepareMaintenanceItem(t, w);
  const [check] = await t.db
    .insert(checkResults)
    .values({ orderItemId: itemId, hazmat: 'lead', contamination: 'yes' })
    .returning();
  return check?.id as string;
}

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
      const { vesselId } = await prepareMaintenanceItem(t, w);
      return {
        method: 'POST',
        url: `${base(w)}/purchase-orders`,
        payload: { vessel_id: vesselId, items: [{ article_description: 'Paint' }] },
      };
    },
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/purchase-orders',
    request: (w) => ({ method: 'GET', url: `${base(w)}/purchase-orders?include=vessel` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/vessels/{id}/purchase-orders',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/vessels/${(await prepareMaintenanceItem(t, w)).vesselId}/purchase-orders`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/purchase-orders/{id}',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/purchase-orders/${(await prepareMaintenanceItem(t, w)).orderId}?include=items`,
    }),
    expect: forVisible(200),
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
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/categorize',
    request: async (w, _as, t) => {
      const { itemId, categoryId } = await prepareMaintenanceItem(t, w, 'relevant');
      return {
        method: 'POST',
        url: `/api/ihm/maint/purchase-order-items/${itemId}/categorize`,
        payload: { category_id: categoryId },
      };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/select-equipment-class',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}/select-equipment-class`,
      payload: { equipment_class: 'i2' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/close-review (not relevant: closable)',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}/close-review`,
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/reopen-review (open: wrong state for experts)',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}/reopen-review`,
    }),
    expect: forExperts(409),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/check-results',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}/check-results`,
      payload: { hazmat: 'lead', contamination: 'yes' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'PATCH /ihm/maint/purchase-order-items/{id}',
    request: async (w, _as, t) => ({
      method: 'PATCH',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}`,
      payload: { remarks: 'Checked', quantity_delivered: 1 },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/purchase-order-items/{id}/select-document',
    request: async (w, _as, t) => {
      const { itemId } = await prepareMaintenanceItem(t, w, 'relevant');
      const [document] = await t.db
        .insert(documents)
        .values({
          bucketId: w.bucket.id,
          type: 'md',
          filename: 'md.pdf',
          fileSize: 1,
          contentType: 'application/pdf',
          fileKey: 'matrix/md',
        })
        .returning();
      return {
        method: 'POST',
        url: `/api/ihm/maint/purchase-order-items/${itemId}/select-document`,
        payload: { type: 'md', document_id: document?.id },
      };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/maint/purchase-order-items/{id}/check-results',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}/check-results`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'PATCH /ihm/maint/check-results/{id}',
    request: async (w, _as, t) => ({
      method: 'PATCH',
      url: `/api/ihm/maint/check-results/${await prepareCheckResult(t, w)}`,
      payload: { contamination: 'no' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'DELETE /ihm/maint/check-results/{id}',
    request: async (w, _as, t) => ({
      method: 'DELETE',
      url: `/api/ihm/maint/check-results/${await prepareCheckResult(t, w)}`,
    }),
    expect: forExperts(204),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/active-purchase-order-items',
    request: (w) => ({ method: 'GET', url: `${base(w)}/active-purchase-order-items?set=expert_tasks` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/active-purchase-order-items/{id}',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/active-purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/active-purchase-order-items/{id}/exists',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/active-purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}/exists`,
    }),
    expect: forVisible(200),
  },
];

runAuthorizationMatrix('maintenance catalog, orders and item review', rows);
