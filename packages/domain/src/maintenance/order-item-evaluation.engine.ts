// evaluateOrderItem: where an order item stands, who must do what next, and who is late.
// Pure: the same input and `now` give the same evaluation. The tables are in
// docs/domain/order-item-lifecycle.md; each step below names the table it applies. The engine runs
// for every item of a fleet: most tables are looked up in indexes built once from them
// (order-item-evaluation.indexes.ts), and proposed actions are bit masks until the end.
import { hazmatDisplay } from './contamination.rules.ts';
import { CREW_ACTION_ROWS } from './crew-actions.table.ts';
import { bit, firstOf } from './decision-index.utils.ts';
import { REVIEW_STATUSES, type ReviewStatus, WORK_LISTS, type WorkList } from './evaluation.constants.ts';
import {
  crewTabPosition,
  documentStatusPosition,
  partStatusPosition,
  receiptPosition,
  relevancyPosition,
  workListPosition,
} from './evaluation-positions.utils.ts';
import { expertDisplay } from './expert-display.rules.ts';
import { buildItemFactsBeforeReview } from './item-facts.rules.ts';
import {
  CREW_DISPLAY_INDEX,
  CREW_HIGHLIGHT_INDEX,
  changeFormOf,
  crewActionsOf,
  crewBit,
  EXPERT_DISPLAY_INDEX,
  EXPERT_HIGHLIGHT_INDEX,
  EXPERT_LIST_INDEX,
  EXPERT_ROWS,
  EXPERT_WAITING_INDEX,
  expertActionsOf,
  expertBit,
  GENERAL_LIST_INDEX,
  INCONSISTENT,
  proposedActionsOf,
  RANKED_DOCUMENT_INDEX,
  REVIEW_INDEX,
  REVIEW_STATUS_INDEX,
  SUPPLIER_DISPLAY_INDEX,
} from './order-item-evaluation.indexes.ts';
import type { EvaluationOptions, OrderItemEvaluation } from './order-item-evaluation.types.ts';
import type { OrderItemInput } from './order-item-input.types.ts';
import {
  crewTasksFirstEverNotifiedAt,
  crewTasksFirstNotifiedAt,
  expertNeededSince,
  isOverdue,
  plusDays,
  supplierWaitingSince,
} from './overdue.rules.ts';
import { deliveryStatus } from './receiving.rules.ts';
import { DEFAULT_SERVICE_LEVELS } from './service-levels.constants.ts';
import { crewList } from './work-lists.table.ts';

const REVIEW_CATEGORY = expertBit('review_category');
const REVIEW_MD = expertBit('review_md');
const REVIEW_SDOC = expertBit('review_sdoc');
const REVIEW_HAZMATS = expertBit('review_hazmats');
const RECEIVING_REJECT = crewBit('receiving_reject');
const DISCHARGE = crewBit('discharge');
const ONGOING_DOCUMENTATION = crewBit('ongoing_documentation');
/** Crew actions that ask for quantities or documents (has_documentation_todo). */
const DOCUMENTATION =
  crewBit('receiving_confirm') |
  crewBit('fix_quantity_received') |
  crewBit('fix_quantity_documented') |
  crewBit('fix_documentation');

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
  const f = buildItemFactsBeforeReview(input);
  const mdStatus = documentStatusPosition(f.md.status);
  const sdocStatus = documentStatusPosition(f.sdoc.status);
  const crewTab = crewTabPosition(f.crewTab);

  // Tables V and E: the review's consistency and the actions proposed to the expert.
  const review = REVIEW_INDEX.at(
    bit(f.isReviewClosed),
    bit(f.isReviewClosable),
    bit(f.hasNewData),
    relevancyPosition(f.relevancy),
    partStatusPosition(f.hazmatsReviewStatus),
    mdStatus,
    sdocStatus,
  );
  f.isReviewConsistent = (review & INCONSISTENT) === 0;
  const expertRows = review & EXPERT_ROWS;
  // Table C compares quantities: row by row, and only for items with a crew tab (every row
  // requires one; crew-actions.table.test.ts checks it).
  let crewRows = 0;
  if (f.crewTab !== null) {
    let rowBit = 1;
    for (const row of CREW_ACTION_ROWS) {
      if (row.when(f)) crewRows |= rowBit;
      rowBit *= 2;
    }
  }
  const hasExpertTodo = expertRows !== 0;
  const hasCrewTodo = crewRows !== 0;
  const expertActions = expertActionsOf(expertRows);
  const crewActions = crewActionsOf(crewRows);

  // Table L: lists.
  const crew = crewList({ facts: f, hasCrewActions: hasCrewTodo });
  const crewPosition = workListPosition(crew);
  const expertPosition = EXPERT_LIST_INDEX.at(
    bit(hasExpertTodo),
    bit(f.isReviewClosed),
    bit(f.hazmats.has_table_a_hazmats),
    crewPosition,
  );
  const expert = WORK_LISTS[expertPosition] as WorkList;
  const general = WORK_LISTS[GENERAL_LIST_INDEX.at(expertPosition, crewPosition)] as WorkList;

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
  const expertSince = expertNeededSince(f, expertRows);
  const expertOverdue = plusDays(expertSince, levels.expertOverdueAfterDays);
  const supplierSince = supplierWaitingSince(f);
  const supplierOverdue = plusDays(supplierSince, levels.supplierOverdueAfterDays);
  const inCrewTasks = crew === 'tasks';
  const crewFirst = crewTasksFirstNotifiedAt(inCrewTasks, input, now);
  const crewFirstEver = crewTasksFirstEverNotifiedAt(input, crewFirst);
  const crewOverdue = plusDays(crewFirst, levels.crewOverdueAfterDays);
  // The first-ever notification is mostly the current one: the same deadline, not a second Date.
  const crewFirstEverOverdue = !inCrewTasks
    ? null
    : crewFirstEver === crewFirst
      ? crewOverdue
      : plusDays(crewFirstEver, levels.crewOverdueAfterDays);

  const statusPosition = REVIEW_STATUS_INDEX.at(
    bit(f.isReviewClosed),
    bit(f.isReviewConsistent),
    bit(f.hasNewData),
  );
  const status = REVIEW_STATUSES[statusPosition] as ReviewStatus;
  const changeForm = changeFormOf(input.new_data_changes);
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
    is_category_review_required: (expertRows & REVIEW_CATEGORY) !== 0,
    category_status: f.relevancy === 'none' ? 'missing' : 'ok',
    is_md_review_required: (expertRows & REVIEW_MD) !== 0,
    md_status: f.md.status,
    is_sdoc_review_required: (expertRows & REVIEW_SDOC) !== 0,
    sdoc_status: f.sdoc.status,
    is_hazmats_review_required: (expertRows & REVIEW_HAZMATS) !== 0,
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
    has_documentation_todo: (crewRows & DOCUMENTATION) !== 0,
    has_reject_todo: (crewRows & RECEIVING_REJECT) !== 0,
    has_discharge_todo: (crewRows & DISCHARGE) !== 0,
    has_ongoing_documentation_todo: (crewRows & ONGOING_DOCUMENTATION) !== 0,
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
      expert: EXPERT_HIGHLIGHT_INDEX.at(expertPosition, expertRows, bit(f.isRelevantCategory)),
      crew: CREW_HIGHLIGHT_INDEX.at(crewPosition, crewTab),
    },

    expert_proposed_actions: expertActions,
    expert_waiting_for: EXPERT_WAITING_INDEX.at(expertRows, mdStatus, sdocStatus, bit(!f.isReviewClosed)),
    crew_proposed_actions: crewActions,
    proposed_actions: proposedActionsOf(expertRows, crewRows),

    expert_needed_since: expertSince,
    expert_overdue_since: expertOverdue,
    is_expert_overdue: isOverdue(expertOverdue, now),
    supplier_waiting_since: supplierSince,
    supplier_reminder1_at: plusDays(supplierSince, levels.supplierReminder1AfterDays),
    supplier_reminder2_at: plusDays(supplierSince, levels.supplierReminder2AfterDays),
    supplier_overdue_since: supplierOverdue,
    is_supplier_overdue: isOverdue(supplierOverdue, now),
    crew_tasks_first_notified_at: crewFirst,
    crew_tasks_first_ever_notified_at: crewFirstEver,
    crew_overdue_since: crewOverdue,
    crew_first_ever_overdue_since: crewFirstEverOverdue,
    is_crew_overdue: isOverdue(crewOverdue, now),

    expert_display:
      changeForm === undefined
        ? 'done'
        : EXPERT_DISPLAY_INDEX.at(
            changeForm,
            firstOf(expertRows),
            statusPosition,
            bit(f.hazmats.has_table_a_hazmats),
            bit(f.hazmats.has_hazmats),
            crewPosition,
            RANKED_DOCUMENT_INDEX.at(mdStatus, sdocStatus),
          ),
    crew_display: CREW_DISPLAY_INDEX.at(crewRows, crewTab, receiptPosition(f.receipt)),
    supplier_display: SUPPLIER_DISPLAY_INDEX.at(bit(f.isReviewClosed), mdStatus, sdocStatus),
  };
  // Table XD reads the evaluation itself: tried row by row for an item with several changes.
  if (changeForm === undefined) evaluation.expert_display = expertDisplay(input, evaluation);
  return evaluation;
}
