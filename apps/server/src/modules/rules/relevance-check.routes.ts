import { ZRelevancePage, ZRelevancePatch, ZRelevanceQuery } from '@keelson/contract';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { articles, categories, purchaseOrderItems as items } from '../../db/schema/index.ts';
import { matchSearch } from '../../db/text-search.ts';
import { errorAnswers } from '../../errors.ts';
import { requireSession } from '../sessions/session-auth.ts';
import { setArticleCategories } from './relevance-check.service.ts';
import { rulesAccess } from './rules-access.ts';

const ZBucketParam = z.object({ id: z.string().uuid() });

/**
 * The relevance check (spec section 7): a company's articles with their category, relevancy and
 * how many items (still open) they are on. A bulk change of categories moves the articles' open
 * items that still carry the old category (or none) along, and re-evaluates every item of the
 * changed articles, in one transaction (decision 0028).
 */
export const relevanceCheckRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['rules'];
  const onRequest = requireSession(deps);
  const path = '/ihm/maint/relevance-check/buckets/:id/articles';

  app.get(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Articles with category, relevancy and item counts (search, category or none)',
        params: ZBucketParam,
        querystring: ZRelevanceQuery,
        response: { 200: ZRelevancePage, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const bucketId = request.params.id;
      await rulesAccess(deps, request, bucketId, 'read');
      const { search, category_id: categoryId, page_limit: limit, page_offset: offset } = request.query;
      const where: SQL[] = [eq(articles.bucketId, bucketId)];
      // The orders list's search syntax over the article's name and IMPA code.
      const searched = search
        ? matchSearch(sql`concat_ws(' ', ${articles.name}, ${articles.impaNumber})`, search)
        : undefined;
      if (searched) where.push(searched);
      if (categoryId === 'none') where.push(isNull(articles.categoryId));
      else if (categoryId) where.push(eq(articles.categoryId, categoryId));
      // Counts per article of the company, in one grouped pass over its items.
      const counts = deps.db
        .select({
          articleId: items.articleId,
          numItems: count().as('num_items'),
          numOpen: sql<number>`count(*) filter (where not ${items.isReviewClosed})`.as('num_open'),
        })
        .from(items)
        .where(eq(items.bucketId, bucketId))
        .groupBy(items.articleId)
        .as('counts');
      const [rows, [counted]] = await Promise.all([
        deps.db
          .select({
            id: articles.id,
            name: articles.name,
            impaNumber: articles.impaNumber,
            category: { id: categories.id, name: categories.name, relevancy: categories.relevancy },
            numItems: sql<number>`coalesce(${counts.numItems}, 0)`.mapWith(Number),
            numOpen: sql<number>`coalesce(${counts.numOpen}, 0)`.mapWith(Number),
          })
          .from(articles)
          .leftJoin(categories, eq(categories.id, articles.categoryId))
          .leftJoin(counts, eq(counts.articleId, articles.id))
          .where(and(...where))
          .orderBy(asc(articles.name), asc(articles.id))
          .limit(limit)
          .offset(offset),
        deps.db
          .select({ total: count() })
          .from(articles)
          .where(and(...where)),
      ]);
      return {
        content: rows.map((row) => ({
          id: row.id,
          name: row.name,
          impa_number: row.impaNumber,
          category: row.category?.id ? row.category : null,
          num_items: row.numItems,
          num_open_items: row.numOpen,
        })),
        total: counted?.total ?? 0,
      };
    },
  );

  app.patch(
    path,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Set the category of many articles at once; their items are re-evaluated',
        params: ZBucketParam,
        body: ZRelevancePatch,
        response: {
          200: z.object({ updated: z.number().int(), reevaluated: z.number().int() }),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const bucketId = request.params.id;
      await rulesAccess(deps, request, bucketId, 'write');
      const changes = new Map(request.body.articles.map((change) => [change.id, change.category_id]));
      const now = deps.now();
      return deps.db.transaction((tx) => setArticleCategories(tx, { bucketId, changes, now }));
    },
  );
};
