import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type AuthzWorld, type MatrixRow, statuses } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forVisible, NOT_VISIBLE } from '../../../test/project-authz.ts';
import {
  documentRequestActions,
  documentRequests,
  documentReuses,
  documents,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';

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

/** A stored document of the world's company, and an open MD request for a prepared item. */
async function prepareRequest(t: TestApp, w: AuthzWorld) {
  const { itemId, supplierId } = await prepareItem(t, w);
  const [document] = await t.db
    .insert(documents)
    .values({
      bucketId: w.bucket.id,
      type: 'md',
      filename: 'md.pdf',
      fileSize: PDF.length,
      contentType: 'application/pdf',
      fileKey: 'matrix/md',
    })
    .returning();
  const [request] = await t.db
    .insert(documentRequests)
    .values({
      orderItemId: itemId,
      bucketId: w.bucket.id,
      supplierId,
      documentType: 'md',
      startedAt: new Date(),
      status: 'expert_requested_document',
    })
    .returning();
  await t.db
    .insert(documentRequestActions)
    .values({ requestId: request?.id as string, userRole: 'expert', type: 'document_requested' });
  const [reuse] = await t.db
    .insert(documentReuses)
    .values({ documentId: document?.id as string, type: 'md', reusageDecision: 'SUPPLIER_APPROVED' })
    .returning();
  return {
    itemId,
    supplierId,
    documentId: document?.id as string,
    requestId: request?.id as string,
    reuseId: reuse?.id as string,
  };
}

const requestsOf = (w: AuthzWorld, itemId: string) =>
  `/api/ihm/maint/buckets/${w.bucket.id}/purchase-order-items/${itemId}/document-requests`;

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/documents/{id}',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/documents/${(await prepareRequest(t, w)).documentId}`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'PATCH /ihm/maint/document-reuses/{id}',
    request: async (w, _as, t) => ({
      method: 'PATCH',
      url: `/api/ihm/maint/document-reuses/${(await prepareRequest(t, w)).reuseId}`,
      payload: { reusage_decision: 'EXPERT_APPROVED' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/maint/buckets/{b}/purchase-order-items/{item}/document-requests/{id}',
    request: async (w, _as, t) => {
      const { itemId, requestId } = await prepareRequest(t, w);
      return { method: 'GET', url: `${requestsOf(w, itemId)}/${requestId}` };
    },
    expect: forVisible(200),
  },
  {
    endpoint:
      'POST /ihm/maint/buckets/{b}/purchase-order-items/{item}/document-requests/{id}/actions (message)',
    request: async (w, _as, t) => {
      const { itemId, requestId } = await prepareRequest(t, w);
      return {
        method: 'POST',
        url: `${requestsOf(w, itemId)}/${requestId}/actions`,
        payload: { type: 'message', message: 'Any news?' },
      };
    },
    expect: forExperts(201),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{b}/document-requests/batch',
    request: async (w, _as, t) => {
      const { itemId } = await prepareItem(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/maint/buckets/${w.bucket.id}/document-requests/batch`,
        payload: { item_ids: [itemId], document_types: ['md', 'sdoc'] },
      };
    },
    expect: forExperts(201),
  },
  {
    endpoint: 'PATCH /ihm/maint/buckets/{id}/suppliers/{s}/send-email (an open request)',
    request: async (w, _as, t) => {
      const { supplierId } = await prepareRequest(t, w);
      return {
        method: 'PATCH',
        url: `/api/ihm/maint/buckets/${w.bucket.id}/suppliers/${supplierId}/send-email`,
      };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{b}/suppliers/{s}/portal-links/revoke',
    request: async (w, _as, t) => {
      const { supplierId } = await prepareItem(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/maint/buckets/${w.bucket.id}/suppliers/${supplierId}/portal-links/revoke`,
      };
    },
    expect: forExperts(200),
  },
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
