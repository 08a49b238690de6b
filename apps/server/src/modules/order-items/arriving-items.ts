import {
  type CategoryRelevancy,
  evaluateOrderItem,
  itemSearchText,
  type ServiceLevels,
} from '@keelson/domain';
import { getTableColumns, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems } from '../../db/schema/index.ts';
import { evaluationFields, toOrderItemInput } from './item-evaluation.mapper.ts';

type NewItem = typeof purchaseOrderItems.$inferInsert & { id: string; createdAt: Date };
type ItemRow = typeof purchaseOrderItems.$inferSelect;

// The database's names of the columns (the schema's camelCase fields are snake_case there).
const snake = (field: string) => field.replaceAll(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** Each column with its database name and the value a row gets without one (SQL defaults, like now(), give null). */
const COLUMNS = Object.entries(getTableColumns(purchaseOrderItems)).map(([field, column]) => ({
  field,
  name: snake(field),
  fallback:
    column.hasDefault && !(column.default instanceof Object && 'queryChunks' in column.default)
      ? (column.default as unknown)
      : null,
}));

/** A new item as the table would hold it after its insert: the given values, else the columns' defaults, else null. */
export function asStored(values: NewItem): ItemRow {
  const row: Record<string, unknown> = {};
  const given = values as Record<string, unknown>;
  for (const { field, fallback } of COLUMNS) {
    const value = given[field];
    row[field] = value !== undefined ? value : fallback;
  }
  return row as ItemRow;
}

/**
 * A new item as it will be stored, with its evaluation and search text computed before its insert,
 * so that a batch of new items is inserted once instead of inserted and then updated (an update
 * rewrites every row and its indexes). A new item has no checks, requests, documents or inventory
 * yet: its order, its category's relevancy and the company's service levels decide. Same engine and
 * same search text composition (article name, description, IMPA, the item's description and extid,
 * the order's numbers) as `reevaluateOrderItems`.
 */
export function arrivingItem(
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
  return Object.assign(item, evaluationFields(evaluation), {
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
  });
}

/**
 * Inserts whole new items (as `arrivingItem` made them) in one statement whose rows travel as one
 * JSON document: building a drizzle insert of 500 rows of sixty columns costs more than PostgreSQL's
 * work on it. A key left out is a null there, so nulls are not sent (a fifth of the document). Rows
 * are filled in plain loops: with spreads and `Object.fromEntries` over sixty columns, evaluating and
 * serialising 1,000 items took 120 ms instead of 35.
 */
export async function insertArrivingItems(tx: Database, items: readonly ItemRow[]) {
  if (items.length === 0) return;
  const rows = items.map((item) => {
    const given = item as unknown as Record<string, unknown>;
    const row: Record<string, unknown> = {};
    for (const { field, name } of COLUMNS) {
      const value = given[field];
      if (value !== null && value !== undefined) row[name] = value;
    }
    return row;
  });
  await tx.execute(
    sql`insert into purchase_order_items select * from jsonb_populate_recordset(null::purchase_order_items, ${JSON.stringify(rows)}::jsonb)`,
  );
}
