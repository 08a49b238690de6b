import { ITEM_STATS_FIELDS } from '@keelson/contract';
import {
  type CrewAction,
  type CrewDisplay,
  type ExpertAction,
  type ExpertDisplay,
  expertActionLabel,
  LABELS,
} from '@keelson/domain';
import type { ItemSet, ItemStatsField } from '../../api/orders.ts';
import type { EvaluationView } from './evaluation-view.ts';

/** The set filters in the order of the segmented control (ITEM_SET_FILTERS of the contract). */
export const ITEM_SETS: readonly ItemSet[] = [
  'expert_tasks',
  'expert_monitor',
  'expert_done',
  'crew_tasks',
  'crew_monitor',
  'crew_done',
];
/** The crew's lists: what a crew member (or an expert in the crew's view) chooses from. */
export const CREW_ITEM_SETS: readonly ItemSet[] = ['crew_tasks', 'crew_monitor', 'crew_done'];
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
  expert_active_overdue: 'Expert tasks overdue',
  items_category_relevant: 'Category relevant',
  items_category_additional: 'Category additional',
  items_category_not_relevant: 'Category not relevant',
  items_category_unknown: 'No category yet',
};
export const isItemStatsField = (value: string | null): value is ItemStatsField =>
  value !== null && (ITEM_STATS_FIELDS as readonly string[]).includes(value);

export const EXPERT_ACTION_LABELS = LABELS.expertAction;
export const CREW_ACTION_LABELS = LABELS.crewAction;
/** The next action as the list says it; an expert action in the words of its parts' state. */
export const actionLabel = (action: string, view: Pick<EvaluationView, 'mdStatus' | 'sdocStatus'>) =>
  EXPERT_ACTION_LABELS[action as ExpertAction]
    ? expertActionLabel(action as ExpertAction, { md_status: view.mdStatus, sdoc_status: view.sdocStatus })
    : (CREW_ACTION_LABELS[action as CrewAction] ?? action);

type Badge = { label: string; color: string };

/** Badges: the domain's label in the colour of its urgency. */
const badges = <K extends string>(labels: Record<K, string>, colours: Record<K, string>) =>
  Object.fromEntries(
    (Object.keys(colours) as K[]).map((key) => [key, { label: labels[key], color: colours[key] }]),
  ) as Record<K, Badge>;

export const EXPERT_DISPLAY_BADGES = badges<ExpertDisplay>(LABELS.expertDisplay, {
  invalid_data: 'red',
  updated_data: 'orange',
  article_updated: 'orange',
  item_updated: 'orange',
  order_updated: 'orange',
  new: 'blue',
  request_rejected: 'red',
  document_rejected: 'red',
  message_received: 'yellow',
  awaiting_md: 'gray',
  awaiting_sdoc: 'gray',
  in_review: 'yellow',
  uploaded: 'yellow',
  verified: 'teal',
  open_review: 'yellow',
  remove_tab_a: 'red',
  done_tab_a: 'green',
  done_tab_b: 'green',
  done: 'green',
});
export const CREW_DISPLAY_BADGES = badges<CrewDisplay>(LABELS.crewDisplay, {
  reject_tab_a: 'red',
  tag_and_inventory_tab_a: 'orange',
  tag_and_inventory_tab_b: 'yellow',
  record_tab_a: 'orange',
  record_tab_b: 'yellow',
  attach_discharge_receipt: 'orange',
  discharge_tab_a: 'red',
  done: 'green',
  not_relevant: 'gray',
});

export const WORK_LIST_LABELS = LABELS.workList;
export const REVIEW_STATUS_LABELS = LABELS.reviewStatus;
export const PART_STATUS_LABELS = LABELS.reviewPartStatus;
/** Results and the display texts (`not_reviewed`). */
export const HAZMAT_RESULT_LABELS = LABELS.hazmat;
export const CONTAMINATION_LABELS = LABELS.contamination;
export const RELEVANCY_LABELS = LABELS.categoryRelevancy;
