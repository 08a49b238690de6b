// The evaluation of one order item: stored per item by the server, explained by the web.
// Field names are the spec's (snake_case) and become DB columns / API fields.
import type { DocumentRequestStatus } from './document.constants.ts';
import type {
  CrewAction,
  CrewDisplay,
  CrewTab,
  ExpertAction,
  ExpertDisplay,
  Highlight,
  ProposedAction,
  ReviewPartStatus,
  ReviewStatus,
  SupplierDisplay,
  WorkList,
} from './evaluation.constants.ts';
import type { ExpertWaitingFor } from './expert-waiting.rules.ts';
import type { HazmatCode, HazmatDisplay, HazmatResult, HazmatTable } from './hazmat.constants.ts';
import type { CategoryRelevancy, DeliveryStatus, ReceiptState } from './order.constants.ts';
import type { ServiceLevels } from './service-levels.constants.ts';

export type HazmatContamination = { hazmat: HazmatCode; table: HazmatTable; result: HazmatResult };

export type Highlights = { expert: Highlight; crew: Highlight };

export type EvaluationOptions = { now: Date; serviceLevels?: ServiceLevels };

export type OrderItemEvaluation = {
  // Delivery and hazmats
  delivery_status: DeliveryStatus;
  receipt_state: ReceiptState;
  /** Worst result per hazmat present in the enabled check results, in hazmat-code order. */
  contaminations: HazmatContamination[];
  hazmats_status: HazmatResult;
  table_a_contamination: HazmatResult;
  table_b_contamination: HazmatResult;
  has_hazmats: boolean;
  has_table_a_hazmats: boolean;
  has_table_b_hazmats: boolean;
  /** What the screens show for hazmats, table A and table B: `not_reviewed` until something decided. */
  hazmats_display: HazmatDisplay;
  table_a_display: HazmatDisplay;
  table_b_display: HazmatDisplay;

  // Review
  category_relevancy: CategoryRelevancy;
  is_category_review_required: boolean;
  category_status: ReviewPartStatus;
  is_md_review_required: boolean;
  md_status: DocumentRequestStatus;
  is_sdoc_review_required: boolean;
  sdoc_status: DocumentRequestStatus;
  is_hazmats_review_required: boolean;
  hazmats_review_status: ReviewPartStatus;
  is_review_closable: boolean;
  review_status: ReviewStatus;
  is_review_active: boolean;

  // Crew obligations and quantities
  crew_tab: CrewTab | null;
  is_documentation_required: boolean;
  is_removal_required: boolean;
  is_removable: boolean;
  quantity_received: number;
  quantity_on_vessel: number;
  quantity_stored: number;
  quantity_installed: number;
  quantity_removed: number;
  quantity_documented: number;
  quantity_not_documented: number;
  has_storages: boolean;
  has_installations: boolean;
  has_removals: boolean;
  is_fully_documented: boolean;
  is_on_vessel_fully_documented: boolean;
  is_removal_fully_documented: boolean;
  is_fully_removed: boolean;

  // To-do flags
  has_review_todo: boolean;
  has_documentation_todo: boolean;
  has_reject_todo: boolean;
  has_discharge_todo: boolean;
  has_ongoing_documentation_todo: boolean;
  has_expert_todo: boolean;
  has_crew_todo: boolean;
  has_todo: boolean;

  // Lists
  expert_list: WorkList;
  crew_list: WorkList;
  general_list: WorkList;
  is_in_expert_tasks_list: boolean;
  is_in_expert_monitor_list: boolean;
  is_in_expert_done_list: boolean;
  is_in_crew_tasks_list: boolean;
  is_in_crew_monitor_list: boolean;
  is_in_crew_done_list: boolean;
  is_in_general_tasks_list: boolean;
  is_in_general_monitor_list: boolean;
  is_in_general_done_list: boolean;
  is_relevant_for_report: boolean;
  highlights: Highlights;

  // Proposed actions
  expert_proposed_actions: ExpertAction[];
  /** What the expert's open work waits for (table W); the statistics count by it. */
  expert_waiting_for: ExpertWaitingFor | null;
  crew_proposed_actions: CrewAction[];
  proposed_actions: ProposedAction[];

  // Clocks (docs: table O). *_since / *_at are deadlines; is_*_overdue compares them with `now`.
  expert_needed_since: Date | null;
  expert_overdue_since: Date | null;
  is_expert_overdue: boolean;
  supplier_waiting_since: Date | null;
  supplier_reminder1_at: Date | null;
  supplier_reminder2_at: Date | null;
  supplier_overdue_since: Date | null;
  is_supplier_overdue: boolean;
  crew_tasks_first_notified_at: Date | null;
  crew_tasks_first_ever_notified_at: Date | null;
  crew_overdue_since: Date | null;
  crew_first_ever_overdue_since: Date | null;
  is_crew_overdue: boolean;

  // Displays
  expert_display: ExpertDisplay;
  crew_display: CrewDisplay;
  supplier_display: SupplierDisplay | null;
};
