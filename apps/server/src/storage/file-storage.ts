import { Readable } from 'node:stream';

/** What a stored file is, without its bytes. */
export type FileInfo = { size: number; contentType: string };

/** Bytes `start` to `end`, both included, as in an HTTP `Range`. */
export type ByteRange = { start: number; end: number };

/** A stored file being read: its bytes (all, or the asked range) as a stream. */
export type FileRead = FileInfo & { body: Readable };

export type PutOptions = {
  contentType: string;
  /** More bytes than this: the put fails with `FileTooLargeError` and nothing is stored. */
  maxBytes?: number;
};

export type DownloadUrlOptions = {
  expiresInSeconds: number;
  filename: string;
  disposition: 'attachment' | 'inline';
  contentType: string;
};

/**
 * Where files live (documents, images, receipts, reports): local disk or an S3-compatible bucket.
 * Bytes travel as streams, so a file never has to fit in memory.
 */
export type FileStorage = {
  /** Stores the stream under `key` whole or not at all (a failed put leaves nothing behind). */
  put: (key: string, body: Readable, options: PutOptions) => Promise<{ size: number }>;
  /** The file, or only `range` of it; undefined when there is none. */
  get: (key: string, range?: ByteRange) => Promise<FileRead | undefined>;
  head: (key: string) => Promise<FileInfo | undefined>;
  /** Removes the file; removing a missing file is no error. */
  delete: (key: string) => Promise<void>;
  /**
   * A short-lived URL the browser may fetch the file from directly, or undefined when the app
   * serves the bytes itself (local disk).
   */
  downloadUrl: (key: string, options: DownloadUrlOptions) => Promise<string | undefined>;
};

/** The stream went past `maxBytes`; the routes answer 413. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`file larger than ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** A key that could escape its folder or name something else: a bug in the caller, never stored. */
export class UnsafeKeyError extends Error {
  constructor(key: string) {
    super(`unsafe storage key: ${JSON.stringify(key)}`);
    this.name = 'UnsafeKeyError';
  }
}

// Segments of letters, digits, `_` and `-` joined by single slashes: no dots (so no `..` and no
// clash with the local driver's sidecars), no `%` (no encoded traversal), no `\`, NUL or leading `/`.
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*$/i;

export function assertSafeKey(key: string): string {
  if (typeof key !== 'string' || key.length > 512 || !SAFE_KEY.test(key)) throw new UnsafeKeyError(key);
  return key;
}

/** The bytes of a small file (an image, a demo PDF) in one go. */
export type StoredFile = { data: Buffer; contentType: string };

export function putBuffer(files: FileStorage, key: string, file: StoredFile, maxBytes?: number) {
  return files.put(key, Readable.from([file.data]), { contentType: file.contentType, maxBytes });
}

/** Reads a whole file into memory: only for files known to be small. */
export async function readBuffer(files: FileStorage, key: string): Promise<StoredFile | undefined> {
  const file = await files.get(key);
  if (!file) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return { data: Buffer.concat(chunks), contentType: file.contentType };
}

/** Image uploads: the types browsers show, recognised by their first bytes, not by the header. */
export const IMAGE_LIMIT_BYTES = 5 * 1024 * 1024;

export function sniffImageType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'image/png';
  }
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (
    data.length >= 12 &&
    data.toString('ascii', 0, 4) === 'RIFF' &&
    data.toString('ascii', 8, 12) === 'WEBP'
  ) {
    return 'image/webp';
  }
  return undefined;
}
