import { ITEM_STATS_FIELDS } from '@keelson/contract';
import type {
  Contamination,
  CrewAction,
  CrewDisplay,
  DocumentRequestStatus,
  ExpertAction,
  ExpertDisplay,
  HazmatResult,
  ReviewPartStatus,
  ReviewStatus,
  WorkList,
} from '@keelson/domain';
import type { ItemSet, ItemStatsField } from '../../api/orders.ts';

/** The set filters in the order of the segmented control (ITEM_SET_FILTERS of the contract). */
export const ITEM_SETS: readonly ItemSet[] = [
  'expert_tasks',
  'expert_monitor',
  'expert_done',
  'crew_tasks',
  'crew_monitor',
  'crew_done',
];
export const ITEM_SET_LABELS: Record<ItemSet, string> = {
  expert_tasks: 'Expert tasks',
  expert_monitor: 'Expert monitor',
  expert_done: 'Expert done',
  crew_tasks: 'Crew tasks',
  crew_monitor: 'Crew monitor',
  crew_done: 'Crew done',
};
export const isItemSet = (value: string | null): value is ItemSet =>
  value !== null && (ITEM_SETS as readonly string[]).includes(value);
/** ?set=all: the items of every list (what a statistics count across lists opens). */
export const ALL_LISTS = 'all';
export const ALL_LISTS_LABEL = 'All lists';

/** The statistics counts an item list can be narrowed to (?stats_field=), as a filter chip says them. */
export const STATS_FIELD_LABELS: Record<ItemStatsField, string> = {
  expert_wait_for_categorisation_total: 'Waiting for categorisation',
  expert_wait_for_categorisation_overdue: 'Waiting for categorisation, overdue',
  expert_wait_for_documents_total: 'Waiting for documents',
  expert_wait_for_documents_overdue: 'Waiting for documents, overdue',
  expert_wait_for_acceptance_total: 'Waiting for acceptance',
  expert_wait_for_acceptance_overdue: 'Waiting for acceptance, overdue',
  expert_wait_for_closing_review_total: 'Waiting for closing review',
  expert_wait_for_closing_review_overdue: 'Waiting for closing review, overdue',
  supplier_reminder1: 'Supplier reminder 1',
  supplier_reminder2: 'Supplier reminder 2',
  crew_in_tasks_overdue: 'Crew tasks overdue',
  crew_in_tasks_overdue_tab_a: 'Crew tasks overdue, Table A',
  crew_in_tasks_overdue_tab_b: 'Crew tasks overdue, Table B',
};
export const isItemStatsField = (value: string | null): value is ItemStatsField =>
  value !== null && (ITEM_STATS_FIELDS as readonly string[]).includes(value);

export const EXPERT_ACTION_LABELS: Record<ExpertAction, string> = {
  review_category: 'Choose a category',
  review_md: 'Review the material declaration (MD)',
  review_sdoc: 'Review the supplier declaration (SDoC)',
  review_hazmats: 'Review the hazmat results',
  review_close: 'Close the review',
  fix_invalid_review: 'Fix the invalid closed review',
  fix_review_new_data: 'Review the new data',
};
export const CREW_ACTION_LABELS: Record<CrewAction, string> = {
  receiving_reject: 'Reject the delivery (Table A)',
  receiving_confirm: 'Confirm the delivery',
  fix_quantity_received: 'Recount the received quantity',
  fix_quantity_documented: 'Correct the documented quantity',
  discharge: 'Discharge from the vessel',
  fix_documentation: 'Attach the discharge receipt',
  ongoing_documentation: 'Tag and inventory on a deck plan',
};
export const actionLabel = (action: string) =>
  EXPERT_ACTION_LABELS[action as ExpertAction] ?? CREW_ACTION_LABELS[action as CrewAction] ?? action;

type Badge = { label: string; color: string };
export const EXPERT_DISPLAY_BADGES: Record<ExpertDisplay, Badge> = {
  invalid_data: { label: 'Invalid data', color: 'red' },
  updated_data: { label: 'Updated data', color: 'orange' },
  article_updated: { label: 'Article updated', color: 'orange' },
  item_updated: { label: 'Item updated', color: 'orange' },
  order_updated: { label: 'Order updated', color: 'orange' },
  new: { label: 'New', color: 'blue' },
  request_rejected: { label: 'Request rejected', color: 'red' },
  document_rejected: { label: 'Document rejected', color: 'red' },
  message_received: { label: 'Message received', color: 'yellow' },
  awaiting_md: { label: 'Awaiting MD', color: 'gray' },
  awaiting_sdoc: { label: 'Awaiting SDoC', color: 'gray' },
  in_review: { label: 'In review', color: 'yellow' },
  uploaded: { label: 'Document uploaded', color: 'yellow' },
  verified: { label: 'Document verified', color: 'teal' },
  open_review: { label: 'Open review', color: 'yellow' },
  remove_tab_a: { label: 'Remove (Table A)', color: 'red' },
  done_tab_a: { label: 'Done (Table A)', color: 'green' },
  done_tab_b: { label: 'Done (Table B)', color: 'green' },
  done: { label: 'Done', color: 'green' },
};
export const CREW_DISPLAY_BADGES: Record<CrewDisplay, Badge> = {
  reject_tab_a: { label: 'Reject (Table A)', color: 'red' },
  tag_and_inventory_tab_a: { label: 'Tag and inventory (Table A)', color: 'orange' },
  tag_and_inventory_tab_b: { label: 'Tag and inventory (Table B)', color: 'yellow' },
  record_tab_a: { label: 'Record (Table A)', color: 'orange' },
  record_tab_b: { label: 'Record (Table B)', color: 'yellow' },
  attach_discharge_receipt: { label: 'Attach discharge receipt', color: 'orange' },
  discharge_tab_a: { label: 'Discharge (Table A)', color: 'red' },
  done: { label: 'Done', color: 'green' },
  not_relevant: { label: 'Not relevant', color: 'gray' },
};

export const WORK_LIST_LABELS: Record<WorkList, string> = {
  tasks: 'Tasks',
  monitor: 'Monitor',
  done: 'Done',
};
export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  invalid: 'Closed but invalid',
  new_data: 'Closed, new data arrived',
};
export const PART_STATUS_LABELS: Record<ReviewPartStatus | DocumentRequestStatus, string> = {
  missing: 'Missing',
  invalid: 'Invalid',
  ok: 'OK',
  expert_requested_document: 'Requested from the supplier',
  expert_requested_verification: 'Verification requested from the supplier',
  supplier_message: 'Message from the supplier',
  supplier_provided_document: 'Provided by the supplier',
  supplier_verified_document: 'Verified by the supplier',
  supplier_rejected_request: 'Request rejected by the supplier',
  supplier_rejected_document: 'Document rejected by the supplier',
};
export const HAZMAT_RESULT_LABELS: Record<HazmatResult, string> = {
  contained: 'Contained',
  pchm: 'PCHM (potentially containing)',
  unknown: 'Unknown',
  below_threshold: 'Below threshold',
  not_contained: 'Not contained',
};
export const CONTAMINATION_LABELS: Record<Contamination, string> = {
  yes: 'Contained',
  maybe: 'PCHM (potentially containing)',
  bt: 'Below threshold',
  no: 'Not contained',
};
export const RELEVANCY_LABELS: Record<string, string> = {
  relevant: 'Relevant',
  additional: 'Additional',
  not_relevant: 'Not relevant',
};
