import { ACTION_SETS_CATEGORY } from '@keelson/domain';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { purchaseOrderItems as items, ruleApplications, rules } from '../../db/schema/index.ts';
import { badRequest, errorAnswers } from '../../errors.ts';
import { categorize } from '../order-items/order-item-review.service.ts';
import { requireSession } from '../sessions/session-auth.ts';
import { rulesAccess } from './rules-access.ts';

/**
 * Accepting the rules' category suggestions on many items at once (issue 16: "acceptable in
 * batch"): each item is categorised as its latest open suggestion says, as the expert would one by
 * one — an expert decision that scores the rule. Items without one, or closed, are skipped.
 */
export const acceptSuggestionsRoutes: RoutesPlugin = (app, deps) => {
  app.post(
    '/ihm/maint/buckets/:id/rule-suggestions/accept',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['rules'],
        summary: 'Categorise the given items as the rules suggest (expert decisions)',
        params: z.object({ id: z.string().uuid() }),
        body: z.strictObject({ item_ids: z.array(z.string().uuid()).min(1).max(500) }),
        response: {
          200: z.object({ accepted: z.number().int(), skipped: z.number().int() }),
          ...errorAnswers(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const bucketId = request.params.id;
      await rulesAccess(deps, request, bucketId, 'write');
      const wanted = [...new Set(request.body.item_ids)];
      const found = await deps.db
        .select({ id: items.id, closed: items.isReviewClosed })
        .from(items)
        .where(and(eq(items.bucketId, bucketId), inArray(items.id, wanted)));
      if (found.length !== wanted.length) throw badRequest('Not all of these items belong to this company');
      const open = await deps.db
        .select({
          itemId: ruleApplications.itemId,
          categoryId: ruleApplications.categoryId,
          action: rules.action,
        })
        .from(ruleApplications)
        .innerJoin(rules, eq(rules.id, ruleApplications.ruleId))
        .where(
          and(
            inArray(ruleApplications.itemId, wanted),
            eq(ruleApplications.isSuggestion, true),
            isNull(ruleApplications.decidedAt),
            isNull(ruleApplications.undoneAt),
          ),
        )
        .orderBy(desc(ruleApplications.createdAt));
      const suggested = new Map<string, string>();
      for (const row of open)
        if (ACTION_SETS_CATEGORY[row.action] && row.categoryId && !suggested.has(row.itemId))
          suggested.set(row.itemId, row.categoryId);
      let accepted = 0;
      for (const item of found) {
        const categoryId = suggested.get(item.id);
        if (!categoryId || item.closed) continue;
        await categorize(deps, item.id, categoryId);
        accepted += 1;
      }
      return { accepted, skipped: wanted.length - accepted };
    },
  );
};
