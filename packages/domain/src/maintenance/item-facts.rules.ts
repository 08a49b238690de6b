// Derives the facts the decision tables read from an order item's input, in one pass.
import { summarizeHazmats } from './contamination.rules.ts';
import { evaluateDocumentPart } from './document-request.rules.ts';
import type { CrewTab } from './evaluation.constants.ts';
import type { ItemFacts } from './item-facts.types.ts';
import type { CategoryRelevancy } from './order.constants.ts';
import type { OrderItemInput, QuantityInput, RemovalInput } from './order-item-input.types.ts';
import { receiptState } from './receiving.rules.ts';
import { hazmatsReviewStatus, INVALID_REVIEW_ROWS, isReviewClosable } from './review.rules.ts';

function sumQuantities(entries: readonly QuantityInput[]): number {
  let sum = 0;
  for (const entry of entries) sum += entry.quantity;
  return sum;
}

function sumDocumented(removals: readonly RemovalInput[]): number {
  let sum = 0;
  for (const removal of removals) if (removal.is_documented) sum += removal.quantity;
  return sum;
}

/** The facts' names (TypeScript holds the list complete), for the guarded contexts of the indexes. */
export const ITEM_FACT_FIELDS = {
  relevancy: true,
  isRelevantCategory: true,
  isReviewClosed: true,
  hasNewData: true,
  newDataChanges: true,
  md: true,
  sdoc: true,
  hazmats: true,
  hazmatsReviewStatus: true,
  hazmatsDecided: true,
  isReviewClosable: true,
  isReviewConsistent: true,
  receipt: true,
  crewTab: true,
  isRemovable: true,
  received: true,
  stored: true,
  installed: true,
  removed: true,
  removedDocumented: true,
  accounted: true,
  onVessel: true,
  createdAt: true,
  categoryAt: true,
  mdSelectedAt: true,
  reviewClosedAt: true,
  newDataAt: true,
} as const satisfies Record<keyof ItemFacts, true>;

/** Relevant and additional categories both count as relevant. */
export function isRelevantCategory(relevancy: CategoryRelevancy): boolean {
  return relevancy === 'relevant' || relevancy === 'additional';
}

/** The facts of an item with table V's verdict; explainOrderItem's entry. */
export function buildItemFacts(input: OrderItemInput): ItemFacts {
  const facts = buildItemFactsBeforeReview(input);
  for (const row of INVALID_REVIEW_ROWS) if (row.when(facts)) facts.isReviewConsistent = false;
  return facts;
}

/**
 * The facts of an item before table V: isReviewConsistent is true until the caller applies the
 * table (evaluateOrderItem looks it up in its index of tables V and E).
 */
export function buildItemFactsBeforeReview(input: OrderItemInput): ItemFacts {
  const relevancy = input.category_relevancy;
  const hazmats = summarizeHazmats(input.check_results);
  // Selected documents must be valid on the day the goods came (or were ordered, or the item was made).
  const referenceDate = input.delivered_at ?? input.order.ordered_at ?? input.created_at;
  const md = evaluateDocumentPart(
    'md',
    input.selected_md_document,
    input.selected_md_document_at,
    input.md_document_request,
    referenceDate,
  );
  const sdoc = evaluateDocumentPart(
    'sdoc',
    input.selected_sdoc_document,
    input.selected_sdoc_document_at,
    input.sdoc_document_request,
    referenceDate,
  );

  const receipt = receiptState(input);
  const crewTab: CrewTab | null =
    hazmats.has_hazmats && relevancy !== 'not_relevant' ? (hazmats.has_table_a_hazmats ? 'a' : 'b') : null;
  const received = receipt === 'received' ? (input.quantity_received ?? 0) : 0;
  const stored = sumQuantities(input.storages);
  const installed = sumQuantities(input.installations);
  const removed = sumQuantities(input.removals);

  return {
    relevancy,
    isRelevantCategory: isRelevantCategory(relevancy),
    isReviewClosed: input.is_review_closed,
    hasNewData: input.has_new_data_to_review,
    newDataChanges: input.new_data_changes,
    md,
    sdoc,
    hazmats,
    hazmatsReviewStatus: hazmatsReviewStatus(relevancy, hazmats),
    hazmatsDecided: relevancy !== 'none' || hazmats.has_results,
    isReviewClosable: isReviewClosable(input),
    isReviewConsistent: true,
    receipt,
    crewTab,
    isRemovable: !(input.is_based_on_ihm_initial_check && hazmats.has_table_a_hazmats),
    received,
    stored,
    installed,
    removed,
    removedDocumented: sumDocumented(input.removals),
    accounted: stored + installed + removed,
    onVessel: Math.max(0, received - removed),
    createdAt: input.created_at,
    categoryAt: input.selected_article_category_at ?? input.created_at,
    mdSelectedAt: input.selected_md_document_at,
    reviewClosedAt: input.review_closed_at,
    newDataAt: input.new_data_at,
  };
}
