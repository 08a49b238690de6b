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

/** Which tables a filter reads besides the items: the order only for the vessel filter. */
export type FilterNeeds = { order: boolean };

/**
 * Items with their relations in two queries at most. The page is chosen on the items alone
 * (their list index gives the order), the to-one relations are joined to those rows only, and the
 * total comes in the same statement: `total` when the caller has it as an expression (the list
 * counters), else a count over the same filter. Check results, when asked for, are the second query.
 */
export async function selectItems(
  db: Database,
  props: {
    where: SQL;
    needs?: FilterNeeds;
    total?: SQL;
    include: ReadonlySet<string>;
    limit: number;
    offset: number;
  },
) {
  const needs = props.needs ?? { order: false };
  const base = () => {
    let query = db.select({ id: items.id }).from(items).$dynamic();
    if (needs.order) query = query.innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId));
    return query.where(props.where);
  };
  const page = base()
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(props.limit)
    .offset(props.offset)
    .as('page');
  let countQuery = db.select({ n: sql<number>`count(*)` }).from(items).$dynamic();
  if (needs.order) countQuery = countQuery.innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId));
  countQuery = countQuery.where(props.where);
  const totalQuery = props.total ? db.select({ n: props.total }).from(sql`(select 1) as one`) : countQuery;
  const rows = await db
    .select({
      item: items,
      article: articles,
      supplier: suppliers,
      order: purchaseOrders,
      vessel: vessels,
      category: categories,
      total: sql<number>`(${props.total ?? countQuery})`.mapWith(Number),
    })
    .from(page)
    .innerJoin(items, eq(items.id, page.id))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .leftJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .leftJoin(suppliers, eq(suppliers.id, items.supplierId))
    .leftJoin(categories, eq(categories.id, items.selectedArticleCategoryId))
    .orderBy(desc(items.createdAt), desc(items.id));
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
  // A page past the end has no rows to carry the total; then count on its own.
  const total = rows[0]?.total ?? (props.offset > 0 ? Number((await totalQuery)[0]?.n ?? 0) : 0);
  return { content, total };
}

export async function findItem(db: Database, id: string) {
  const [row] = await db
    .select({ item: items, bucketId: items.bucketId })
    .from(items)
    .where(and(eq(items.id, id), eq(items.isActive, true)));
  return row?.item;
}

/** The relations asked for with `include=a,b,c`. */
export function includeSet(include: string | undefined): ReadonlySet<string> {
  return new Set(
    (include ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
}
