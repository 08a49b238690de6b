// Tables XD and XR: the expert display.
import { describe, expect, it } from 'vitest';
import type { DocumentRequestStatus } from './document.constants.ts';
import type { ExpertDisplay } from './evaluation.constants.ts';
import { type ExpertDisplayFacts, expertDisplay, rankedDocumentDisplay } from './expert-display.rules.ts';
import {
  aClosedRelevantItem,
  anAction,
  anOrderItem,
  aRequest,
  day,
  received,
  TABLE_A_RESULT,
  TABLE_B_RESULT,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';

const facts = (overrides: Partial<ExpertDisplayFacts> = {}): ExpertDisplayFacts => ({
  expert_proposed_actions: [],
  md_status: 'ok',
  sdoc_status: 'ok',
  review_status: 'closed',
  has_table_a_hazmats: false,
  has_hazmats: false,
  crew_list: 'done',
  ...overrides,
});
const closedItem = { is_review_closed: true, new_data_changes: [] };
const openItem = { is_review_closed: false, new_data_changes: [] };

describe('table XD: expert display', () => {
  it.each<[string, Parameters<typeof expertDisplay>[0], ExpertDisplayFacts | null, ExpertDisplay]>([
    ['XD1', closedItem, null, 'done'],
    ['XD2', openItem, null, 'new'],
    [
      'XD3',
      closedItem,
      facts({ expert_proposed_actions: ['fix_invalid_review', 'fix_review_new_data'] }),
      'invalid_data',
    ],
    [
      'XD4',
      { ...closedItem, new_data_changes: ['article'] },
      facts({ expert_proposed_actions: ['fix_review_new_data'] }),
      'article_updated',
    ],
    [
      'XD5',
      { ...closedItem, new_data_changes: ['item'] },
      facts({ expert_proposed_actions: ['fix_review_new_data'] }),
      'item_updated',
    ],
    [
      'XD6',
      { ...closedItem, new_data_changes: ['order'] },
      facts({ expert_proposed_actions: ['fix_review_new_data'] }),
      'order_updated',
    ],
    [
      'XD7',
      { ...closedItem, new_data_changes: ['article', 'order'] },
      facts({ expert_proposed_actions: ['fix_review_new_data'] }),
      'updated_data',
    ],
    ['XD7', closedItem, facts({ expert_proposed_actions: ['fix_review_new_data'] }), 'updated_data'],
    ['XD8', openItem, facts({ review_status: 'open', expert_proposed_actions: ['review_category'] }), 'new'],
    [
      'XD9',
      openItem,
      facts({ review_status: 'open', expert_proposed_actions: ['review_md'], md_status: 'supplier_message' }),
      'message_received',
    ],
    [
      'XD9',
      openItem,
      facts({
        review_status: 'open',
        expert_proposed_actions: ['review_sdoc'],
        sdoc_status: 'supplier_rejected_request',
      }),
      'request_rejected',
    ],
    [
      'XD9',
      openItem,
      facts({ review_status: 'open', md_status: 'expert_requested_document' }),
      'awaiting_md',
    ],
    [
      'XD10',
      openItem,
      facts({ review_status: 'open', expert_proposed_actions: ['review_md'], md_status: 'missing' }),
      'open_review',
    ],
    [
      'XD10',
      openItem,
      facts({
        review_status: 'open',
        expert_proposed_actions: ['review_hazmats'],
        md_status: 'expert_requested_document',
      }),
      'open_review',
    ],
    ['XD10', openItem, facts({ review_status: 'open' }), 'open_review'],
    [
      'XD11',
      closedItem,
      facts({ has_table_a_hazmats: true, has_hazmats: true, crew_list: 'monitor' }),
      'remove_tab_a',
    ],
    ['XD12', closedItem, facts({ has_table_a_hazmats: true, has_hazmats: true }), 'done_tab_a'],
    ['XD13', closedItem, facts({ has_hazmats: true, crew_list: 'monitor' }), 'done_tab_b'],
    ['XD14', closedItem, facts(), 'done'],
  ])('%s → %s', (_id, item, evaluation, display) => {
    expect(expertDisplay(item, evaluation)).toBe(display);
  });

  it('follows the evaluation end to end', () => {
    const show = (input: ReturnType<typeof anOrderItem>) =>
      evaluateOrderItem(input, { now: day(100) }).expert_display;
    expect(show(anOrderItem())).toBe('new');
    expect(show(aClosedRelevantItem())).toBe('done');
    expect(show(aClosedRelevantItem({ check_results: [TABLE_B_RESULT] }))).toBe('done_tab_b');
    expect(show(aClosedRelevantItem({ check_results: [TABLE_A_RESULT], ...received(1) }))).toBe(
      'remove_tab_a',
    );
    expect(
      show(
        aClosedRelevantItem({
          check_results: [TABLE_A_RESULT],
          ...received(1),
          removals: [{ quantity: 1, is_documented: true }],
        }),
      ),
    ).toBe('done_tab_a');
    expect(
      show(
        aClosedRelevantItem({
          is_review_closed: false,
          selected_md_document: null,
          selected_sdoc_document: null,
          md_document_request: aRequest('md', {
            actions: [anAction('document_provided', 'supplier', day(5))],
          }),
          sdoc_document_request: aRequest('sdoc', {
            actions: [anAction('request_rejected', 'supplier', day(6))],
          }),
        }),
      ),
    ).toBe('request_rejected');
  });
});

describe('table XR: the lowest rank wins when both are pending', () => {
  it.each<[DocumentRequestStatus, DocumentRequestStatus, ReturnType<typeof rankedDocumentDisplay>]>([
    ['supplier_provided_document', 'supplier_rejected_document', 'document_rejected'],
    ['supplier_message', 'expert_requested_document', 'message_received'],
    ['expert_requested_document', 'expert_requested_document', 'awaiting_md'],
    ['ok', 'expert_requested_document', 'awaiting_sdoc'],
    ['expert_requested_verification', 'supplier_verified_document', 'in_review'],
    ['supplier_verified_document', 'ok', 'verified'],
    ['supplier_provided_document', 'missing', 'uploaded'],
    ['ok', 'missing', null],
    ['invalid', 'ok', null],
  ])('MD %s, SDoC %s → %s', (md, sdoc, display) => {
    expect(rankedDocumentDisplay(md, sdoc)).toBe(display);
  });
});
