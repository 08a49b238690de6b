import {
  type CategoryRelevancy,
  evaluateOrderItem,
  itemSearchText,
  type ServiceLevels,
} from '@keelson/domain';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems } from '../../db/schema/index.ts';
import { evaluationFields, toOrderItemInput } from './item-evaluation.mapper.ts';

type NewItem = typeof purchaseOrderItems.$inferInsert & { id: string; createdAt: Date };
type ItemRow = typeof purchaseOrderItems.$inferSelect;

const COLUMNS = Object.entries(getTableColumns(purchaseOrderItems));

/** A new item as the table would hold it after its insert: the given values, else the columns' defaults, else null. */
export function asStored(values: NewItem): ItemRow {
  const row: Record<string, unknown> = {};
  for (const [field, column] of COLUMNS) {
    const given = (values as Record<string, unknown>)[field];
    const fallback =
      column.hasDefault && !(column.default instanceof Object && 'queryChunks' in column.default)
        ? (column.default as unknown)
        : null;
    row[field] = given !== undefined ? given : (fallback as SQL | null);
  }
  return row as ItemRow;
}

/**
 * A new item's evaluation and search text, computed before it is stored, so that a batch of new
 * items is inserted once instead of inserted and then updated (an update rewrites every row and its
 * indexes). A new item has no checks, requests, documents or inventory yet: its order, its category's
 * relevancy and the company's service levels decide. Same engine and same search text composition
 * (article name, description, IMPA, the item's description and extid, the order's numbers) as
 * `reevaluateOrderItems`.
 */
export function arrivingItemFields(
  values: NewItem,
  context: {
    order: {
      id: string;
      status: string;
      orderedAt: Date | null;
      orderNumber: string | null;
      requisitionNumber: string | null;
    };
    article: { name: string | null; description: string | null; impaNumber: string | null } | null;
    relevancy: CategoryRelevancy;
    serviceLevels: ServiceLevels;
    now: Date;
  },
) {
  const item = asStored(values);
  const input = toOrderItemInput({
    item,
    order: context.order,
    relevancy: item.selectedArticleCategoryId ? context.relevancy : 'none',
    checks: [],
    requests: [],
    actionsByRequest: new Map(),
    documentsById: new Map(),
  });
  const evaluation = evaluateOrderItem(input, { now: context.now, serviceLevels: context.serviceLevels });
  return {
    ...evaluationFields(evaluation),
    evaluatedAt: context.now,
    searchText: itemSearchText([
      context.article?.name,
      context.article?.description,
      context.article?.impaNumber,
      item.articleDescription,
      item.extid,
      context.order.orderNumber,
      context.order.requisitionNumber,
    ]),
  };
}

// The database's names of the columns (the schema's camelCase fields are snake_case there).
const snake = (field: string) => field.replaceAll(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const NAMES = COLUMNS.map(([field]) => [field, snake(field)] as const);

/**
 * Inserts whole new items in one statement whose rows travel as one JSON document: building a
 * drizzle insert of 500 rows of sixty columns costs more than PostgreSQL's work on it. Every column
 * is given (asStored fills the defaults), so the JSON's nulls are meant.
 */
export async function insertArrivingItems(tx: Database, items: readonly NewItem[]) {
  if (items.length === 0) return;
  const rows = items.map((item) => {
    const stored = asStored(item) as unknown as Record<string, unknown>;
    return Object.fromEntries(NAMES.map(([field, name]) => [name, stored[field] ?? null]));
  });
  await tx.execute(
    sql`insert into purchase_order_items select * from jsonb_populate_recordset(null::purchase_order_items, ${JSON.stringify(rows)}::jsonb)`,
  );
}
