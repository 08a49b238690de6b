import { boolean, doublePrecision, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';
import { deckplans } from './decks.ts';
import { documents } from './documents.ts';
import { purchaseOrderItems } from './purchase-orders.ts';

/**
 * Where an item's units are on board (spec section 3): stored or installed at a spot of a deck plan
 * (plan pixels), or removed. A removal takes its units from a storage or an installation, so
 * stored + installed + removed never exceeds what was received.
 */
const placement = {
  id: id(),
  orderItemId: uuid()
    .notNull()
    .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
  quantity: doublePrecision().notNull(),
  location: text(),
  remarks: text(),
  createdAt: createdAt(),
  createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  modifiedAt: at(),
};

/** The spot on a plan (plan pixels) where a storage or installation is pinned. */
const pin = () => ({
  deckplanId: uuid()
    .notNull()
    .references(() => deckplans.id, { onDelete: 'restrict' }),
  x: doublePrecision().notNull(),
  y: doublePrecision().notNull(),
});

export const itemStorages = pgTable(
  'order_item_storages',
  {
    ...placement,
    ...pin(),
  },
  (table) => [
    index('order_item_storages_item_idx').on(table.orderItemId),
    index('order_item_storages_plan_idx').on(table.deckplanId),
  ],
);

export const itemInstallations = pgTable(
  'order_item_installations',
  {
    ...placement,
    ...pin(),
    installedAt: at().notNull(),
  },
  (table) => [
    index('order_item_installations_item_idx').on(table.orderItemId),
    index('order_item_installations_plan_idx').on(table.deckplanId),
  ],
);

export const itemRemovals = pgTable(
  'order_item_removals',
  {
    ...placement,
    removedAt: at().notNull(),
    /** Where the units were taken from (the pin they left). */
    sourceDeckplanId: uuid().references(() => deckplans.id, { onDelete: 'set null' }),
    sourceX: doublePrecision(),
    sourceY: doublePrecision(),
    /** The discharge receipt (document type discharge_receipt): with it the removal is documented. */
    dischargeReceiptId: uuid().references(() => documents.id, { onDelete: 'set null' }),
    isDocumented: boolean().notNull().default(false),
  },
  (table) => [
    index('order_item_removals_item_idx').on(table.orderItemId),
    index('order_item_removals_plan_idx').on(table.sourceDeckplanId),
  ],
);

export const LOG_ENTRY_TYPES = [
  'receive',
  'reject',
  'store',
  'install',
  'transfer',
  'move',
  'remove',
  'discharge',
] as const;

/** What the crew did with an item, in order: the activity panel's timeline (spec section 3: Log entry). */
export const itemLogEntries = pgTable(
  'order_item_log_entries',
  {
    id: id(),
    orderItemId: uuid()
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    type: text({ enum: LOG_ENTRY_TYPES }).notNull(),
    doneAt: at().notNull(),
    quantity: doublePrecision(),
    remarks: text(),
    storageId: uuid(),
    installationId: uuid(),
    removalId: uuid(),
    takenFromStorageId: uuid(),
    takenFromInstallationId: uuid(),
    deckplanId: uuid(),
    x: doublePrecision(),
    y: doublePrecision(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** When it was written: orders entries of the same moment. */
    createdAt: createdAt(),
  },
  (table) => [index('order_item_log_entries_item_idx').on(table.orderItemId, table.doneAt)],
);
