// The one entry of the readers: any file type and source in, a uniform stream of rows and problems out.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ImportFileType, ImportProblem, ImportRow, ImportSource } from '@keelson/domain';
import {
  DEFAULT_IMPORT_READ_LIMITS,
  formatCount,
  formatMb,
  ImportFileError,
  type ImportReadLimits,
} from './import-file-error.ts';
import { readJsonLines } from './read-jsonlines.ts';
import { readSpreadsheet } from './read-spreadsheet.ts';
import { readXml } from './read-xml.ts';

/** A stream of the file's bytes, or the file itself on disk (a spreadsheet is read from disk anyway). */
export type ImportInput = Readable | { path: string };

export type ReadImportOptions = {
  fileType: ImportFileType;
  source: ImportSource | null;
  limits?: Partial<ImportReadLimits>;
};

/**
 * Copies a stream to a temporary file, at most maxBytes. A workbook is a zip whose directory is at its
 * end: it cannot be read as it arrives without trusting its local headers, which a zip bomb lies in.
 */
async function spool(input: Readable, folder: string, maxBytes: number): Promise<string> {
  const path = join(folder, 'workbook.xlsx');
  let bytes = 0;
  await pipeline(
    input,
    async function* (source: AsyncIterable<Buffer>) {
      for await (const chunk of source) {
        bytes += chunk.length;
        if (bytes > maxBytes) throw new ImportFileError(`The file is bigger than ${formatMb(maxBytes)}`);
        yield chunk;
      }
    },
    createWriteStream(path),
  );
  return path;
}

/**
 * The rows a file describes, in file order (per-entity sheets in entity order), each with its records,
 * and the problems found on the way (unknown sheets and columns, lines that are no objects): those are
 * yielded and reading goes on. What makes the whole file unreadable throws an ImportFileError with the
 * message for the job's log; an error of the input stream itself (storage down) is thrown as it is, so
 * the job can be retried. Values are not checked here: validateImportRecord does that per record.
 */
export async function* readImportRows(
  input: ImportInput,
  options: ReadImportOptions,
): AsyncGenerator<ImportRow | ImportProblem> {
  const limits = { ...DEFAULT_IMPORT_READ_LIMITS, ...options.limits };
  const { source } = options;
  let rows = 0;
  const count = async function* (reader: AsyncGenerator<ImportRow | ImportProblem>) {
    for await (const item of reader) {
      if ('records' in item) {
        rows += 1;
        if (rows > limits.maxRows)
          throw new ImportFileError(`The file has more than ${formatCount(limits.maxRows)} rows`);
      }
      yield item;
    }
  };
  if (options.fileType === 'spreadsheet') {
    if ('path' in input) {
      yield* count(readSpreadsheet(input.path, { source, limits }));
      return;
    }
    const folder = await mkdtemp(join(tmpdir(), 'keelson-import-'));
    try {
      const path = await spool(input, folder, limits.maxFileBytes);
      yield* count(readSpreadsheet(path, { source, limits }));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
    return;
  }
  const bytes = 'path' in input ? createReadStream(input.path) : input;
  try {
    const reader = options.fileType === 'jsonlines' ? readJsonLines : readXml;
    yield* count(reader(bytes, { source, limits }));
  } finally {
    // A reader that stops early (a fatal problem, a consumer that breaks off) leaves no open file behind.
    bytes.destroy();
  }
}
