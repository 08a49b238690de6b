// Import files for tests and benchmarks: no test harness here, so a benchmark can use them too.
import ExcelJS from 'exceljs';

/** Valid IMO numbers (their check digits hold): two vessels of the company, one it does not know. */
export const IMO = { petrel: '9074729', tern: '9176187', unknown: '9321483' } as const;

export type FlatRow = Record<string, string | number | Date | null>;

/** An `ihm.flat` workbook of these rows (headers: the union of their keys, in first-seen order). */
export async function flatWorkbook(rows: readonly FlatRow[], sheetName = 'ihm.flat'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  const headers = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(headers.map((header) => row[header] ?? null));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** One flat row: an item of an order on a vessel, from a supplier, of an article. */
export function flatRow(props: {
  imo?: string;
  order: string;
  item: string;
  supplier?: string;
  impa?: string;
  article?: string;
  quantity?: number;
  status?: string;
}): FlatRow {
  return {
    'vessel.imo_number': props.imo ?? IMO.petrel,
    'supplier.extid': props.supplier ?? 'SUP-1',
    'supplier.name': `Supplier ${props.supplier ?? 'SUP-1'}`,
    'article.impa_number': props.impa ?? '550101',
    'article.name': props.article ?? 'Ballpoint pen blue',
    'purchase_order.extid': props.order,
    'purchase_order.order_number': props.order,
    'purchase_order.status': props.status ?? 'ordered',
    'purchase_order.ordered_at': '2026-11-02',
    'purchase_order_item.extid': props.item,
    'purchase_order_item.quantity_ordered': props.quantity ?? 2,
    'purchase_order_item.quantity_unit': 'pcs',
  };
}
