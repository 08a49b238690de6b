import { type CategoryRelevancy, isReviewClosable, itemSearchText, ruleDecider } from '@keelson/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  articles,
  categories,
  type purchaseOrderItems as items,
  ruleApplications,
} from '../../db/schema/index.ts';
import { workingRules } from './rule-scope.ts';

export type ArrivingItem = {
  articleId: string | null;
  supplierId: string | null;
  articleDescription: string | null;
  extid: string | null;
  /** Items of several orders (an import): each names its own vessel and order. */
  vesselId?: string;
  order?: { orderNumber: string | null; requisitionNumber: string | null };
};
type ItemColumns = Partial<typeof items.$inferInsert>;

/**
 * The company's working rules decided on items about to be stored, before they are inserted: the
 * columns each item is stored with (category chosen, review closed where the review rules allow it
 * for a new item, which has no documents yet), and what to record once the items have ids. So new
 * items are written and evaluated once, with two small reads (rules, their articles and the
 * categories' relevancy) added to storing them. Null when the company has no working rule.
 */
export async function rulesOnArrival(
  tx: Database,
  props: {
    bucketId: string;
    vesselId?: string;
    order?: { orderNumber: string | null; requisitionNumber: string | null };
    items: readonly ArrivingItem[];
    now: Date;
  },
) {
  const working = await workingRules(tx, props.bucketId);
  if (working.length === 0) return null;
  const articleIds = [
    ...new Set(props.items.map((item) => item.articleId).filter((id): id is string => id !== null)),
  ];
  const [known, relevancies] = await Promise.all([
    articleIds.length
      ? tx
          .select()
          .from(articles)
          .where(and(eq(articles.bucketId, props.bucketId), inArray(articles.id, articleIds)))
      : Promise.resolve([]),
    tx
      .select({ id: categories.id, relevancy: categories.relevancy })
      .from(categories)
      .where(eq(categories.bucketId, props.bucketId)),
  ]);
  const articleOf = new Map(known.map((article) => [article.id, article]));
  const relevancyOf = new Map(relevancies.map((row) => [row.id, row.relevancy as CategoryRelevancy]));
  const closableWith = (categoryId: string | null) =>
    isReviewClosable({
      is_review_closed: false,
      category_relevancy: (categoryId && relevancyOf.get(categoryId)) || 'none',
      selected_md_document: null,
      selected_sdoc_document: null,
      md_document_request: null,
      sdoc_document_request: null,
    });
  const decide = ruleDecider(working);
  const columns: ItemColumns[] = [];
  // Per item, the applications to write once it has an id.
  const records: ((itemId: string) => typeof ruleApplications.$inferInsert)[][] = [];
  props.items.forEach((item, index) => {
    const article = item.articleId ? articleOf.get(item.articleId) : undefined;
    const subject = {
      searchText: itemSearchText([
        article?.name,
        article?.description,
        article?.impaNumber,
        item.articleDescription,
        item.extid,
        (item.order ?? props.order)?.orderNumber,
        (item.order ?? props.order)?.requisitionNumber,
      ]),
      vesselId: item.vesselId ?? props.vesselId ?? '',
      supplierId: item.supplierId,
      categoryId: article?.categoryId ?? null,
      impaCode: article?.impaNumber ?? null,
    };
    const { decision, suggestions } = decide(
      subject,
      { categoryId: null, isReviewClosed: false, expertChangedAt: null },
      closableWith,
    );
    const base = { bucketId: props.bucketId, status: 'DONE' as const, createdAt: props.now };
    columns[index] = decision
      ? {
          ...(decision.change.categoryId
            ? { selectedArticleCategoryId: decision.change.categoryId, selectedArticleCategoryAt: props.now }
            : {}),
          ...(decision.change.closeReview ? { isReviewClosed: true, reviewClosedAt: props.now } : {}),
        }
      : {};
    records[index] = [
      ...(decision
        ? [
            (itemId: string) => ({
              ...base,
              ruleId: decision.rule.id,
              itemId,
              isSuggestion: false,
              categoryId: decision.change.categoryId,
              closedReview: decision.change.closeReview,
              previousCategoryId: null,
            }),
          ]
        : []),
      ...suggestions.map(({ rule, change }) => (itemId: string) => ({
        ...base,
        ruleId: rule.id,
        itemId,
        isSuggestion: true,
        categoryId: rule.categoryId,
        closedReview: change.closeReview,
      })),
    ];
  });
  return {
    columns,
    /** Writes the applications once the items are stored (their ids in the same order). */
    record: async (itemIds: readonly string[]) => {
      const rows = itemIds.flatMap((itemId, index) => (records[index] ?? []).map((record) => record(itemId)));
      for (let start = 0; start < rows.length; start += 1000)
        await tx.insert(ruleApplications).values(rows.slice(start, start + 1000));
    },
  };
}
