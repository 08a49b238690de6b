import {
  type CategoryRelevancy,
  evaluateOrder,
  evaluateOrderItem,
  type OrderEvaluationItem,
  type OrderItemEvaluation,
  type ServiceLevels,
  serviceLevelsFrom,
} from '@keelson/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  buckets,
  categories,
  checkResults,
  documentRequestActions,
  documentRequests,
  documents,
  itemInstallations,
  itemRemovals,
  itemStorages,
  purchaseOrderItems,
  purchaseOrders,
} from '../../db/schema/index.ts';
import { evaluationColumns, evaluationFields, toOrderItemInput } from './item-evaluation.mapper.ts';
import { ITEM_SEARCH_TEXT } from './item-search-text.ts';
import { storesEvaluation } from './stored-evaluation.ts';

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * Recomputes and stores the evaluation of the given items and of their orders. Call it inside
 * the transaction that changed them: a fixed number of queries whatever the number of items.
 */
export async function reevaluateOrderItems(db: Database, itemIds: readonly string[], now: Date) {
  if (itemIds.length === 0) return;
  const evaluated = await evaluateItems(db, [...new Set(itemIds)], now);
  await writeEvaluations(db, evaluated, now);
  await reevaluateOrders(db, [...new Set(evaluated.map(({ row }) => row.order.id))]);
}

/**
 * The background refresh of many items nobody changed (a new engine, a company's service levels):
 * evaluated as above, compared in memory with the rows just read, and only the items whose
 * evaluation differs are written — with their orders, or every order when the order-level
 * aggregation itself may have changed (`orders: 'all'`, a new engine version). Returns how many
 * items were written.
 */
export async function refreshOrderItems(
  db: Database,
  itemIds: readonly string[],
  now: Date,
  options: { orders: 'changed' | 'all' },
): Promise<number> {
  if (itemIds.length === 0) return 0;
  const evaluated = await evaluateItems(db, [...new Set(itemIds)], now);
  const changed = evaluated.filter(
    ({ row, evaluation }) => !storesEvaluation(row.item, evaluationFields(evaluation)),
  );
  await writeEvaluations(db, changed, now);
  const orders = options.orders === 'all' ? evaluated : changed;
  await reevaluateOrders(db, [...new Set(orders.map(({ row }) => row.order.id))]);
  return changed.length;
}

/** Reads the given items with everything their evaluation depends on, and evaluates them. */
async function evaluateItems(db: Database, ids: string[], now: Date) {
  const rows = await db
    .select({
      item: purchaseOrderItems,
      order: { id: purchaseOrders.id, status: purchaseOrders.status, orderedAt: purchaseOrders.orderedAt },
      relevancy: categories.relevancy,
      settings: buckets.settings,
    })
    .from(purchaseOrderItems)
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, purchaseOrderItems.orderId))
    .innerJoin(buckets, eq(buckets.id, purchaseOrderItems.bucketId))
    .leftJoin(categories, eq(categories.id, purchaseOrderItems.selectedArticleCategoryId))
    .where(inArray(purchaseOrderItems.id, ids));
  // One after the other: inside a transaction they share one connection, which runs one query at a time.
  const checks = await db.select().from(checkResults).where(inArray(checkResults.orderItemId, ids));
  const requests = await db.select().from(documentRequests).where(inArray(documentRequests.orderItemId, ids));
  const storages = await db
    .select({ quantity: itemStorages.quantity, orderItemId: itemStorages.orderItemId })
    .from(itemStorages)
    .where(inArray(itemStorages.orderItemId, ids));
  const installations = await db
    .select({ quantity: itemInstallations.quantity, orderItemId: itemInstallations.orderItemId })
    .from(itemInstallations)
    .where(inArray(itemInstallations.orderItemId, ids));
  const removals = await db
    .select({
      quantity: itemRemovals.quantity,
      orderItemId: itemRemovals.orderItemId,
      isDocumented: itemRemovals.isDocumented,
    })
    .from(itemRemovals)
    .where(inArray(itemRemovals.orderItemId, ids));
  const requestIds = requests.map((request) => request.id);
  const documentIds = rows
    .flatMap((row) => [row.item.selectedMdDocumentId, row.item.selectedSdocDocumentId])
    .filter((id): id is string => Boolean(id));
  const actions = requestIds.length
    ? await db
        .select()
        .from(documentRequestActions)
        .where(inArray(documentRequestActions.requestId, requestIds))
    : [];
  const selectedDocuments = documentIds.length
    ? await db
        .select({
          id: documents.id,
          type: documents.type,
          validFrom: documents.validFrom,
          validTo: documents.validTo,
        })
        .from(documents)
        .where(inArray(documents.id, documentIds))
    : [];
  const checksByItem = groupBy(checks, (check) => check.orderItemId);
  const storagesByItem = groupBy(storages, (row) => row.orderItemId);
  const installationsByItem = groupBy(installations, (row) => row.orderItemId);
  const removalsByItem = groupBy(removals, (row) => row.orderItemId);
  const requestsByItem = groupBy(requests, (request) => request.orderItemId);
  const actionsByRequest = groupBy(actions, (action) => action.requestId);
  const documentsById = new Map(selectedDocuments.map((document) => [document.id, document]));

  return rows.map((row) => {
    const serviceLevels: ServiceLevels = serviceLevelsFrom(
      (row.settings as { serviceLevels?: Partial<ServiceLevels> } | null)?.serviceLevels,
    );
    const input = toOrderItemInput({
      item: row.item,
      order: row.order,
      relevancy: (row.item.selectedArticleCategoryId ? row.relevancy : 'none') as CategoryRelevancy,
      checks: checksByItem.get(row.item.id) ?? [],
      requests: requestsByItem.get(row.item.id) ?? [],
      actionsByRequest,
      documentsById,
      inventory: {
        storages: storagesByItem.get(row.item.id) ?? [],
        installations: installationsByItem.get(row.item.id) ?? [],
        removals: removalsByItem.get(row.item.id) ?? [],
      },
    });
    return { row, evaluation: evaluateOrderItem(input, { now, serviceLevels }) };
  });
}

async function writeEvaluations(
  db: Database,
  evaluated: readonly { row: { item: { id: string } }; evaluation: OrderItemEvaluation }[],
  now: Date,
) {
  if (evaluated.length === 0) return;
  const updates = evaluated.map(({ row, evaluation }) => ({
    id: row.item.id,
    ...evaluationColumns(evaluation),
  }));
  // One statement for all items: the rows travel as one JSON document. Rows whose evaluation is the
  // same are not written: a company's refresh (a million items) rewrites only what changed, and the
  // list counters' and audit triggers see only those (evaluated_at is the time of the last change).
  await db.execute(sql`
    update purchase_order_items as p set
      evaluation = v.evaluation, evaluated_at = ${now.toISOString()}::timestamptz,
      expert_list = v.expert_list, crew_list = v.crew_list, general_list = v.general_list,
      review_status = v.review_status, category_relevancy = v.category_relevancy, crew_tab = v.crew_tab,
      has_hazmats = v.has_hazmats, has_table_a_hazmats = v.has_table_a_hazmats, has_table_b_hazmats = v.has_table_b_hazmats,
      expert_next_action = v.expert_next_action, expert_waiting_for = v.expert_waiting_for, crew_next_action = v.crew_next_action,
      expert_display = v.expert_display, crew_display = v.crew_display, supplier_display = v.supplier_display,
      expert_overdue_since = v.expert_overdue_since, supplier_waiting_since = v.supplier_waiting_since,
      supplier_reminder1_at = v.supplier_reminder1_at, supplier_reminder2_at = v.supplier_reminder2_at,
      supplier_overdue_since = v.supplier_overdue_since,
      crew_tasks_first_notified_at = v.crew_tasks_first_notified_at,
      crew_tasks_first_ever_notified_at = v.crew_tasks_first_ever_notified_at,
      crew_overdue_since = v.crew_overdue_since, crew_first_ever_overdue_since = v.crew_first_ever_overdue_since,
      search_text = ${ITEM_SEARCH_TEXT}
    from json_to_recordset(${JSON.stringify(updates)}::json) as v(
      id uuid, evaluation jsonb, expert_list text, crew_list text, general_list text, review_status text,
      category_relevancy text, crew_tab text, has_hazmats boolean, has_table_a_hazmats boolean,
      has_table_b_hazmats boolean, expert_next_action text, expert_waiting_for text, crew_next_action text, expert_display text,
      crew_display text, supplier_display text, expert_overdue_since timestamptz, supplier_waiting_since timestamptz,
      supplier_reminder1_at timestamptz, supplier_reminder2_at timestamptz, supplier_overdue_since timestamptz,
      crew_tasks_first_notified_at timestamptz, crew_tasks_first_ever_notified_at timestamptz,
      crew_overdue_since timestamptz, crew_first_ever_overdue_since timestamptz
    )
    where p.id = v.id and (
      p.evaluation, p.expert_list, p.crew_list, p.general_list, p.review_status, p.category_relevancy, p.crew_tab,
      p.has_hazmats, p.has_table_a_hazmats, p.has_table_b_hazmats, p.expert_next_action, p.expert_waiting_for,
      p.crew_next_action, p.expert_display, p.crew_display, p.supplier_display, p.expert_overdue_since,
      p.supplier_waiting_since, p.supplier_reminder1_at, p.supplier_reminder2_at, p.supplier_overdue_since,
      p.crew_tasks_first_notified_at, p.crew_tasks_first_ever_notified_at, p.crew_overdue_since,
      p.crew_first_ever_overdue_since, p.search_text
    ) is distinct from (
      v.evaluation, v.expert_list, v.crew_list, v.general_list, v.review_status, v.category_relevancy, v.crew_tab,
      v.has_hazmats, v.has_table_a_hazmats, v.has_table_b_hazmats, v.expert_next_action, v.expert_waiting_for,
      v.crew_next_action, v.expert_display, v.crew_display, v.supplier_display, v.expert_overdue_since,
      v.supplier_waiting_since, v.supplier_reminder1_at, v.supplier_reminder2_at, v.supplier_overdue_since,
      v.crew_tasks_first_notified_at, v.crew_tasks_first_ever_notified_at, v.crew_overdue_since,
      v.crew_first_ever_overdue_since, ${ITEM_SEARCH_TEXT}
    )`);
}

/** Aggregates each order's stored item evaluations into the order evaluation. */
export async function reevaluateOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return;
  const items = await db
    .select({ orderId: purchaseOrderItems.orderId, evaluation: purchaseOrderItems.evaluation })
    .from(purchaseOrderItems)
    .where(inArray(purchaseOrderItems.orderId, [...orderIds]));
  const byOrder = groupBy(items, (item) => item.orderId);
  const updates = orderIds.map((id) => ({
    id,
    evaluation: evaluateOrder(
      (byOrder.get(id) ?? []).map((item) => item.evaluation).filter(Boolean) as OrderEvaluationItem[],
    ),
  }));
  await db.execute(sql`
    update purchase_orders as o set evaluation = v.evaluation
    from json_to_recordset(${JSON.stringify(updates)}::json) as v(id uuid, evaluation jsonb)
    where o.id = v.id and o.evaluation is distinct from v.evaluation`);
}
