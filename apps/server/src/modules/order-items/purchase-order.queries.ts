import { desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems as items, purchaseOrders, vessels } from '../../db/schema/index.ts';
import { vesselAnswer } from '../maintenance/catalog.presenters.ts';
import { orderAnswer } from './order-item.presenters.ts';

type OrderRow = typeof purchaseOrders.$inferSelect;

function orderWithCounts(
  row: { order: OrderRow; vessel: typeof vessels.$inferSelect | null; numItems: number },
  includeVessel: boolean,
) {
  return {
    ...orderAnswer(row.order),
    num_items: row.numItems,
    evaluation: (row.order.evaluation as Record<string, unknown> | null) ?? null,
    ...(includeVessel && row.vessel ? { vessel: vesselAnswer(row.vessel) } : {}),
  };
}

// The active items of the order, counted in the same statement as the order row.
const numItems =
  sql<number>`(select count(*) from ${items} where ${items.orderId} = ${purchaseOrders.id} and ${items.isActive})`.mapWith(
    Number,
  );

/**
 * A page of orders, newest first, with vessel, item count and total in one statement: the page is
 * chosen on the orders' (bucket, ordered_at) index and the total is a count over the same filter.
 */
export async function selectOrders(
  db: Database,
  props: { where: SQL; includeVessel: boolean; limit: number; offset: number },
) {
  const countQuery = db.select({ n: sql<number>`count(*)` }).from(purchaseOrders).where(props.where);
  const rows = await db
    .select({
      order: purchaseOrders,
      vessel: vessels,
      numItems,
      total: sql<number>`(${countQuery})`.mapWith(Number),
    })
    .from(purchaseOrders)
    .leftJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .where(props.where)
    .orderBy(desc(purchaseOrders.orderedAt), desc(purchaseOrders.id))
    .limit(props.limit)
    .offset(props.offset);
  const content = rows.map((row) => orderWithCounts(row, props.includeVessel));
  // A page past the end has no rows to carry the total; then count on its own.
  const total = rows[0]?.total ?? (props.offset > 0 ? Number((await countQuery)[0]?.n ?? 0) : 0);
  return { content, total };
}

/** One order of any company (the caller checks access on its bucket), with vessel and item count. */
export async function findOrder(db: Database, id: string) {
  const [row] = await db
    .select({ order: purchaseOrders, vessel: vessels, numItems })
    .from(purchaseOrders)
    .leftJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .where(eq(purchaseOrders.id, id));
  return row
    ? {
        bucketId: row.order.bucketId,
        vesselId: row.order.vesselId,
        answer: (vessel: boolean) => orderWithCounts(row, vessel),
      }
    : undefined;
}
