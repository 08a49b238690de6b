// The item lists' set filters, the statistics' counts and the list each count opens: plain values
// without zod, so the web app can use them without loading the schemas (issue 19: first load).
import type { ITEM_SET_FILTERS } from './maintenance.ts';

export const ITEM_STATS_FIELDS = [
  'expert_wait_for_categorisation_total',
  'expert_wait_for_categorisation_overdue',
  'expert_wait_for_documents_total',
  'expert_wait_for_documents_overdue',
  'expert_wait_for_acceptance_total',
  'expert_wait_for_acceptance_overdue',
  'expert_wait_for_closing_review_total',
  'expert_wait_for_closing_review_overdue',
  'supplier_reminder1',
  'supplier_reminder2',
  'crew_in_tasks_overdue',
  'crew_in_tasks_overdue_tab_a',
  'crew_in_tasks_overdue_tab_b',
  // Beyond the spec's list, so that the fleet dashboard's counts and slices open exactly their
  // items: the expert's overdue tasks and the statistics' category relevancy.
  'expert_active_overdue',
  'items_category_relevant',
  'items_category_additional',
  'items_category_not_relevant',
  'items_category_unknown',
] as const;

/** The bucket statistics' counts (spec section 3), in the spec's names; all default to 0. */
export const STATS_COUNTS = [
  'total',
  'wait_for_documents_total',
  'wait_for_documents_overdue',
  'expert_active',
  'expert_active_overdue',
  'expert_completed',
  'expert_wait_for_categorisation_total',
  'expert_wait_for_categorisation_overdue',
  'expert_wait_for_acceptance_total',
  'expert_wait_for_acceptance_overdue',
  'expert_wait_for_closing_review_total',
  'expert_wait_for_closing_review_overdue',
  'crew_in_tasks_list',
  'crew_in_tasks_overdue',
  'crew_in_tasks_overdue_tab_a',
  'crew_in_tasks_overdue_tab_b',
  'crew_in_monitor_list',
  'crew_in_done_list',
  'supplier_reminder1',
  'supplier_reminder2',
  'supplier_cancelled',
  'supplier_completed',
  'supplier_inactive',
  'items_category_relevant',
  'items_category_not_relevant',
  'items_category_additional',
  'items_category_unknown',
  'items_completed_relevant',
  'items_completed_additional',
] as const;
export type StatsCount = (typeof STATS_COUNTS)[number];

/** `?set=all`: the items of every list (what a count across lists opens). */
export const ALL_LISTS = 'all';

/** The item list a count opens: the list its items are always in, and the filter it counts by. */
export type StatsListTarget = {
  set: (typeof ITEM_SET_FILTERS)[number] | typeof ALL_LISTS;
  statsField?: (typeof ITEM_STATS_FIELDS)[number];
};

/**
 * The item list each count opens: the set its items are always in, plus the stats_field whose
 * filter is the very condition the count counts (server: order-item-filters.ts), so a number and
 * the list agree. Waiting for documents, the supplier reminders and the categories only ask for an
 * open review or nothing at all, so those items can be in any list: they open all lists. The
 * statistics page, the fleet dashboard and its weekly mail link through this one table.
 */
export const STATS_LIST_TARGETS: Partial<Record<StatsCount, StatsListTarget>> = {
  total: { set: ALL_LISTS },
  expert_active: { set: 'expert_tasks' },
  expert_active_overdue: { set: 'expert_tasks', statsField: 'expert_active_overdue' },
  expert_completed: { set: 'expert_done' },
  expert_wait_for_categorisation_total: {
    set: 'expert_tasks',
    statsField: 'expert_wait_for_categorisation_total',
  },
  expert_wait_for_categorisation_overdue: {
    set: 'expert_tasks',
    statsField: 'expert_wait_for_categorisation_overdue',
  },
  wait_for_documents_total: { set: ALL_LISTS, statsField: 'expert_wait_for_documents_total' },
  wait_for_documents_overdue: { set: ALL_LISTS, statsField: 'expert_wait_for_documents_overdue' },
  expert_wait_for_acceptance_total: { set: 'expert_tasks', statsField: 'expert_wait_for_acceptance_total' },
  expert_wait_for_acceptance_overdue: {
    set: 'expert_tasks',
    statsField: 'expert_wait_for_acceptance_overdue',
  },
  expert_wait_for_closing_review_total: {
    set: 'expert_tasks',
    statsField: 'expert_wait_for_closing_review_total',
  },
  expert_wait_for_closing_review_overdue: {
    set: 'expert_tasks',
    statsField: 'expert_wait_for_closing_review_overdue',
  },
  crew_in_tasks_list: { set: 'crew_tasks' },
  crew_in_tasks_overdue: { set: 'crew_tasks', statsField: 'crew_in_tasks_overdue' },
  crew_in_tasks_overdue_tab_a: { set: 'crew_tasks', statsField: 'crew_in_tasks_overdue_tab_a' },
  crew_in_tasks_overdue_tab_b: { set: 'crew_tasks', statsField: 'crew_in_tasks_overdue_tab_b' },
  crew_in_monitor_list: { set: 'crew_monitor' },
  crew_in_done_list: { set: 'crew_done' },
  supplier_reminder1: { set: ALL_LISTS, statsField: 'supplier_reminder1' },
  supplier_reminder2: { set: ALL_LISTS, statsField: 'supplier_reminder2' },
  items_category_relevant: { set: ALL_LISTS, statsField: 'items_category_relevant' },
  items_category_additional: { set: ALL_LISTS, statsField: 'items_category_additional' },
  items_category_not_relevant: { set: ALL_LISTS, statsField: 'items_category_not_relevant' },
  items_category_unknown: { set: ALL_LISTS, statsField: 'items_category_unknown' },
};

/** A count narrowed to one supplier or one vessel, as the orders page reads it (?supplier= / ?vessel=). */
export type StatsListScope = { group: 'supplier' | 'vessel'; id: string };

/** The orders page's query string for a count (`set=…&stats_field=…&vessel=…`), or null without a list. */
export function statsListQuery(count: StatsCount, scope?: StatsListScope): string | null {
  const target = STATS_LIST_TARGETS[count];
  if (!target) return null;
  const params = new URLSearchParams({ set: target.set });
  if (target.statsField) params.set('stats_field', target.statsField);
  if (scope) params.set(scope.group, scope.id);
  return params.toString();
}

/**
 * The fleet dashboard's counts of a vessel, each one of the bucket statistics' counts (spec
 * section 3) over the vessel's items, so it opens the list STATS_LIST_TARGETS gives that count:
 * open expert work, and overdue work of the expert, the supplier (waiting for documents past the
 * deadline) and the crew.
 */
export const FLEET_COUNTS = {
  open_expert: 'expert_active',
  overdue_expert: 'expert_active_overdue',
  overdue_supplier: 'wait_for_documents_overdue',
  overdue_crew: 'crew_in_tasks_overdue',
} as const satisfies Record<string, StatsCount>;
export type FleetCount = keyof typeof FLEET_COUNTS;
