// The expert's review of an item: closability, reopening, removability, validity (spec section 4).
import type { HazmatSummary } from './contamination.rules.ts';
import type { DecisionRow } from './decision-table.utils.ts';
import type { ReviewPartStatus, ReviewStatus } from './evaluation.constants.ts';
import type { ItemFacts } from './item-facts.types.ts';
import type { CategoryRelevancy } from './order.constants.ts';

export type ReviewClosableInput = {
  is_review_closed: boolean;
  category_relevancy: CategoryRelevancy;
  selected_md_document: object | null;
  selected_sdoc_document: object | null;
  md_document_request: { is_closed: boolean } | null;
  sdoc_document_request: { is_closed: boolean } | null;
};

function isPartClosed(selected: object | null, request: { is_closed: boolean } | null): boolean {
  return selected !== null || request?.is_closed === true;
}

/**
 * A review can be closed when it is not already closed, a category is selected, and either the
 * category is not relevant, or additional, or both the SDoC and MD requests are closed (a request
 * counts as closed if a document is selected or the request itself is closed).
 */
export function isReviewClosable(item: ReviewClosableInput): boolean {
  if (item.is_review_closed || item.category_relevancy === 'none') return false;
  if (item.category_relevancy !== 'relevant') return true;
  return (
    isPartClosed(item.selected_sdoc_document, item.sdoc_document_request) &&
    isPartClosed(item.selected_md_document, item.md_document_request)
  );
}

/** Reopening is a separate call, possible on any closed review. */
export function isReviewReopenable(item: { is_review_closed: boolean }): boolean {
  return item.is_review_closed;
}

/** Removable unless based on the initial check and the evaluation shows table A hazmats. */
export function isOrderItemRemovable(
  item: { is_based_on_ihm_initial_check: boolean },
  evaluation: { has_table_a_hazmats: boolean } | null,
): boolean {
  return !(item.is_based_on_ihm_initial_check && evaluation?.has_table_a_hazmats === true);
}

/**
 * Hazmats part: invalid when a not-relevant item has hazmats; missing while results are unknown or
 * nothing has decided yet (no category, no check result).
 */
export function hazmatsReviewStatus(relevancy: CategoryRelevancy, hazmats: HazmatSummary): ReviewPartStatus {
  if (relevancy === 'not_relevant' && hazmats.has_hazmats) return 'invalid';
  if (relevancy === 'none' && !hazmats.has_results) return 'missing';
  return hazmats.has_unknown ? 'missing' : 'ok';
}

export const INVALID_REVIEW_REASONS = [
  'no_category',
  'md_not_ok',
  'sdoc_not_ok',
  'hazmats_in_not_relevant',
  'hazmats_unknown',
] as const;
export type InvalidReviewReason = (typeof INVALID_REVIEW_REASONS)[number];

type ReviewFacts = Pick<
  ItemFacts,
  'relevancy' | 'isRelevantCategory' | 'md' | 'sdoc' | 'hazmatsReviewStatus'
>;

/** Table V: a closed review is invalid when any row holds. */
export const INVALID_REVIEW_ROWS: readonly DecisionRow<ReviewFacts, InvalidReviewReason>[] = [
  { id: 'V1', outcome: 'no_category', rule: 'no category is selected', when: (f) => f.relevancy === 'none' },
  {
    id: 'V2',
    outcome: 'md_not_ok',
    rule: 'category relevant and the MD status is not ok',
    when: (f) => f.relevancy === 'relevant' && f.md.status !== 'ok',
  },
  {
    id: 'V3',
    outcome: 'sdoc_not_ok',
    rule: 'category relevant and the SDoC status is not ok',
    when: (f) => f.relevancy === 'relevant' && f.sdoc.status !== 'ok',
  },
  {
    id: 'V4',
    outcome: 'hazmats_in_not_relevant',
    rule: 'category not_relevant and a check result is contained, PCHM or unknown',
    when: (f) => f.hazmatsReviewStatus === 'invalid',
  },
  {
    id: 'V5',
    outcome: 'hazmats_unknown',
    rule: 'category relevant or additional and a check result is unknown',
    when: (f) => f.isRelevantCategory && f.hazmatsReviewStatus === 'missing',
  },
];

/** open; closed and invalid; closed with new data; closed. */
export function reviewStatus(
  facts: Pick<ItemFacts, 'isReviewClosed' | 'isReviewConsistent' | 'hasNewData'>,
): ReviewStatus {
  if (!facts.isReviewClosed) return 'open';
  if (!facts.isReviewConsistent) return 'invalid';
  return facts.hasNewData ? 'new_data' : 'closed';
}
