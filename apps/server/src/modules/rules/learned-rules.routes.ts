import { learnedRules, normaliseImpa } from '@keelson/domain';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { articles, categories, purchaseOrderItems as items, rules } from '../../db/schema/index.ts';
import { errorAnswers } from '../../errors.ts';
import { requireSession } from '../sessions/session-auth.ts';
import { rulesAccess } from './rules-access.ts';

const ZLearnedRule = z.object({
  impa_code: z.string(),
  article_name: z.string().nullable(),
  category_id: z.string(),
  category_name: z.string(),
  decisions: z.number().int(),
  agreement: z.number(),
});

/**
 * Learned rules (beyond the spec; docs/domain/rules.md): from the experts' category choices per
 * IMPA code, the rules their agreement proposes — at least 20 decisions, 95 % of them the same —
 * that no rule of the company covers yet. One grouped query.
 */
export const learnedRulesRoutes: RoutesPlugin = (app, deps) => {
  app.get(
    '/ihm/maint/buckets/:id/rules/learned',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['rules'],
        summary: "Rules the experts' past decisions propose (by IMPA code), for a rules manager to train",
        params: z.object({ id: z.string().uuid() }),
        response: { 200: z.array(ZLearnedRule), ...errorAnswers(401, 403, 404) },
      },
    },
    async (request) => {
      const bucketId = request.params.id;
      await rulesAccess(deps, request, bucketId, 'read');
      const [decided, existing, named] = await Promise.all([
        deps.db
          .select({ key: articles.impaNumber, categoryId: items.selectedArticleCategoryId, count: count() })
          .from(items)
          .innerJoin(articles, eq(articles.id, items.articleId))
          .where(
            and(
              eq(items.bucketId, bucketId),
              isNotNull(items.selectedArticleCategoryId),
              isNotNull(items.expertLastActivityAt),
              isNotNull(articles.impaNumber),
            ),
          )
          .groupBy(articles.impaNumber, items.selectedArticleCategoryId),
        deps.db.select({ filter: rules.filter }).from(rules).where(eq(rules.bucketId, bucketId)),
        Promise.all([
          deps.db
            .select({ id: categories.id, name: categories.name })
            .from(categories)
            .where(eq(categories.bucketId, bucketId)),
          deps.db
            .select({ impa: articles.impaNumber, name: articles.name })
            .from(articles)
            .where(eq(articles.bucketId, bucketId)),
        ]),
      ]);
      const covered = new Set(existing.flatMap((rule) => (rule.filter.impa_codes ?? []).map(normaliseImpa)));
      const [categoryRows, articleRows] = named;
      const categoryName = new Map(categoryRows.map((row) => [row.id, row.name]));
      const articleName = new Map(articleRows.map((row) => [row.impa, row.name]));
      const proposals = learnedRules(
        decided.flatMap((row) =>
          row.key && row.categoryId ? [{ key: row.key, categoryId: row.categoryId, count: row.count }] : [],
        ),
      );
      return proposals
        .filter((proposal) => !covered.has(normaliseImpa(proposal.key)))
        .map((proposal) => ({
          impa_code: proposal.key,
          article_name: articleName.get(proposal.key) ?? null,
          category_id: proposal.categoryId,
          category_name: categoryName.get(proposal.categoryId) ?? '',
          decisions: proposal.decisions,
          agreement: proposal.agreement,
        }));
    },
  );
};
