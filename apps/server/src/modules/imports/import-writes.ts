import { type CategoryRelevancy, type ServiceLevels, serviceLevelsFrom } from '@keelson/domain';
import { and, eq, inArray } from 'drizzle-orm';
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
import { arrivingItemFields, insertArrivingItems } from '../order-items/arriving-items.ts';
import { reevaluateOrderItems, reevaluateOrders } from '../order-items/item-evaluation.service.ts';
import { rulesOnArrival } from '../rules/rules-on-arrival.ts';
import type { BatchPlan } from './import-plan.ts';

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
  for (const { id, set } of plan.vesselUpdates) await tx.update(vessels).set(set).where(eq(vessels.id, id));
  await insertAll(plan.supplierInserts, (chunk) => tx.insert(suppliers).values(chunk));
  for (const { id, set } of plan.supplierUpdates)
    await tx.update(suppliers).set(set).where(eq(suppliers.id, id));
  await insertAll(plan.articleInserts, (chunk) => tx.insert(articles).values(chunk));
  for (const { id, set } of plan.articleUpdates)
    await tx.update(articles).set(set).where(eq(articles.id, id));
  await insertAll(plan.orderInserts, (chunk) => tx.insert(purchaseOrders).values(chunk));
  for (const { id, set } of plan.orderUpdates) {
    await tx.update(purchaseOrders).set(set).where(eq(purchaseOrders.id, id));
  }

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
  await insertArrivingItems(tx, newItems);
  for (const { id, set } of plan.itemUpdates) {
    await tx.update(purchaseOrderItems).set(set).where(eq(purchaseOrderItems.id, id));
  }
  const onChangedOrders = plan.changedOrderIds.size
    ? await markOrderNews(tx, [...plan.changedOrderIds], now)
    : [];
  // New items were evaluated before their insert; changed ones, and those of changed orders, now.
  await reevaluateOrderItems(tx, [...plan.itemUpdates.map((update) => update.id), ...onChangedOrders], now);
  await reevaluateOrders(tx, [...new Set(plan.itemInserts.map(({ order }) => order.id))]);
  await rules?.record(newItems.map((item) => item.id));
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
  for (const item of closed) {
    await tx
      .update(purchaseOrderItems)
      .set({ hasNewDataToReview: true, newDataChanges: [...item.news, 'order'].sort(), newDataAt: now })
      .where(and(eq(purchaseOrderItems.id, item.id), eq(purchaseOrderItems.isReviewClosed, true)));
  }
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
    return {
      ...values,
      ...arrivingItemFields(values, {
        order,
        article,
        relevancy: (categoryId && relevancyOf.get(categoryId)) || 'none',
        serviceLevels,
        now: props.now,
      }),
    };
  });
}
