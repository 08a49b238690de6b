import type { TItemEdit } from '@keelson/contract';
import { MESSAGES } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { documentRequests, documents, purchaseOrderItems as items } from '../../db/schema/index.ts';
import { badRequest, conflict } from '../../errors.ts';
import { recordAction } from '../documents/request-history.ts';
import { actOnItem } from './order-item-review.service.ts';

/** An expert's edit of the item's own fields: only the fields sent change; re-evaluated. */
export function editItem(deps: AppDeps, itemId: string, edit: TItemEdit) {
  const columns: Partial<typeof items.$inferInsert> = {};
  if (edit.remarks !== undefined) columns.remarks = edit.remarks;
  if (edit.article_description !== undefined) columns.articleDescription = edit.article_description;
  if (edit.quantity_unit !== undefined) columns.quantityUnit = edit.quantity_unit;
  if (edit.quantity_ordered !== undefined) columns.quantityOrdered = edit.quantity_ordered;
  if (edit.quantity_delivered !== undefined) columns.quantityDelivered = edit.quantity_delivered;
  if (edit.delivery_code !== undefined) columns.deliveryCode = edit.delivery_code;
  return actOnItem(deps, itemId, async (tx, item) => {
    // Without an article the description is the item's name: it can be changed, not emptied.
    if (edit.article_description === null && item.articleId === null)
      throw badRequest('Invalid request', [{ path: '/article_description', message: MESSAGES.required }]);
    await tx.update(items).set(columns).where(eq(items.id, itemId));
  });
}

/**
 * Selects a company document of that type as the item's MD or SDoC (null unselects). An open
 * request of that type is settled by the selection: a `closed` entry by the expert naming the
 * document, the request closed with that document (so its conversation shows it).
 */
export function selectDocument(
  deps: AppDeps,
  props: { itemId: string; userId: string; type: 'md' | 'sdoc'; documentId: string | null },
) {
  const { type, documentId } = props;
  return actOnItem(deps, props.itemId, async (tx, item, now) => {
    if (documentId) {
      const [document] = await tx
        .select({ type: documents.type })
        .from(documents)
        .where(and(eq(documents.id, documentId), eq(documents.bucketId, item.bucketId)));
      if (!document) throw badRequest('Invalid request', { document_id: 'not a document of the company' });
      if (document.type !== type)
        throw badRequest('Invalid request', { document_id: `not an ${type} document`, type: document.type });
    }
    if (item.isReviewClosed) throw conflict('The review is closed; reopen it first');
    const at = documentId ? now : null;
    await tx
      .update(items)
      .set(
        type === 'md'
          ? { selectedMdDocumentId: documentId, selectedMdDocumentAt: at }
          : { selectedSdocDocumentId: documentId, selectedSdocDocumentAt: at },
      )
      .where(eq(items.id, item.id));
    if (!documentId) return;
    const open = await tx
      .select()
      .from(documentRequests)
      .where(
        and(
          eq(documentRequests.orderItemId, item.id),
          eq(documentRequests.documentType, type),
          eq(documentRequests.isClosed, false),
        ),
      )
      .for('update');
    for (const request of open) {
      await recordAction(
        tx,
        request,
        { role: 'expert', type: 'closed', now, userId: props.userId, documentId },
        { isClosed: true, closedAt: now, documentId },
      );
    }
  });
}
