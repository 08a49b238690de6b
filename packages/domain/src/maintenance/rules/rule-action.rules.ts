import {
  ACTION_CLOSES_REVIEW,
  ACTION_SETS_CATEGORY,
  RULE_SETTINGS,
  type RuleActionType,
  type RuleSettings,
} from './rule.constants.ts';

/** The facts of an item a rule's action depends on. */
export type RuleItem = {
  categoryId: string | null;
  isReviewClosed: boolean;
  /** When an expert last decided something on the item (category, documents, review); null if never. */
  expertChangedAt: Date | null;
};

export type RuleChange =
  | { kind: 'change'; categoryId: string | null; closeReview: boolean }
  | { kind: 'skip'; reason: string };

/**
 * What a rule's action does to one item. Rules never overrule an expert: an item an expert has
 * decided on, or whose review is closed, is left alone. Closing needs a review that can close with
 * the item's (new) category — `closableWith` asks the review rules.
 */
export function ruleChange(
  rule: { action: RuleActionType; categoryId: string | null },
  item: RuleItem,
  closableWith: (categoryId: string | null) => boolean,
): RuleChange {
  if (item.isReviewClosed) return { kind: 'skip', reason: 'The review is closed' };
  if (item.expertChangedAt !== null) return { kind: 'skip', reason: 'An expert has decided on this item' };
  const setsCategory = ACTION_SETS_CATEGORY[rule.action] && rule.categoryId !== item.categoryId;
  const categoryId = ACTION_SETS_CATEGORY[rule.action] ? rule.categoryId : item.categoryId;
  const closeReview = ACTION_CLOSES_REVIEW[rule.action] && closableWith(categoryId);
  if (!setsCategory && !closeReview)
    return {
      kind: 'skip',
      reason: ACTION_SETS_CATEGORY[rule.action] ? 'Already in this category' : 'The review cannot close yet',
    };
  return { kind: 'change', categoryId, closeReview };
}

/** Whether an expert's decision on a suggested item agrees with the rule's suggestion. */
export function decisionAgrees(
  rule: { action: RuleActionType; categoryId: string | null },
  decision: { categoryId: string | null; closedReview: boolean },
): boolean {
  if (ACTION_SETS_CATEGORY[rule.action]) return decision.categoryId === rule.categoryId;
  return decision.closedReview;
}

/** A rule's change is undone by resetting the rule only where no expert touched the item since. */
export function isApplicationUndoable(appliedAt: Date, item: { expertChangedAt: Date | null }): boolean {
  return item.expertChangedAt === null || item.expertChangedAt.getTime() < appliedAt.getTime();
}

export type LearnedRule = { key: string; categoryId: string; decisions: number; agreement: number };

/**
 * Rules the experts' past decisions propose: per key (an IMPA code or an article), the category
 * chosen most (decisions may come counted), where nearly all of at least `minDecisions` decisions chose it. Most decided first.
 */
export function learnedRules(
  decisions: readonly { key: string; categoryId: string; count?: number }[],
  settings: RuleSettings = RULE_SETTINGS,
): LearnedRule[] {
  const byKey = new Map<string, Map<string, number>>();
  for (const { key, categoryId, count = 1 } of decisions) {
    const counts = byKey.get(key) ?? new Map<string, number>();
    counts.set(categoryId, (counts.get(categoryId) ?? 0) + count);
    byKey.set(key, counts);
  }
  const learned: LearnedRule[] = [];
  for (const [key, counts] of byKey) {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    const [categoryId, top] = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0] ?? [];
    if (categoryId === undefined || top === undefined) continue;
    const agreement = top / total;
    if (total >= settings.minDecisions && agreement >= settings.scoreThreshold)
      learned.push({ key, categoryId, decisions: total, agreement });
  }
  return learned.sort((a, b) => b.decisions - a.decisions || a.key.localeCompare(b.key));
}
