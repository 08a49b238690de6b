import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { type StoredFile, sniffImageType } from '../../storage/file-storage.ts';

/** Documents (PDF, PNG, JPEG) up to 10 MB; a larger body is 413 before the handler runs. */
export const DOCUMENT_LIMIT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/**
 * Raw bodies in the upload routes' own scope: any content type arrives as a Buffer and the bytes
 * decide what the file is, so a wrong type is 400 `invalid_document` rather than 415.
 */
export function registerDocumentBodyParser(scope: TypedApp) {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

export const invalidDocument = () =>
  new AppError(400, 'invalid_document', 'The file is not a PDF, PNG or JPEG document');

/** The uploaded file, its type found by its first bytes. */
export function documentFromBody(body: unknown): StoredFile {
  if (!Buffer.isBuffer(body) || body.length === 0) throw invalidDocument();
  if (body.length >= 5 && body.toString('latin1', 0, 5) === '%PDF-') {
    return { data: body, contentType: 'application/pdf' };
  }
  const image = sniffImageType(body);
  if (image === 'image/png' || image === 'image/jpeg') return { data: body, contentType: image };
  throw invalidDocument();
}

/**
 * Stores the file, then runs `save` (the transaction that records it). When `save` fails the file
 * is removed again, so a failed upload leaves nothing behind.
 */
export async function withStoredFile<T>(
  deps: AppDeps,
  bucketId: string,
  file: StoredFile,
  save: (key: string) => Promise<T>,
): Promise<T> {
  const key = `documents/${bucketId}/${randomBytes(12).toString('hex')}`;
  await deps.files.put(key, file);
  try {
    return await save(key);
  } catch (error) {
    await deps.files.delete(key).catch(() => {});
    throw error;
  }
}

/** `YYYY-MM-DD` → the start of that UTC day. */
export const dateParam = (value: string | undefined) => (value ? new Date(`${value}T00:00:00.000Z`) : null);

/** Sends a stored document to download or to preview inline; the signed URL is short-lived, so nothing is cached. */
export function sendDocumentFile(
  reply: FastifyReply,
  filename: string,
  file: StoredFile,
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const safe = filename.replace(/[^\w. -]/g, '_');
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${safe}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}
