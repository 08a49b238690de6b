import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { allowFramingBySelf } from '../../security/security-headers.ts';
import { sniffImageType } from '../../storage/file-storage.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { readHead, registerStreamingBodyParser, storeUpload } from '../../storage/upload-body.ts';

/** Documents (PDF, PNG, JPEG) up to 10 MB; a larger body is 413 and nothing is stored. */
export const DOCUMENT_LIMIT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_UPLOAD_CONTENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

/** How long the storage's own URL behind a signed download link lives: enough to follow a redirect. */
const DIRECT_URL_SECONDS = 60;

/**
 * Raw bodies in the upload routes' own scope, as streams: any content type is accepted and the
 * bytes decide what the file is, so a wrong type is 400 `invalid_document` rather than 415.
 */
export function registerDocumentBodyParser(scope: TypedApp) {
  registerStreamingBodyParser(scope);
}

/** An upload on its way to storage: its type is known from its first bytes, the rest still streams. */
export type DocumentUpload = { body: Readable; contentType: 'application/pdf' | 'image/png' | 'image/jpeg' };

export const invalidDocument = () =>
  new AppError(400, 'invalid_document', 'The file is not a PDF, PNG or JPEG document');

/** The uploaded file, its type found by its first bytes (read before the rest of the body). */
export async function documentFromBody(body: unknown): Promise<DocumentUpload> {
  if (!(body instanceof Readable)) throw invalidDocument();
  const { head, body: whole } = await readHead(body, 16);
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') {
    return { body: whole, contentType: 'application/pdf' };
  }
  const image = sniffImageType(head);
  if (image === 'image/png' || image === 'image/jpeg') return { body: whole, contentType: image };
  throw invalidDocument();
}

const EXTENSIONS: Record<DocumentUpload['contentType'], string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
};

/**
 * The name a document is kept and served under: its extension is the one of the type its bytes
 * are (`report.html` holding a PDF becomes `report.pdf`), so no download opens as something else.
 */
export function documentFilename(name: string, contentType: DocumentUpload['contentType']): string {
  const allowed = EXTENSIONS[contentType];
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (allowed.includes(extension)) return name;
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return `${stem || 'document'}.${allowed[0]}`;
}

/**
 * Stores the file (413 past the limit), then runs `save` (the transaction that records it) with
 * its key and size. When `save` fails the file is removed again, so a failed upload leaves nothing behind.
 */
export async function withStoredFile<T>(
  deps: AppDeps,
  bucketId: string,
  file: DocumentUpload,
  save: (key: string, size: number) => Promise<T>,
): Promise<T> {
  const key = `documents/${bucketId}/${randomBytes(12).toString('hex')}`;
  const { size } = await storeUpload(deps.files, {
    key,
    body: file.body,
    contentType: file.contentType,
    maxBytes: DOCUMENT_LIMIT_BYTES,
  });
  try {
    return await save(key, size);
  } catch (error) {
    await deps.files.delete(key).catch(() => {});
    throw error;
  }
}

/** `YYYY-MM-DD` → the start of that UTC day. */
export const dateParam = (value: string | undefined) => (value ? new Date(`${value}T00:00:00.000Z`) : null);

/**
 * Sends a stored document to download or to preview inline; the signed URL is short-lived, so
 * nothing is cached. A store with its own URLs (S3) answers a redirect to a presigned URL that
 * lives a minute, so the bytes never pass through the app; local files stream from here, with ranges.
 */
export async function sendDocumentFile(
  deps: AppDeps,
  reply: FastifyReply,
  document: { fileKey: string; filename: string; contentType: string },
  disposition: 'attachment' | 'inline' = 'attachment',
) {
  const safe = document.filename.replace(/[^\w. -]/g, '_');
  const direct = await deps.files.downloadUrl(document.fileKey, {
    expiresInSeconds: DIRECT_URL_SECONDS,
    filename: safe,
    disposition,
    contentType: document.contentType,
  });
  if (disposition === 'inline') allowFramingBySelf(reply);
  if (direct) return reply.header('cache-control', 'private, no-store').redirect(direct, 302);
  return sendStoredFile(deps.files, reply, document.fileKey, {
    'content-disposition': `${disposition}; filename="${safe}"`,
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
  });
}
