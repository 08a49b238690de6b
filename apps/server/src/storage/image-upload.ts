import { randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { AppDeps, TypedApp } from '../app-context.ts';
import { AppError, notFound } from '../errors.ts';
import { putBuffer, type StoredFile, sniffImageType } from './file-storage.ts';
import { sendStoredFile } from './send-stored-file.ts';

/** The content types an image upload may be sent with; the bytes decide what it really is. */
export const IMAGE_UPLOAD_CONTENT_TYPES = [
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'image/webp',
];

/**
 * Raw bodies for uploads: the body arrives as a Buffer. Routes set their own `bodyLimit`; a larger
 * body is answered 413 before the handler runs. Registered once however many modules ask for it.
 */
export function registerBinaryBodyParser(app: TypedApp) {
  for (const type of IMAGE_UPLOAD_CONTENT_TYPES) {
    if (app.hasContentTypeParser(type)) continue;
    app.addContentTypeParser(type, { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
  }
}

export const invalidImage = () =>
  new AppError(400, 'invalid_image', 'The file is not a PNG, JPEG or WebP image');

/** The uploaded image, its type found by its first bytes; 400 `invalid_image` for anything else. */
export function imageFromBody(body: unknown): StoredFile {
  if (!Buffer.isBuffer(body)) throw invalidImage();
  const contentType = sniffImageType(body);
  if (!contentType) throw invalidImage();
  return { data: body, contentType };
}

/** A fresh storage key per upload, so the image URL (which carries its last segment) changes too. */
export function newImageKey(owner: 'users' | 'teams', id: string): string {
  return `${owner}/${id}/${randomBytes(8).toString('hex')}`;
}

/** `{apiPath}/{owner}/{id}/image?v=<version>`, or null without an image. */
export function imageUrl(apiPath: string, owner: 'users' | 'teams', id: string, key: string | null) {
  if (!key) return null;
  return `${apiPath}/${owner}/${id}/image?v=${key.split('/').at(-1)}`;
}

/**
 * Stores the new image, then lets `save` point the owner at it (in its transaction) and answer the
 * key it replaces. The old file goes after the commit; on failure the new file goes instead.
 */
export async function replaceImage(
  deps: AppDeps,
  props: { key: string; image: StoredFile; save: (key: string) => Promise<string | null> },
): Promise<void> {
  await putBuffer(deps.files, props.key, props.image);
  let previous: string | null;
  try {
    previous = await props.save(props.key);
  } catch (error) {
    await deps.files.delete(props.key).catch(() => {});
    throw error;
  }
  if (previous && previous !== props.key) await deps.files.delete(previous).catch(() => {});
}

/**
 * Streams a stored image (ranges honoured); 404 when there is none. The URL changes with every
 * upload, so it may be cached. Images pass through the app on every store: they are small, and
 * a presigned URL would change on every request and defeat that cache.
 */
export async function sendImage(deps: AppDeps, reply: FastifyReply, key: string | null) {
  if (!key) throw notFound();
  return sendStoredFile(deps.files, reply, key, {
    'cache-control': 'private, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
}
