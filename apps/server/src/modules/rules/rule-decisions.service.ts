import { ACTION_SETS_CATEGORY, decisionAgrees } from '@keelson/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { ruleApplications, rules } from '../../db/schema/index.ts';
import { refreshRuleStates } from './rule-state.service.ts';

/**
 * An expert decided on an item: the open suggestions of the rules that decision is about are
 * settled (a category choice settles the category rules' suggestions, closing the review the
 * close-review rules'), each scoring its rule; a rule whose score passes the threshold turns Active.
 */
export async function recordExpertDecision(
  tx: Database,
  props: {
    bucketId: string;
    itemId: string;
    decision: { kind: 'category'; categoryId: string } | { kind: 'close_review'; categoryId: string | null };
    now: Date;
  },
) {
  const open = await tx
    .select({ application: ruleApplications, rule: rules })
    .from(ruleApplications)
    .innerJoin(rules, eq(rules.id, ruleApplications.ruleId))
    .where(
      and(
        eq(ruleApplications.itemId, props.itemId),
        eq(ruleApplications.isSuggestion, true),
        isNull(ruleApplications.decidedAt),
        isNull(ruleApplications.undoneAt),
      ),
    );
  const settled = open.filter(
    ({ rule }) => ACTION_SETS_CATEGORY[rule.action] === (props.decision.kind === 'category'),
  );
  if (settled.length === 0) return;
  for (const { application, rule } of settled) {
    // The suggestion's own category: an expert bucket's rule suggests the company's category of that name.
    const agreed = decisionAgrees(
      { action: rule.action, categoryId: application.categoryId },
      {
        categoryId: props.decision.categoryId,
        closedReview: props.decision.kind === 'close_review',
      },
    );
    await tx
      .update(ruleApplications)
      .set({ agreed, decidedAt: props.now })
      .where(eq(ruleApplications.id, application.id));
    await tx
      .update(rules)
      .set({
        decisions: sql`${rules.decisions} + 1`,
        agreements: sql`${rules.agreements} + ${agreed ? 1 : 0}`,
        updatedAt: props.now,
      })
      .where(eq(rules.id, rule.id));
  }
  // A rule may live in an expert bucket serving this company: its state is kept there.
  for (const bucketId of new Set(settled.map(({ rule }) => rule.bucketId)))
    await refreshRuleStates(tx, bucketId, props.now);
}
