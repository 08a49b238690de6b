import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type AuthzWorld, type MatrixRow, statuses } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forVisible, NOT_VISIBLE } from '../../../test/project-authz.ts';
import { purchaseOrderItems, purchaseOrders, suppliers, vessels } from '../../db/schema/index.ts';

/** The experts of the company (accepted non-guest members of the expert owner team) act; others who see it get 403. */
const forExperts = (status: number) =>
  statuses(403, {
    owner_legal: status,
    owner_manager: status,
    owner_coordinator: status,
    owner_regular: status,
    ...NOT_VISIBLE,
  });

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A supplier with a contact, a vessel, an order and one item of that supplier in the world's maintenance bucket. */
async function prepareItem(t: TestApp, w: AuthzWorld) {
  const [supplier] = await t.db
    .insert(suppliers)
    .values({ bucketId: w.bucket.id, name: 'Hanse Marine', contactEmails: ['orders@hanse.example'] })
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
      supplierId: supplier?.id,
      articleDescription: 'Gasket',
    })
    .returning();
  return { supplierId: supplier?.id as string, itemId: item?.id as string };
}

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/companies/{id}/documents',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/companies/${w.bucket.id}/documents` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/companies/{id}/documents (PDF)',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/maint/companies/${w.bucket.id}/documents?type=md&filename=md.pdf`,
      payload: PDF,
      headers: { 'content-type': 'application/pdf' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{b}/purchase-order-items/{item}/document-requests',
    request: async (w, _as, t) => {
      const { itemId } = await prepareItem(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/maint/buckets/${w.bucket.id}/purchase-order-items/${itemId}/document-requests`,
        payload: { document_type: 'md' },
      };
    },
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/maint/buckets/{b}/purchase-order-items/{item}/document-requests',
    request: async (w, _as, t) => {
      const { itemId } = await prepareItem(t, w);
      return {
        method: 'GET',
        url: `/api/ihm/maint/buckets/${w.bucket.id}/purchase-order-items/${itemId}/document-requests`,
      };
    },
    expect: forVisible(200),
  },
  {
    endpoint: 'PATCH /ihm/maint/buckets/{id}/suppliers/{s}/reset-manual-reminders',
    request: async (w, _as, t) => {
      const { supplierId } = await prepareItem(t, w);
      return {
        method: 'PATCH',
        url: `/api/ihm/maint/buckets/${w.bucket.id}/suppliers/${supplierId}/reset-manual-reminders`,
      };
    },
    expect: forExperts(200),
  },
];

runAuthorizationMatrix('documents and document requests', rows);
