// The rows of one sheet part (xl/worksheets/sheetN.xml) as cells: text, numbers, booleans, dates.
import type { ImportCell } from '@keelson/domain';
import type { XlsxWorkbook } from './xlsx-workbook.ts';
import type { XmlEvent } from './xml-events.ts';

export type SheetRow = { row: number; cells: ImportCell[] };

/** Excel's last column is XFD; a cell reference past it is ignored rather than growing an array. */
const MAX_COLUMNS = 16_384;
const DAY_MS = 86_400_000;
/** Serial day 25569 is 1970-01-01 in the 1900 date system; the 1904 system starts 1462 days later. */
const EPOCH_1900 = 25_569;
const OFFSET_1904 = 1_462;

/** 'AB12' → 27 (0-based column). */
export function columnIndex(reference: string): number {
  let index = 0;
  for (const char of reference) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    index = index * 26 + (code - 64);
  }
  return index - 1;
}

function serialDate(serial: number, date1904: boolean): Date {
  const days = serial - EPOCH_1900 + (date1904 ? OFFSET_1904 : 0);
  // Rounded to the millisecond: a serial is a binary fraction of a day.
  return new Date(Math.round(days * DAY_MS));
}

function cellValue(type: string, raw: string, style: number, book: XlsxWorkbook): ImportCell {
  switch (type) {
    case 's':
      return book.sharedStrings[Number(raw)] ?? null;
    case 'inlineStr':
    case 'str':
    case 'e': // an error such as #N/A reads as its text, and validation says it is not a number
      return raw;
    case 'b':
      return raw === '1' || raw === 'true';
    case 'd': {
      const date = new Date(raw);
      return Number.isNaN(date.getTime()) ? raw : date;
    }
    default: {
      if (raw.trim() === '') return null;
      const number = Number(raw);
      if (!Number.isFinite(number)) return raw;
      return book.dateStyles.has(style) ? serialDate(number, book.date1904) : number;
    }
  }
}

export async function* sheetRows(
  batches: AsyncIterable<XmlEvent[]>,
  book: XlsxWorkbook,
): AsyncGenerator<SheetRow> {
  let row: SheetRow | null = null;
  let lastRow = 0;
  let column = 0;
  let cell: { type: string; style: number; raw: string } | null = null;
  let capture = false; // inside <v>, or <t> of an inline string
  let phonetic = false;
  for await (const batch of batches) {
    const rows: SheetRow[] = [];
    for (const event of batch) {
      if (event.type === 'text') {
        if (cell && capture && !phonetic) cell.raw += event.text;
        continue;
      }
      const { name } = event;
      if (event.type === 'open') {
        if (name === 'row') {
          lastRow = Number(event.attributes.r) || lastRow + 1;
          row = { row: lastRow, cells: [] };
          column = 0;
        } else if (name === 'c' && row) {
          const reference = event.attributes.r;
          column = reference ? columnIndex(reference) : column;
          cell = { type: event.attributes.t ?? 'n', style: Number(event.attributes.s ?? 0), raw: '' };
        } else if (name === 'v' || name === 't') capture = true;
        else if (name === 'rPh') phonetic = true;
      } else {
        if (name === 'v' || name === 't') capture = false;
        else if (name === 'rPh') phonetic = false;
        else if (name === 'c' && row && cell) {
          if (column >= 0 && column < MAX_COLUMNS)
            row.cells[column] = cellValue(cell.type, cell.raw, cell.style, book);
          column += 1;
          cell = null;
        } else if (name === 'row' && row) {
          rows.push(row);
          row = null;
        }
      }
    }
    yield* rows;
  }
}
