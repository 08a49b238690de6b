import { describe, expect, it } from 'vitest';
import type { DeliveryStatus } from './order.constants.ts';
import { evaluateOrder, type OrderEvaluationItem } from './order-evaluation.engine.ts';
import {
  aClosedRelevantItem,
  aResult,
  day,
  received,
  TABLE_A_RESULT,
  TABLE_B_RESULT,
} from './order-item.test-support.ts';
import { evaluateOrderItem } from './order-item-evaluation.engine.ts';

const item = (overrides: Partial<OrderEvaluationItem> = {}): OrderEvaluationItem => ({
  hazmats_status: 'not_contained',
  table_a_contamination: 'not_contained',
  table_b_contamination: 'not_contained',
  has_hazmats: false,
  has_table_a_hazmats: false,
  has_table_b_hazmats: false,
  hazmats_display: 'not_contained',
  delivery_status: 'fully_received',
  quantity_on_vessel: 0,
  has_storages: false,
  has_installations: false,
  has_removals: false,
  has_review_todo: false,
  has_documentation_todo: false,
  has_reject_todo: false,
  has_discharge_todo: false,
  has_ongoing_documentation_todo: false,
  has_expert_todo: false,
  has_crew_todo: false,
  has_todo: false,
  ...overrides,
});

describe('table DO: order delivery status', () => {
  it.each<[string, DeliveryStatus[], DeliveryStatus]>([
    ['DO1', [], 'not_received'],
    ['DO2', ['rejected', 'rejected'], 'rejected'],
    ['DO3', ['not_received', 'rejected'], 'not_received'],
    ['DO4', ['fully_received', 'over_supplied'], 'over_supplied'],
    ['DO5', ['fully_received', 'fully_received'], 'fully_received'],
    ['DO6', ['fully_received', 'not_received'], 'partially_received'],
    ['DO6', ['fully_received', 'rejected'], 'partially_received'],
    ['DO6', ['partially_received'], 'partially_received'],
  ])('%s: %o → %s', (_id, statuses, status) => {
    expect(evaluateOrder(statuses.map((delivery_status) => item({ delivery_status }))).delivery_status).toBe(
      status,
    );
  });
});

describe('evaluateOrder', () => {
  it('is empty and clean without items', () => {
    expect(evaluateOrder([])).toMatchObject({
      num_items: 0,
      contamination: 'not_contained',
      has_todo: false,
      is_on_vessel: false,
    });
  });

  it('aggregates the worst results and any flag', () => {
    const order = evaluateOrder([
      item({
        table_a_contamination: 'pchm',
        hazmats_status: 'pchm',
        has_table_a_hazmats: true,
        has_hazmats: true,
        has_reject_todo: true,
      }),
      item({
        table_b_contamination: 'contained',
        hazmats_status: 'contained',
        has_table_b_hazmats: true,
        has_hazmats: true,
      }),
      item({ quantity_on_vessel: 2, has_storages: true, has_installations: true, has_removals: true }),
      item({
        has_review_todo: true,
        has_documentation_todo: true,
        has_discharge_todo: true,
        has_ongoing_documentation_todo: true,
        has_expert_todo: true,
        has_crew_todo: true,
        has_todo: true,
      }),
    ]);
    expect(order).toEqual({
      num_items: 4,
      table_a_contamination: 'pchm',
      table_b_contamination: 'contained',
      contamination: 'contained',
      has_table_a_hazmats: true,
      has_table_b_hazmats: true,
      has_hazmats: true,
      hazmats_display: 'contained',
      table_a_display: 'pchm',
      table_b_display: 'contained',
      delivery_status: 'fully_received',
      is_on_vessel: true,
      has_storages: true,
      has_installations: true,
      has_removals: true,
      has_review_todo: true,
      has_documentation_todo: true,
      has_reject_todo: true,
      has_discharge_todo: true,
      has_ongoing_documentation_todo: true,
      has_expert_todo: true,
      has_crew_todo: true,
      has_todo: true,
    });
  });

  it('takes item evaluations as they come from evaluateOrderItem', () => {
    const now = day(100);
    const order = evaluateOrder([
      evaluateOrderItem(aClosedRelevantItem({ check_results: [TABLE_A_RESULT], ...received(1) }), { now }),
      evaluateOrderItem(aClosedRelevantItem({ check_results: [TABLE_B_RESULT, aResult('pcb', 'bt')] }), {
        now,
      }),
    ]);
    expect(order).toMatchObject({
      table_a_contamination: 'contained',
      table_b_contamination: 'contained',
      has_table_a_hazmats: true,
      delivery_status: 'partially_received',
      is_on_vessel: true,
      has_discharge_todo: true,
      has_crew_todo: true,
      has_expert_todo: false,
    });
  });
});

describe('hazmat display texts of an order: nothing is "not contained" until someone decided', () => {
  it.each<[string, Partial<OrderEvaluationItem>[], string, string]>([
    ['no items', [], 'not_contained', 'not_contained'],
    ['one undecided item', [{ hazmats_display: 'not_reviewed' }], 'not_reviewed', 'not_reviewed'],
    [
      'an undecided and a decided clean item',
      [{ hazmats_display: 'not_reviewed' }, {}],
      'not_reviewed',
      'not_reviewed',
    ],
    [
      'an undecided item beside a table A finding',
      [
        { hazmats_display: 'not_reviewed' },
        { hazmats_display: 'contained', table_a_contamination: 'contained', hazmats_status: 'contained' },
      ],
      'contained',
      'not_reviewed',
    ],
    [
      'decided items below threshold',
      [{ table_b_contamination: 'below_threshold', hazmats_status: 'below_threshold' }],
      'not_contained',
      'below_threshold',
    ],
  ])('%s: table A %s, table B %s', (_name, items, tableA, tableB) => {
    const order = evaluateOrder(items.map(item));
    expect(order.table_a_display).toBe(tableA);
    expect(order.table_b_display).toBe(tableB);
  });
});
