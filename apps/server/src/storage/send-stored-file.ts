import type { FastifyReply } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import { byteRangeOf } from './byte-range.ts';
import type { FileStorage } from './file-storage.ts';

const rangeNotSatisfiable = () =>
  new AppError(416, 'range_not_satisfiable', 'The requested range is not satisfiable');

/**
 * Streams a stored file as the answer, honouring a `Range` request (206 with `Content-Range`, 416
 * when the range lies past the end); 404 when there is no file. `headers` add caching and naming.
 */
export async function sendStoredFile(
  files: FileStorage,
  reply: FastifyReply,
  key: string,
  headers: Record<string, string>,
) {
  const info = await files.head(key);
  if (!info) throw notFound();
  const request = reply.request.headers;
  const ifRange = request['if-range'];
  const range = byteRangeOf(request.range, info.size, typeof ifRange === 'string' ? ifRange : undefined);
  reply.headers(headers).header('accept-ranges', 'bytes');
  if (range.kind === 'unsatisfiable') {
    reply.header('content-range', `bytes */${info.size}`);
    throw rangeNotSatisfiable();
  }
  const partial = range.kind === 'partial' ? range : undefined;
  const file = await files.get(key, partial);
  if (!file) throw notFound();
  reply.header('content-type', info.contentType);
  if (!partial) return reply.header('content-length', info.size).send(file.body);
  return reply
    .status(206)
    .header('content-range', `bytes ${partial.start}-${partial.end}/${info.size}`)
    .header('content-length', partial.end - partial.start + 1)
    .send(file.body);
}
