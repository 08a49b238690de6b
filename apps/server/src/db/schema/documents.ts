import { bigint, boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { buckets } from './buckets.ts';
import { at, createdAt, id } from './columns.ts';
import { articles, suppliers, vessels } from './maintenance-catalog.ts';
import { purchaseOrderItems } from './purchase-orders.ts';
import { teams } from './teams.ts';

export const documents = pgTable(
  'documents',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    type: text({ enum: ['sdoc', 'md', 'asbfreecert', 'discharge_receipt', 'other'] }).notNull(),
    extid: text(),
    filename: text().notNull(),
    fileSize: bigint({ mode: 'number' }).notNull(),
    contentType: text().notNull(),
    /** Key of the file in file storage. */
    fileKey: text().notNull(),
    remarks: text(),
    validFrom: at(),
    validTo: at(),
    imported: boolean().notNull().default(false),
    addedBySupplierId: uuid().references(() => suppliers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    createdByTeamId: uuid().references(() => teams.id, { onDelete: 'set null' }),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: at(),
  },
  (table) => [index('documents_bucket_idx').on(table.bucketId, table.type)],
);

/** An MD or SDoC asked of an item's supplier; its history is in document_request_actions. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: id(),
    orderItemId: uuid()
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    supplierId: uuid().references(() => suppliers.id, { onDelete: 'set null' }),
    documentType: text({ enum: ['md', 'sdoc'] }).notNull(),
    isClosed: boolean().notNull().default(false),
    startedAt: at().notNull(),
    closedAt: at(),
    /** An existing document the supplier is asked to verify (reuse), or the one provided. */
    documentId: uuid().references(() => documents.id, { onDelete: 'set null' }),
    status: text().notNull(),
    expertTaskStatus: text(),
    expertTaskStatusAt: at(),
    supplierTaskStatus: text(),
    supplierTaskStatusAt: at(),
    expertDocumentStatus: text({ enum: ['pending', 'rejected', 'received'] }),
    supplierDocumentStatus: text({ enum: ['pending', 'rejected', 'received'] }),
    lastExpertActionAt: at(),
    lastSupplierActionAt: at(),
    supplierNotifiedAt: at(),
    supplierReminded1At: at(),
    supplierReminded2At: at(),
  },
  (table) => [
    index('document_requests_item_idx').on(table.orderItemId, table.documentType),
    index('document_requests_supplier_idx').on(table.bucketId, table.supplierId, table.isClosed),
  ],
);

export const documentRequestActions = pgTable(
  'document_request_actions',
  {
    id: id(),
    requestId: uuid()
      .notNull()
      .references(() => documentRequests.id, { onDelete: 'cascade' }),
    at: createdAt(),
    userRole: text({ enum: ['expert', 'supplier', 'system'] }).notNull(),
    type: text({
      enum: [
        'message',
        'document_requested',
        'document_provided',
        'document_accepted',
        'document_rejected',
        'request_rejected',
        'closed',
        'document_available',
      ],
    }).notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    documentId: uuid().references(() => documents.id, { onDelete: 'set null' }),
    message: text(),
  },
  (table) => [index('document_request_actions_request_idx').on(table.requestId, table.at)],
);

export const documentReuses = pgTable(
  'document_reuses',
  {
    id: id(),
    documentId: uuid()
      .notNull()
      .references(() => documents.id, { onDelete: 'cascade' }),
    vesselId: uuid().references(() => vessels.id, { onDelete: 'cascade' }),
    articleId: uuid().references(() => articles.id, { onDelete: 'cascade' }),
    type: text({ enum: ['md', 'sdoc'] }).notNull(),
    reusageDecision: text({
      enum: ['SUPPLIER_APPROVED', 'EXPERT_APPROVED', 'SUPPLIER_REJECTED', 'EXPERT_REJECTED'],
    }),
    createdAt: createdAt(),
    modifiedAt: at(),
  },
  (table) => [
    // The company's reuse list reaches reuses through their documents: the filters ride on this index.
    index('document_reuses_document_idx').on(
      table.documentId,
      table.type,
      table.reusageDecision,
      table.createdAt,
    ),
    // The list's vessel filter (a vessel belongs to one company), newest first; also serves the cascade.
    index('document_reuses_vessel_idx').on(table.vesselId, table.createdAt),
  ],
);

/** A supplier's personal link to the portal for one company; valid while requests are open. */
export const supplierPortalLinks = pgTable(
  'supplier_portal_links',
  {
    id: id(),
    supplierId: uuid()
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    tokenHash: text().notNull(),
    createdAt: createdAt(),
    revokedAt: at(),
  },
  (table) => [index('supplier_portal_links_token_idx').on(table.tokenHash)],
);
