// How the exports of CFM, Marasoft and Zeeborn map onto our fields. We have no real export of these
// systems: the headers, date formats and status words below are our reading of them, to be confirmed
// with a real file (docs/imports.md says so too). Changing a mapping is a change of this table only.
import type { OrderStatus } from '../order.constants.ts';
import type { ImportSource } from './import.constants.ts';

export type ImportSourceFormat = {
  source: ImportSource;
  /** The system's name as people say it. */
  label: string;
  /** The system's column header → our flat column name (`purchase_order.extid` …). Headers match ignoring case and spacing. */
  columns: Readonly<Record<string, string>>;
  /**
   * Dates as the system writes them into text cells: yyyy year, MM month, dd day, HH hour, mm minute,
   * ss second (one or two digits each but the year). ISO dates are read from every source as well.
   */
  dateFormats: readonly string[];
  /** Whether the system writes decimals with a comma (9,50): then a point is not a decimal separator. */
  decimalComma: boolean;
  /** The system's order status words → ours; our own status names are read as well. Case is ignored. */
  statuses: Readonly<Record<string, OrderStatus>>;
};

export const IMPORT_SOURCE_FORMATS: Readonly<Record<ImportSource, ImportSourceFormat>> = {
  // A British-style export: day/month/year with slashes, decimal point, status words in full.
  CFM_IHMMAINT: {
    source: 'CFM_IHMMAINT',
    label: 'CFM',
    columns: {
      'Vessel IMO': 'vessel.imo_number',
      'Vessel Name': 'vessel.name',
      'Vessel Code': 'vessel.extid',
      'Supplier Code': 'supplier.extid',
      'Supplier Name': 'supplier.name',
      'Supplier E-mail': 'supplier.contact_email',
      'Article Code': 'article.extid',
      IMPA: 'article.impa_number',
      'Article Name': 'article.name',
      'Article Description': 'article.description',
      'PO ID': 'purchase_order.extid',
      'PO No.': 'purchase_order.order_number',
      'Requisition No.': 'purchase_order.requisition_number',
      'PO Status': 'purchase_order.status',
      'PO Date': 'purchase_order.ordered_at',
      'PO Remarks': 'purchase_order.remarks',
      'Line ID': 'purchase_order_item.extid',
      'Line No.': 'purchase_order_item.item_index',
      'Line Description': 'purchase_order_item.article_description',
      Qty: 'purchase_order_item.quantity_ordered',
      Unit: 'purchase_order_item.quantity_unit',
      'Line Remarks': 'purchase_order_item.remarks',
    },
    dateFormats: ['dd/MM/yyyy', 'dd/MM/yyyy HH:mm', 'dd/MM/yyyy HH:mm:ss'],
    decimalComma: false,
    statuses: {
      Draft: 'draft',
      Approved: 'prepared',
      Ordered: 'ordered',
      Confirmed: 'confirmed',
      Dispatched: 'dispatched',
      'Delivered on board': 'received_goods',
      'Partially delivered': 'partially_received',
      Closed: 'fully_received',
      Cancelled: 'cancelled',
    },
  },
  // A German-style export: day.month.year, decimal comma, "vendor", "part" and "position" wording.
  MARASOFT_IHMMAINT: {
    source: 'MARASOFT_IHMMAINT',
    label: 'Marasoft',
    columns: {
      'IMO No': 'vessel.imo_number',
      Ship: 'vessel.name',
      'Ship ID': 'vessel.extid',
      'Vendor ID': 'supplier.extid',
      Vendor: 'supplier.name',
      'Vendor Email': 'supplier.contact_email',
      'Part ID': 'article.extid',
      'IMPA Code': 'article.impa_number',
      'Part Name': 'article.name',
      'Part Description': 'article.description',
      'Order ID': 'purchase_order.extid',
      'Order No': 'purchase_order.order_number',
      Requisition: 'purchase_order.requisition_number',
      'Order Status': 'purchase_order.status',
      'Order Date': 'purchase_order.ordered_at',
      'Order Note': 'purchase_order.remarks',
      'Position ID': 'purchase_order_item.extid',
      'Pos.': 'purchase_order_item.item_index',
      'Item Text': 'purchase_order_item.article_description',
      Quantity: 'purchase_order_item.quantity_ordered',
      UoM: 'purchase_order_item.quantity_unit',
      'Position Note': 'purchase_order_item.remarks',
    },
    dateFormats: ['dd.MM.yyyy', 'dd.MM.yyyy HH:mm', 'dd.MM.yyyy HH:mm:ss'],
    decimalComma: true,
    statuses: {
      New: 'draft',
      Requested: 'prepared',
      Ordered: 'ordered',
      'Order confirmed': 'confirmed',
      'In transit': 'dispatched',
      'At forwarder': 'received_forwarder',
      'On board': 'received_goods',
      'Part received': 'partially_received',
      Received: 'fully_received',
      Cancelled: 'cancelled',
    },
  },
  // A Dutch-style export: day-month-year, decimal comma, three-letter status codes, CamelCase headers.
  ZEEBORN_IHMMAINT: {
    source: 'ZEEBORN_IHMMAINT',
    label: 'Zeeborn',
    columns: {
      IMO: 'vessel.imo_number',
      Vessel: 'vessel.name',
      VesselRef: 'vessel.extid',
      SupplierRef: 'supplier.extid',
      SupplierName: 'supplier.name',
      SupplierMail: 'supplier.contact_email',
      ArticleRef: 'article.extid',
      ImpaNo: 'article.impa_number',
      ArticleName: 'article.name',
      ArticleText: 'article.description',
      OrderRef: 'purchase_order.extid',
      OrderNumber: 'purchase_order.order_number',
      RequisitionNumber: 'purchase_order.requisition_number',
      OrderState: 'purchase_order.status',
      OrderedOn: 'purchase_order.ordered_at',
      OrderRemark: 'purchase_order.remarks',
      LineRef: 'purchase_order_item.extid',
      LineNumber: 'purchase_order_item.item_index',
      LineText: 'purchase_order_item.article_description',
      QtyOrdered: 'purchase_order_item.quantity_ordered',
      QtyUnit: 'purchase_order_item.quantity_unit',
      LineRemark: 'purchase_order_item.remarks',
    },
    dateFormats: ['dd-MM-yyyy', 'dd-MM-yyyy HH:mm', 'dd-MM-yyyy HH:mm:ss'],
    decimalComma: true,
    statuses: {
      DRF: 'draft',
      PRP: 'prepared',
      ORD: 'ordered',
      CNF: 'confirmed',
      DSP: 'dispatched',
      FWD: 'received_forwarder',
      ONB: 'received_goods',
      PRC: 'partially_received',
      RCV: 'fully_received',
      CNX: 'cancelled',
    },
  },
};

/** Headers compare without case and spacing: exports differ in 'PO No.' against 'PO no.' or 'Vessel  IMO'. */
export function headerKey(header: string): string {
  return header.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Our flat column name for a header of a source's export, or null when the mapping does not know it. */
export function sourceColumnName(source: ImportSource, header: string): string | null {
  const key = headerKey(header);
  for (const [theirs, ours] of Object.entries(IMPORT_SOURCE_FORMATS[source].columns))
    if (headerKey(theirs) === key) return ours;
  return null;
}
