// evaluateOrderItem: where an order item stands, who must do what next, and who is late.
// Pure: the same input and `now` give the same evaluation. The tables are in
// docs/domain/order-item-lifecycle.md; each step below names the table it applies.
import { hazmatDisplay } from './contamination.rules.ts';
import { CREW_ACTION_ROWS } from './crew-actions.table.ts';
import { crewDisplay } from './crew-display.rules.ts';
import { allMatches } from './decision-table.utils.ts';
import type { CrewAction, ExpertAction } from './evaluation.constants.ts';
import { EXPERT_ACTION_ROWS, type ExpertActionRow } from './expert-actions.table.ts';
import { expertDisplay } from './expert-display.rules.ts';
import { expertWaitingFor } from './expert-waiting.rules.ts';
import { crewHighlight, expertHighlight } from './highlights.table.ts';
import { buildItemFacts } from './item-facts.rules.ts';
import type { EvaluationOptions, OrderItemEvaluation } from './order-item-evaluation.types.ts';
import type { OrderItemInput } from './order-item-input.types.ts';
import { crewClock, expertClock, isOverdue, supplierClock } from './overdue.rules.ts';
import { deliveryStatus } from './receiving.rules.ts';
import { reviewStatus } from './review.rules.ts';
import { DEFAULT_SERVICE_LEVELS } from './service-levels.constants.ts';
import { itemSupplierDisplay } from './supplier-display.rules.ts';
import { crewList, expertList, generalList } from './work-lists.table.ts';

/**
 * The version of what the engine stores. Raise it when an evaluation's fields or meaning change:
 * companies evaluated by an older version are re-evaluated in the background at the next start
 * (apps/server/src/modules/order-items/evaluation-refresh.job.ts), and the buckets table's
 * default must follow (a test compares them).
 */
export const EVALUATION_VERSION = 2;

export function evaluateOrderItem(input: OrderItemInput, options: EvaluationOptions): OrderItemEvaluation {
  const now = options.now;
  const levels = options.serviceLevels ?? DEFAULT_SERVICE_LEVELS;
  const f = buildItemFacts(input);

  // Tables E and C: proposed actions.
  const expertRows: ExpertActionRow[] = [];
  const expertActions: ExpertAction[] = [];
  for (const row of EXPERT_ACTION_ROWS) {
    if (row.when(f)) {
      expertRows.push(row);
      expertActions.push(row.outcome);
    }
  }
  const crewActions: CrewAction[] = allMatches(CREW_ACTION_ROWS, f);
  const hasExpertTodo = expertActions.length > 0;
  const hasCrewTodo = crewActions.length > 0;
  let documentationTodo = false;
  for (const action of crewActions) {
    if (
      action === 'receiving_confirm' ||
      action === 'fix_quantity_received' ||
      action === 'fix_quantity_documented' ||
      action === 'fix_documentation'
    ) {
      documentationTodo = true;
    }
  }

  // Table L: lists.
  const crew = crewList({ facts: f, hasCrewActions: hasCrewTodo });
  const expert = expertList({ facts: f, hasExpertActions: hasExpertTodo, crewList: crew });
  const general = generalList({ expertList: expert, crewList: crew });

  // Quantities and documentation (section "Crew obligations" of the doc).
  const documentationRequired = f.crewTab !== null && f.receipt === 'received';
  const onVesselFullyDocumented = documentationRequired && f.received > 0 && f.accounted === f.received;
  const removalFullyDocumented = documentationRequired && f.removedDocumented === f.removed;
  const fullyDocumented =
    onVesselFullyDocumented &&
    removalFullyDocumented &&
    (f.crewTab === 'b' || f.onVessel === 0 || !f.isRemovable);
  const documented = f.stored + f.installed + f.removedDocumented;

  // Table O: clocks.
  const expertTimes = expertClock(f, expertRows, levels);
  const supplierTimes = supplierClock(f, levels);
  const crewTimes = crewClock(crew === 'tasks', input, now, levels);

  const status = reviewStatus(f);
  const evaluation: OrderItemEvaluation = {
    delivery_status: deliveryStatus(input),
    receipt_state: f.receipt,
    contaminations: f.hazmats.contaminations,
    hazmats_status: f.hazmats.hazmats_status,
    table_a_contamination: f.hazmats.table_a_contamination,
    table_b_contamination: f.hazmats.table_b_contamination,
    has_hazmats: f.hazmats.has_hazmats,
    has_table_a_hazmats: f.hazmats.has_table_a_hazmats,
    has_table_b_hazmats: f.hazmats.has_table_b_hazmats,
    hazmats_display: hazmatDisplay(f.hazmats.hazmats_status, f.hazmatsDecided),
    table_a_display: hazmatDisplay(f.hazmats.table_a_contamination, f.hazmatsDecided),
    table_b_display: hazmatDisplay(f.hazmats.table_b_contamination, f.hazmatsDecided),

    category_relevancy: f.relevancy,
    is_category_review_required: expertActions.includes('review_category'),
    category_status: f.relevancy === 'none' ? 'missing' : 'ok',
    is_md_review_required: expertActions.includes('review_md'),
    md_status: f.md.status,
    is_sdoc_review_required: expertActions.includes('review_sdoc'),
    sdoc_status: f.sdoc.status,
    is_hazmats_review_required: expertActions.includes('review_hazmats'),
    hazmats_review_status: f.hazmatsReviewStatus,
    is_review_closable: f.isReviewClosable,
    review_status: status,
    is_review_active: status !== 'closed',

    crew_tab: f.crewTab,
    is_documentation_required: documentationRequired,
    is_removal_required: f.hazmats.has_table_a_hazmats && f.onVessel > 0,
    is_removable: f.isRemovable,
    quantity_received: f.received,
    quantity_on_vessel: f.onVessel,
    quantity_stored: f.stored,
    quantity_installed: f.installed,
    quantity_removed: f.removed,
    quantity_documented: documented,
    quantity_not_documented: Math.max(0, f.received - documented),
    has_storages: input.storages.length > 0,
    has_installations: input.installations.length > 0,
    has_removals: input.removals.length > 0,
    is_fully_documented: fullyDocumented,
    is_on_vessel_fully_documented: onVesselFullyDocumented,
    is_removal_fully_documented: removalFullyDocumented,
    is_fully_removed: fullyDocumented && crew === 'done',

    has_review_todo: hasExpertTodo,
    has_documentation_todo: documentationTodo,
    has_reject_todo: crewActions.includes('receiving_reject'),
    has_discharge_todo: crewActions.includes('discharge'),
    has_ongoing_documentation_todo: crewActions.includes('ongoing_documentation'),
    has_expert_todo: hasExpertTodo,
    has_crew_todo: hasCrewTodo,
    has_todo: hasExpertTodo || hasCrewTodo,

    expert_list: expert,
    crew_list: crew,
    general_list: general,
    is_in_expert_tasks_list: expert === 'tasks',
    is_in_expert_monitor_list: expert === 'monitor',
    is_in_expert_done_list: expert === 'done',
    is_in_crew_tasks_list: crew === 'tasks',
    is_in_crew_monitor_list: crew === 'monitor',
    is_in_crew_done_list: crew === 'done',
    is_in_general_tasks_list: general === 'tasks',
    is_in_general_monitor_list: general === 'monitor',
    is_in_general_done_list: general === 'done',
    is_relevant_for_report: f.onVessel > 0 && (f.crewTab !== null || f.hazmats.has_table_a_hazmats),
    highlights: {
      expert: expertHighlight({
        list: expert,
        actions: expertActions,
        isRelevantCategory: f.isRelevantCategory,
      }),
      crew: crewHighlight({ list: crew, crewTab: f.crewTab }),
    },

    expert_proposed_actions: expertActions,
    expert_waiting_for: expertWaitingFor({
      actions: expertActions,
      md_status: f.md.status,
      sdoc_status: f.sdoc.status,
      review_open: !f.isReviewClosed,
    }),
    crew_proposed_actions: crewActions,
    proposed_actions: [...expertActions, ...crewActions],

    expert_needed_since: expertTimes.expert_needed_since,
    expert_overdue_since: expertTimes.expert_overdue_since,
    is_expert_overdue: isOverdue(expertTimes.expert_overdue_since, now),
    supplier_waiting_since: supplierTimes.supplier_waiting_since,
    supplier_reminder1_at: supplierTimes.supplier_reminder1_at,
    supplier_reminder2_at: supplierTimes.supplier_reminder2_at,
    supplier_overdue_since: supplierTimes.supplier_overdue_since,
    is_supplier_overdue: isOverdue(supplierTimes.supplier_overdue_since, now),
    crew_tasks_first_notified_at: crewTimes.crew_tasks_first_notified_at,
    crew_tasks_first_ever_notified_at: crewTimes.crew_tasks_first_ever_notified_at,
    crew_overdue_since: crewTimes.crew_overdue_since,
    crew_first_ever_overdue_since: crewTimes.crew_first_ever_overdue_since,
    is_crew_overdue: isOverdue(crewTimes.crew_overdue_since, now),

    expert_display: 'done',
    crew_display: 'done',
    supplier_display: itemSupplierDisplay(f.isReviewClosed, f.md.status, f.sdoc.status),
  };
  // Tables XD and CD read the evaluation itself.
  evaluation.expert_display = expertDisplay(input, evaluation);
  evaluation.crew_display = crewDisplay(evaluation);
  return evaluation;
}
