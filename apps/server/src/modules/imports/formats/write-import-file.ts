// Files in every import format from flat rows: the templates users download and the samples in docs/samples.
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import {
  IMPORT_ENTITIES,
  IMPORT_FIELDS,
  IMPORT_SOURCE_FORMATS,
  type ImportCell,
  type ImportEntity,
  type ImportFileType,
  type ImportRecord,
  type ImportSource,
  importColumnName,
  importFieldsOf,
} from '@keelson/domain';
import ExcelJS from 'exceljs';
import { FLAT_COLUMNS, planColumns, recordsOfRow } from './import-columns.ts';
import { FLAT_SHEET } from './read-spreadsheet.ts';
import { XML_FLAT_ROW, XML_ROOT } from './read-xml.ts';

export type ImportTemplateLayout = 'flat' | 'entities';
/** One order item with all it refers to, by flat column name (`purchase_order.extid` …). */
export type FlatImportRow = Readonly<Record<string, ImportCell>>;
type Table = { name: string; headers: string[]; rows: ImportCell[][] };

/** The example row of the templates: every field's example from the field table. */
export const IMPORT_TEMPLATE_ROW: FlatImportRow = Object.fromEntries(
  IMPORT_FIELDS.filter((f) => !f.name.includes('.')).map((f) => [
    importColumnName(f),
    f.type === 'date' ? new Date(`${f.example}T00:00:00Z`) : f.example,
  ]),
);

const isDay = (date: Date) => date.getTime() % 86_400_000 === 0;
const isoText = (date: Date) => (isDay(date) ? date.toISOString().slice(0, 10) : date.toISOString());

/** The entities the rows describe, each once (an order of three items is one order), in reading order. */
export function entityRecords(rows: readonly FlatImportRow[]): ImportRecord[] {
  const plan = planColumns({ kind: 'flat' }, [...FLAT_COLUMNS], { source: null, required: false });
  const seen = new Set<string>();
  const records: ImportRecord[] = [];
  for (const row of rows)
    for (const record of recordsOfRow(
      plan,
      FLAT_COLUMNS.map((c) => row[c] ?? null),
    )) {
      const key = JSON.stringify(record);
      if (!seen.has(key)) {
        seen.add(key);
        records.push(record);
      }
    }
  return IMPORT_ENTITIES.flatMap((entity) => records.filter((r) => r.entity === entity));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A date as a source writes it: its first format for a day, its second for a day and a time. */
function sourceDate(date: Date, source: ImportSource): string {
  const [dayFormat = 'yyyy-MM-dd', timeFormat = dayFormat] = IMPORT_SOURCE_FORMATS[source].dateFormats;
  const parts: Record<string, string> = {
    yyyy: String(date.getUTCFullYear()),
    MM: pad(date.getUTCMonth() + 1),
    dd: pad(date.getUTCDate()),
    HH: pad(date.getUTCHours()),
    mm: pad(date.getUTCMinutes()),
    ss: pad(date.getUTCSeconds()),
  };
  return (isDay(date) ? dayFormat : timeFormat).replace(
    /yyyy|MM|dd|HH|mm|ss/g,
    (token) => parts[token] ?? token,
  );
}

/** A row as a source's export has it: their headers, their date format, their status words. */
function sourceTable(rows: readonly FlatImportRow[], source: ImportSource): Table {
  const format = IMPORT_SOURCE_FORMATS[source];
  const headers = Object.keys(format.columns);
  const statusWord = (status: ImportCell) =>
    Object.entries(format.statuses).find(([, ours]) => ours === status)?.[0] ?? status;
  return {
    name: `${format.label} export`,
    headers,
    rows: rows.map((row) =>
      headers.map((header) => {
        const column = format.columns[header] ?? '';
        const cell = row[column] ?? null;
        if (cell instanceof Date) return sourceDate(cell, source);
        return column === 'purchase_order.status' ? statusWord(cell) : cell;
      }),
    ),
  };
}

function tables(
  rows: readonly FlatImportRow[],
  layout: ImportTemplateLayout,
  source: ImportSource | null,
): Table[] {
  if (source) {
    if (layout !== 'flat') throw new Error('A source export is one flat table');
    return [sourceTable(rows, source)];
  }
  if (layout === 'flat')
    return [
      {
        name: FLAT_SHEET,
        headers: [...FLAT_COLUMNS],
        rows: rows.map((row) => FLAT_COLUMNS.map((c) => row[c] ?? null)),
      },
    ];
  const records = entityRecords(rows);
  return IMPORT_ENTITIES.map((entity: ImportEntity) => {
    const headers = importFieldsOf(entity).map((f) => f.name);
    const own = records.filter((r) => r.entity === entity);
    return { name: `ihm.${entity}`, headers, rows: own.map((r) => headers.map((h) => r.fields[h] ?? null)) };
  });
}

async function writeSpreadsheet(list: Table[], output: Writable): Promise<void> {
  // The streaming writer keeps one row in memory at a time; inline strings keep it from collecting a table.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  for (const table of list) {
    const sheet = workbook.addWorksheet(table.name);
    sheet.columns = table.headers.map((header) => ({ width: Math.max(12, header.length + 2) }));
    const head = sheet.addRow(table.headers);
    head.font = { bold: true };
    head.commit();
    for (const cells of table.rows) {
      const row = sheet.addRow(cells);
      cells.forEach((cell, i) => {
        if (cell instanceof Date) row.getCell(i + 1).numFmt = isDay(cell) ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm';
      });
      row.commit();
    }
    sheet.commit();
  }
  await workbook.commit();
}

async function writeText(output: Writable, pieces: Iterable<string>): Promise<void> {
  for (const piece of pieces) if (!output.write(piece)) await once(output, 'drain');
  output.end();
  await once(output, 'finish');
}

const jsonCell = (cell: ImportCell) => (cell instanceof Date ? isoText(cell) : cell);

function* jsonLines(list: Table[], layout: ImportTemplateLayout): Generator<string> {
  for (const table of list)
    for (const cells of table.rows) {
      const object: Record<string, unknown> =
        layout === 'entities' ? { type: table.name.replace(/^ihm\./, '') } : {};
      table.headers.forEach((header, i) => {
        const cell = cells[i] ?? null;
        if (cell !== null) object[header] = jsonCell(cell);
      });
      yield `${JSON.stringify(object)}\n`;
    }
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function* xmlDocument(list: Table[], layout: ImportTemplateLayout): Generator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<${XML_ROOT}>\n`;
  for (const table of list) {
    const element = layout === 'flat' ? XML_FLAT_ROW : table.name.replace(/^ihm\./, '');
    for (const cells of table.rows) {
      yield `  <${element}>\n`;
      for (const [i, header] of table.headers.entries()) {
        const cell = cells[i] ?? null;
        if (cell !== null) yield `    <${header}>${escapeXml(String(jsonCell(cell)))}</${header}>\n`;
      }
      yield `  </${element}>\n`;
    }
  }
  yield `</${XML_ROOT}>\n`;
}

/**
 * Writes rows in a file type and layout: a spreadsheet (ihm.flat, or one sheet per entity), JSON lines
 * (flat objects, or one typed object per entity) or XML (<row>s, or one element per entity). With a
 * source, one flat table in that system's headers and formats. Ends the output.
 */
export async function writeImportFile(
  fileType: ImportFileType,
  layout: ImportTemplateLayout,
  rows: readonly FlatImportRow[],
  output: Writable,
  options: { source?: ImportSource | null } = {},
): Promise<void> {
  const list = tables(rows, layout, options.source ?? null);
  if (fileType === 'spreadsheet') return writeSpreadsheet(list, output);
  if (fileType === 'jsonlines') return writeText(output, jsonLines(list, layout));
  if (options.source) throw new Error('A source export is a spreadsheet or JSON lines');
  return writeText(output, xmlDocument(list, layout));
}

/** The template of a format: its headers (every field) and one example row from the field table. */
export function writeImportTemplate(
  fileType: ImportFileType,
  layout: ImportTemplateLayout,
  output: Writable,
  options: { source?: ImportSource | null } = {},
): Promise<void> {
  return writeImportFile(fileType, layout, [IMPORT_TEMPLATE_ROW], output, options);
}
