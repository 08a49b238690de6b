import { describe, expect, it } from 'vitest';
import { aClosedRelevantItem, aDocument, anOrderItem, aRequest, aResult } from './order-item.test-support.ts';
import { explainOrderItem } from './order-item-explanation.engine.ts';
import type { OrderItemInput } from './order-item-input.types.ts';
import { isOrderItemRemovable, isReviewClosable, isReviewReopenable, reviewStatus } from './review.rules.ts';

describe('isReviewClosable', () => {
  const relevant = (overrides: Partial<OrderItemInput>) =>
    anOrderItem({ category_relevancy: 'relevant', ...overrides });
  const closedRequest = { is_closed: true };
  it.each<[string, OrderItemInput, boolean]>([
    ['already closed', aClosedRelevantItem(), false],
    ['no category', anOrderItem(), false],
    ['not relevant', anOrderItem({ category_relevancy: 'not_relevant' }), true],
    ['additional', anOrderItem({ category_relevancy: 'additional' }), true],
    ['relevant, nothing yet', relevant({}), false],
    [
      'relevant, both selected',
      relevant({ selected_md_document: aDocument('md'), selected_sdoc_document: aDocument('sdoc') }),
      true,
    ],
    [
      'relevant, both requests closed',
      relevant({
        md_document_request: aRequest('md', closedRequest),
        sdoc_document_request: aRequest('sdoc', closedRequest),
      }),
      true,
    ],
    [
      'relevant, MD selected, SDoC request open',
      relevant({ selected_md_document: aDocument('md'), sdoc_document_request: aRequest('sdoc') }),
      false,
    ],
    [
      'relevant, MD request open, SDoC selected',
      relevant({ md_document_request: aRequest('md'), selected_sdoc_document: aDocument('sdoc') }),
      false,
    ],
  ])('%s → %s', (_name, input, closable) => {
    expect(isReviewClosable(input)).toBe(closable);
  });
});

describe('reopening and removing', () => {
  it('reopens any closed review', () => {
    expect(isReviewReopenable({ is_review_closed: true })).toBe(true);
    expect(isReviewReopenable({ is_review_closed: false })).toBe(false);
  });

  it('removes unless based on the initial check with table A hazmats', () => {
    expect(isOrderItemRemovable({ is_based_on_ihm_initial_check: true }, { has_table_a_hazmats: true })).toBe(
      false,
    );
    expect(
      isOrderItemRemovable({ is_based_on_ihm_initial_check: true }, { has_table_a_hazmats: false }),
    ).toBe(true);
    expect(isOrderItemRemovable({ is_based_on_ihm_initial_check: true }, null)).toBe(true);
    expect(
      isOrderItemRemovable({ is_based_on_ihm_initial_check: false }, { has_table_a_hazmats: true }),
    ).toBe(true);
  });
});

describe('table V: invalid closed reviews', () => {
  it.each<[string, OrderItemInput]>([
    ['V1', anOrderItem({ is_review_closed: true })],
    ['V2', aClosedRelevantItem({ selected_md_document: null })],
    ['V3', aClosedRelevantItem({ selected_sdoc_document: aDocument('other') })],
    ['V2+V3', aClosedRelevantItem({ selected_md_document: null, selected_sdoc_document: null })],
    [
      'V4',
      anOrderItem({
        is_review_closed: true,
        category_relevancy: 'not_relevant',
        check_results: [aResult('lead', 'maybe')],
      }),
    ],
    ['V5', aClosedRelevantItem({ check_results: [aResult('lead', null)] })],
    [
      'V5',
      anOrderItem({
        is_review_closed: true,
        category_relevancy: 'additional',
        check_results: [aResult('lead', null)],
      }),
    ],
  ])('%s', (ids, input) => {
    expect(explainOrderItem(input).invalid_review.map((row) => row.id)).toEqual(ids.split('+'));
  });

  it('lists nothing for an open review or a consistent closed one', () => {
    expect(explainOrderItem(anOrderItem()).invalid_review).toEqual([]);
    expect(explainOrderItem(aClosedRelevantItem()).invalid_review).toEqual([]);
  });
});

describe('reviewStatus', () => {
  it.each([
    [false, false, true, 'open'],
    [true, false, true, 'invalid'],
    [true, true, true, 'new_data'],
    [true, true, false, 'closed'],
  ] as const)(
    'closed %s, consistent %s, new data %s → %s',
    (isReviewClosed, isReviewConsistent, hasNewData, status) => {
      expect(reviewStatus({ isReviewClosed, isReviewConsistent, hasNewData })).toBe(status);
    },
  );
});
