import { ZRuleApplication, ZRuleApplicationsQuery } from '@keelson/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { purchaseOrderItems as items, ruleApplications, rules } from '../../db/schema/index.ts';
import { badRequest, errorAnswers, notFound } from '../../errors.ts';
import { requireSession } from '../sessions/session-auth.ts';
import { ruleApplicationAnswer } from './rules.presenters.ts';
import { rulesAccess } from './rules-access.ts';

/** What rules did and suggested (spec section 7: rule-applications), per item or per rule, newest first. */
export const ruleApplicationsRoutes: RoutesPlugin = (app, deps) => {
  app.get(
    '/ihm/maint/rule-applications',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['rules'],
        summary: "An item's or a rule's applications (changes and suggestions)",
        querystring: ZRuleApplicationsQuery,
        response: { 200: z.array(ZRuleApplication), ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { purchase_order_item_id: itemId, rule_id: ruleId, is_suggestion: suggestion } = request.query;
      if (!itemId && !ruleId) throw badRequest('Name an item (purchase_order_item_id) or a rule (rule_id)');
      const [owner] = itemId
        ? await deps.db.select({ bucketId: items.bucketId }).from(items).where(eq(items.id, itemId))
        : await deps.db
            .select({ bucketId: rules.bucketId })
            .from(rules)
            .where(eq(rules.id, ruleId as string));
      if (!owner) throw notFound();
      await rulesAccess(deps, request, owner.bucketId, 'read');
      const where: SQL[] = [eq(ruleApplications.bucketId, owner.bucketId)];
      if (itemId) where.push(eq(ruleApplications.itemId, itemId));
      if (ruleId) where.push(eq(ruleApplications.ruleId, ruleId));
      if (suggestion) where.push(eq(ruleApplications.isSuggestion, suggestion === 'true'));
      const rows = await deps.db
        .select({ application: ruleApplications, rule: { id: rules.id, label: rules.label } })
        .from(ruleApplications)
        .innerJoin(rules, eq(rules.id, ruleApplications.ruleId))
        .where(and(...where))
        .orderBy(desc(ruleApplications.createdAt), desc(ruleApplications.id))
        .limit(request.query.page_limit)
        .offset(request.query.page_offset);
      return rows.map((row) => ruleApplicationAnswer(row.application, row.rule));
    },
  );
};
