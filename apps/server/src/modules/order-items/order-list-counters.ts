import type { ITEM_SET_FILTERS, ITEM_STATS_FIELDS } from '@keelson/contract';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import {
  purchaseOrderItems as items,
  orderListCounters,
  purchaseOrders,
  vessels,
} from '../../db/schema/index.ts';
import type { BucketAccess } from '../access/bucket-access.ts';
import { itemsInScope } from '../access/vessel-scope.ts';

type SetFilter = (typeof ITEM_SET_FILTERS)[number];
type StatsField = (typeof ITEM_STATS_FIELDS)[number];

const HOUR = 3_600_000;

/**
 * The deadline columns whose passing moves an item into (or out of) a field that depends on the
 * time: the items of the current hour are found through these columns' indexes. Fields not listed do not
 * depend on the time (their counter rows all have the hour `-infinity`).
 */
const TIMED: Partial<Record<StatsField, AnyPgColumn[]>> = {
  expert_wait_for_categorisation_overdue: [items.expertOverdueSince],
  expert_wait_for_documents_overdue: [items.supplierOverdueSince, items.expertOverdueSince],
  expert_wait_for_acceptance_overdue: [items.expertOverdueSince],
  expert_wait_for_closing_review_overdue: [items.expertOverdueSince],
  expert_active_overdue: [items.expertOverdueSince],
  supplier_reminder1: [items.supplierReminder1At, items.supplierReminder2At],
  supplier_reminder2: [items.supplierReminder2At, items.supplierOverdueSince],
  crew_in_tasks_overdue: [items.crewOverdueSince],
  crew_in_tasks_overdue_tab_a: [items.crewOverdueSince],
  crew_in_tasks_overdue_tab_b: [items.crewOverdueSince],
};

/** Every deadline column of a timed field: an item whose deadline passed this hour has one of them in it. */
export const DEADLINE_COLUMNS: readonly AnyPgColumn[] = [...new Set(Object.values(TIMED).flat())];

/** An item's counter steps, as the triggers compute them (`order_list_steps`, migration 0029), for `cross join lateral`. */
export const ITEM_LIST_STEPS = sql`order_list_steps(${items.isActive}, ${items.expertWaitingFor}, ${items.expertList},
  ${items.crewList}, ${items.crewTab}, ${items.categoryRelevancy}, ${items.expertOverdueSince},
  ${items.supplierOverdueSince}, ${items.crewOverdueSince}, ${items.supplierReminder1At},
  ${items.supplierReminder2At}) as step`;

/**
 * The current hour as the counters see it: rows of hours before `hourStart` are stored; the steps
 * from `hourStart` to `now` are read from the items whose deadline (one of `columns`) lies in it.
 */
export function currentHour(now: Date, columns: readonly AnyPgColumn[]) {
  const hourStart = new Date(Math.floor(now.getTime() / HOUR) * HOUR).toISOString();
  const until = now.toISOString();
  return {
    stored: sql`${orderListCounters.hour} < ${hourStart}::timestamptz`,
    deadlineInIt: or(
      ...columns.map(
        (column) => sql`${column} >= ${hourStart}::timestamptz and ${column} <= ${until}::timestamptz`,
      ),
    ) as SQL,
    stepInIt: sql`step.at >= ${hourStart}::timestamptz and step.at <= ${until}::timestamptz`,
  };
}

/** The counted lists: a company's active items by set, statistics field and vessel, nothing else. */
export type CountedList = {
  bucketId: string;
  set?: SetFilter;
  statsField?: StatsField;
  vesselId?: string;
  access: Pick<BucketAccess, 'vesselIds'>;
  now: Date;
};

/** Whether the list's filters are those the counters keep: no search, supplier or order filter. */
export function isCountedList(query: { search?: string; supplier_id?: string; order_id?: string }) {
  return !query.search && !query.supplier_id && !query.order_id;
}

/**
 * The exact number of items of a counted list, as one SQL expression: the counters of the hours
 * before the current one (folded rows and the deltas of every statement since), plus — for a field
 * that depends on the time — the steps of the items whose deadline passed in the current hour, read
 * from the items (through the deadline columns' indexes, a few dozen rows) with the same function
 * the triggers use (`order_list_steps`, migration 0029).
 */
export function countedTotal(list: CountedList, db: Database): SQL {
  const { access, now } = list;
  if (access.vesselIds !== null && access.vesselIds.length === 0) return sql`0`;
  const field = list.statsField ?? 'all';
  const [side, set] = list.set ? (list.set.split('_') as ['expert' | 'crew', string]) : [];
  const counterList =
    side === 'expert'
      ? eq(orderListCounters.expertList, set as string)
      : side === 'crew'
        ? eq(orderListCounters.crewList, set as string)
        : undefined;
  const stored = db
    .select({ n: sql`coalesce(sum(${orderListCounters.n}), 0)` })
    .from(orderListCounters)
    .where(
      and(
        eq(orderListCounters.bucketId, list.bucketId),
        eq(orderListCounters.field, field),
        currentHour(now, []).stored,
        counterList,
        list.vesselId ? eq(orderListCounters.vesselId, list.vesselId) : undefined,
        access.vesselIds ? inArray(orderListCounters.vesselId, access.vesselIds) : undefined,
      ),
    );
  const columns = list.statsField ? TIMED[list.statsField] : undefined;
  if (!columns) return sql`(${stored})::int`;

  const hour = currentHour(now, columns);
  const itemList =
    side === 'expert'
      ? eq(items.expertList, set as string)
      : side === 'crew'
        ? eq(items.crewList, set as string)
        : undefined;
  const ofThisHour = db
    .select({ n: sql`coalesce(sum(step.delta), 0)` })
    .from(items)
    .crossJoinLateral(ITEM_LIST_STEPS)
    .where(
      and(
        eq(items.bucketId, list.bucketId),
        hour.deadlineInIt,
        sql`step.field = ${field}`,
        hour.stepInIt,
        itemList,
        list.vesselId
          ? inArray(
              items.orderId,
              db
                .select({ id: purchaseOrders.id })
                .from(purchaseOrders)
                .where(eq(purchaseOrders.vesselId, list.vesselId)),
            )
          : undefined,
        itemsInScope(db, access),
      ),
    );
  return sql`((${stored}) + (${ofThisHour}))::int`;
}

/**
 * Folds the counters' deltas into one row per company, vessel, supplier, lists, field and hour; the hours
 * more than a day old into one row of hour `-infinity` (an hour that has passed stays passed; the
 * last day is kept apart so that a request whose clock lags the job's does not count the items of
 * its current hour twice). One statement: what writers insert meanwhile is not in its snapshot and
 * stays. Rows of vessels that are gone and rows that fold to 0 go.
 */
export async function foldOrderListCounters(db: Database, now: Date) {
  const dayAgo = new Date(now.getTime() - 24 * HOUR).toISOString();
  await db.execute(sql`
    with gone as (delete from ${orderListCounters} returning *)
    insert into ${orderListCounters} (bucket_id, vessel_id, supplier_id, expert_list, crew_list, field, hour, n)
    select gone.bucket_id, gone.vessel_id, gone.supplier_id, gone.expert_list, gone.crew_list, gone.field,
      case when gone.hour < ${dayAgo}::timestamptz then '-infinity'::timestamptz else gone.hour end, sum(gone.n)::int
    from gone
    where exists (select 1 from ${vessels} v where v.id = gone.vessel_id)
    group by 1, 2, 3, 4, 5, 6, 7
    having sum(gone.n) <> 0`);
}
