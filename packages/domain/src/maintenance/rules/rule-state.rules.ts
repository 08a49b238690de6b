import {
  ACTION_SETS_CATEGORY,
  RULE_SETTINGS,
  RULE_STATUS_LABEL,
  type RuleActionType,
  type RuleConfirmationMode,
  type RuleSettings,
  type RuleStatus,
} from './rule.constants.ts';
import type { RuleFilter } from './rule-filter.rules.ts';
import { isFilterEmpty } from './rule-filter.rules.ts';

/** An expert's decision on an item a training rule had suggested for: agreed with it or not. */
export type RuleDecision = { agreed: boolean };
export type RuleScore = { decisions: number; agreements: number; score: number | null };

/** Agreement over decisions; no score before the first decision. */
export function scoreRule(decisions: readonly RuleDecision[]): RuleScore {
  const agreements = decisions.filter((decision) => decision.agreed).length;
  return {
    decisions: decisions.length,
    agreements,
    score: decisions.length === 0 ? null : agreements / decisions.length,
  };
}

/** What the rule references, as it exists now. */
export type RuleWorld = {
  categoryIds: ReadonlySet<string>;
  vesselIds: ReadonlySet<string>;
  supplierIds: ReadonlySet<string>;
};
export type RuleDefinition = { filter: RuleFilter; action: RuleActionType; categoryId: string | null };

/** Why a rule cannot work (it is Broken), or null. Said in words a rules manager can act on. */
export function ruleProblem(rule: RuleDefinition, world: RuleWorld): string | null {
  if (isFilterEmpty(rule.filter)) return 'The filter matches every item: narrow it down';
  if (ACTION_SETS_CATEGORY[rule.action]) {
    if (!rule.categoryId) return 'The rule sets a category but names none';
    if (!world.categoryIds.has(rule.categoryId)) return 'The category it sets no longer exists';
  } else if (rule.categoryId) return 'Closing a review sets no category';
  const gone = (ids: readonly string[] | undefined, known: ReadonlySet<string>) =>
    (ids ?? []).some((id) => !known.has(id));
  if (gone(rule.filter.category_ids, world.categoryIds)) return 'A category of its filter no longer exists';
  if (gone(rule.filter.vessel_ids, world.vesselIds)) return 'A vessel of its filter no longer exists';
  if (gone(rule.filter.supplier_ids, world.supplierIds)) return 'A supplier of its filter no longer exists';
  return null;
}

export type RuleStateInput = {
  problem: string | null;
  isUserConfirmed: boolean;
  score: RuleScore;
};
export type RuleState = {
  status: RuleStatus;
  confirmation: RuleConfirmationMode | null;
  label: 'Training' | 'Broken' | 'Active';
};

/**
 * Broken beats everything (a confirmed rule whose category went stops); then a rules manager's
 * confirmation; then the score, once enough decisions agree; otherwise the rule trains.
 */
export function ruleState(rule: RuleStateInput, settings: RuleSettings = RULE_SETTINGS): RuleState {
  const state = (status: RuleStatus, confirmation: RuleConfirmationMode | null): RuleState => ({
    status,
    confirmation,
    label: RULE_STATUS_LABEL[status],
  });
  if (rule.problem) return state('invalid', null);
  if (rule.isUserConfirmed) return state('confirmed', 'confirmed');
  const { score, decisions } = rule.score;
  if (score !== null && decisions >= settings.minDecisions && score >= settings.scoreThreshold)
    return state('confirmed', 'via_score');
  return state('unconfirmed', null);
}
