import type { ITEM_SET_FILTERS, ITEM_STATS_FIELDS } from '@keelson/contract';
import type { ExpertWaitingFor } from '@keelson/domain';
import { and, eq, isNotNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { purchaseOrderItems as items, purchaseOrders } from '../../db/schema/index.ts';
import { matchSearch } from '../../db/text-search.ts';

type SetFilter = (typeof ITEM_SET_FILTERS)[number];
type StatsField = (typeof ITEM_STATS_FIELDS)[number];

/** The predefined sets: one list of one side, answered by the stored list columns. */
export function setFilter(set: SetFilter): SQL {
  const [side, list] = set.split('_') as ['expert' | 'crew', 'tasks' | 'monitor' | 'done'];
  return side === 'expert' ? eq(items.expertList, list) : eq(items.crewList, list);
}

const due = (column: AnyPgColumn, now: Date) =>
  and(isNotNull(column), lte(column, sql`${now.toISOString()}::timestamptz`)) as SQL;
const notDue = (column: AnyPgColumn, now: Date) =>
  or(sql`${column} is null`, sql`${column} > ${now.toISOString()}::timestamptz`) as SQL;

/**
 * The statistics' fields as filters (the same conditions the statistics count), from the stored
 * evaluation columns; "overdue" compares the stored deadline with now.
 */
export function statsFieldFilter(field: StatsField, now: Date): SQL {
  const match = field.match(
    /^expert_wait_for_(categorisation|documents|acceptance|closing_review)_(total|overdue)$/,
  );
  if (match) {
    const [, what, kind] = match as unknown as [string, ExpertWaitingFor, 'total' | 'overdue'];
    const base = eq(items.expertWaitingFor, what);
    if (kind === 'total') return base;
    // Documents are late when the supplier is, or when the expert has not asked for them in time.
    const late =
      what === 'documents'
        ? (or(due(items.supplierOverdueSince, now), due(items.expertOverdueSince, now)) as SQL)
        : due(items.expertOverdueSince, now);
    return and(base, late) as SQL;
  }
  switch (field) {
    case 'expert_active_overdue':
      return and(eq(items.expertList, 'tasks'), due(items.expertOverdueSince, now)) as SQL;
    case 'items_category_relevant':
    case 'items_category_additional':
    case 'items_category_not_relevant':
      return eq(items.categoryRelevancy, field.slice('items_category_'.length));
    case 'items_category_unknown':
      return sql`(${items.categoryRelevancy} is null or ${items.categoryRelevancy} = 'none')`;
    case 'supplier_reminder1':
      return and(due(items.supplierReminder1At, now), notDue(items.supplierReminder2At, now)) as SQL;
    case 'supplier_reminder2':
      return and(due(items.supplierReminder2At, now), notDue(items.supplierOverdueSince, now)) as SQL;
    case 'crew_in_tasks_overdue':
      return and(eq(items.crewList, 'tasks'), due(items.crewOverdueSince, now)) as SQL;
    case 'crew_in_tasks_overdue_tab_a':
      return and(
        eq(items.crewList, 'tasks'),
        due(items.crewOverdueSince, now),
        eq(items.crewTab, 'a'),
      ) as SQL;
    default:
      return and(
        eq(items.crewList, 'tasks'),
        due(items.crewOverdueSince, now),
        eq(items.crewTab, 'b'),
      ) as SQL;
  }
}

/** Search over an item's stored search text (article, description, extid, order numbers). */
export function searchFilter(text: string): SQL | undefined {
  return matchSearch(sql`${items.searchText}`, text);
}

/** Search over an order's own texts: numbers, extid, supplier reference and remarks. */
export function orderSearchFilter(text: string): SQL | undefined {
  return matchSearch(
    sql`concat_ws(' ', ${purchaseOrders.orderNumber}, ${purchaseOrders.requisitionNumber}, ${purchaseOrders.extid}, ${purchaseOrders.supplierRef}, ${purchaseOrders.remarks})`,
    text,
  );
}
