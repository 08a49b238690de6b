import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IMPORT_SETTINGS, type ImportProblem } from '@keelson/domain';
import type { FileStorage } from '../../storage/file-storage.ts';

const csvCell = (value: string | number | null) => {
  if (value === null) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/**
 * A job's log of row-level messages, as CSV (sheet, row, column, value, message) that opens in any
 * spreadsheet. Written to a temporary file while the job reads, stored when the phase ends: a log
 * of a million lines never sits in memory.
 */
export class ImportLog {
  private lines = 0;
  private skipped = 0;
  private constructor(
    private readonly dir: string,
    private readonly out: WriteStream,
  ) {}

  static async open(): Promise<ImportLog> {
    const dir = await mkdtemp(join(tmpdir(), 'keelson-import-log-'));
    const out = createWriteStream(join(dir, 'log.csv'));
    out.write('sheet,row,column,value,message\n');
    return new ImportLog(dir, out);
  }

  get size() {
    return this.lines + this.skipped;
  }

  write(problem: ImportProblem) {
    if (this.lines >= IMPORT_SETTINGS.maxLogMessages) {
      this.skipped += 1;
      return;
    }
    this.lines += 1;
    const line = [problem.sheet, problem.row, problem.column, problem.value, problem.message]
      .map(csvCell)
      .join(',');
    // Backpressure is not awaited per line: the stream buffers, and lines are short.
    this.out.write(`${line}\n`);
  }

  /** Ends the file (with a last line when messages were left out), stores it under `key`, removes the temporary copy. */
  async store(files: FileStorage, key: string): Promise<number> {
    if (this.skipped) {
      this.out.write(`,,,,"${this.skipped} more messages were left out of this log"\n`);
    }
    this.out.end();
    await once(this.out, 'close');
    try {
      const { size } = await files.put(key, createReadStream(join(this.dir, 'log.csv')), {
        contentType: 'text/csv',
      });
      return size;
    } finally {
      await this.discard();
    }
  }

  async discard() {
    if (!this.out.closed) this.out.destroy();
    await rm(this.dir, { recursive: true, force: true });
  }
}
