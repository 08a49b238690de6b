// The zip container of an xlsx workbook, read from a file on disk with node:zlib.
//
// Why not exceljs's WorkbookReader: it walks the zip as a stream through unzipper, so it cannot tell how
// far an entry inflates before inflating it, copies every sheet that comes before the shared strings to
// a temporary file (unbounded disk), and yields sheets in zip order. Reading the central directory of
// a file on disk lets us open the parts in the order we need (workbook, styles, shared strings, then
// the sheets in entity order), count every inflated byte against a limit while inflating (a zip bomb
// stops at the limit, whatever its headers claim), and tell a truncated file from one that is no zip.
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { formatMb, ImportFileError } from './import-file-error.ts';

type ZipEntry = { name: string; flags: number; method: number; compressedSize: number; localOffset: number };

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_DIRECTORY = 0x06054b50;
/** The end record is 22 bytes and may be followed by a comment of up to 65,535. */
const TAIL = 22 + 0xffff;

export const NOT_A_WORKBOOK = 'The file is not an xlsx workbook';
export const TRUNCATED = 'The file ends unexpectedly (truncated)';
const damaged = (why: string) => `The workbook is damaged: ${why}`;

async function readAt(path: string, position: number, length: number): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, position);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

export class XlsxZip {
  private inflated = 0;

  private constructor(
    private readonly path: string,
    private readonly size: number,
    private readonly entries: Map<string, ZipEntry>,
    private readonly maxInflatedBytes: number,
  ) {}

  static async open(path: string, maxInflatedBytes: number, maxDirectoryBytes: number): Promise<XlsxZip> {
    const handle = await open(path, 'r');
    const size = (await handle.stat()).size;
    await handle.close();
    if (size === 0) throw new ImportFileError('The file is empty');
    const head = await readAt(path, 0, 8);
    // Password-protected workbooks and .xls files are OLE compound files, not zips.
    if (head.toString('hex') === 'd0cf11e0a1b11ae1')
      throw new ImportFileError(
        'The file is an old .xls workbook or protected by a password: save it as .xlsx without a password',
      );
    if (head.length < 4 || head.readUInt32LE(0) !== LOCAL_HEADER) throw new ImportFileError(NOT_A_WORKBOOK);
    const tailStart = Math.max(0, size - TAIL);
    const tail = await readAt(path, tailStart, size - tailStart);
    let end = -1;
    for (let i = tail.length - 22; i >= 0; i--)
      if (tail.readUInt32LE(i) === END_OF_DIRECTORY) {
        end = i;
        break;
      }
    // A zip's directory is at its end: a file that starts as a zip and has none was cut short.
    if (end < 0) throw new ImportFileError(TRUNCATED);
    const count = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (count === 0xffff || directoryOffset === 0xffffffff)
      throw new ImportFileError('The workbook is a ZIP64 archive, which is not read: save it again as .xlsx');
    if (directoryOffset + directorySize > tailStart + end) throw new ImportFileError(TRUNCATED);
    if (directorySize > maxDirectoryBytes) throw new ImportFileError(damaged('its zip directory is too big'));
    const directory = await readAt(path, directoryOffset, directorySize);
    const entries = new Map<string, ZipEntry>();
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== CENTRAL_HEADER)
        throw new ImportFileError(damaged('its zip directory is broken'));
      const nameLength = directory.readUInt16LE(at + 28);
      const entry: ZipEntry = {
        flags: directory.readUInt16LE(at + 8),
        method: directory.readUInt16LE(at + 10),
        compressedSize: directory.readUInt32LE(at + 20),
        localOffset: directory.readUInt32LE(at + 42),
        name: directory.toString('utf8', at + 46, at + 46 + nameLength),
      };
      entries.set(entry.name, entry);
      at += 46 + nameLength + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    return new XlsxZip(path, size, entries, maxInflatedBytes);
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /**
   * The inflated bytes of one entry, chunk by chunk. Every byte counts against the workbook's limit;
   * `maxBytes` bounds one part that is kept in memory (shared strings, styles).
   */
  async *read(name: string, part?: { maxBytes: number; tooBig: string }): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name);
    if (!entry) throw new ImportFileError(damaged(`${name} is missing`));
    if (entry.flags & 1) throw new ImportFileError('The workbook is encrypted: save it without a password');
    if (entry.method !== 0 && entry.method !== 8)
      throw new ImportFileError(damaged(`${name} is compressed with an unknown method (${entry.method})`));
    const header = await readAt(this.path, entry.localOffset, 30);
    if (header.length < 30) throw new ImportFileError(TRUNCATED);
    if (header.readUInt32LE(0) !== LOCAL_HEADER) throw new ImportFileError(damaged(`${name} has no header`));
    const start = entry.localOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (start + entry.compressedSize > this.size) throw new ImportFileError(TRUNCATED);
    if (entry.compressedSize === 0) return;
    const source = createReadStream(this.path, { start, end: start + entry.compressedSize - 1 });
    const inflate = entry.method === 8 ? createInflateRaw() : null;
    if (inflate) {
      source.on('error', (error) => inflate.destroy(error));
      source.pipe(inflate);
    }
    let partBytes = 0;
    try {
      for await (const chunk of (inflate ?? source) as AsyncIterable<Buffer>) {
        this.inflated += chunk.length;
        partBytes += chunk.length;
        if (this.inflated > this.maxInflatedBytes)
          throw new ImportFileError(
            `The workbook expands to more than ${formatMb(this.maxInflatedBytes)} (a zip bomb?)`,
          );
        if (part && partBytes > part.maxBytes) throw new ImportFileError(part.tooBig);
        yield chunk;
      }
    } catch (error) {
      if (error instanceof ImportFileError) throw error;
      throw new ImportFileError(damaged(`${name} cannot be inflated`));
    } finally {
      source.destroy();
      inflate?.destroy();
    }
  }
}
