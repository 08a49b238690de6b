// Table E row by row: an example where each row holds, and near misses where it does not.
import { describe, expect, it } from 'vitest';
import type { ExpertAction } from './evaluation.constants.ts';
import {
  aClosedRelevantItem,
  aDocument,
  anAction,
  anOrderItem,
  aRequest,
  aResult,
  day,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';
import { explainOrderItem } from './order-item-explanation.engine.ts';
import type { OrderItemInput } from './order-item-input.types.ts';

const now = day(100);
const actions = (input: OrderItemInput): ExpertAction[] =>
  evaluateOrderItem(input, { now }).expert_proposed_actions;

const relevant = (overrides: Partial<OrderItemInput> = {}): OrderItemInput =>
  anOrderItem({
    category_relevancy: 'relevant',
    selected_article_category_at: day(1),
    selected_md_document: aDocument('md'),
    selected_md_document_at: day(2),
    selected_sdoc_document: aDocument('sdoc'),
    selected_sdoc_document_at: day(3),
    ...overrides,
  });

const withMdRequest = (...entries: Parameters<typeof anAction>[]): Partial<OrderItemInput> => ({
  selected_md_document: null,
  selected_md_document_at: null,
  md_document_request: aRequest('md', { actions: entries.map((entry) => anAction(...entry)) }),
});

describe('table E: actions proposed to the expert', () => {
  it.each<[string, string, OrderItemInput, ExpertAction[]]>([
    ['E1', 'open review without category', anOrderItem(), ['review_category']],
    [
      'E1',
      'even with unknown results, only the category first',
      anOrderItem({ check_results: [aResult('asb', null)] }),
      ['review_category'],
    ],
    ['E2', 'MD missing', relevant({ selected_md_document: null }), ['review_md']],
    ['E2', 'MD of the wrong type', relevant({ selected_md_document: aDocument('sdoc') }), ['review_md']],
    [
      'E2',
      'MD not valid on the delivery day',
      relevant({ selected_md_document: aDocument('md', { valid_to: day(5) }), delivered_at: day(9) }),
      ['review_md'],
    ],
    ['E2', 'supplier message', relevant(withMdRequest(['message', 'supplier', day(5)])), ['review_md']],
    [
      'E2',
      'supplier provided',
      relevant(withMdRequest(['document_provided', 'supplier', day(5)])),
      ['review_md'],
    ],
    [
      'E2',
      'document accepted, not selected',
      relevant(withMdRequest(['document_accepted', 'expert', day(5)])),
      ['review_md'],
    ],
    [
      'E2',
      'request rejected',
      relevant(withMdRequest(['request_rejected', 'supplier', day(5)])),
      ['review_md'],
    ],
    [
      'E2',
      'document rejected by supplier',
      relevant(withMdRequest(['document_rejected', 'supplier', day(5)])),
      ['review_md'],
    ],
    ['E3', 'SDoC missing', relevant({ selected_sdoc_document: null }), ['review_sdoc']],
    [
      'E2+E3',
      'both missing, MD listed first',
      relevant({ selected_md_document: null, selected_sdoc_document: null }),
      ['review_md', 'review_sdoc'],
    ],
    [
      'E4',
      'relevant with an unknown result',
      relevant({ check_results: [aResult('lead', null)] }),
      ['review_hazmats'],
    ],
    [
      'E4',
      'additional with an unknown result',
      anOrderItem({ category_relevancy: 'additional', check_results: [aResult('lead', null)] }),
      ['review_hazmats'],
    ],
    [
      'E4',
      'not relevant with a PCHM result',
      anOrderItem({ category_relevancy: 'not_relevant', check_results: [aResult('pcb', 'maybe')] }),
      ['review_hazmats'],
    ],
    ['E5', 'relevant with MD and SDoC selected', relevant(), ['review_close']],
    [
      'E5',
      'relevant with both requests closed without documents',
      relevant({
        selected_md_document: null,
        selected_sdoc_document: null,
        md_document_request: aRequest('md', { is_closed: true, closed_at: day(6) }),
        sdoc_document_request: aRequest('sdoc', { is_closed: true, closed_at: day(7) }),
      }),
      ['review_close'],
    ],
    ['E5', 'not relevant', anOrderItem({ category_relevancy: 'not_relevant' }), ['review_close']],
    [
      'E5',
      'additional with known hazmats, no documents needed',
      anOrderItem({ category_relevancy: 'additional', check_results: [aResult('lead', 'yes')] }),
      ['review_close'],
    ],
    ['E6', 'closed without category', anOrderItem({ is_review_closed: true }), ['fix_invalid_review']],
    [
      'E6',
      'closed relevant, MD missing',
      aClosedRelevantItem({ selected_md_document: null }),
      ['fix_invalid_review'],
    ],
    [
      'E6',
      'closed relevant, SDoC invalid',
      aClosedRelevantItem({ selected_sdoc_document: aDocument('md') }),
      ['fix_invalid_review'],
    ],
    [
      'E6',
      'closed relevant, unknown result',
      aClosedRelevantItem({ check_results: [aResult('asb', null)] }),
      ['fix_invalid_review'],
    ],
    [
      'E6',
      'closed not relevant with hazmats',
      anOrderItem({
        category_relevancy: 'not_relevant',
        is_review_closed: true,
        check_results: [aResult('asb', 'yes')],
      }),
      ['fix_invalid_review'],
    ],
    [
      'E7',
      'closed with new data',
      aClosedRelevantItem({ has_new_data_to_review: true, new_data_changes: ['item'], new_data_at: day(20) }),
      ['fix_review_new_data'],
    ],
    [
      'E6+E7',
      'closed, invalid and with new data',
      anOrderItem({ is_review_closed: true, has_new_data_to_review: true }),
      ['fix_invalid_review', 'fix_review_new_data'],
    ],
  ])('%s: %s', (ids, _name, input, expected) => {
    expect(actions(input)).toEqual(expected);
    expect(explainOrderItem(input).expert_actions.map((row) => row.id)).toEqual(ids.split('+'));
  });

  it.each<[string, OrderItemInput]>([
    [
      'awaiting the supplier for the MD: nothing for the expert',
      relevant(withMdRequest(['document_requested', 'expert', day(5)])),
    ],
    [
      'awaiting verification after an expert rejection',
      relevant(withMdRequest(['document_rejected', 'expert', day(5)])),
    ],
    ['closed and consistent', aClosedRelevantItem()],
    [
      'closed additional with known hazmats',
      anOrderItem({
        category_relevancy: 'additional',
        is_review_closed: true,
        check_results: [aResult('lead', 'bt')],
      }),
    ],
    [
      'new data on an open review is part of the review',
      relevant({
        selected_md_document: null,
        md_document_request: aRequest('md'),
        has_new_data_to_review: true,
      }),
    ],
  ])('no expert action: %s', (_name, input) => {
    expect(actions(input)).toEqual([]);
  });

  it('does not propose closing while a part needs the expert (E5 needs none of E2–E4)', () => {
    expect(actions(relevant({ selected_md_document: aDocument('other') }))).toEqual(['review_md']);
    expect(actions(relevant({ check_results: [aResult('asb', null)] }))).toEqual(['review_hazmats']);
  });
});
