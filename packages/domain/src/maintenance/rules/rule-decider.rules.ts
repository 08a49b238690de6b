import type { RuleActionType, RuleStatus } from './rule.constants.ts';
import { type RuleChange, type RuleItem, ruleChange } from './rule-action.rules.ts';
import { type RuleFilter, type RuleSubject, ruleMatcher } from './rule-filter.rules.ts';

export type WorkingRule = {
  filter: RuleFilter;
  action: RuleActionType;
  categoryId: string | null;
  status: RuleStatus;
};
type Changing = Extract<RuleChange, { kind: 'change' }>;
export type RuleOutcome<R> = {
  decision: { rule: R; change: Changing } | null;
  suggestions: { rule: R; change: Changing }[];
};

/**
 * What a company's working rules (in their order) do to one item: the first active rule that
 * matches and has something to do decides; only where none decides do the matching training rules
 * suggest (an item a rule decided asks no expert). The filters are compiled once for many items.
 */
export function ruleDecider<R extends WorkingRule>(rules: readonly R[]) {
  const compiled = rules.map((rule) => ({ rule, matches: ruleMatcher(rule.filter) }));
  return (
    subject: RuleSubject,
    item: RuleItem,
    closableWith: (categoryId: string | null) => boolean,
  ): RuleOutcome<R> => {
    const suggestions: RuleOutcome<R>['suggestions'] = [];
    for (const { rule, matches } of compiled) {
      if (!matches(subject)) continue;
      const change = ruleChange(rule, item, closableWith);
      if (change.kind === 'skip') continue;
      if (rule.status === 'confirmed') return { decision: { rule, change }, suggestions: [] };
      suggestions.push({ rule, change });
    }
    return { decision: null, suggestions };
  };
}
