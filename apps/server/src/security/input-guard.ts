import { Stream } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/** Deeper input is refused rather than walked (and no request of ours nests this deep). */
const MAX_DEPTH = 32;

/** The first path in `value` holding a string with a NUL character, or null. */
export function nulCharacterPath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '/' : null;
  if (value === null || typeof value !== 'object') return null;
  // Uploaded bytes (Buffers, streams) are files, not text.
  if (ArrayBuffer.isView(value) || value instanceof ArrayBuffer || value instanceof Stream) return null;
  if (depth > MAX_DEPTH) return path || '/';
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return `${path}/${key.replaceAll('\u0000', '\\0')}`;
    const found = nulCharacterPath(item, `${path}/${key}`, depth + 1);
    if (found) return found;
  }
  return null;
}

/**
 * PostgreSQL cannot store a NUL character in text, so a string holding one would fail deep in a
 * query. Every request's params, query and body are checked before validation, for every route.
 */
export function rejectNulCharacters(app: FastifyInstance) {
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = nulCharacterPath(value);
      if (path) {
        return reply.status(400).send({
          code: 'validation',
          error: 'Invalid request',
          details: [{ path: `/${part}${path}`, message: 'Must not contain a NUL character' }],
        });
      }
    }
  });
}
