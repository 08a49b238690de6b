import type { ItemSet, ItemStatsField } from '../../api/orders.ts';
import type { StatsCount, StatsGroup } from '../../api/stats.ts';
import { companyOrdersPath } from '../company/CompanyNav.tsx';
import { ALL_LISTS } from '../orders/order-labels.ts';
import type { StatsValue } from './stats-labels.ts';

export type ListTarget = { set: ItemSet | typeof ALL_LISTS; statsField?: ItemStatsField };

/**
 * The item list each count opens: the set its items are always in, plus the stats_field whose
 * filter is the very condition the count counts (server: order-item-filters.ts), so the number on
 * the dashboard and the list agree. Waiting for documents and the supplier reminders only ask for
 * an open review, so those items can be in the expert's tasks or monitor list: they open all lists.
 * Counts without a list filter (categories, crew items without tasks) are not links.
 */
export const STATS_LIST_TARGETS: Partial<Record<StatsCount, ListTarget>> = {
  total: { set: ALL_LISTS },
  expert_active: { set: 'expert_tasks' },
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
};

/** A group row narrows the list to its supplier or vessel (the orders page's ?supplier= / ?vessel=). */
export type GroupScope = { group: StatsGroup; id: string };

/** The orders list a count opens, or null when the count has no list. */
export function statsCountHref(bucketId: string, value: StatsValue, scope?: GroupScope): string | null {
  const target = value === 'crew_without_tasks' ? undefined : STATS_LIST_TARGETS[value];
  if (!target) return null;
  const params = new URLSearchParams({ set: target.set });
  if (target.statsField) params.set('stats_field', target.statsField);
  if (scope) params.set(scope.group, scope.id);
  return `${companyOrdersPath(bucketId)}?${params.toString()}`;
}
