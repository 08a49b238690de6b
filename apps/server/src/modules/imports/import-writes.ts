import {
  type CategoryRelevancy,
  evaluateOrder,
  type OrderEvaluationItem,
  type ServiceLevels,
  serviceLevelsFrom,
} from '@keelson/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  articles,
  buckets,
  categories,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';
import { arrivingItem, insertArrivingItems } from '../order-items/arriving-items.ts';
import { reevaluateOrderItems, reevaluateOrders } from '../order-items/item-evaluation.service.ts';
import { rulesOnArrival } from '../rules/rules-on-arrival.ts';
import type { BatchPlan } from './import-plan.ts';
import { updateRows } from './import-updates.ts';

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters for the widest table. */
const CHUNK = 500;

async function insertAll<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

/**
 * Writes a batch's plan in the caller's transaction: entities in reference order, new items with
 * what the company's rules decide on them, then one re-evaluation of every item the batch touched
 * (new, changed, or on an order whose status changed), so lists and statistics move with the commit.
 */
export async function writePlan(tx: Database, props: { bucketId: string; plan: BatchPlan; now: Date }) {
  const { plan, now, bucketId } = props;
  await updateRows(tx, vessels, plan.vesselUpdates);
  await insertAll(plan.supplierInserts, (chunk) => tx.insert(suppliers).values(chunk));
  await updateRows(tx, suppliers, plan.supplierUpdates);
  await insertAll(plan.articleInserts, (chunk) => tx.insert(articles).values(chunk));
  await updateRows(tx, articles, plan.articleUpdates);

  // The rules and the evaluation need the articles stored, not the orders: new items are decided and
  // evaluated first, so that new orders are inserted with their evaluation.
  const rules = plan.itemInserts.length
    ? await rulesOnArrival(tx, {
        bucketId,
        items: plan.itemInserts.map(({ item, vesselId, order }) => ({
          articleId: item.articleId ?? null,
          supplierId: item.supplierId ?? null,
          articleDescription: item.articleDescription ?? null,
          extid: item.extid ?? null,
          vesselId,
          order,
        })),
        now,
      })
    : null;
  const newItems = await evaluatedNewItems(tx, { bucketId, plan, columns: rules?.columns ?? [], now });
  const newOrders = new Set(plan.orderInserts.map((order) => order.id));
  await insertAll(newOrdersEvaluated(plan.orderInserts, newItems), (chunk) =>
    tx.insert(purchaseOrders).values(chunk),
  );
  await updateRows(tx, purchaseOrders, plan.orderUpdates);
  await insertArrivingItems(tx, newItems);
  await updateRows(tx, purchaseOrderItems, plan.itemUpdates);
  const onChangedOrders = plan.changedOrderIds.size
    ? await markOrderNews(tx, [...plan.changedOrderIds], now)
    : [];
  // New items were evaluated before their insert; changed ones, and those of changed orders, now
  // (with their orders: an item moved onto a new order is counted there again).
  await reevaluateOrderItems(tx, [...plan.itemUpdates.map((update) => update.id), ...onChangedOrders], now);
  // Orders stored before this batch (earlier batches, earlier imports) have items it does not hold.
  await reevaluateOrders(tx, [
    ...new Set(plan.itemInserts.map(({ order }) => order.id).filter((id) => !newOrders.has(id))),
  ]);
  await rules?.record(newItems.map((item) => item.id));
}

/**
 * New orders with their evaluation: an order inserted by this batch has no items but this batch's
 * new ones, whose evaluations are at hand, so the order is evaluated by the same engine as
 * `reevaluateOrders` without reading its items back (a test compares the two).
 */
function newOrdersEvaluated(
  orders: BatchPlan['orderInserts'],
  newItems: readonly { orderId: string; evaluation: unknown }[],
) {
  if (orders.length === 0) return [];
  const byOrder = new Map<string, OrderEvaluationItem[]>();
  for (const { orderId, evaluation } of newItems) {
    const list = byOrder.get(orderId);
    if (list) list.push(evaluation as OrderEvaluationItem);
    else byOrder.set(orderId, [evaluation as OrderEvaluationItem]);
  }
  return orders.map((order) => ({ ...order, evaluation: evaluateOrder(byOrder.get(order.id) ?? []) }));
}

/** The items of orders a re-import changed; those whose review is closed learn that their order has news. */
async function markOrderNews(tx: Database, orderIds: string[], now: Date) {
  const items = await tx
    .select({
      id: purchaseOrderItems.id,
      closed: purchaseOrderItems.isReviewClosed,
      news: purchaseOrderItems.newDataChanges,
    })
    .from(purchaseOrderItems)
    .where(inArray(purchaseOrderItems.orderId, orderIds));
  const closed = items.filter((item) => item.closed && !item.news.includes('order'));
  await updateRows(
    tx,
    purchaseOrderItems,
    closed.map((item) => ({
      id: item.id,
      set: { hasNewDataToReview: true, newDataChanges: [...item.news, 'order'].sort(), newDataAt: now },
    })),
    sql`t.is_review_closed`,
  );
  return items.map((item) => item.id);
}

/** The new items with what the rules chose for them and their evaluation: inserted once, final. */
async function evaluatedNewItems(
  tx: Database,
  props: {
    bucketId: string;
    plan: BatchPlan;
    columns: Partial<typeof purchaseOrderItems.$inferInsert>[];
    now: Date;
  },
) {
  if (props.plan.itemInserts.length === 0) return [];
  // One after the other: a transaction's client runs one query at a time anyway.
  const relevancies = await tx
    .select({ id: categories.id, relevancy: categories.relevancy })
    .from(categories)
    .where(eq(categories.bucketId, props.bucketId));
  const [bucket] = await tx
    .select({ settings: buckets.settings })
    .from(buckets)
    .where(eq(buckets.id, props.bucketId));
  const relevancyOf = new Map(relevancies.map((row) => [row.id, row.relevancy as CategoryRelevancy]));
  const serviceLevels = serviceLevelsFrom(
    (bucket?.settings as { serviceLevels?: Partial<ServiceLevels> } | null)?.serviceLevels,
  );
  return props.plan.itemInserts.map(({ item, order, article }, index) => {
    const values = { ...item, ...props.columns[index], createdAt: item.createdAt ?? props.now };
    const categoryId = values.selectedArticleCategoryId ?? null;
    return arrivingItem(values, {
      order,
      article,
      relevancy: (categoryId && relevancyOf.get(categoryId)) || 'none',
      serviceLevels,
      now: props.now,
    });
  });
}
