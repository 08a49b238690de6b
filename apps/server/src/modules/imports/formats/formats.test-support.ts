// Files built in the tests: workbooks through exceljs, zips by hand (for the broken ones), and a reader
// that collects what readImportRows yields.
import { Readable } from 'node:stream';
import { crc32, deflateRawSync } from 'node:zlib';
import type { ImportFileType, ImportProblem, ImportRow, ImportSource } from '@keelson/domain';
import ExcelJS from 'exceljs';
import type { ImportReadLimits } from './import-file-error.ts';
import { readImportRows } from './read-import-rows.ts';

export type Collected = { rows: ImportRow[]; problems: ImportProblem[] };

export async function collect(
  file: Buffer | string,
  fileType: ImportFileType,
  options: { source?: ImportSource | null; limits?: Partial<ImportReadLimits> } = {},
): Promise<Collected> {
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  const input = Readable.from([typeof file === 'string' ? Buffer.from(file) : file]);
  for await (const item of readImportRows(input, {
    fileType,
    source: options.source ?? null,
    limits: options.limits,
  }))
    if ('records' in item) rows.push(item);
    else problems.push(item);
  return { rows, problems };
}

/** The message the reading ends with, or null when it ends well. */
export async function failure(...args: Parameters<typeof collect>): Promise<string | null> {
  try {
    await collect(...args);
    return null;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}

/** A workbook with these sheets, in this order: rows of cells, the first the header. */
export async function workbookOf(sheets: Record<string, unknown[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** A zip of these entries, deflated, written by hand so tests can break it in any way. */
export function zipOf(entries: [name: string, content: string | Buffer][]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content);
    const packed = deflateRawSync(data);
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORKBOOK_RELS = `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>
</Relationships>`;

/** The smallest workbook: one sheet named ihm.flat whose sheetData is given (inline strings, no styles). */
export function xlsxOfSheetData(sheetData: string | Buffer): Buffer {
  const sheet = Buffer.isBuffer(sheetData)
    ? sheetData
    : `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${sheetData}</sheetData></worksheet>`;
  return zipOf([
    [
      'xl/workbook.xml',
      '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="ihm.flat" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ],
    ['xl/_rels/workbook.xml.rels', WORKBOOK_RELS],
    ['xl/worksheets/sheet1.xml', sheet],
  ]);
}

/** A row of inline-string cells. */
export const inlineRow = (row: number, values: string[]) =>
  `<row r="${row}">${values.map((v) => `<c t="inlineStr"><is><t>${v}</t></is></c>`).join('')}</row>`;
