import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, purchaseOrderItems, purchaseOrders, suppliers } from '../../db/schema/index.ts';
import { articleKeys, type ImportState } from './import-state.ts';

/** What a batch compares a stored item with (the fields a file describes) and what it marks on it. */
const STORED_ITEM = {
  id: purchaseOrderItems.id,
  extid: purchaseOrderItems.extid,
  createdAt: purchaseOrderItems.createdAt,
  orderId: purchaseOrderItems.orderId,
  supplierId: purchaseOrderItems.supplierId,
  articleId: purchaseOrderItems.articleId,
  articleDescription: purchaseOrderItems.articleDescription,
  quantityOrdered: purchaseOrderItems.quantityOrdered,
  quantityUnit: purchaseOrderItems.quantityUnit,
  remarks: purchaseOrderItems.remarks,
  itemIndex: purchaseOrderItems.itemIndex,
  isReviewClosed: purchaseOrderItems.isReviewClosed,
  newDataChanges: purchaseOrderItems.newDataChanges,
};
export type StoredItem = { [K in keyof typeof STORED_ITEM]: (typeof purchaseOrderItems.$inferSelect)[K] };

/**
 * The ids of the company's rows of `table` (orders, items) with one of these extids, probed key by
 * key. As `extid in (…a thousand keys…)` the lookup was planned, while the table's statistics lagged
 * behind a large import (a company's first), as a scan of every row of the company: 20–30 ms a batch
 * at 60,000 items and growing with each batch. The lateral subquery, kept apart by `offset 0`, can
 * only be answered by one probe of the `(bucket_id, extid)` index per key.
 */
function idsByExtid(
  table: typeof purchaseOrders | typeof purchaseOrderItems,
  bucketId: string,
  extids: string[],
): SQL {
  return inArray(
    table.id,
    sql`(select found.id from jsonb_array_elements_text(${JSON.stringify(extids)}::jsonb) as wanted(extid)
      cross join lateral (select t.id from ${table} t where t.bucket_id = ${bucketId} and t.extid = wanted.extid offset 0) found)`,
  );
}

/** The keys a batch refers to, by entity. */
export type BatchKeys = {
  suppliers: Set<string>;
  articleExtids: Set<string>;
  articleImpas: Set<string>;
  orders: Set<string>;
  items: Set<string>;
};

export const emptyBatchKeys = (): BatchKeys => ({
  suppliers: new Set(),
  articleExtids: new Set(),
  articleImpas: new Set(),
  orders: new Set(),
  items: new Set(),
});

const unknownTo = (keys: Set<string>, known: (key: string) => boolean) =>
  [...keys].filter((key) => !known(key));

/**
 * Brings what the company already stores under a batch's keys into the run's memory (suppliers,
 * articles, orders) or returns it for this batch (order items): one query per entity and batch,
 * for the keys the run has not met yet.
 */
export async function loadStored(db: Database, bucketId: string, state: ImportState, keys: BatchKeys) {
  const supplierExtids = unknownTo(keys.suppliers, (key) => state.suppliers.has(key));
  const articleExtids = unknownTo(keys.articleExtids, (key) => state.articles.has(`x:${key}`));
  const articleImpas = unknownTo(keys.articleImpas, (key) => state.articles.has(`i:${key}`));
  const orderExtids = unknownTo(keys.orders, (key) => state.orders.has(key));
  const itemExtids = [...keys.items];
  // One after the other: in a transaction the client runs one query at a time anyway.
  const storedSuppliers = supplierExtids.length
    ? await db
        .select()
        .from(suppliers)
        .where(and(eq(suppliers.bucketId, bucketId), inArray(suppliers.extid, supplierExtids)))
    : [];
  const storedArticles =
    articleExtids.length || articleImpas.length
      ? await db
          .select()
          .from(articles)
          .where(
            and(
              eq(articles.bucketId, bucketId),
              or(
                articleExtids.length ? inArray(articles.extid, articleExtids) : undefined,
                articleImpas.length ? inArray(articles.impaNumber, articleImpas) : undefined,
              ),
            ),
          )
      : [];
  const storedOrders = orderExtids.length
    ? await db
        .select()
        .from(purchaseOrders)
        .where(idsByExtid(purchaseOrders, bucketId, orderExtids))
    : [];
  const storedItems = itemExtids.length
    ? await db
        .select(STORED_ITEM)
        .from(purchaseOrderItems)
        .where(idsByExtid(purchaseOrderItems, bucketId, itemExtids))
    : [];
  for (const supplier of storedSuppliers) {
    if (!supplier.extid || state.suppliers.has(supplier.extid)) continue;
    state.suppliers.set(supplier.extid, {
      id: supplier.id,
      stored: true,
      firstRow: 0,
      values: {
        extid: supplier.extid,
        name: supplier.name,
        contact_emails: supplier.contactEmails.join(' '),
      },
    });
  }
  for (const article of storedArticles) {
    const values = {
      extid: article.extid,
      impa_number: article.impaNumber,
      name: article.name,
      description: article.description,
    };
    const known = { id: article.id, stored: true, firstRow: 0, values };
    for (const key of articleKeys(values)) if (!state.articles.has(key)) state.articles.set(key, known);
  }
  for (const order of storedOrders) {
    if (!order.extid || state.orders.has(order.extid)) continue;
    state.orders.set(order.extid, {
      id: order.id,
      vesselId: order.vesselId,
      stored: true,
      firstRow: 0,
      values: {
        extid: order.extid,
        order_number: order.orderNumber,
        requisition_number: order.requisitionNumber,
        status: order.status,
        ordered_at: order.orderedAt,
        remarks: order.remarks,
        vessel_id: order.vesselId,
      },
    });
  }
  // Several stored items may share an extid (typed in by hand before imports): the oldest is the one.
  const items = new Map<string, StoredItem>();
  for (const item of storedItems.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (item.extid && !items.has(item.extid)) items.set(item.extid, item);
  }
  return items;
}
