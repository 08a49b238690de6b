import type { RuleItem, RuleSubject } from '@keelson/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, purchaseOrderItems as items, purchaseOrders } from '../../db/schema/index.ts';

export type RuleTarget = RuleSubject & RuleItem & { id: string; selectedCategoryId: string | null };

/**
 * What the rules look at for each of the given items of a company, in one query: the search text,
 * vessel, supplier, category (the expert's choice, else the article's), IMPA code, review state and
 * the expert's last activity.
 */
export async function loadRuleTargets(
  db: Database,
  bucketId: string,
  itemIds: readonly string[],
): Promise<RuleTarget[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select({
      id: items.id,
      searchText: items.searchText,
      vesselId: purchaseOrders.vesselId,
      supplierId: items.supplierId,
      selectedCategoryId: items.selectedArticleCategoryId,
      categoryId: sql<string | null>`coalesce(${items.selectedArticleCategoryId}, ${articles.categoryId})`,
      impaCode: articles.impaNumber,
      isReviewClosed: items.isReviewClosed,
      expertChangedAt: items.expertLastActivityAt,
    })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .where(and(eq(items.bucketId, bucketId), inArray(items.id, [...itemIds])));
  return rows;
}
