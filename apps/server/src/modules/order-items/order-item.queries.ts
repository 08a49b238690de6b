import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  articles,
  categories,
  checkResults,
  purchaseOrderItems as items,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';
import { type ItemRelations, itemAnswer } from './order-item.presenters.ts';

export const ITEM_INCLUDES = [
  'article',
  'supplier',
  'order',
  'vessel',
  'selected_category',
  'check_results',
] as const;
export type ItemInclude = (typeof ITEM_INCLUDES)[number];

function relationsOf(
  row: {
    article: typeof articles.$inferSelect | null;
    supplier: typeof suppliers.$inferSelect | null;
    order: typeof purchaseOrders.$inferSelect | null;
    vessel: typeof vessels.$inferSelect | null;
    category: typeof categories.$inferSelect | null;
  },
  include: ReadonlySet<string>,
  checks: (typeof checkResults.$inferSelect)[] | undefined,
): ItemRelations {
  const relations: ItemRelations = { article: row.article };
  if (include.has('supplier')) relations.supplier = row.supplier;
  if (include.has('order')) relations.order = row.order;
  if (include.has('vessel')) relations.vessel = row.vessel;
  if (include.has('selected_category')) relations.category = row.category;
  if (checks) relations.checks = checks;
  return relations;
}

/**
 * Items with their relations in two queries at most: the page (with its total) joined with every
 * to-one relation, and the check results of the page's items when asked for.
 */
export async function selectItems(
  db: Database,
  props: { where: SQL; include: ReadonlySet<string>; limit: number; offset: number },
) {
  const rows = await db
    .select({
      item: items,
      article: articles,
      supplier: suppliers,
      order: purchaseOrders,
      vessel: vessels,
      category: categories,
      total: sql<number>`count(*) over()`.mapWith(Number),
    })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .leftJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .leftJoin(suppliers, eq(suppliers.id, items.supplierId))
    .leftJoin(categories, eq(categories.id, items.selectedArticleCategoryId))
    .where(props.where)
    .orderBy(desc(items.createdAt), asc(items.itemIndex), asc(items.id))
    .limit(props.limit)
    .offset(props.offset);
  const ids = rows.map((row) => row.item.id);
  const checks =
    props.include.has('check_results') && ids.length
      ? await db
          .select()
          .from(checkResults)
          .where(inArray(checkResults.orderItemId, ids))
          .orderBy(asc(checkResults.createdAt))
      : undefined;
  const content = rows.map((row) =>
    itemAnswer(
      row.item,
      relationsOf(
        row,
        props.include,
        checks?.filter((check) => check.orderItemId === row.item.id),
      ),
    ),
  );
  return { content, total: rows[0]?.total ?? 0 };
}

export async function findItem(db: Database, id: string) {
  const [row] = await db
    .select({ item: items, bucketId: items.bucketId })
    .from(items)
    .where(and(eq(items.id, id), eq(items.isActive, true)));
  return row?.item;
}
