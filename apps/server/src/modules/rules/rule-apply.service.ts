import { ruleDecider } from '@keelson/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems as items, ruleApplications, type rules } from '../../db/schema/index.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';
import { workingRules } from './rule-scope.ts';
import { loadRuleTargets } from './rule-subjects.ts';

type RuleRow = typeof rules.$inferSelect;
type Planned = {
  rule: RuleRow;
  categoryId: string | null;
  setsCategory: boolean;
  wantsClose: boolean;
  previous: string | null;
};

export type RulesPlan = {
  bucketId: string;
  now: Date;
  jobId?: string;
  planned: Map<string, Planned>;
};

type ApplyProps = {
  bucketId: string;
  itemIds: readonly string[];
  now: Date;
  only?: RuleRow[];
  jobId?: string;
};

/**
 * Runs a company's working rules over the given items, inside the caller's transaction. Active
 * rules change the item — the first rule that matches wins — and training rules suggest. Closing
 * happens only where the evaluation says the review can close with the new category; every change
 * and suggestion is a rule application. Answers the number of items changed.
 */
export async function applyRulesToItems(tx: Database, props: ApplyProps): Promise<number> {
  const plan = await planRules(tx, props);
  return plan ? finishRules(tx, plan, { evaluated: false }) : 0;
}

/** Matches the rules, sets the categories the active ones choose and writes the suggestions. */
async function planRules(tx: Database, props: ApplyProps): Promise<RulesPlan | null> {
  const working = props.only ?? (await workingRules(tx, props.bucketId));
  if (working.length === 0 || props.itemIds.length === 0) return null;
  const targets = await loadRuleTargets(tx, props.bucketId, props.itemIds);
  const planned = new Map<string, Planned>();
  const suggestions: (typeof ruleApplications.$inferInsert)[] = [];
  const decide = ruleDecider(working);
  for (const target of targets) {
    // The filter sees the article's category where the item has none; the action acts on the
    // item's own choice (its relevancy comes from that alone). Closing is decided by the
    // evaluation afterwards; here every close is "possible".
    const { decision, suggestions: suggested } = decide(
      target,
      { ...target, categoryId: target.selectedCategoryId },
      () => true,
    );
    if (decision)
      planned.set(target.id, {
        rule: decision.rule,
        categoryId: decision.change.categoryId,
        setsCategory: decision.change.categoryId !== target.selectedCategoryId,
        wantsClose: decision.change.closeReview,
        previous: target.selectedCategoryId,
      });
    for (const { rule, change } of suggested)
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
  await setCategories(tx, planned, props.now);
  for (const rows of chunked(suggestions)) await tx.insert(ruleApplications).values(rows);
  return { bucketId: props.bucketId, now: props.now, jobId: props.jobId, planned };
}

/**
 * Closes what the rules want closed where the (fresh) evaluation allows, re-evaluates what changed
 * and records the applications. `evaluated`: the caller has evaluated the items since planRules.
 */
async function finishRules(tx: Database, plan: RulesPlan, props: { evaluated: boolean }): Promise<number> {
  const touched = [...plan.planned.keys()];
  if (touched.length === 0) return 0;
  if (!props.evaluated) await reevaluateOrderItems(tx, touched, plan.now);
  const closed = await closeWhereClosable(tx, plan.planned, plan.now);
  const applied = [...plan.planned].flatMap(([itemId, planned]) => {
    const closedReview = closed.has(itemId);
    if (!planned.setsCategory && !closedReview) return [];
    return [
      {
        ruleId: planned.rule.id,
        bucketId: plan.bucketId,
        itemId,
        isSuggestion: false,
        status: 'DONE' as const,
        jobId: plan.jobId ?? null,
        categoryId: planned.setsCategory ? planned.categoryId : null,
        closedReview,
        previousCategoryId: planned.previous,
        createdAt: plan.now,
      },
    ];
  });
  for (const rows of chunked(applied)) await tx.insert(ruleApplications).values(rows);
  return applied.length;
}

const chunked = <T>(rows: T[]) =>
  Array.from({ length: Math.ceil(rows.length / 1000) }, (_, i) => rows.slice(i * 1000, i * 1000 + 1000));

/** Sets the categories the rules chose, one statement per category. */
async function setCategories(tx: Database, planned: Map<string, Planned>, now: Date) {
  const byCategory = new Map<string, string[]>();
  for (const [itemId, plan] of planned)
    if (plan.setsCategory && plan.categoryId)
      byCategory.set(plan.categoryId, [...(byCategory.get(plan.categoryId) ?? []), itemId]);
  for (const [categoryId, ids] of byCategory)
    await tx
      .update(items)
      .set({ selectedArticleCategoryId: categoryId, selectedArticleCategoryAt: now, modifiedAt: now })
      .where(inArray(items.id, ids));
}

/** Closes the reviews the rules want closed where the evaluation allows; answers which. */
async function closeWhereClosable(
  tx: Database,
  planned: Map<string, Planned>,
  now: Date,
): Promise<Set<string>> {
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
