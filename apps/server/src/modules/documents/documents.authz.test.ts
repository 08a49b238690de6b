import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts, prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import {
  documentRequestActions,
  documentRequests,
  documentReuses,
  documents,
} from '../../db/schema/index.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A stored document of the world's company, and an open MD request for a prepared item. */
async function prepareRequest(t: TestApp, w: AuthzWorld) {
  const { itemId, supplierId } = await prepareMaintenanceItem(t, w);
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
    endpoint: 'GET /ihm/maint/buckets/{b}/purchase-order-items/{item}/document-requests/{id}/actions',
    request: async (w, _as, t) => {
      const { itemId, requestId } = await prepareRequest(t, w);
      return { method: 'GET', url: `${requestsOf(w, itemId)}/${requestId}/actions` };
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
      const { itemId } = await prepareMaintenanceItem(t, w);
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
      const { supplierId } = await prepareMaintenanceItem(t, w);
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
      const { itemId } = await prepareMaintenanceItem(t, w);
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
      const { itemId } = await prepareMaintenanceItem(t, w);
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
      const { supplierId } = await prepareMaintenanceItem(t, w);
      return {
        method: 'PATCH',
        url: `/api/ihm/maint/buckets/${w.bucket.id}/suppliers/${supplierId}/reset-manual-reminders`,
      };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/document-reuses',
    request: async (w, _as, t) => {
      await prepareRequest(t, w);
      return {
        method: 'GET',
        url: `/api/ihm/maint/companies/${w.bucket.id}/document-reuses?include=document,vessel,article`,
      };
    },
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/document-links?document_id=',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/companies/${w.bucket.id}/document-links?document_id=${(await prepareRequest(t, w)).documentId}`,
    }),
    expect: forVisible(200),
  },
];

runAuthorizationMatrix('documents and document requests', rows);
