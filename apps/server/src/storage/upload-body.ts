import { Readable } from 'node:stream';
import type { TypedApp } from '../app-context.ts';
import { AppError } from '../errors.ts';
import { type FileStorage, FileTooLargeError } from './file-storage.ts';

/** The answer of every upload over its limit, the same code as Fastify's own body limit. */
const payloadTooLarge = () => new AppError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'Request body is too large');

/**
 * Upload bodies as streams, in the upload routes' own scope: any content type (the bytes decide
 * what a file is), nothing read before the handler. Fastify does not apply `bodyLimit` to stream
 * bodies: a declared length over the route's limit is refused here, the bytes by `storeUpload`.
 */
export function registerStreamingBodyParser(scope: TypedApp) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (request, payload, done) => {
    if (Number(request.headers['content-length']) > request.routeOptions.bodyLimit) {
      done(payloadTooLarge(), undefined);
      return;
    }
    done(null, payload);
  });
  // An answer given before the body was read to its end (refused, too large, not a document):
  // close the connection rather than let Node read the rest of a body nobody will store.
  scope.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
}

/**
 * The first `bytes` (or more) of a stream, to sniff its type, and a stream of all of it, those
 * first bytes included. The source is never destroyed here: for a request that would cut the
 * connection before the answer is sent.
 */
export async function readHead(source: Readable, bytes: number): Promise<{ head: Buffer; body: Readable }> {
  const reader = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < bytes) {
    const next = await reader.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value as Buffer);
    length += (next.value as Buffer).length;
  }
  const head = Buffer.concat(chunks);
  async function* all() {
    yield head;
    while (!ended) {
      const next = await reader.next();
      if (next.done) return;
      yield next.value as Buffer;
    }
  }
  return { head, body: Readable.from(all(), { objectMode: false }) };
}

/** Stores an upload stream; past `maxBytes` the answer is 413 and nothing is stored. */
export async function storeUpload(
  files: FileStorage,
  props: { key: string; body: Readable; contentType: string; maxBytes: number },
) {
  try {
    return await files.put(props.key, props.body, {
      contentType: props.contentType,
      maxBytes: props.maxBytes,
    });
  } catch (error) {
    throw error instanceof FileTooLargeError ? payloadTooLarge() : error;
  }
}
