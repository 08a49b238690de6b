import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { buckets } from './buckets.ts';
import { at, createdAt, id } from './columns.ts';
import { projects } from './projects.ts';
import { purchaseOrderItems } from './purchase-orders.ts';

export const TAG_MEDIA = ['qr', 'nfc'] as const;

/**
 * A printed sticker (QR) or NFC chip (spec section 3: Tag). Requested in batches for a project or
 * a company, then bound to what it marks: an order item today (ref_type ihm_order_item). The code
 * is the only thing the sticker carries; everything else stays here, behind access checks.
 */
export const tags = pgTable(
  'tags',
  {
    id: id(),
    code: text().notNull(),
    medium: text({ enum: TAG_MEDIA }).notNull().default('qr'),
    createdAt: createdAt(),
    authorUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    projectId: uuid().references(() => projects.id, { onDelete: 'cascade' }),
    bucketId: uuid().references(() => buckets.id, { onDelete: 'cascade' }),
    orderItemId: uuid().references(() => purchaseOrderItems.id, { onDelete: 'set null' }),
    boundAt: at(),
  },
  (table) => [
    uniqueIndex('tags_code_idx').on(table.code),
    index('tags_project_idx').on(table.projectId, table.createdAt),
    index('tags_bucket_idx').on(table.bucketId, table.createdAt),
    index('tags_item_idx').on(table.orderItemId),
  ],
);
