import { STATS_COUNTS, type StatsCount } from '@keelson/contract';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  orderListCounters as counters,
  purchaseOrderItems as items,
  purchaseOrders,
} from '../../db/schema/index.ts';
import type { BucketAccess } from '../access/bucket-access.ts';
import { itemsInScope } from '../access/vessel-scope.ts';
import { currentHour, DEADLINE_COLUMNS, ITEM_LIST_STEPS } from '../order-items/order-list-counters.ts';

/**
 * The counter rows each count sums (decision 0037): a field of `order_list_counters`, and for the
 * counts of a list the `all` rows of the items on that list. The conditions are those of
 * statsConditions (stats.counts.ts); the counters' recount test holds the two together.
 */
const COUNTED_AS: Record<StatsCount, { field: string; expertList?: string; crewList?: string }> = {
  total: { field: 'all' },
  wait_for_documents_total: { field: 'expert_wait_for_documents_total' },
  wait_for_documents_overdue: { field: 'expert_wait_for_documents_overdue' },
  expert_active: { field: 'all', expertList: 'tasks' },
  expert_active_overdue: { field: 'expert_active_overdue' },
  expert_completed: { field: 'all', expertList: 'done' },
  expert_wait_for_categorisation_total: { field: 'expert_wait_for_categorisation_total' },
  expert_wait_for_categorisation_overdue: { field: 'expert_wait_for_categorisation_overdue' },
  expert_wait_for_acceptance_total: { field: 'expert_wait_for_acceptance_total' },
  expert_wait_for_acceptance_overdue: { field: 'expert_wait_for_acceptance_overdue' },
  expert_wait_for_closing_review_total: { field: 'expert_wait_for_closing_review_total' },
  expert_wait_for_closing_review_overdue: { field: 'expert_wait_for_closing_review_overdue' },
  crew_in_tasks_list: { field: 'all', crewList: 'tasks' },
  crew_in_tasks_overdue: { field: 'crew_in_tasks_overdue' },
  crew_in_tasks_overdue_tab_a: { field: 'crew_in_tasks_overdue_tab_a' },
  crew_in_tasks_overdue_tab_b: { field: 'crew_in_tasks_overdue_tab_b' },
  crew_in_monitor_list: { field: 'all', crewList: 'monitor' },
  crew_in_done_list: { field: 'all', crewList: 'done' },
  supplier_reminder1: { field: 'supplier_reminder1' },
  supplier_reminder2: { field: 'supplier_reminder2' },
  supplier_cancelled: { field: 'supplier_cancelled' },
  supplier_completed: { field: 'supplier_completed' },
  supplier_inactive: { field: 'supplier_inactive' },
  items_category_relevant: { field: 'items_category_relevant' },
  items_category_not_relevant: { field: 'items_category_not_relevant' },
  items_category_additional: { field: 'items_category_additional' },
  items_category_unknown: { field: 'items_category_unknown' },
  items_completed_relevant: { field: 'items_completed_relevant' },
  items_completed_additional: { field: 'items_completed_additional' },
};

export type StatsGroup = 'supplier' | 'vessel';
type Counts = Record<StatsCount, number>;
type Sums = {
  group: string | null;
  field: string;
  expert_list: string | null;
  crew_list: string | null;
  n: number;
};

const groupColumn = (group: StatsGroup | undefined) =>
  group === 'supplier' ? counters.supplierId : group === 'vessel' ? counters.vesselId : sql`null::uuid`;

/**
 * The statistics' counts of a company — as a whole, or per supplier or vessel for the given ids —
 * from the counters: the rows of the hours before the current one, plus the steps of the items
 * whose deadline passed in the current hour (read from the items through the deadline indexes, as
 * the orders list's total does). Two statements, whatever the number of items.
 */
export async function countsFromCounters(
  db: Database,
  props: {
    bucketId: string;
    access: Pick<BucketAccess, 'vesselIds'>;
    now: Date;
    group?: StatsGroup;
    groupIds?: readonly string[];
  },
): Promise<Map<string | null, Counts>> {
  const { access, now, group, groupIds } = props;
  const result = new Map<string | null, Counts>();
  if ((access.vesselIds !== null && access.vesselIds.length === 0) || groupIds?.length === 0) return result;
  const hour = currentHour(now, DEADLINE_COLUMNS);
  const key = groupColumn(group);
  const stored = db
    .select({
      group: sql<string | null>`${key}`.as('group'),
      field: counters.field,
      expert_list: counters.expertList,
      crew_list: counters.crewList,
      n: sql<number>`sum(${counters.n})::int`.as('n'),
    })
    .from(counters)
    .where(
      and(
        eq(counters.bucketId, props.bucketId),
        hour.stored,
        access.vesselIds ? inArray(counters.vesselId, access.vesselIds) : undefined,
        groupIds ? inArray(key as AnyPgColumn, [...groupIds]) : undefined,
      ),
    )
    .groupBy(sql`1`, counters.field, counters.expertList, counters.crewList);

  const itemKey =
    group === 'supplier' ? items.supplierId : group === 'vessel' ? purchaseOrders.vesselId : sql`null::uuid`;
  const ofThisHour = db
    .select({
      group: sql<string | null>`${itemKey}`.as('group'),
      field: sql<string>`step.field`.as('field'),
      expert_list: sql<null>`null::text`.as('expert_list'),
      crew_list: sql<null>`null::text`.as('crew_list'),
      n: sql<number>`sum(step.delta)::int`.as('n'),
    })
    .from(items)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .crossJoinLateral(ITEM_LIST_STEPS)
    .where(
      and(
        eq(items.bucketId, props.bucketId),
        hour.deadlineInIt,
        hour.stepInIt,
        itemsInScope(db, access),
        groupIds ? inArray(itemKey as AnyPgColumn, [...groupIds]) : undefined,
      ),
    )
    .groupBy(sql`1`, sql`step.field`);
  const rows = (await db.execute(sql`${stored} union all ${ofThisHour}`)) as unknown as { rows: Sums[] };

  const sums = new Map<string, number>();
  const sumKey = (groupId: string | null, field: string, list: string) => `${groupId}|${field}|${list}`;
  const add = (k: string, n: number) => sums.set(k, (sums.get(k) ?? 0) + n);
  for (const row of rows.rows) {
    const n = Number(row.n);
    add(sumKey(row.group, row.field, ''), n);
    if (row.expert_list) add(sumKey(row.group, row.field, `e:${row.expert_list}`), n);
    if (row.crew_list) add(sumKey(row.group, row.field, `c:${row.crew_list}`), n);
    if (!result.has(row.group)) result.set(row.group, {} as Counts);
  }
  for (const [groupId, counts] of result)
    for (const name of STATS_COUNTS) {
      const { field, expertList, crewList } = COUNTED_AS[name];
      const list = expertList ? `e:${expertList}` : crewList ? `c:${crewList}` : '';
      counts[name] = sums.get(sumKey(groupId, field, list)) ?? 0;
    }
  return result;
}

/** A company's counts: every count 0 when nothing counts. */
export function emptyCounts(): Counts {
  return Object.fromEntries(STATS_COUNTS.map((name) => [name, 0])) as Counts;
}

/**
 * The groups a page of the statistics shows: the company's suppliers or vessels with an active
 * item (the `all` counters), searched by name, sorted, paged, with their number.
 */
export function groupsWithItems(
  db: Database,
  props: { bucketId: string; access: Pick<BucketAccess, 'vesselIds'>; group: StatsGroup },
): SQL {
  const key = groupColumn(props.group) as AnyPgColumn;
  return sql`${db
    .select({ id: sql`${key}`.as('id') })
    .from(counters)
    .where(
      and(
        eq(counters.bucketId, props.bucketId),
        eq(counters.field, 'all'),
        props.group === 'supplier' ? isNotNull(counters.supplierId) : undefined,
        props.access.vesselIds ? inArray(counters.vesselId, props.access.vesselIds) : undefined,
      ),
    )
    .groupBy(key)
    .having(sql`sum(${counters.n}) <> 0`)}`;
}
