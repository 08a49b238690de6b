import { STATS_COUNTS, type StatsCount } from '@keelson/contract';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { purchaseOrderItems as items } from '../../db/schema/index.ts';
import { statsFieldFilter } from '../order-items/order-item-filters.ts';

const evaluationText = (field: string) => sql`${items.evaluation} ->> ${field}`;

/**
 * The condition each count counts. The ones the item lists also offer as stats_field reuse those
 * filters, so a count and the list it opens always agree (docs/decisions/0009). The statistics
 * read the same counts from the counters (stats.counters.ts, decision 0037); these conditions
 * count the items themselves, for the nightly snapshot and as the counters' recount.
 */
export function statsConditions(now: Date): Record<StatsCount, SQL> {
  const relevant = inArray(items.categoryRelevancy, ['relevant', 'additional']);
  const parts = [evaluationText('md_status'), evaluationText('sdoc_status')];
  return {
    total: sql`true`,
    wait_for_documents_total: statsFieldFilter('expert_wait_for_documents_total', now),
    wait_for_documents_overdue: statsFieldFilter('expert_wait_for_documents_overdue', now),
    expert_active: eq(items.expertList, 'tasks'),
    expert_active_overdue: statsFieldFilter('expert_active_overdue', now),
    expert_completed: eq(items.expertList, 'done'),
    expert_wait_for_categorisation_total: statsFieldFilter('expert_wait_for_categorisation_total', now),
    expert_wait_for_categorisation_overdue: statsFieldFilter('expert_wait_for_categorisation_overdue', now),
    expert_wait_for_acceptance_total: statsFieldFilter('expert_wait_for_acceptance_total', now),
    expert_wait_for_acceptance_overdue: statsFieldFilter('expert_wait_for_acceptance_overdue', now),
    expert_wait_for_closing_review_total: statsFieldFilter('expert_wait_for_closing_review_total', now),
    expert_wait_for_closing_review_overdue: statsFieldFilter('expert_wait_for_closing_review_overdue', now),
    crew_in_tasks_list: eq(items.crewList, 'tasks'),
    crew_in_tasks_overdue: statsFieldFilter('crew_in_tasks_overdue', now),
    crew_in_tasks_overdue_tab_a: statsFieldFilter('crew_in_tasks_overdue_tab_a', now),
    crew_in_tasks_overdue_tab_b: statsFieldFilter('crew_in_tasks_overdue_tab_b', now),
    crew_in_monitor_list: eq(items.crewList, 'monitor'),
    crew_in_done_list: eq(items.crewList, 'done'),
    supplier_reminder1: statsFieldFilter('supplier_reminder1', now),
    supplier_reminder2: statsFieldFilter('supplier_reminder2', now),
    // The supplier turned a request down.
    supplier_cancelled: sql`(${parts[0]} = 'supplier_rejected_request' or ${parts[1]} = 'supplier_rejected_request')`,
    // Both declarations of a relevant item are settled.
    supplier_completed: and(relevant, sql`${parts[0]} = 'ok' and ${parts[1]} = 'ok'`) as SQL,
    // A relevant, open item for which nothing was asked of the supplier yet.
    supplier_inactive: and(
      relevant,
      eq(items.isReviewClosed, false),
      sql`(${parts[0]} = 'missing' or ${parts[1]} = 'missing')`,
    ) as SQL,
    items_category_relevant: statsFieldFilter('items_category_relevant', now),
    items_category_not_relevant: statsFieldFilter('items_category_not_relevant', now),
    items_category_additional: statsFieldFilter('items_category_additional', now),
    items_category_unknown: statsFieldFilter('items_category_unknown', now),
    items_completed_relevant: and(
      eq(items.categoryRelevancy, 'relevant'),
      eq(items.reviewStatus, 'closed'),
    ) as SQL,
    items_completed_additional: and(
      eq(items.categoryRelevancy, 'additional'),
      eq(items.reviewStatus, 'closed'),
    ) as SQL,
  };
}

/** The counts as select columns: `count(*) filter (where …)` each, so one scan answers them all. */
export function statsColumns(now: Date) {
  const conditions = statsConditions(now);
  return Object.fromEntries(
    STATS_COUNTS.map((name) => [
      name,
      sql<number>`count(*) filter (where ${conditions[name]})`.mapWith(Number),
    ]),
  ) as Record<StatsCount, SQL.Aliased<number> | SQL<number>>;
}
