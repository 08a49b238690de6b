// REFERENCE, TEST-ONLY: evaluateOrderItem as it was before it was optimised (issue 19, "Fleet
// scale"), copied once from order-item-evaluation.engine.ts and the rules it called (overdue,
// supplier-display, expert-display, crew-display, expert-waiting, work-lists, highlights; the facts
// are in order-item-evaluation.reference-facts.test-support.ts, the tables in
// order-item-evaluation.reference-tables.test-support.ts).
// order-item-evaluation.equivalence.property.test.ts compares the optimised engine with it field
// by field. Only constants (hazmat definitions, table D, enumerations) are imported. Do not
// optimise this file; when a rule changes on purpose, change it here as well.
import type { DocumentRequestStatus } from './document.constants.ts';
import { SUPPLIER_DISPLAYS, type SupplierDisplay } from './evaluation.constants.ts';
import type { HazmatResult } from './hazmat.constants.ts';
import {
  buildItemFacts,
  deliveryStatus,
  earliest,
  isHazmatResult,
  isOverdue,
  plusDays,
} from './order-item-evaluation.reference-facts.test-support.ts';
import {
  allMatches,
  CREW_ACTION_ROWS,
  CREW_DISPLAY_TABLE,
  CREW_HIGHLIGHT_TABLE,
  CREW_LIST_TABLE,
  EXPERT_ACTION_ROWS,
  EXPERT_DISPLAY_TABLE,
  EXPERT_DOCUMENT_RANKING,
  EXPERT_HIGHLIGHT_TABLE,
  EXPERT_LIST_TABLE,
  EXPERT_WAITING_TABLE,
  firstMatch,
  GENERAL_LIST_TABLE,
  isAwaitingSupplier,
} from './order-item-evaluation.reference-tables.test-support.ts';
import type { EvaluationOptions, OrderItemEvaluation } from './order-item-evaluation.types.ts';
import type { OrderItemInput } from './order-item-input.types.ts';
import { DEFAULT_SERVICE_LEVELS } from './service-levels.constants.ts';

// ---- displays (supplier-display, expert-display, crew-display, contamination) -----------------

const SUPPLIER_DISPLAY_OF_STATUS: Readonly<Partial<Record<DocumentRequestStatus, SupplierDisplay>>> = {
  expert_requested_document: 'provide_document',
  expert_requested_verification: 'verify_document',
  supplier_rejected_request: 'rejected_request',
};

function itemSupplierDisplay(
  closed: boolean,
  mdStatus: DocumentRequestStatus,
  sdocStatus: DocumentRequestStatus,
): SupplierDisplay | null {
  if (closed) return null;
  const md = SUPPLIER_DISPLAY_OF_STATUS[mdStatus] ?? null;
  const sdoc = SUPPLIER_DISPLAY_OF_STATUS[sdocStatus] ?? null;
  if (md === null || sdoc === null) return md ?? sdoc;
  return SUPPLIER_DISPLAYS.indexOf(sdoc) < SUPPLIER_DISPLAYS.indexOf(md) ? sdoc : md;
}

function expertDisplay(
  item: OrderItemInput,
  evaluation: OrderItemEvaluation,
): OrderItemEvaluation['expert_display'] {
  let ranked: (typeof EXPERT_DOCUMENT_RANKING)[number]['md'] | null = null;
  for (const entry of EXPERT_DOCUMENT_RANKING) {
    if (entry.status === evaluation.md_status) {
      ranked = entry.md;
      break;
    }
    if (entry.status === evaluation.sdoc_status) {
      ranked = entry.sdoc;
      break;
    }
  }
  const outcome = firstMatch(EXPERT_DISPLAY_TABLE, { item, evaluation, ranked });
  return outcome === 'ranked_document_state' ? (ranked as NonNullable<typeof ranked>) : outcome;
}

const hazmatDisplay = (result: HazmatResult, decided: boolean): OrderItemEvaluation['hazmats_display'] =>
  decided || isHazmatResult(result) ? result : 'not_reviewed';

// ---- the engine (order-item-evaluation.engine.ts) ---------------------------------------------

export function referenceEvaluateOrderItem(
  input: OrderItemInput,
  options: EvaluationOptions,
): OrderItemEvaluation {
  const now = options.now;
  const levels = options.serviceLevels ?? DEFAULT_SERVICE_LEVELS;
  const f = buildItemFacts(input);

  const expertRows = EXPERT_ACTION_ROWS.filter((row) => row.when(f));
  const expertActions = expertRows.map((row) => row.outcome);
  const crewActions = allMatches(CREW_ACTION_ROWS, f);
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

  const crew = firstMatch(CREW_LIST_TABLE, { facts: f, hasCrewActions: hasCrewTodo });
  const expert = firstMatch(EXPERT_LIST_TABLE, { facts: f, hasExpertActions: hasExpertTodo, crewList: crew });
  const general = firstMatch(GENERAL_LIST_TABLE, { expertList: expert, crewList: crew });

  const documentationRequired = f.crewTab !== null && f.receipt === 'received';
  const onVesselFullyDocumented = documentationRequired && f.received > 0 && f.accounted === f.received;
  const removalFullyDocumented = documentationRequired && f.removedDocumented === f.removed;
  const fullyDocumented =
    onVesselFullyDocumented &&
    removalFullyDocumented &&
    (f.crewTab === 'b' || f.onVessel === 0 || !f.isRemovable);
  const documented = f.stored + f.installed + f.removedDocumented;

  // Table O.
  let expertSince: Date | null = null;
  for (const row of expertRows) expertSince = earliest(expertSince, row.since(f));
  const expertOverdue = plusDays(expertSince, levels.expertOverdueAfterDays);
  let supplierSince: Date | null = null;
  if (!f.isReviewClosed) {
    if (isAwaitingSupplier(f.md.status)) supplierSince = f.md.status_at;
    if (isAwaitingSupplier(f.sdoc.status)) supplierSince = earliest(supplierSince, f.sdoc.status_at);
  }
  const supplierOverdue = plusDays(supplierSince, levels.supplierOverdueAfterDays);
  const inTasks = crew === 'tasks';
  const firstNotified = inTasks ? (input.crew_tasks_first_notified_at ?? now) : null;
  const firstEver = earliest(input.crew_tasks_first_ever_notified_at, firstNotified);
  const crewOverdue = plusDays(firstNotified, levels.crewOverdueAfterDays);

  const status = !f.isReviewClosed
    ? 'open'
    : !f.isReviewConsistent
      ? 'invalid'
      : f.hasNewData
        ? 'new_data'
        : 'closed';
  const evaluation: OrderItemEvaluation = {
    delivery_status: deliveryStatus(input),
    receipt_state: f.receipt,
    contaminations: f.hazmats.contaminations as OrderItemEvaluation['contaminations'],
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
      expert: firstMatch(EXPERT_HIGHLIGHT_TABLE, {
        list: expert,
        actions: expertActions,
        isRelevantCategory: f.isRelevantCategory,
      }),
      crew: firstMatch(CREW_HIGHLIGHT_TABLE, { list: crew, crewTab: f.crewTab }),
    },

    expert_proposed_actions: expertActions,
    expert_waiting_for: firstMatch(EXPERT_WAITING_TABLE, {
      actions: expertActions,
      md_status: f.md.status,
      sdoc_status: f.sdoc.status,
      review_open: !f.isReviewClosed,
    }),
    crew_proposed_actions: crewActions,
    proposed_actions: [...expertActions, ...crewActions],

    expert_needed_since: expertSince,
    expert_overdue_since: expertOverdue,
    is_expert_overdue: isOverdue(expertOverdue, now),
    supplier_waiting_since: supplierSince,
    supplier_reminder1_at: plusDays(supplierSince, levels.supplierReminder1AfterDays),
    supplier_reminder2_at: plusDays(supplierSince, levels.supplierReminder2AfterDays),
    supplier_overdue_since: supplierOverdue,
    is_supplier_overdue: isOverdue(supplierOverdue, now),
    crew_tasks_first_notified_at: firstNotified,
    crew_tasks_first_ever_notified_at: firstEver,
    crew_overdue_since: crewOverdue,
    crew_first_ever_overdue_since: inTasks ? plusDays(firstEver, levels.crewOverdueAfterDays) : null,
    is_crew_overdue: isOverdue(crewOverdue, now),

    expert_display: 'done',
    crew_display: 'done',
    supplier_display: itemSupplierDisplay(f.isReviewClosed, f.md.status, f.sdoc.status),
  };
  evaluation.expert_display = expertDisplay(input, evaluation);
  evaluation.crew_display = firstMatch(CREW_DISPLAY_TABLE, evaluation);
  return evaluation;
}
