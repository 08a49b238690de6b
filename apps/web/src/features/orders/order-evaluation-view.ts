import {
  DELIVERY_STATUSES,
  type DeliveryStatus,
  HAZMAT_DISPLAYS,
  type HazmatDisplay,
  LABELS,
  labelOf,
} from '@keelson/domain';
import { oneOf } from './stored-json.ts';

/** The order's to-do flags in the order the crew and the expert meet them. */
export const ORDER_TODO_LABELS = {
  has_review_todo: 'Review',
  has_documentation_todo: 'Documentation',
  has_ongoing_documentation_todo: 'Ongoing documentation',
  has_reject_todo: 'Reject delivery',
  has_discharge_todo: 'Discharge',
  has_expert_todo: 'Expert to-do',
  has_crew_todo: 'Crew to-do',
} as const;
export type OrderTodo = keyof typeof ORDER_TODO_LABELS;

export const ORDER_PLACE_LABELS = {
  is_on_vessel: 'On the vessel',
  has_storages: 'Stored',
  has_installations: 'Installed',
  has_removals: 'Removed',
} as const;
type OrderPlace = keyof typeof ORDER_PLACE_LABELS;

export const DELIVERY_STATUS_LABELS = LABELS.deliveryStatus;

export type OrderEvaluationView = {
  deliveryStatus: DeliveryStatus | null;
  /** What the order says about each table: a result, or not reviewed while an item is undecided. */
  tableA: HazmatDisplay | null;
  tableB: HazmatDisplay | null;
  hasHazmats: boolean;
  todos: OrderTodo[];
  places: OrderPlace[];
};

const flagged = <T extends string>(keys: readonly T[], evaluation: Record<string, unknown>) =>
  keys.filter((key) => evaluation[key] === true);

/** The stored order evaluation (JSON), read field by field against the domain's enumerations. */
export function orderEvaluationView(evaluation: Record<string, unknown> | null): OrderEvaluationView {
  const e = evaluation ?? {};
  return {
    deliveryStatus: oneOf(DELIVERY_STATUSES, e.delivery_status),
    tableA: oneOf(HAZMAT_DISPLAYS, e.table_a_display ?? e.table_a_contamination),
    tableB: oneOf(HAZMAT_DISPLAYS, e.table_b_display ?? e.table_b_contamination),
    hasHazmats: e.has_hazmats === true,
    todos: flagged(Object.keys(ORDER_TODO_LABELS) as OrderTodo[], e),
    places: flagged(Object.keys(ORDER_PLACE_LABELS) as OrderPlace[], e),
  };
}

/** 'sent_to_vessel' → 'Sent to the vessel': order statuses in words. */
export const orderStatusLabel = (status: string) => labelOf('orderStatus', status);
