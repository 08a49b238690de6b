// evaluateOrderItem as the server uses it: whole evaluations along an item's life.
import { describe, expect, it } from 'vitest';
import {
  aDocument,
  anAction,
  anOrderItem,
  aRequest,
  aResult,
  arrived,
  day,
  received,
  TABLE_A_RESULT,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';
import type { OrderItemEvaluation } from './order-item-evaluation.types.ts';
import type { OrderItemInput } from './order-item-input.types.ts';

const now = day(40);
const evaluate = (input: OrderItemInput): OrderItemEvaluation => evaluateOrderItem(input, { now });

describe('the life of a table B item', () => {
  const categorised = anOrderItem({ category_relevancy: 'relevant', selected_article_category_at: day(1) });
  const requested = {
    ...categorised,
    md_document_request: aRequest('md', { started_at: day(2) }),
    sdoc_document_request: aRequest('sdoc', { started_at: day(2) }),
  };
  const answered = {
    ...requested,
    md_document_request: aRequest('md', {
      started_at: day(2),
      actions: [anAction('document_provided', 'supplier', day(9))],
    }),
  };
  const selected = {
    ...answered,
    selected_md_document: aDocument('md'),
    selected_md_document_at: day(10),
    selected_sdoc_document: aDocument('sdoc'),
    selected_sdoc_document_at: day(11),
    check_results: [aResult('lead', null)],
  };
  const assessed = { ...selected, check_results: [aResult('lead', 'yes')] };
  const closed = { ...assessed, is_review_closed: true, review_closed_at: day(12) };
  const atVessel = { ...closed, ...arrived() };
  const aboard = { ...closed, ...received(2), crew_tasks_first_notified_at: day(20) };
  const placed = { ...aboard, storages: [{ quantity: 1 }], installations: [{ quantity: 1 }] };
  const removed = { ...aboard, removals: [{ quantity: 2, is_documented: true }] };
  const reimported = {
    ...placed,
    has_new_data_to_review: true,
    new_data_changes: ['item' as const],
    new_data_at: day(30),
  };

  it.each<[string, OrderItemInput, Partial<OrderItemEvaluation>]>([
    [
      'categorised: request MD and SDoC',
      categorised,
      { expert_proposed_actions: ['review_md', 'review_sdoc'], expert_display: 'open_review' },
    ],
    [
      'requested: the supplier has the ball',
      requested,
      {
        expert_list: 'monitor',
        expert_display: 'awaiting_md',
        supplier_display: 'provide_document',
        supplier_overdue_since: day(23),
        is_supplier_overdue: true,
      },
    ],
    // Both documents pending: the lower rank (awaiting, 4) wins over the MD's uploaded (6).
    [
      'answered: the expert reviews the MD',
      answered,
      {
        expert_proposed_actions: ['review_md'],
        expert_display: 'awaiting_sdoc',
        supplier_display: 'provide_document',
      },
    ],
    [
      'selected: hazmats to assess',
      selected,
      { expert_proposed_actions: ['review_hazmats'], crew_tab: 'b', expert_needed_since: day(10) },
    ],
    [
      'assessed: close the review',
      assessed,
      { expert_proposed_actions: ['review_close'], is_review_closable: true, expert_needed_since: day(11) },
    ],
    [
      'closed: nothing until delivery',
      closed,
      { review_status: 'closed', expert_list: 'done', crew_list: 'monitor', crew_display: 'record_tab_b' },
    ],
    [
      'at the vessel: confirm the receipt',
      atVessel,
      {
        crew_proposed_actions: ['receiving_confirm'],
        crew_display: 'record_tab_b',
        crew_tasks_first_notified_at: now,
        crew_overdue_since: day(70),
      },
    ],
    [
      'aboard: tag and inventory',
      aboard,
      {
        crew_proposed_actions: ['ongoing_documentation'],
        crew_display: 'tag_and_inventory_tab_b',
        quantity_on_vessel: 2,
        crew_overdue_since: day(50),
        is_relevant_for_report: true,
      },
    ],
    [
      'placed: monitored while aboard',
      placed,
      {
        crew_list: 'monitor',
        is_fully_documented: true,
        is_fully_removed: false,
        has_todo: false,
        crew_tasks_first_notified_at: null,
        crew_display: 'done',
      },
    ],
    [
      'removed with documents: done',
      removed,
      { crew_list: 'done', is_fully_removed: true, quantity_on_vessel: 0, general_list: 'done' },
    ],
    [
      're-imported: new data for the expert',
      reimported,
      {
        review_status: 'new_data',
        expert_proposed_actions: ['fix_review_new_data'],
        expert_display: 'item_updated',
        expert_needed_since: day(30),
      },
    ],
  ])('%s', (_step, input, expected) => {
    expect(evaluate(input)).toMatchObject(expected);
  });
});

describe('a table A item', () => {
  const closed = anOrderItem({
    category_relevancy: 'additional',
    check_results: [TABLE_A_RESULT],
    is_review_closed: true,
  });

  it.each<[string, OrderItemInput, Partial<OrderItemEvaluation>]>([
    [
      'is rejected at the vessel',
      { ...closed, ...arrived() },
      {
        crew_proposed_actions: ['receiving_reject'],
        crew_display: 'reject_tab_a',
        expert_display: 'remove_tab_a',
      },
    ],
    [
      'once rejected, is done',
      { ...closed, ...arrived(), receiving_status: 'Rejected' },
      { crew_list: 'done', expert_list: 'done', expert_display: 'done_tab_a', delivery_status: 'rejected' },
    ],
    [
      'if received, must be discharged',
      { ...closed, ...received(1), storages: [{ quantity: 1 }] },
      {
        crew_proposed_actions: ['discharge'],
        is_removal_required: true,
        highlights: { expert: 'action_done', crew: 'critical' },
      },
    ],
    [
      'discharged without receipt, needs the receipt',
      { ...closed, ...received(1), removals: [{ quantity: 1, is_documented: false }] },
      {
        crew_proposed_actions: ['fix_documentation'],
        crew_display: 'attach_discharge_receipt',
        is_removal_required: false,
      },
    ],
    [
      'from the initial check, is inventoried but not removable here',
      { ...closed, ...received(1), is_based_on_ihm_initial_check: true, storages: [{ quantity: 1 }] },
      {
        is_removable: false,
        crew_proposed_actions: [],
        crew_list: 'monitor',
        expert_list: 'monitor',
        is_fully_documented: true,
      },
    ],
  ])('%s', (_step, input, expected) => {
    expect(evaluate(input)).toMatchObject(expected);
  });
});

describe('options', () => {
  it('uses the bucket’s service levels', () => {
    const evaluation = evaluateOrderItem(anOrderItem(), {
      now,
      serviceLevels: {
        supplierReminder1AfterDays: 1,
        supplierReminder2AfterDays: 2,
        supplierOverdueAfterDays: 3,
        expertOverdueAfterDays: 50,
        crewOverdueAfterDays: 5,
      },
    });
    expect(evaluation.expert_overdue_since).toEqual(day(50));
    expect(evaluation.is_expert_overdue).toBe(false);
  });
});
