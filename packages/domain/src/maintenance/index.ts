// Public API of the maintenance domain: the order-item evaluation engine and its rules.
// Pure functions and constants only; no I/O.

export * from './access.constants.ts';
export * from './access-grant.rules.ts';
export * from './check-display.rules.ts';
export type { HazmatSummary } from './contamination.rules.ts';
export {
  checkContaminationLevel,
  checkResultHazmatResult,
  containsHazmats,
  contaminationFromConcentration,
  summarizeHazmats,
} from './contamination.rules.ts';
export { CREW_ACTION_ROWS } from './crew-actions.table.ts';
export type { CrewDisplayFacts } from './crew-display.rules.ts';
export { CREW_DISPLAY_TABLE, crewDisplay } from './crew-display.rules.ts';
export type { DecisionRow, FirstMatchTable } from './decision-table.utils.ts';
export * from './deck-usage.rules.ts';
export * from './document.constants.ts';
export { isDocumentValid, isSuggestedForReuse } from './document.rules.ts';
export { documentStatusOf, REQUEST_STATUS_AFTER_ACTION } from './document-request.rules.ts';
export * from './evaluation.constants.ts';
export type { ExpertActionRow, ExpertClock } from './expert-actions.table.ts';
export { EXPERT_ACTION_ROWS } from './expert-actions.table.ts';
export type { ExpertDisplayFacts, ExpertDisplayItem } from './expert-display.rules.ts';
export { EXPERT_DISPLAY_TABLE, EXPERT_DOCUMENT_RANKING, expertDisplay } from './expert-display.rules.ts';
export * from './expert-waiting.rules.ts';
export * from './fleet-trends.rules.ts';
export * from './hazmat.constants.ts';
export { CREW_HIGHLIGHT_TABLE, EXPERT_HIGHLIGHT_TABLE } from './highlights.table.ts';
export * from './imports/index.ts';
export * from './inventory.rules.ts';
export * from './list-order.rules.ts';
export * from './order.constants.ts';
export * from './order-evaluation.engine.ts';
export * from './order-item-evaluation.engine.ts';
export type * from './order-item-evaluation.types.ts';
export * from './order-item-explanation.engine.ts';
export type * from './order-item-input.types.ts';
export * from './order-item-texts.rules.ts';
export { CLOCK_RULES } from './overdue.rules.ts';
export * from './photo-crop.rules.ts';
export * from './pins.rules.ts';
export { deliveryStatus, RECEIPT_STATE_TABLE, receiptState } from './receiving.rules.ts';
export * from './reports/index.ts';
export type { InvalidReviewReason, ReviewClosableInput } from './review.rules.ts';
export {
  INVALID_REVIEW_REASONS,
  INVALID_REVIEW_ROWS,
  isOrderItemRemovable,
  isReviewClosable,
  isReviewReopenable,
} from './review.rules.ts';
export * from './rules/index.ts';
export * from './search-query.matcher.ts';
export * from './search-query.parser.ts';
export * from './search-query.printer.ts';
export * from './search-query.types.ts';
export * from './service-levels.constants.ts';
export { SUPPLIER_DISPLAY_OF_STATUS, supplierDisplay } from './supplier-display.rules.ts';
export { daysSince } from './time.utils.ts';
export * from './usage-graph.rules.ts';
export { CREW_LIST_TABLE, EXPERT_LIST_TABLE, GENERAL_LIST_TABLE } from './work-lists.table.ts';
