import { ruleChange, ruleMatcher } from '@keelson/domain';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems as items, ruleApplications, rules } from '../../db/schema/index.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';
import { loadRuleTargets } from './rule-subjects.ts';

type RuleRow = typeof rules.$inferSelect;
type Planned = {
  rule: RuleRow;
  categoryId: string | null;
  setsCategory: boolean;
  wantsClose: boolean;
  previous: string | null;
};

/**
 * Runs a company's working rules over the given items, inside the caller's transaction (new items
 * are categorised in the transaction that stores them). Active rules change the item — the first
 * rule that matches wins — and training rules suggest. Closing happens only where the evaluation
 * says the review can close with the new category; every change and suggestion is a rule
 * application. Answers the number of items changed.
 */
export async function applyRulesToItems(
  tx: Database,
  props: { bucketId: string; itemIds: readonly string[]; now: Date; only?: RuleRow[]; jobId?: string },
): Promise<number> {
  const working =
    props.only ??
    (await tx
      .select()
      .from(rules)
      .where(
        and(
          eq(rules.bucketId, props.bucketId),
          eq(rules.disabled, false),
          eq(rules.type, 'rule'),
          ne(rules.status, 'invalid'),
        ),
      )
      .orderBy(asc(rules.createdAt), asc(rules.id)));
  if (working.length === 0 || props.itemIds.length === 0) return 0;
  const targets = await loadRuleTargets(tx, props.bucketId, props.itemIds);
  const planned = new Map<string, Planned>();
  const suggestions: (typeof ruleApplications.$inferInsert)[] = [];
  for (const rule of working) {
    const matches = ruleMatcher(rule.filter);
    for (const target of targets) {
      if (!matches(target) || planned.has(target.id)) continue;
      // Closing is decided by the evaluation afterwards; here every close is "possible".
      const change = ruleChange(rule, target, () => true);
      if (change.kind === 'skip') continue;
      if (rule.status === 'confirmed')
        planned.set(target.id, {
          rule,
          categoryId: change.categoryId,
          setsCategory: change.categoryId !== target.categoryId,
          wantsClose: change.closeReview,
          previous: target.selectedCategoryId,
        });
      else
        suggestions.push({
          ruleId: rule.id,
          bucketId: props.bucketId,
          itemId: target.id,
          isSuggestion: true,
          status: 'DONE',
          jobId: props.jobId ?? null,
          categoryId: rule.categoryId,
          closedReview: change.closeReview,
          createdAt: props.now,
        });
    }
  }
  const closed = await carryOut(tx, planned, props.now);
  const applied = [...planned].flatMap(([itemId, plan]) => {
    const closedReview = closed.has(itemId);
    if (!plan.setsCategory && !closedReview) return [];
    return [
      {
        ruleId: plan.rule.id,
        bucketId: props.bucketId,
        itemId,
        isSuggestion: false,
        status: 'DONE' as const,
        jobId: props.jobId ?? null,
        categoryId: plan.setsCategory ? plan.categoryId : null,
        closedReview,
        previousCategoryId: plan.previous,
        createdAt: props.now,
      },
    ];
  });
  const rows = [...applied, ...suggestions];
  for (let start = 0; start < rows.length; start += 1000)
    await tx.insert(ruleApplications).values(rows.slice(start, start + 1000));
  return applied.length;
}

/** Sets the categories (one statement per category), re-evaluates, closes what may close. */
async function carryOut(tx: Database, planned: Map<string, Planned>, now: Date): Promise<Set<string>> {
  const byCategory = new Map<string, string[]>();
  for (const [itemId, plan] of planned)
    if (plan.setsCategory && plan.categoryId)
      byCategory.set(plan.categoryId, [...(byCategory.get(plan.categoryId) ?? []), itemId]);
  for (const [categoryId, ids] of byCategory)
    await tx
      .update(items)
      .set({ selectedArticleCategoryId: categoryId, selectedArticleCategoryAt: now, modifiedAt: now })
      .where(inArray(items.id, ids));
  const touched = [...planned.keys()];
  if (touched.length === 0) return new Set();
  await reevaluateOrderItems(tx, touched, now);
  const wantClose = [...planned].filter(([, plan]) => plan.wantsClose).map(([itemId]) => itemId);
  if (wantClose.length === 0) return new Set();
  const closable = await tx
    .update(items)
    .set({
      isReviewClosed: true,
      reviewClosedAt: now,
      hasNewDataToReview: false,
      newDataChanges: [],
      newDataAt: null,
    })
    .where(
      and(
        inArray(items.id, wantClose),
        eq(items.isReviewClosed, false),
        sql`(${items.evaluation} ->> 'is_review_closable')::boolean`,
      ),
    )
    .returning({ id: items.id });
  if (closable.length)
    await reevaluateOrderItems(
      tx,
      closable.map((row) => row.id),
      now,
    );
  return new Set(closable.map((row) => row.id));
}
