// Automatic rules: filters, states and scoring, what an action does, learned suggestions.
export * from './rule.constants.ts';
export * from './rule-action.rules.ts';
export * from './rule-decider.rules.ts';
export * from './rule-filter.rules.ts';
export * from './rule-state.rules.ts';
