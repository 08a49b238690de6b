// Automatic rules (spec sections 3 and 4: Rule, Rule application; docs/domain/rules.md).

/** What a rule does to an order item (spec section 4, ihm_order_item.* names). */
export const RULE_ACTIONS = [
  'ihm_order_item.select_category_and_close_review',
  'ihm_order_item.select_category',
  'ihm_order_item.close_review',
] as const;
export type RuleActionType = (typeof RULE_ACTIONS)[number];

/** Stored status: unconfirmed is shown as Training, invalid as Broken, confirmed as Active. */
export const RULE_STATUSES = ['unconfirmed', 'invalid', 'confirmed'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];
export const RULE_STATUS_LABEL = {
  unconfirmed: 'Training',
  invalid: 'Broken',
  confirmed: 'Active',
} as const satisfies Record<RuleStatus, string>;

export const RULE_CONFIRMATION_MODES = ['confirmed', 'via_score'] as const;
export type RuleConfirmationMode = (typeof RULE_CONFIRMATION_MODES)[number];

export const RULE_TYPES = ['rule', 'batch'] as const;
export type RuleType = (typeof RULE_TYPES)[number];

export const RULE_APPLICATION_STATUSES = ['PROCESSING', 'ERROR', 'DONE'] as const;
export type RuleApplicationStatus = (typeof RULE_APPLICATION_STATUSES)[number];

/**
 * When a training rule earns its place by itself (via_score): enough expert decisions on its
 * suggestions, and nearly all of them agreeing. The same numbers decide which learned suggestions
 * are offered to rules managers.
 */
export const RULE_SETTINGS = {
  /** Share of decisions that agreed with the rule's suggestion. */
  scoreThreshold: 0.95,
  /** Decisions needed before the score counts. */
  minDecisions: 20,
} as const;
export type RuleSettings = { scoreThreshold: number; minDecisions: number };

/** Actions that set a category need one; the close-review action must not carry one. */
export const ACTION_SETS_CATEGORY: Record<RuleActionType, boolean> = {
  'ihm_order_item.select_category_and_close_review': true,
  'ihm_order_item.select_category': true,
  'ihm_order_item.close_review': false,
};
export const ACTION_CLOSES_REVIEW: Record<RuleActionType, boolean> = {
  'ihm_order_item.select_category_and_close_review': true,
  'ihm_order_item.select_category': false,
  'ihm_order_item.close_review': true,
};
