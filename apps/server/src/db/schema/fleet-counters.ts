import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';

/**
 * The fleet dashboard's counts kept per vessel by database triggers on purchase_order_items and
 * purchase_orders (migrations 0026 and 0027, `fleet_counters_*` functions), so the dashboard sums
 * rows per vessel instead of counting a million items. Writers only insert their deltas (+/- n):
 * no row is updated, so no writer waits for or deadlocks with another; an hourly job folds the
 * rows of a vessel, kind and day into one (`compactFleetCounters`). `kind`: open_expert and table_a (due_day
 * 'infinity'); expert_due, documents_due and crew_due per UTC day of the item's deadline — overdue
 * is the days before today plus the items due earlier today (read from the items). Without foreign
 * keys on purpose: cascades would delete a vessel's rows while an order's trigger still writes
 * them; rows of deleted vessels are never read and the fold removes them.
 */
export const fleetCounters = pgTable(
  'fleet_counters',
  {
    vesselId: uuid().notNull(),
    kind: text({ enum: ['open_expert', 'table_a', 'expert_due', 'documents_due', 'crew_due'] }).notNull(),
    dueDay: date({ mode: 'string' }).notNull(),
    n: integer().notNull(),
  },
  (table) => [index('fleet_counters_vessel_idx').on(table.vesselId, table.kind, table.dueDay)],
);
