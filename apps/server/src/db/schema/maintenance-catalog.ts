import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { buckets } from './buckets.ts';
import { at, createdAt, id } from './columns.ts';
import { projects } from './projects.ts';

/** A company's categories of articles, each with its hazmat relevancy. */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    relevancy: text({ enum: ['relevant', 'additional', 'not_relevant'] }).notNull(),
    createdAt: createdAt(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    modifiedAt: at(),
    modifiedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('categories_bucket_idx').on(table.bucketId)],
);

/** Purchasable articles, identified by IMPA code where there is one. */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    /** The procurement system's identifier, so a re-import finds the article again. */
    extid: text(),
    impaNumber: text(),
    name: text().notNull(),
    description: text(),
    categoryId: uuid().references(() => categories.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('articles_bucket_idx').on(table.bucketId),
    uniqueIndex('articles_bucket_impa_unique').on(table.bucketId, table.impaNumber),
    index('articles_bucket_extid_idx').on(table.bucketId, table.extid),
  ],
);

export const suppliers = pgTable(
  'suppliers',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    extid: text(),
    name: text().notNull(),
    /** Who receives document requests and reminders. */
    contactEmails: text().array().notNull().default([]),
    manualRemindersResetAt: at(),
    lastEmailSentAt: at(),
    createdAt: createdAt(),
  },
  (table) => [
    index('suppliers_bucket_idx').on(table.bucketId),
    index('suppliers_bucket_extid_idx').on(table.bucketId, table.extid),
  ],
);

/** A ship as the company's maintenance data knows it, optionally tied to its IHM project. */
export const vessels = pgTable(
  'vessels',
  {
    id: id(),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    projectId: uuid().references(() => projects.id, { onDelete: 'set null' }),
    name: text().notNull(),
    imo: text(),
    extid: text(),
    createdAt: createdAt(),
  },
  (table) => [
    index('vessels_bucket_idx').on(table.bucketId),
    index('vessels_bucket_imo_idx').on(table.bucketId, table.imo),
  ],
);
