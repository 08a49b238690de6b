import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { buckets } from './buckets.ts';
import { at, createdAt, id } from './columns.ts';
import { articles, categories, suppliers, vessels } from './maintenance-catalog.ts';
import { teams } from './teams.ts';

export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    vesselId: uuid()
      .notNull()
      .references(() => vessels.id, { onDelete: 'restrict' }),
    extid: text(),
    requisitionNumber: text(),
    orderNumber: text(),
    status: text().notNull(),
    orderedAt: at(),
    forwarderNotifiedAt: at(),
    confirmedAt: at(),
    forwarderWarehouseAt: at(),
    dispatchedAt: at(),
    sentToVesselAt: at(),
    cancelledAt: at(),
    remarks: text(),
    supplierRef: text(),
    imported: boolean().notNull().default(false),
    createdAt: createdAt(),
    createdByTeamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: at(),
    modifiedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** The order evaluation (evaluateOrder over its items), kept beside the order. */
    evaluation: jsonb(),
  },
  (table) => [
    index('purchase_orders_bucket_idx').on(table.bucketId, table.orderedAt),
    // With the id: the orders of a ship (a list's vessel filter or scope) from the index alone.
    index('purchase_orders_vessel_idx').on(table.vesselId, table.id),
    // Imports find an order again by its extid.
    index('purchase_orders_bucket_extid_idx').on(table.bucketId, table.extid),
  ],
);

/**
 * An order item with its stored evaluation. The evaluation is recomputed in the transaction of
 * every change; the columns after `evaluation` copy the fields that lists and statistics filter
 * and sort on, so they are answered by indexes and never by evaluating in JavaScript.
 */
export const purchaseOrderItems = pgTable(
  'purchase_order_items',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    orderId: uuid()
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'set null' }),
    articleId: uuid().references(() => articles.id, { onDelete: 'set null' }),
    isActive: boolean().notNull().default(true),
    extid: text(),
    imported: boolean().notNull().default(false),
    articleDescription: text(),
    itemIndex: integer(),
    quantityUnit: text(),
    quantityOrdered: doublePrecision(),
    quantityDelivered: doublePrecision(),
    deliveredAt: at(),
    deliveryCode: text(),
    remarks: text(),
    isBasedOnIhmInitialCheck: boolean().notNull().default(false),
    receivingStatus: text({ enum: ['Received', 'Rejected'] }),
    quantityReceived: doublePrecision(),
    equipmentClass: text({ enum: ['i1', 'i2', 'i3'] }),
    selectedArticleCategoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    selectedArticleCategoryAt: at(),
    selectedMdDocumentId: uuid(),
    selectedMdDocumentAt: at(),
    selectedSdocDocumentId: uuid(),
    selectedSdocDocumentAt: at(),
    isReviewClosed: boolean().notNull().default(false),
    reviewClosedAt: at(),
    hasNewDataToReview: boolean().notNull().default(false),
    newDataChanges: text().array().notNull().default([]),
    newDataAt: at(),
    expertLastActivityAt: at(),
    createdAt: createdAt(),
    modifiedAt: at(),

    evaluation: jsonb(),
    evaluatedAt: at(),
    expertList: text(),
    crewList: text(),
    generalList: text(),
    reviewStatus: text(),
    categoryRelevancy: text(),
    crewTab: text(),
    hasHazmats: boolean().notNull().default(false),
    hasTableAHazmats: boolean().notNull().default(false),
    hasTableBHazmats: boolean().notNull().default(false),
    expertNextAction: text(),
    /** What the expert's open work waits for (table W): the statistics and their lists count by it. */
    expertWaitingFor: text(),
    crewNextAction: text(),
    expertDisplay: text(),
    crewDisplay: text(),
    supplierDisplay: text(),
    expertOverdueSince: at(),
    supplierWaitingSince: at(),
    supplierReminder1At: at(),
    supplierReminder2At: at(),
    supplierOverdueSince: at(),
    crewTasksFirstNotifiedAt: at(),
    crewTasksFirstEverNotifiedAt: at(),
    crewOverdueSince: at(),
    crewFirstEverOverdueSince: at(),
    /**
     * The texts the search reads (article name, description and IMPA, the item's description and
     * extid, the order's numbers), lower case, kept by the re-evaluation: one column with a trigram
     * index instead of ilike over four joined tables.
     */
    searchText: text().notNull().default(''),
  },
  (table) => [
    index('po_items_order_idx').on(table.orderId),
    // Lists page newest first: (created_at, id) after the filter columns lets an index scan give the order.
    index('po_items_bucket_created_idx').on(table.bucketId, table.createdAt, table.id),
    // Of the active items only (every list shows those), with what the lists filter on after the
    // order: a deep page, an overdue filter or the crew's list of one ship (its orders by the
    // index's order_id) walk the index alone (index-only).
    index('po_items_bucket_expert_list_idx')
      .on(table.bucketId, table.expertList, table.createdAt, table.id, table.expertOverdueSince)
      .where(sql`${table.isActive}`),
    index('po_items_bucket_crew_list_idx')
      .on(
        table.bucketId,
        table.crewList,
        table.createdAt,
        table.id,
        table.orderId,
        table.crewOverdueSince,
        table.crewTab,
      )
      .where(sql`${table.isActive}`),
    // The lists of what the expert waits for, total and overdue, newest first.
    index('po_items_bucket_waiting_list_idx')
      .on(
        table.bucketId,
        table.expertWaitingFor,
        table.createdAt,
        table.id,
        table.expertOverdueSince,
        table.supplierOverdueSince,
      )
      .where(sql`${table.isActive}`),
    index('po_items_bucket_supplier_idx').on(table.bucketId, table.supplierId),
    index('po_items_bucket_waiting_for_idx').on(
      table.bucketId,
      table.expertWaitingFor,
      table.expertOverdueSince,
    ),
    index('po_items_bucket_expert_overdue_idx').on(table.bucketId, table.expertOverdueSince),
    index('po_items_bucket_supplier_overdue_idx').on(table.bucketId, table.supplierOverdueSince),
    index('po_items_bucket_crew_overdue_idx').on(table.bucketId, table.crewOverdueSince),
    // The reminders' lists and the items whose reminder came today (the list counters).
    index('po_items_bucket_reminder1_idx')
      .on(table.bucketId, table.supplierReminder1At)
      .where(sql`${table.supplierReminder1At} is not null`),
    index('po_items_bucket_reminder2_idx')
      .on(table.bucketId, table.supplierReminder2At)
      .where(sql`${table.supplierReminder2At} is not null`),
    // The fleet's suppliers with most overdue requests: counted from this index alone (index-only).
    index('po_items_bucket_documents_wait_idx')
      .on(
        table.bucketId,
        table.supplierId,
        table.supplierOverdueSince,
        table.expertOverdueSince,
        table.orderId,
      )
      .where(sql`${table.isActive} and ${table.expertWaitingFor} = 'documents'`),
    index('po_items_article_idx').on(table.articleId),
    index('po_items_bucket_extid_idx').on(table.bucketId, table.extid),
    index('po_items_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const checkResults = pgTable(
  'order_item_check_results',
  {
    id: id(),
    orderItemId: uuid()
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    extid: text(),
    hazmat: text().notNull(),
    contamination: text({ enum: ['yes', 'no', 'maybe', 'bt'] }),
    concentration: doublePrecision(),
    quantificationPerItemUnit: doublePrecision(),
    quantificationUnit: text(),
    remarks: text(),
    enabled: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [index('check_results_item_idx').on(table.orderItemId)],
);
