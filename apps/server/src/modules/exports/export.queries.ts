import { aliasedTable, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  articles,
  categories,
  checkResults,
  documents,
  purchaseOrderItems as items,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';
import type { FilterNeeds } from '../order-items/order-item.queries.ts';

const mdDocuments = aliasedTable(documents, 'md_document');
const sdocDocuments = aliasedTable(documents, 'sdoc_document');

/**
 * The columns an export row shows, and no more: whole rows (sixty item columns, the full stored
 * evaluation as JSON) cost more to read and parse than the rest of the export together.
 */
const EXPORT_SELECTION = {
  id: items.id,
  createdAt: items.createdAt,
  extid: items.extid,
  articleDescription: items.articleDescription,
  quantityOrdered: items.quantityOrdered,
  quantityUnit: items.quantityUnit,
  quantityReceived: items.quantityReceived,
  receivingStatus: items.receivingStatus,
  remarks: items.remarks,
  itemIndex: items.itemIndex,
  equipmentClass: items.equipmentClass,
  isReviewClosed: items.isReviewClosed,
  reviewStatus: items.reviewStatus,
  expertList: items.expertList,
  crewList: items.crewList,
  expertDisplay: items.expertDisplay,
  crewDisplay: items.crewDisplay,
  supplierDisplay: items.supplierDisplay,
  hazmatsDisplay: sql<string | null>`${items.evaluation}->>'hazmats_display'`,
  tableADisplay: sql<string | null>`${items.evaluation}->>'table_a_display'`,
  tableBDisplay: sql<string | null>`${items.evaluation}->>'table_b_display'`,
  contaminations: sql<string | null>`(select string_agg(c->>'hazmat' || '=' || (c->>'result'), '; ')
    from jsonb_array_elements(case when jsonb_typeof(${items.evaluation}->'contaminations') = 'array'
      then ${items.evaluation}->'contaminations' else '[]'::jsonb end) c)`,
  orderExtid: purchaseOrders.extid,
  orderNumber: purchaseOrders.orderNumber,
  requisitionNumber: purchaseOrders.requisitionNumber,
  orderStatus: purchaseOrders.status,
  orderedAt: purchaseOrders.orderedAt,
  orderRemarks: purchaseOrders.remarks,
  vesselImo: vessels.imo,
  vesselName: vessels.name,
  vesselExtid: vessels.extid,
  supplierExtid: suppliers.extid,
  supplierName: suppliers.name,
  supplierEmail: sql<string | null>`${suppliers.contactEmails}[1]`,
  articleExtid: articles.extid,
  articleImpa: articles.impaNumber,
  articleName: articles.name,
  articleDescriptionText: articles.description,
  categoryName: categories.name,
  categoryRelevancy: categories.relevancy,
  mdId: mdDocuments.id,
  mdName: mdDocuments.filename,
  sdocId: sdocDocuments.id,
  sdocName: sdocDocuments.filename,
};

type CheckRow = Pick<
  typeof checkResults.$inferSelect,
  | 'hazmat'
  | 'contamination'
  | 'concentration'
  | 'quantificationPerItemUnit'
  | 'quantificationUnit'
  | 'enabled'
>;

/** One exported item with everything a row of the export shows. */
export type ExportItem = Awaited<ReturnType<typeof pageRows>>[number] & { checks: CheckRow[] };

/** The page's items in order with their to-one relations, in one statement. */
function pageRows(
  db: Database,
  props: { where: SQL; needs: FilterNeeds; after: string | null; limit: number },
) {
  const keyset = props.after
    ? sql`(${items.createdAt}, ${items.id}) < (select after_item.created_at, after_item.id from ${items} after_item where after_item.id = ${props.after})`
    : undefined;
  let ids = db.select({ id: items.id }).from(items).$dynamic();
  if (props.needs.order) ids = ids.innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId));
  const page = ids
    .where(keyset ? sql`${props.where} and ${keyset}` : props.where)
    .orderBy(desc(items.createdAt), desc(items.id))
    .limit(props.limit)
    .as('page');
  return db
    .select(EXPORT_SELECTION)
    .from(page)
    .innerJoin(items, eq(items.id, page.id))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
    .leftJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .leftJoin(suppliers, eq(suppliers.id, items.supplierId))
    .leftJoin(articles, eq(articles.id, items.articleId))
    .leftJoin(categories, eq(categories.id, items.selectedArticleCategoryId))
    .leftJoin(mdDocuments, eq(mdDocuments.id, items.selectedMdDocumentId))
    .leftJoin(sdocDocuments, eq(sdocDocuments.id, items.selectedSdocDocumentId))
    .orderBy(desc(items.createdAt), desc(items.id));
}

/**
 * The next page of the filtered items in the list's order (newest first), after the item `after`:
 * keyset paging on (created_at, id), so page 1,000 costs what page 1 costs and rows added meanwhile
 * neither repeat nor shift the pages. The cursor is compared in SQL against the stored row, because
 * created_at has microseconds a JavaScript Date would lose. Two queries: the page with its to-one
 * relations, then its check results.
 */
export async function exportPage(
  db: Database,
  props: { where: SQL; needs: FilterNeeds; after: string | null; limit: number },
): Promise<ExportItem[]> {
  const rows = await pageRows(db, props);
  const checksByItem = new Map<string, CheckRow[]>();
  if (rows.length > 0) {
    const checks = await db
      .select({
        itemId: checkResults.orderItemId,
        hazmat: checkResults.hazmat,
        contamination: checkResults.contamination,
        concentration: checkResults.concentration,
        quantificationPerItemUnit: checkResults.quantificationPerItemUnit,
        quantificationUnit: checkResults.quantificationUnit,
        enabled: checkResults.enabled,
      })
      .from(checkResults)
      .where(
        inArray(
          checkResults.orderItemId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(checkResults.createdAt), asc(checkResults.id));
    for (const { itemId, ...check } of checks) {
      const list = checksByItem.get(itemId);
      if (list) list.push(check);
      else checksByItem.set(itemId, [check]);
    }
  }
  // Added in place: a copy of a thousand rows of fifty fields was a tenth of what an export allocates.
  return rows.map((row) => Object.assign(row, { checks: checksByItem.get(row.id) ?? [] }));
}
