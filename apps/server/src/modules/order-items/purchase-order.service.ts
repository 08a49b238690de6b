import type { ZPurchaseOrderCreate } from '@keelson/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { articles, purchaseOrderItems, purchaseOrders, suppliers, vessels } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { rulesOnArrival } from '../rules/rules-on-arrival.ts';
import { reevaluateOrderItems } from './item-evaluation.service.ts';

/** Creates an order with its items, evaluates them and lets the rules work on them, in one transaction. */
export async function createPurchaseOrder(
  deps: AppDeps,
  props: {
    bucketId: string;
    /** null for an order pushed with an API key. */
    userId: string | null;
    body: z.infer<typeof ZPurchaseOrderCreate>;
  },
) {
  const { body } = props;
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [vessel] = await tx
      .select({ id: vessels.id })
      .from(vessels)
      .where(and(eq(vessels.id, body.vessel_id), eq(vessels.bucketId, props.bucketId)));
    if (!vessel) throw badRequest('Unknown vessel', { vessel_id: body.vessel_id });
    // Articles and suppliers must belong to the same company.
    const articleIds = [
      ...new Set(body.items.map((item) => item.article_id).filter((id): id is string => Boolean(id))),
    ];
    const supplierIds = [
      ...new Set(body.items.map((item) => item.supplier_id).filter((id): id is string => Boolean(id))),
    ];
    if (articleIds.length) {
      const found = await tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(inArray(articles.id, articleIds), eq(articles.bucketId, props.bucketId)));
      if (found.length !== articleIds.length) throw badRequest('Unknown article');
    }
    if (supplierIds.length) {
      const found = await tx
        .select({ id: suppliers.id })
        .from(suppliers)
        .where(and(inArray(suppliers.id, supplierIds), eq(suppliers.bucketId, props.bucketId)));
      if (found.length !== supplierIds.length) throw badRequest('Unknown supplier');
    }
    const [order] = await tx
      .insert(purchaseOrders)
      .values({
        bucketId: props.bucketId,
        vesselId: body.vessel_id,
        extid: body.extid ?? null,
        orderNumber: body.order_number ?? null,
        requisitionNumber: body.requisition_number ?? null,
        status: body.status,
        orderedAt: body.ordered_at ? new Date(body.ordered_at) : now,
        remarks: body.remarks ?? null,
        createdByUserId: props.userId,
        modifiedAt: now,
      })
      .returning();
    if (!order) throw new Error('order not created');
    // Active rules decide on the new items before they are stored (categorised, closed where a new
    // item's review may close), training rules suggest (docs/domain/rules.md): stored and evaluated once.
    const rules = await rulesOnArrival(tx, {
      bucketId: props.bucketId,
      vesselId: body.vessel_id,
      order: { orderNumber: order.orderNumber, requisitionNumber: order.requisitionNumber },
      items: body.items.map((item) => ({
        articleId: item.article_id ?? null,
        supplierId: item.supplier_id ?? null,
        articleDescription: item.article_description ?? null,
        extid: item.extid ?? null,
      })),
      now,
    });
    const inserted = await tx
      .insert(purchaseOrderItems)
      .values(
        body.items.map((item, index) => ({
          bucketId: props.bucketId,
          orderId: order.id,
          extid: item.extid ?? null,
          articleId: item.article_id ?? null,
          articleDescription: item.article_description ?? null,
          supplierId: item.supplier_id ?? null,
          quantityOrdered: item.quantity_ordered ?? null,
          quantityUnit: item.quantity_unit ?? null,
          remarks: item.remarks ?? null,
          itemIndex: index + 1,
          createdAt: now,
          ...rules?.columns[index],
        })),
      )
      .returning({ id: purchaseOrderItems.id, itemIndex: purchaseOrderItems.itemIndex });
    // In the order sent (item index), as the rules' records are.
    const itemIds = [...inserted]
      .sort((a, b) => (a.itemIndex ?? 0) - (b.itemIndex ?? 0))
      .map((item) => item.id);
    await reevaluateOrderItems(tx, itemIds, now);
    await rules?.record(itemIds);
    const [stored] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, order.id));
    return { order: stored ?? order, numItems: inserted.length };
  });
}
