// Reading an export back in the tests: every file type into the same rows of text cells.
import type { ExportFileType } from '@keelson/contract';
import ExcelJS from 'exceljs';
import { SaxesParser } from 'saxes';

export type ReadRow = Record<string, string>;

const text = (value: unknown) => (value instanceof Date ? value.toISOString() : String(value));

async function readXlsx(bytes: Buffer): Promise<ReadRow[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: ReadRow[] = [];
  workbook.eachSheet((sheet) => {
    const header = (sheet.getRow(1).values as unknown[]).map((v) => (v == null ? '' : String(v)));
    sheet.eachRow((row, number) => {
      if (number === 1) return;
      const values = row.values as unknown[];
      const object: ReadRow = {};
      header.forEach((name, i) => {
        const value = values[i];
        if (name && value !== null && value !== undefined) object[name] = text(value);
      });
      rows.push(object);
    });
  });
  return rows;
}

function readJsonLines(bytes: Buffer): ReadRow[] {
  return bytes
    .toString('utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) =>
      Object.fromEntries(
        Object.entries(JSON.parse(line) as Record<string, unknown>).map(([k, v]) => [k, text(v)]),
      ),
    );
}

function readXml(bytes: Buffer): ReadRow[] {
  const parser = new SaxesParser();
  const rows: ReadRow[] = [];
  let row: ReadRow | null = null;
  let field: string | null = null;
  let value = '';
  parser.on('opentag', (tag) => {
    if (tag.name === 'row') row = {};
    else if (row) {
      field = tag.name;
      value = '';
    }
  });
  parser.on('text', (t) => {
    if (field) value += t;
  });
  parser.on('closetag', (tag) => {
    if (tag.name === 'row' && row) {
      rows.push(row);
      row = null;
    } else if (row && field === tag.name) {
      row[field] = value;
      field = null;
    }
  });
  parser.write(bytes.toString('utf8')).close();
  return rows;
}

/** The rows of an export as text: dates as ISO instants, numbers and booleans as JavaScript writes them. */
export function readExport(fileType: ExportFileType, bytes: Buffer): Promise<ReadRow[]> | ReadRow[] {
  if (fileType === 'spreadsheet') return readXlsx(bytes);
  return fileType === 'jsonlines' ? readJsonLines(bytes) : readXml(bytes);
}
