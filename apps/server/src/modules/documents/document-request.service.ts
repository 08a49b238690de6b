import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  documentRequestActions,
  documentRequests,
  documentReuses,
  documents,
  purchaseOrderItems as items,
  purchaseOrders,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { mailsQueued } from '../../mail/mail-job.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';
import { type DocumentRow, requestAnswer } from './document.presenters.ts';
import { mailSuppliers, recordAction } from './request-history.ts';

type RequestType = 'md' | 'sdoc';
export type RequestAsk = { itemId: string; type: RequestType; documentId?: string | undefined };
type Skip = { item_id: string; document_type: RequestType; reason: string };

/** Requests with their conversations, as answered by the API. */
export async function requestAnswers(deps: AppDeps, db: Database, requestIds: string[]) {
  if (requestIds.length === 0) return [];
  const [requests, actions] = await Promise.all([
    db.select().from(documentRequests).where(inArray(documentRequests.id, requestIds)),
    db.select().from(documentRequestActions).where(inArray(documentRequestActions.requestId, requestIds)),
  ]);
  const documentIds = [
    ...new Set(
      [...actions.map((a) => a.documentId), ...requests.map((r) => r.documentId)].filter(
        (id): id is string => !!id,
      ),
    ),
  ];
  const docs = documentIds.length
    ? await db.select().from(documents).where(inArray(documents.id, documentIds))
    : [];
  const byId = new Map<string, DocumentRow>(docs.map((d) => [d.id, d]));
  const byRequest = new Map(requests.map((r) => [r.id, r]));
  return requestIds.flatMap((id) => {
    const request = byRequest.get(id);
    return request
      ? [
          requestAnswer(
            deps,
            request,
            actions.filter((a) => a.requestId === id),
            byId,
          ),
        ]
      : [];
  });
}

/**
 * Creates requests for items of one company and mails each supplier once, after the commit.
 * `strict`: any refusal is an error (one item); otherwise refused asks are skipped and reported
 * (batch).
 */
export async function createRequests(
  deps: AppDeps,
  props: {
    bucketId: string;
    userId: string;
    asks: RequestAsk[];
    message?: string | undefined;
    strict: boolean;
  },
) {
  const now = deps.now();
  const { answer, mails } = await deps.db.transaction(async (tx) => {
    const itemIds = [...new Set(props.asks.map((ask) => ask.itemId))];
    const rows = await tx
      .select({ item: items, vesselId: purchaseOrders.vesselId })
      .from(items)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
      .where(and(inArray(items.id, itemIds), eq(items.bucketId, props.bucketId)))
      .for('update', { of: items });
    const byId = new Map(rows.map((row) => [row.item.id, row]));
    const open = await tx
      .select({ itemId: documentRequests.orderItemId, type: documentRequests.documentType })
      .from(documentRequests)
      .where(and(inArray(documentRequests.orderItemId, itemIds), eq(documentRequests.isClosed, false)));
    const isOpen = new Set(open.map((o) => `${o.itemId}|${o.type}`));
    const created: string[] = [];
    const skipped: Skip[] = [];
    const refuse = (ask: RequestAsk, status: 404 | 409, reason: string) => {
      if (props.strict) throw status === 404 ? notFound() : conflict(reason);
      skipped.push({ item_id: ask.itemId, document_type: ask.type, reason });
    };
    for (const ask of props.asks) {
      const row = byId.get(ask.itemId);
      if (!row) {
        refuse(ask, 404, 'item not found');
        continue;
      }
      if (!row.item.supplierId) {
        refuse(ask, 409, 'the item has no supplier');
        continue;
      }
      if (row.item.isReviewClosed) {
        refuse(ask, 409, 'the review is closed');
        continue;
      }
      if (isOpen.has(`${ask.itemId}|${ask.type}`)) {
        refuse(ask, 409, `an open ${ask.type} request exists`);
        continue;
      }
      if (ask.documentId) {
        const [document] = await tx
          .select({ id: documents.id, type: documents.type })
          .from(documents)
          .where(and(eq(documents.id, ask.documentId), eq(documents.bucketId, props.bucketId)));
        if (!document || document.type !== ask.type)
          throw badRequest('Unknown document of that type', { document_id: ask.documentId });
      }
      const [request] = await tx
        .insert(documentRequests)
        .values({
          orderItemId: ask.itemId,
          bucketId: props.bucketId,
          supplierId: row.item.supplierId,
          documentType: ask.type,
          startedAt: now,
          documentId: ask.documentId ?? null,
          status: ask.documentId ? 'expert_requested_verification' : 'expert_requested_document',
          supplierNotifiedAt: now,
        })
        .returning();
      if (!request) throw new Error('insert failed');
      if (ask.documentId) {
        // The expert's wish to reuse is a note of the system: the supplier's turn stays (table D).
        await recordAction(tx, request, {
          role: 'system',
          type: 'document_available',
          now,
          documentId: ask.documentId,
        });
        await tx.insert(documentReuses).values({
          documentId: ask.documentId,
          vesselId: row.vesselId,
          articleId: row.item.articleId,
          type: ask.type,
          createdAt: now,
        });
      } else {
        await recordAction(tx, request, {
          role: 'expert',
          type: 'document_requested',
          now,
          userId: props.userId,
        });
      }
      if (props.message) {
        await recordAction(tx, request, {
          role: 'expert',
          type: 'message',
          now,
          userId: props.userId,
          message: props.message,
        });
      }
      isOpen.add(`${ask.itemId}|${ask.type}`);
      created.push(request.id);
    }
    const touched = [...new Set(props.asks.map((a) => a.itemId).filter((id) => byId.has(id)))];
    if (touched.length) {
      await tx
        .update(items)
        .set({ expertLastActivityAt: now, modifiedAt: now })
        .where(inArray(items.id, touched));
    }
    await reevaluateOrderItems(tx, touched, now);
    const answers = await requestAnswers(deps, tx, created);
    const mails = await mailSuppliers(deps, tx, {
      requestIds: created,
      kind: 'request',
      now,
      message: props.message,
    });
    // mails_sent counts the mails queued: a failed send is retried later, not lost.
    return { answer: { created: answers, skipped, mails_sent: mails.length }, mails };
  });
  if (mails.length > 0) mailsQueued(deps);
  return answer;
}
