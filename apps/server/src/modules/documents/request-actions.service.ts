import type { ZDocumentRequestActionCreate } from '@keelson/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  documentRequestActions,
  documentRequests,
  purchaseOrderItems as items,
} from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';
import type { ActionRow } from './document.presenters.ts';
import { recordAction } from './request-history.ts';

/** The request of that item and company, locked; 404 otherwise. */
export async function lockRequest(
  tx: Database,
  props: { bucketId: string; itemId?: string; requestId: string },
) {
  const [request] = await tx
    .select()
    .from(documentRequests)
    .where(
      and(
        eq(documentRequests.id, props.requestId),
        eq(documentRequests.bucketId, props.bucketId),
        props.itemId ? eq(documentRequests.orderItemId, props.itemId) : undefined,
      ),
    )
    .for('update');
  if (!request) throw notFound();
  return request;
}

/**
 * The document the supplier provided last and the expert has not decided on yet (an accepted or
 * rejected entry after it settles it); undefined when there is none.
 */
export function pendingProvidedDocument(actions: ActionRow[]): string | undefined {
  let pending: string | undefined;
  for (const action of [...actions].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (action.type === 'document_provided' && action.documentId) pending = action.documentId;
    if (action.type === 'document_accepted' || action.type === 'document_rejected') pending = undefined;
  }
  return pending;
}

/**
 * An expert's entry on an open request: a message; accepting the provided document (selects it on
 * the item and closes the request); rejecting it (back to the supplier); closing without a document.
 */
export async function expertAction(
  deps: AppDeps,
  props: {
    bucketId: string;
    itemId: string;
    requestId: string;
    userId: string;
    body: z.infer<typeof ZDocumentRequestActionCreate>;
  },
) {
  const now = deps.now();
  const { body } = props;
  await deps.db.transaction(async (tx) => {
    const [item] = await tx.select().from(items).where(eq(items.id, props.itemId)).for('update');
    if (!item || item.bucketId !== props.bucketId) throw notFound();
    const request = await lockRequest(tx, props);
    if (request.isClosed) throw conflict('The request is closed');
    const entry = { role: 'expert' as const, now, userId: props.userId, message: body.message ?? null };
    if (body.type === 'message') {
      if (!body.message) throw badRequest('A message needs a text');
      await recordAction(tx, request, { ...entry, type: 'message' });
    } else if (body.type === 'closed') {
      await recordAction(tx, request, { ...entry, type: 'closed' }, { isClosed: true, closedAt: now });
    } else {
      const actions = await tx
        .select()
        .from(documentRequestActions)
        .where(eq(documentRequestActions.requestId, request.id));
      const pending = pendingProvidedDocument(actions);
      if (!pending) throw conflict('No provided document waits for a decision');
      if (body.document_id && body.document_id !== pending)
        throw conflict('That document is not the one waiting for a decision');
      if (body.type === 'document_rejected') {
        await recordAction(tx, request, { ...entry, type: 'document_rejected', documentId: pending });
      } else {
        if (item.isReviewClosed) throw conflict('The review is closed; reopen it first');
        await recordAction(
          tx,
          request,
          { ...entry, type: 'document_accepted', documentId: pending },
          { isClosed: true, closedAt: now, documentId: pending },
        );
        await tx
          .update(items)
          .set(
            request.documentType === 'md'
              ? { selectedMdDocumentId: pending, selectedMdDocumentAt: now }
              : { selectedSdocDocumentId: pending, selectedSdocDocumentAt: now },
          )
          .where(eq(items.id, item.id));
      }
    }
    await tx.update(items).set({ expertLastActivityAt: now, modifiedAt: now }).where(eq(items.id, item.id));
    await reevaluateOrderItems(tx, [item.id], now);
  });
}
