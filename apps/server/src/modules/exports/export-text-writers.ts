// JSON lines and XML exports: one piece of text per page of rows, written as the pages arrive.
import type { Writable } from 'node:stream';
import type { ImportCell } from '@keelson/domain';
import { endStream, writePiece, xmlSafe } from './export-output.ts';

/** What every export writer does: take pages of rows (cells in column order), then end the file. */
export type ExportWriter = {
  rows(rows: readonly ImportCell[][]): Promise<void>;
  end(): Promise<void>;
};

/** Dates as full ISO instants: the import reads them, and nothing of the time is lost. */
const textOf = (cell: ImportCell) => (cell instanceof Date ? cell.toISOString() : cell);

/** One flat JSON object per line, keys as the columns, empty cells left out (as the import's own files do). */
export function jsonLinesWriter(output: Writable, columns: readonly string[]): ExportWriter {
  return {
    async rows(rows) {
      let piece = '';
      for (const cells of rows) {
        const object: Record<string, unknown> = {};
        cells.forEach((cell, i) => {
          if (cell !== null) object[columns[i] as string] = textOf(cell);
        });
        piece += `${JSON.stringify(object)}\n`;
      }
      await writePiece(output, piece);
    },
    end: () => endStream(output),
  };
}

const escapeXml = (text: string) =>
  xmlSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<ihm>` with one `<row>` per item and one element per filled column: the import's flat XML. */
export function xmlWriter(output: Writable, columns: readonly string[]): ExportWriter {
  let started = false;
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<ihm>\n';
  return {
    async rows(rows) {
      let piece = started ? '' : head;
      started = true;
      for (const cells of rows) {
        piece += '  <row>\n';
        cells.forEach((cell, i) => {
          if (cell === null) return;
          const name = columns[i] as string;
          piece += `    <${name}>${escapeXml(String(textOf(cell)))}</${name}>\n`;
        });
        piece += '  </row>\n';
      }
      await writePiece(output, piece);
    },
    async end() {
      await writePiece(output, `${started ? '' : head}</ihm>\n`);
      await endStream(output);
    },
  };
}
