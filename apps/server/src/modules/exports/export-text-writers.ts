// JSON lines and XML exports: each page of rows becomes pieces of text of at most 64 KB, written as
// the download takes them.
import type { Writable } from 'node:stream';
import type { ImportCell } from '@keelson/domain';
import { endStream, writePiece, xmlSafe } from './export-output.ts';

/** What every export writer does: take pages of rows (cells in column order), then end the file. */
export type ExportWriter = {
  rows(rows: readonly ImportCell[][]): Promise<void>;
  end(): Promise<void>;
};

/**
 * Characters per piece of text handed to the download. One piece per page (1.4 MB for 1,000 items)
 * went into the stream whatever its backpressure said; in pieces the stream holds one piece beyond
 * its high-water mark, and each piece stays small enough for V8's young generation.
 */
export const PIECE_CHARS = 64 * 1024;

/** The rows as text, in pieces of about PIECE_CHARS characters. */
function piecesOf(rows: readonly ImportCell[][], textOf: (cells: readonly ImportCell[]) => string) {
  const pieces: string[] = [];
  let piece = '';
  for (const cells of rows) {
    piece += textOf(cells);
    if (piece.length >= PIECE_CHARS) {
      pieces.push(piece);
      piece = '';
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

async function writePieces(output: Writable, pieces: string[]) {
  for (let i = 0; i < pieces.length; i++) {
    const piece = pieces[i] as string;
    // A piece written is the stream's: the array no longer holds it while the rest wait.
    pieces[i] = '';
    await writePiece(output, piece);
  }
}

/** Dates as full ISO instants: the import reads them, and nothing of the time is lost. */
const textOf = (cell: ImportCell) => (cell instanceof Date ? cell.toISOString() : cell);

/** One flat JSON object per line, keys as the columns, empty cells left out (as the import's own files do). */
export function jsonLinesWriter(output: Writable, columns: readonly string[]): ExportWriter {
  const line = (cells: readonly ImportCell[]) => {
    const object: Record<string, unknown> = {};
    cells.forEach((cell, i) => {
      if (cell !== null) object[columns[i] as string] = textOf(cell);
    });
    return `${JSON.stringify(object)}\n`;
  };
  return {
    rows: (rows) => writePieces(output, piecesOf(rows, line)),
    end: () => endStream(output),
  };
}

const escapeXml = (text: string) =>
  xmlSafe(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `<ihm>` with one `<row>` per item and one element per filled column: the import's flat XML. */
export function xmlWriter(output: Writable, columns: readonly string[]): ExportWriter {
  let started = false;
  const head = '<?xml version="1.0" encoding="UTF-8"?>\n<ihm>\n';
  const row = (cells: readonly ImportCell[]) => {
    let text = '  <row>\n';
    cells.forEach((cell, i) => {
      if (cell === null) return;
      const name = columns[i] as string;
      text += `    <${name}>${escapeXml(String(textOf(cell)))}</${name}>\n`;
    });
    return `${text}  </row>\n`;
  };
  return {
    async rows(rows) {
      const pieces = piecesOf(rows, row);
      if (!started) pieces.unshift(head);
      started = true;
      await writePieces(output, pieces);
    },
    async end() {
      await writePiece(output, `${started ? '' : head}</ihm>\n`);
      await endStream(output);
    },
  };
}
