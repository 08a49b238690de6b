import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ExportAborted } from './export-output.ts';
import { jsonLinesWriter, PIECE_CHARS, xmlWriter } from './export-text-writers.ts';
import { spreadsheetWriter } from './export-xlsx-writer.ts';
import { readExport } from './exports.test-support.ts';

const collect = (stream: PassThrough) => {
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  return () => Buffer.concat(chunks);
};

describe('export writers', () => {
  it('go on in a second sheet past the sheet row limit', async () => {
    const output = new PassThrough();
    const bytes = collect(output);
    const writer = spreadsheetWriter(output, ['a', 'b'], { maxRowsPerSheet: 2 });
    await writer.rows([
      ['1', 1],
      ['2', 2],
      ['3', new Date('2026-03-18T00:00:00Z')],
    ]);
    await writer.end();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes() as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((sheet) => [sheet.name, sheet.rowCount])).toEqual([
      ['ihm.flat', 3],
      ['ihm.flat 2', 2],
    ]);
    expect(await readExport('spreadsheet', bytes())).toEqual([
      { a: '1', b: '1' },
      { a: '2', b: '2' },
      { a: '3', b: '2026-03-18T00:00:00.000Z' },
    ]);
  });

  it('replace what XML cannot hold, so one odd character does not spoil the file', async () => {
    const odd = 'bell\u0007 form\u000C lone\uD800 ok';
    for (const [fileType, make] of [
      ['xml', xmlWriter],
      ['spreadsheet', spreadsheetWriter],
    ] as const) {
      const output = new PassThrough();
      const bytes = collect(output);
      const writer = make(output, ['text']);
      await writer.rows([[odd]]);
      await writer.end();
      expect(await readExport(fileType, bytes())).toEqual([{ text: 'bell\uFFFD form\uFFFD lone\uFFFD ok' }]);
    }
  });

  it('an empty export is a valid empty file', async () => {
    for (const [fileType, make] of [
      ['xml', xmlWriter],
      ['jsonlines', jsonLinesWriter],
      ['spreadsheet', spreadsheetWriter],
    ] as const) {
      const output = new PassThrough();
      const bytes = collect(output);
      await make(output, ['a']).end();
      expect(await readExport(fileType, bytes())).toEqual([]);
    }
  });

  it('hand a page to the download in pieces, not as one string', async () => {
    for (const [fileType, make] of [
      ['jsonlines', jsonLinesWriter],
      ['xml', xmlWriter],
    ] as const) {
      const output = new PassThrough();
      const sizes: number[] = [];
      const bytes = collect(output);
      output.on('data', (chunk: Buffer) => sizes.push(chunk.length));
      const rows = Array.from({ length: 1000 }, (_, i) => [`row ${i} ${'x'.repeat(300)}`]);
      const writer = make(output, ['text']);
      await writer.rows(rows);
      await writer.end();
      expect(Math.max(...sizes)).toBeLessThan(PIECE_CHARS + 500);
      expect(sizes.length).toBeGreaterThan(4);
      expect(await readExport(fileType, bytes())).toEqual(rows.map(([text]) => ({ text })));
    }
  });

  it('wait while the download is behind, and stop when it is closed', async () => {
    for (const make of [jsonLinesWriter, spreadsheetWriter]) {
      // Nobody reads: the buffers fill and the writer must wait instead of piling rows up.
      const output = new PassThrough({ highWaterMark: 1024 });
      const writer = make(output, ['text']);
      // Random text: the zip would squeeze repeated letters into nothing and never be behind.
      const rows = Array.from({ length: 2000 }, () => [randomBytes(100).toString('hex')]);
      let pending: Promise<void> | null = null;
      for (let page = 0; page < 20 && !pending; page++) {
        const attempt = writer.rows(rows);
        const done = await Promise.race([
          attempt.then(
            () => true,
            () => true,
          ),
          new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 50)),
        ]);
        if (!done) pending = attempt;
      }
      expect(pending).not.toBeNull();
      output.destroy();
      await expect(pending).rejects.toBeInstanceOf(ExportAborted);
    }
  });
});
