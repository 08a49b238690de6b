import type { TPortalView } from '@keelson/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  documentRequests,
  documentReuses,
  documents,
  purchaseOrderItems as items,
  purchaseOrders,
} from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';
import { documentAnswer } from './document.presenters.ts';
import { type DocumentUpload, documentFilename, withStoredFile } from './document-files.ts';
import { requestAnswers } from './document-request.service.ts';
import type { PortalContext } from './portal-links.service.ts';
import { lockRequest } from './request-actions.service.ts';
import { displayNameOf, recordAction, requestLines } from './request-history.ts';

/** The supplier's OPEN requests of the link's company, with the item and the conversation. */
export async function portalView(deps: AppDeps, portal: PortalContext): Promise<TPortalView> {
  const lines = await requestLines(
    deps.db,
    and(
      eq(documentRequests.bucketId, portal.bucketId),
      eq(documentRequests.supplierId, portal.supplierId),
      eq(documentRequests.isClosed, false),
    ),
  );
  const answers = await requestAnswers(
    deps,
    deps.db,
    lines.map((line) => line.request.id),
  );
  const byId = new Map(answers.map((answer) => [answer.id, answer]));
  const verifyIds = lines.map((line) => line.request.documentId).filter((id): id is string => !!id);
  const toVerify = new Map<string, ReturnType<typeof documentAnswer>>();
  if (verifyIds.length) {
    const rows = await deps.db.select().from(documents).where(inArray(documents.id, verifyIds));
    for (const row of rows) toVerify.set(row.id, documentAnswer(deps, row));
  }
  return {
    supplier_name: portal.supplierName,
    company_name: portal.companyName,
    requests: lines.flatMap((line) => {
      const answer = byId.get(line.request.id);
      if (!answer) return [];
      const { company_id: _c, supplier_id: _s, ...rest } = answer;
      return [
        {
          ...rest,
          item_display_name: displayNameOf(line),
          article_impa: line.article?.impaNumber ?? null,
          order_number: line.orderNumber,
          vessel_name: line.vesselName,
          document: line.request.documentId ? (toVerify.get(line.request.documentId) ?? null) : null,
        },
      ];
    }),
  };
}

/** Runs a supplier entry on one of the link's open requests (404 for anybody else's) and re-evaluates. */
async function supplierAct(
  deps: AppDeps,
  portal: PortalContext,
  requestId: string,
  act: (tx: Database, request: Awaited<ReturnType<typeof lockRequest>>, now: Date) => Promise<void>,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const request = await lockRequest(tx, { bucketId: portal.bucketId, requestId });
    if (request.supplierId !== portal.supplierId) throw notFound();
    if (request.isClosed) throw conflict('The request is closed');
    await act(tx, request, now);
    await reevaluateOrderItems(tx, [request.orderItemId], now);
  });
}

export async function supplierUpload(
  deps: AppDeps,
  portal: PortalContext,
  props: {
    requestId: string;
    filename: string;
    validFrom: Date | null;
    validTo: Date | null;
    file: DocumentUpload;
  },
) {
  // The request is checked before the file is stored, and again (locked) in the transaction.
  const [pre] = await deps.db
    .select({ supplierId: documentRequests.supplierId, isClosed: documentRequests.isClosed })
    .from(documentRequests)
    .where(and(eq(documentRequests.id, props.requestId), eq(documentRequests.bucketId, portal.bucketId)));
  if (!pre || pre.supplierId !== portal.supplierId) throw notFound();
  if (pre.isClosed) throw conflict('The request is closed');
  let documentId = '';
  await withStoredFile(deps, portal.bucketId, props.file, (fileKey, fileSize) =>
    supplierAct(deps, portal, props.requestId, async (tx, request, now) => {
      const [document] = await tx
        .insert(documents)
        .values({
          bucketId: portal.bucketId,
          type: request.documentType,
          filename: documentFilename(props.filename, props.file.contentType),
          fileSize,
          contentType: props.file.contentType,
          fileKey,
          validFrom: props.validFrom,
          validTo: props.validTo,
          addedBySupplierId: portal.supplierId,
          createdAt: now,
        })
        .returning();
      if (!document) throw new Error('insert failed');
      documentId = document.id;
      await recordAction(tx, request, {
        role: 'supplier',
        type: 'document_provided',
        now,
        documentId: document.id,
      });
    }),
  );
  const [row] = await deps.db.select().from(documents).where(eq(documents.id, documentId));
  if (!row) throw notFound();
  return documentAnswer(deps, row);
}

/** The supplier confirms the document the expert proposed for reuse still applies. */
export function supplierVerify(deps: AppDeps, portal: PortalContext, requestId: string) {
  return supplierAct(deps, portal, requestId, async (tx, request, now) => {
    if (!request.documentId) throw conflict('This request does not ask to verify a document');
    if (request.status !== 'expert_requested_verification')
      throw conflict('The request does not wait for a verification');
    await recordAction(tx, request, {
      role: 'supplier',
      type: 'document_provided',
      now,
      documentId: request.documentId,
    });
    await setReuseDecision(tx, request, 'SUPPLIER_APPROVED', now);
  });
}

export function supplierReject(deps: AppDeps, portal: PortalContext, requestId: string, message: string) {
  return supplierAct(deps, portal, requestId, async (tx, request, now) => {
    if (request.status === 'supplier_rejected_request') throw conflict('The request is already rejected');
    await recordAction(tx, request, { role: 'supplier', type: 'request_rejected', now, message });
    if (request.documentId) await setReuseDecision(tx, request, 'SUPPLIER_REJECTED', now);
  });
}

export function supplierMessage(deps: AppDeps, portal: PortalContext, requestId: string, message: string) {
  return supplierAct(deps, portal, requestId, async (tx, request, now) => {
    await recordAction(tx, request, { role: 'supplier', type: 'message', now, message });
  });
}

async function setReuseDecision(
  tx: Database,
  request: Awaited<ReturnType<typeof lockRequest>>,
  decision: 'SUPPLIER_APPROVED' | 'SUPPLIER_REJECTED',
  now: Date,
) {
  if (!request.documentId) return;
  const [context] = await tx
    .select({ articleId: items.articleId, vesselId: purchaseOrders.vesselId })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .where(eq(items.id, request.orderItemId));
  const where = and(
    eq(documentReuses.documentId, request.documentId),
    eq(documentReuses.type, request.documentType),
    context?.vesselId ? eq(documentReuses.vesselId, context.vesselId) : undefined,
    context?.articleId ? eq(documentReuses.articleId, context.articleId) : undefined,
  );
  const updated = await tx
    .update(documentReuses)
    .set({ reusageDecision: decision, modifiedAt: now })
    .where(where)
    .returning({ id: documentReuses.id });
  if (updated.length === 0) {
    await tx.insert(documentReuses).values({
      documentId: request.documentId,
      type: request.documentType,
      vesselId: context?.vesselId ?? null,
      articleId: context?.articleId ?? null,
      reusageDecision: decision,
      createdAt: now,
      modifiedAt: now,
    });
  }
}
