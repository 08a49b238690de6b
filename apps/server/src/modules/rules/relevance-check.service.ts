import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { articles, categories, purchaseOrderItems as items } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';

/** Items re-evaluated per statement when articles change category. */
const REEVALUATE_CHUNK = 1000;

/**
 * Sets many articles' category (the relevance check's bulk change, decision 0028): the articles'
 * open items still on the old category (or none) follow — an expert's other choice and closed
 * reviews stand — and every item of the changed articles is re-evaluated. Unknown articles or
 * categories of the company are a 400, with nothing written (the caller's transaction).
 */
export async function setArticleCategories(
  tx: Database,
  props: { bucketId: string; changes: Map<string, string | null>; now: Date },
) {
  const { bucketId, changes, now } = props;
  const known = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.bucketId, bucketId), inArray(articles.id, [...changes.keys()])));
  const unknownArticle = [...changes.keys()].find((id) => !known.some((row) => row.id === id));
  if (unknownArticle) throw badRequest('Unknown article', { id: unknownArticle });
  const wanted = [...new Set([...changes.values()].filter((id): id is string => id !== null))];
  const found = wanted.length
    ? await tx
        .select({ id: categories.id })
        .from(categories)
        .where(and(eq(categories.bucketId, bucketId), inArray(categories.id, wanted)))
    : [];
  const unknownCategory = wanted.find((id) => !found.some((row) => row.id === id));
  if (unknownCategory) throw badRequest('Unknown category', { category_id: unknownCategory });
  const byCategory = new Map<string | null, string[]>();
  for (const [articleId, target] of changes)
    byCategory.set(target, [...(byCategory.get(target) ?? []), articleId]);
  for (const [target, ids] of byCategory) {
    // Open items still on the article's old category (or none) follow it; an expert's other
    // choice and closed reviews stand. Done before the articles change: the join reads the old one.
    await tx
      .update(items)
      .set({
        selectedArticleCategoryId: target,
        selectedArticleCategoryAt: target ? now : null,
        modifiedAt: now,
      })
      .where(
        and(
          eq(items.bucketId, bucketId),
          inArray(items.articleId, ids),
          eq(items.isReviewClosed, false),
          sql`(${items.selectedArticleCategoryId} is null or ${items.selectedArticleCategoryId} = (select ${articles.categoryId} from ${articles} where ${articles.id} = ${items.articleId}))`,
        ),
      );
    await tx.update(articles).set({ categoryId: target }).where(inArray(articles.id, ids));
  }
  const affected = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.bucketId, bucketId), inArray(items.articleId, [...changes.keys()])));
  for (let start = 0; start < affected.length; start += REEVALUATE_CHUNK)
    await reevaluateOrderItems(
      tx,
      affected.slice(start, start + REEVALUATE_CHUNK).map((row) => row.id),
      now,
    );
  return { updated: changes.size, reevaluated: affected.length };
}
