// Writing to the download with backpressure, and noticing when the downloader has gone.
import { once } from 'node:events';
import type { Writable } from 'node:stream';

/** The downloader went away (or the stream failed): stop reading pages. */
export class ExportAborted extends Error {
  constructor() {
    super('The export download was closed before it ended');
  }
}

/**
 * A writable stream: node's own, or one of the older `readable-stream` copies inside archiver (which
 * exceljs's zip uses) that only say `_writableState.needDrain`.
 */
export type DrainingStream = NodeJS.EventEmitter & {
  writableNeedDrain?: boolean;
  _writableState?: { needDrain?: boolean };
};

/**
 * Resolves when `stream` wants more; throws ExportAborted when `download` (the stream itself, or the
 * download it feeds) closes first. A stream closed without an error never emits 'drain': waiting for
 * 'drain' alone would leave the export waiting forever, holding its page.
 */
export async function drained(
  stream: DrainingStream,
  download: Writable = stream as Writable,
): Promise<void> {
  if (download.destroyed || download.writableEnded) throw new ExportAborted();
  if (!(stream.writableNeedDrain ?? stream._writableState?.needDrain)) return;
  const controller = new AbortController();
  try {
    await Promise.race([
      once(stream, 'drain', { signal: controller.signal }),
      once(download, 'close', { signal: controller.signal }).then(() => {
        throw new ExportAborted();
      }),
    ]);
  } finally {
    controller.abort();
  }
}

/** Writes one piece and waits until the stream takes more. */
export async function writePiece(stream: Writable, piece: string): Promise<void> {
  if (stream.destroyed) throw new ExportAborted();
  stream.write(piece);
  await drained(stream);
}

/** Ends the stream and waits until everything was handed on. */
export async function endStream(stream: Writable): Promise<void> {
  stream.end();
  if (!stream.writableFinished) await once(stream, 'finish');
}

/**
 * Characters XML 1.0 cannot hold (controls but tab and newlines, lone surrogates, U+FFFE/U+FFFF):
 * one of them in a cell would make the whole file unreadable, so each becomes U+FFFD.
 */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
export const xmlSafe = (text: string) => text.replace(NOT_XML, '\uFFFD');
