// The spreadsheet export: exceljs's streaming workbook writer, committing each row as it goes.
import type { Writable } from 'node:stream';
import type { ImportCell } from '@keelson/domain';
import ExcelJS from 'exceljs';
import { type DrainingStream, drained, ExportAborted, xmlSafe } from './export-output.ts';
import type { ExportWriter } from './export-text-writers.ts';

/** The import's flat sheet: our import reads the export back from it. */
export const EXPORT_SHEET = 'ihm.flat';
/** A worksheet holds 1,048,576 rows; one is the header. Beyond that the export goes on in another sheet. */
export const SHEET_MAX_ROWS = 1_048_575;

const isDay = (date: Date) => date.getTime() % 86_400_000 === 0;
const cellOf = (cell: ImportCell) => (typeof cell === 'string' ? xmlSafe(cell) : cell);

/**
 * Where exceljs hands a sheet's XML on to the zip: a PassThrough that its StreamBuf writes into
 * without looking at backpressure. Watching that stream is the only way to learn that the zip (and
 * the download behind it) is behind; without it a slow download would pile the sheet up in memory.
 * The zip itself buffers up to its own high-water mark (1 MB of compressed data) before the
 * PassThrough fills.
 */
function sheetSink(sheet: ExcelJS.Worksheet): DrainingStream | undefined {
  const pipes = (sheet as unknown as { stream?: { pipes?: DrainingStream[] } }).stream?.pipes;
  const sink = pipes?.[0];
  return sink && typeof sink.once === 'function' ? sink : undefined;
}

/** An xlsx with the sheet `ihm.flat` (then `ihm.flat 2` … past a sheet's row limit), headers in bold. */
export function spreadsheetWriter(
  output: Writable,
  columns: readonly string[],
  options: { maxRowsPerSheet?: number } = {},
): ExportWriter {
  const maxRows = options.maxRowsPerSheet ?? SHEET_MAX_ROWS;
  // Inline strings: shared strings would collect every distinct text of the export in memory.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  let sheet: ExcelJS.Worksheet | null = null;
  let sheets = 0;
  let rowsInSheet = 0;
  const openSheet = () => {
    sheet?.commit();
    sheets += 1;
    sheet = workbook.addWorksheet(sheets === 1 ? EXPORT_SHEET : `${EXPORT_SHEET} ${sheets}`);
    sheet.columns = columns.map((header) => ({ width: Math.min(40, Math.max(12, header.length + 2)) }));
    const head = sheet.addRow([...columns]);
    head.font = { bold: true };
    head.commit();
    rowsInSheet = 0;
    return sheet;
  };
  return {
    async rows(rows) {
      for (const cells of rows) {
        const target = sheet && rowsInSheet < maxRows ? sheet : openSheet();
        const row = target.addRow(cells.map(cellOf));
        cells.forEach((cell, i) => {
          if (cell instanceof Date)
            row.getCell(i + 1).numFmt = isDay(cell) ? 'yyyy-mm-dd' : 'yyyy-mm-dd hh:mm:ss';
        });
        row.commit();
        rowsInSheet += 1;
      }
      if (output.destroyed) throw new ExportAborted();
      const sink = sheet ? sheetSink(sheet) : undefined;
      if (sink) await drained(sink, output);
      await drained(output);
    },
    async end() {
      if (!sheet) openSheet();
      // exceljs ends the output itself once the zip is complete.
      await workbook.commit();
    },
  };
}
