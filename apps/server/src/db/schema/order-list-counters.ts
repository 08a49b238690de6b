import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The orders list's totals and the statistics' counts kept by database triggers on
 * purchase_order_items and purchase_orders (migrations 0029 and 0030, `order_list_*` functions;
 * decisions 0034 and 0037), so a page of a list of 800,000 items or the statistics do not count
 * them. One row is a delta (+/- n) of the items of a company, vessel, supplier and pair of lists
 * that count in `field` — `all`, a statistics field of the list filter (`stats_field`) or one of
 * the statistics' own counts (`supplier_cancelled`, `items_completed_relevant`, …) —
 * from `hour` on: `-infinity` for a field without time, else the hour its deadline passes (an
 * overdue field counts the hours before the current one here, and the items whose deadline passed
 * since from the items). Writers only insert; the hourly job folds the rows, hours more than a day
 * old into `-infinity` (`foldOrderListCounters`). No foreign keys, as `fleet_counters`: cascades delete vessels while an
 * order's trigger still writes; the fold drops rows of vessels that are gone.
 */
export const orderListCounters = pgTable(
  'order_list_counters',
  {
    bucketId: uuid().notNull(),
    vesselId: uuid().notNull(),
    /** The items' supplier (null for items without one): the statistics by supplier sum these. */
    supplierId: uuid(),
    expertList: text(),
    crewList: text(),
    field: text().notNull(),
    hour: timestamp({ withTimezone: true, mode: 'string' }).notNull(),
    n: integer().notNull(),
  },
  (table) => [index('order_list_counters_idx').on(table.bucketId, table.field, table.hour)],
);
