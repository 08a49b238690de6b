// evaluateOrder: an order's evaluation aggregated from its items' evaluations (spec section 3).
import { hazmatDisplay, worseHazmatResult } from './contamination.rules.ts';
import { type FirstMatchTable, firstMatch } from './decision-table.utils.ts';
import type { HazmatDisplay, HazmatResult } from './hazmat.constants.ts';
import type { DeliveryStatus } from './order.constants.ts';
import type { OrderItemEvaluation } from './order-item-evaluation.types.ts';

export type OrderEvaluationItem = Pick<
  OrderItemEvaluation,
  | 'hazmats_status'
  | 'table_a_contamination'
  | 'table_b_contamination'
  | 'has_hazmats'
  | 'has_table_a_hazmats'
  | 'has_table_b_hazmats'
  | 'hazmats_display'
  | 'delivery_status'
  | 'quantity_on_vessel'
  | 'has_storages'
  | 'has_installations'
  | 'has_removals'
  | 'has_review_todo'
  | 'has_documentation_todo'
  | 'has_reject_todo'
  | 'has_discharge_todo'
  | 'has_ongoing_documentation_todo'
  | 'has_expert_todo'
  | 'has_crew_todo'
  | 'has_todo'
>;

export type OrderEvaluation = {
  num_items: number;
  table_a_contamination: HazmatResult;
  table_b_contamination: HazmatResult;
  contamination: HazmatResult;
  has_table_a_hazmats: boolean;
  has_table_b_hazmats: boolean;
  has_hazmats: boolean;
  /** What the screens show: `not_reviewed` while an item is undecided and nothing is a hazmat finding. */
  hazmats_display: HazmatDisplay;
  table_a_display: HazmatDisplay;
  table_b_display: HazmatDisplay;
  delivery_status: DeliveryStatus;
  is_on_vessel: boolean;
  has_storages: boolean;
  has_installations: boolean;
  has_removals: boolean;
  has_review_todo: boolean;
  has_documentation_todo: boolean;
  has_reject_todo: boolean;
  has_discharge_todo: boolean;
  has_ongoing_documentation_todo: boolean;
  has_expert_todo: boolean;
  has_crew_todo: boolean;
  has_todo: boolean;
};

export type DeliveryCounts = {
  items: number;
  rejected: number;
  received: number;
  complete: number;
  over: number;
};

/** Table DO: the order's delivery status from its items' delivery statuses. */
export const ORDER_DELIVERY_TABLE: FirstMatchTable<DeliveryCounts, DeliveryStatus> = {
  rows: [
    { id: 'DO1', outcome: 'not_received', rule: 'no items', when: (c) => c.items === 0 },
    { id: 'DO2', outcome: 'rejected', rule: 'every item rejected', when: (c) => c.rejected === c.items },
    {
      id: 'DO3',
      outcome: 'not_received',
      rule: 'no item partially_received, fully_received or over_supplied',
      when: (c) => c.received === 0,
    },
    {
      id: 'DO4',
      outcome: 'over_supplied',
      rule: 'every item fully_received or over_supplied, at least one over_supplied',
      when: (c) => c.complete === c.items && c.over > 0,
    },
    {
      id: 'DO5',
      outcome: 'fully_received',
      rule: 'every item fully_received',
      when: (c) => c.complete === c.items,
    },
  ],
  otherwise: { id: 'DO6', outcome: 'partially_received', rule: 'otherwise' },
};

export function evaluateOrder(items: readonly OrderEvaluationItem[]): OrderEvaluation {
  const counts: DeliveryCounts = { items: items.length, rejected: 0, received: 0, complete: 0, over: 0 };
  const order: OrderEvaluation = {
    num_items: items.length,
    table_a_contamination: 'not_contained',
    table_b_contamination: 'not_contained',
    contamination: 'not_contained',
    has_table_a_hazmats: false,
    has_table_b_hazmats: false,
    has_hazmats: false,
    hazmats_display: 'not_contained',
    table_a_display: 'not_contained',
    table_b_display: 'not_contained',
    delivery_status: 'not_received',
    is_on_vessel: false,
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
  };
  let decided = true;
  for (const item of items) {
    // Evaluations stored before display texts existed count as decided (their old meaning).
    if (item.hazmats_display === 'not_reviewed') decided = false;
    order.table_a_contamination = worseHazmatResult(order.table_a_contamination, item.table_a_contamination);
    order.table_b_contamination = worseHazmatResult(order.table_b_contamination, item.table_b_contamination);
    order.contamination = worseHazmatResult(order.contamination, item.hazmats_status);
    order.has_table_a_hazmats ||= item.has_table_a_hazmats;
    order.has_table_b_hazmats ||= item.has_table_b_hazmats;
    order.has_hazmats ||= item.has_hazmats;
    order.is_on_vessel ||= item.quantity_on_vessel > 0;
    order.has_storages ||= item.has_storages;
    order.has_installations ||= item.has_installations;
    order.has_removals ||= item.has_removals;
    order.has_review_todo ||= item.has_review_todo;
    order.has_documentation_todo ||= item.has_documentation_todo;
    order.has_reject_todo ||= item.has_reject_todo;
    order.has_discharge_todo ||= item.has_discharge_todo;
    order.has_ongoing_documentation_todo ||= item.has_ongoing_documentation_todo;
    order.has_expert_todo ||= item.has_expert_todo;
    order.has_crew_todo ||= item.has_crew_todo;
    order.has_todo ||= item.has_todo;
    const status = item.delivery_status;
    if (status === 'rejected') counts.rejected++;
    else if (status !== 'not_received') counts.received++;
    if (status === 'fully_received' || status === 'over_supplied') counts.complete++;
    if (status === 'over_supplied') counts.over++;
  }
  order.delivery_status = firstMatch(ORDER_DELIVERY_TABLE, counts).outcome;
  order.hazmats_display = hazmatDisplay(order.contamination, decided);
  order.table_a_display = hazmatDisplay(order.table_a_contamination, decided);
  order.table_b_display = hazmatDisplay(order.table_b_contamination, decided);
  return order;
}
