// The columns of an order-item export: first the import's own flat columns (so our import reads the
// file back), then read-only columns for what the import does not take (decision 0030).
import {
  IMPORT_FIELDS,
  type ImportCell,
  importColumnName,
  orderItemDisplayName,
  shortId,
} from '@keelson/domain';
import type { ExportItem } from './export.queries.ts';

type Getter = (row: ExportItem) => ImportCell | undefined;

/** The import's flat columns (`vessel.imo_number` … `purchase_order_item.item_index`), in its order. */
const IMPORT_COLUMNS: Readonly<Record<string, Getter>> = {
  'vessel.imo_number': (r) => r.vesselImo,
  'vessel.name': (r) => r.vesselName,
  'vessel.extid': (r) => r.vesselExtid,
  'supplier.extid': (r) => r.supplierExtid,
  'supplier.name': (r) => r.supplierName,
  'supplier.contact_email': (r) => r.supplierEmail,
  'article.extid': (r) => r.articleExtid,
  'article.impa_number': (r) => r.articleImpa,
  'article.name': (r) => r.articleName,
  'article.description': (r) => r.articleDescriptionText,
  'purchase_order.extid': (r) => r.orderExtid,
  'purchase_order.order_number': (r) => r.orderNumber,
  'purchase_order.requisition_number': (r) => r.requisitionNumber,
  'purchase_order.status': (r) => r.orderStatus,
  'purchase_order.ordered_at': (r) => r.orderedAt,
  'purchase_order.remarks': (r) => r.orderRemarks,
  'purchase_order_item.extid': (r) => r.extid,
  'purchase_order_item.article_description': (r) => r.articleDescription,
  'purchase_order_item.quantity_ordered': (r) => r.quantityOrdered,
  'purchase_order_item.quantity_unit': (r) => r.quantityUnit,
  'purchase_order_item.remarks': (r) => r.remarks,
  'purchase_order_item.item_index': (r) => r.itemIndex,
};

/**
 * Check results in one cell: `lead=yes conc=0.1 qty=2 kg; asb=no (disabled)`, in the order they
 * were added. Remarks stay out: free text would make the cell ambiguous, and the item's screen has them.
 */
export function checkResultsText(row: ExportItem): string | null {
  if (row.checks.length === 0) return null;
  return row.checks
    .map((check) => {
      const parts = [`${check.hazmat}=${check.contamination ?? '?'}`];
      if (check.concentration !== null) parts.push(`conc=${check.concentration}`);
      if (check.quantificationPerItemUnit !== null)
        parts.push(
          `qty=${check.quantificationPerItemUnit}${check.quantificationUnit ? ` ${check.quantificationUnit}` : ''}`,
        );
      if (!check.enabled) parts.push('(disabled)');
      return parts.join(' ');
    })
    .join('; ');
}

/** What only the export says: our ids, the evaluation, the selected documents, the check results. */
const READ_ONLY_COLUMNS: Readonly<Record<string, Getter>> = {
  'item.id': (r) => r.id,
  'item.short_id': (r) => shortId(r.id),
  'item.display_name': (r) =>
    orderItemDisplayName({
      article:
        r.articleName !== null
          ? { name: r.articleName, description: r.articleDescriptionText, impaNumber: r.articleImpa }
          : null,
      article_description: r.articleDescription,
      extid: r.extid,
    }),
  'item.created_at': (r) => r.createdAt,
  'item.quantity_received': (r) => r.quantityReceived,
  'item.receiving_status': (r) => r.receivingStatus,
  'item.equipment_class': (r) => r.equipmentClass,
  'item.is_review_closed': (r) => r.isReviewClosed,
  'category.name': (r) => r.categoryName,
  'category.relevancy': (r) => r.categoryRelevancy,
  'evaluation.review_status': (r) => r.reviewStatus,
  'evaluation.expert_list': (r) => r.expertList,
  'evaluation.crew_list': (r) => r.crewList,
  'evaluation.expert_display': (r) => r.expertDisplay,
  'evaluation.crew_display': (r) => r.crewDisplay,
  'evaluation.supplier_display': (r) => r.supplierDisplay,
  'evaluation.hazmats': (r) => r.hazmatsDisplay,
  'evaluation.table_a': (r) => r.tableADisplay,
  'evaluation.table_b': (r) => r.tableBDisplay,
  'evaluation.contaminations': (r) => r.contaminations,
  'md_document.id': (r) => r.mdId,
  'md_document.filename': (r) => r.mdName,
  'sdoc_document.id': (r) => r.sdocId,
  'sdoc_document.filename': (r) => r.sdocName,
  check_results: checkResultsText,
};

/** Fails at start if the import's flat columns change and this list was not told. */
const importColumns = IMPORT_FIELDS.filter((f) => !f.name.includes('.')).map(importColumnName);
if (importColumns.join() !== Object.keys(IMPORT_COLUMNS).join())
  throw new Error(`The export's import columns differ from the import's: ${importColumns.join(', ')}`);

const GETTERS: readonly Getter[] = [...Object.values(IMPORT_COLUMNS), ...Object.values(READ_ONLY_COLUMNS)];

/** Every column of an export, in file order. */
export const EXPORT_COLUMNS: readonly string[] = [
  ...Object.keys(IMPORT_COLUMNS),
  ...Object.keys(READ_ONLY_COLUMNS),
];
/** How many of the first columns the import reads. */
export const EXPORT_IMPORT_COLUMN_COUNT = importColumns.length;

/** One item's cells, in EXPORT_COLUMNS order; null where there is nothing. */
export function exportCells(row: ExportItem): ImportCell[] {
  return GETTERS.map((get) => get(row) ?? null);
}
