import { STATS_COUNTS, type StatsCount } from '@keelson/contract';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { purchaseOrderItems as items } from '../../db/schema/index.ts';
import { statsFieldFilter } from '../order-items/order-item-filters.ts';

const evaluationText = (field: string) => sql`${items.evaluation} ->> ${field}`;
const isDue = (column: typeof items.expertOverdueSince, now: Date) =>
  sql`${column} is not null and ${column} <= ${now.toISOString()}::timestamptz`;

/**
 * The condition each count counts. The ones the item lists also offer as stats_field reuse those
 * filters, so a count and the list it opens always agree (docs/decisions/0009).
 */
export function statsConditions(now: Date): Record<StatsCount, SQL> {
  const relevant = inArray(items.categoryRelevancy, ['relevant', 'additional']);
  const parts = [evaluationText('md_status'), evaluationText('sdoc_status')];
  return {
    total: sql`true`,
    wait_for_documents_total: statsFieldFilter('expert_wait_for_documents_total', now),
    wait_for_documents_overdue: statsFieldFilter('expert_wait_for_documents_overdue', now),
    expert_active: eq(items.expertList, 'tasks'),
    expert_active_overdue: and(eq(items.expertList, 'tasks'), isDue(items.expertOverdueSince, now)) as SQL,
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
    items_category_relevant: eq(items.categoryRelevancy, 'relevant'),
    items_category_not_relevant: eq(items.categoryRelevancy, 'not_relevant'),
    items_category_additional: eq(items.categoryRelevancy, 'additional'),
    items_category_unknown: sql`(${items.categoryRelevancy} is null or ${items.categoryRelevancy} = 'none')`,
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

export const hasSupplier = isNotNull(items.supplierId);
