import { ZCheckImage, ZIdParam } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { checkImages } from '../../db/schema/index.ts';
import { badRequest, errorAnswers, notFound } from '../../errors.ts';
import { putBuffer } from '../../storage/file-storage.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { checkPhotoJob } from './check-photo.job.ts';
import { photoType } from './photo-image.ts';
import { checkImageAnswer, checkPhotoSignature, photoKeys, SIGNED_JPEG_HEADERS } from './photo-links.ts';
import { findImage } from './photo-records.routes.ts';
import { checkAccess } from './survey-access.ts';

/** A phone's photo: 25 MB is well above what a 50-megapixel camera writes. */
export const PHOTO_LIMIT_BYTES = 25 * 1024 * 1024;
const errors = errorAnswers(400, 401, 403, 404, 409);

const ZRotation = z.coerce
  .number()
  .int()
  .refine((value) => [0, 90, 180, 270].includes(value), 'The rotation must be 0, 90, 180 or 270 degrees');
const ZPhotoQuery = z.strictObject({
  rotation: ZRotation.default(0),
  filename: z.string().trim().max(200).optional(),
});

/**
 * Photos of checks (spec section 7: Checks): upload (raw JPEG/PNG/WebP body, its own plugin scope
 * with the raw parser), rotate by quarter turns, disable; thumbnails and full images are made in the
 * background and served through signed links.
 */
export function photosRoutes(app: TypedApp, deps: AppDeps) {
  const tags = ['survey'];
  const onRequest = requireSession(deps);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  /** Stores the photo as the image's original and starts its thumbnails (a new version). */
  const storePhoto = async (
    image: typeof checkImages.$inferSelect | undefined,
    props: {
      request: FastifyRequest;
      body: unknown;
      checkId: string;
      projectId: string;
      rotation: number;
      filename?: string;
    },
  ) => {
    if (!Buffer.isBuffer(props.body) || props.body.length === 0)
      throw badRequest('Send the photo as the body');
    photoType(props.body);
    return deps.db.transaction(async (tx) => {
      const [row] = image
        ? await tx
            .update(checkImages)
            .set({
              version: image.version + 1,
              rotation: props.rotation,
              state: 'processing',
              filename: props.filename ?? image.filename,
            })
            .where(eq(checkImages.id, image.id))
            .returning()
        : await tx
            .insert(checkImages)
            .values({
              projectId: props.projectId,
              checkId: props.checkId,
              rotation: props.rotation,
              filename: props.filename ?? null,
              createdByUserId: authOf(props.request).userId,
            })
            .returning();
      if (!row) throw notFound();
      await putBuffer(deps.files, photoKeys.original(row.id), {
        data: props.body as Buffer,
        contentType: photoType(props.body as Buffer),
      });
      const jobId = await deps.jobs.send(
        checkPhotoJob,
        { imageId: row.id, version: row.version },
        { tx, requestedBy: authOf(props.request).userId },
      );
      const [saved] = await tx
        .update(checkImages)
        .set({ jobId })
        .where(eq(checkImages.id, row.id))
        .returning();
      return saved ?? row;
    });
  };

  app.post(
    '/ihm/checks/:id/images',
    {
      onRequest,
      bodyLimit: PHOTO_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          'Add a photo to a check (raw JPEG, PNG or WebP, up to 25 MB): answered 202 while its thumbnails are made',
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
        params: ZIdParam,
        querystring: ZPhotoQuery,
        response: { 202: ZCheckImage, ...errorAnswers(413), ...errors },
      },
    },
    async (request, reply) => {
      const check = await checkAccess(deps, request, request.params.id, true);
      const saved = await storePhoto(undefined, {
        request,
        body: request.body,
        checkId: check.id,
        projectId: check.projectId,
        rotation: request.query.rotation,
        filename: request.query.filename,
      });
      deps.jobs.nudge(checkPhotoJob);
      return reply.status(202).send(checkImageAnswer(deps, saved));
    },
  );

  app.put(
    '/ihm/check-images/:id/file',
    {
      onRequest,
      bodyLimit: PHOTO_LIMIT_BYTES,
      schema: {
        tags,
        summary: "Replace a photo's file, turned by rotation (0, 90, 180, 270): answered 202",
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
        params: ZIdParam,
        querystring: ZPhotoQuery,
        response: { 202: ZCheckImage, ...errorAnswers(413), ...errors },
      },
    },
    async (request, reply) => {
      const image = await findImage(deps, request, request.params.id, true);
      const saved = await storePhoto(image, {
        request,
        body: request.body,
        checkId: image.checkId,
        projectId: image.projectId,
        rotation: request.query.rotation,
        filename: request.query.filename,
      });
      deps.jobs.nudge(checkPhotoJob);
      return reply.status(202).send(checkImageAnswer(deps, saved));
    },
  );

  app.get(
    '/ihm/check-images/:id/:variant/:version',
    {
      schema: {
        tags,
        summary: 'A photo as thumbnail or full image, through its signed link (no session)',
        params: z.object({
          id: z.string().uuid(),
          variant: z.enum(['thumb', 'full']),
          version: z.coerce.number().int().min(1),
        }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { id, variant, version } = request.params;
      checkPhotoSignature({
        secret: deps.config.fileUrlSecret,
        imageId: id,
        version,
        variant,
        expires: request.query.expires,
        signature: request.query.signature,
        now: deps.now(),
      });
      return sendStoredFile(deps.files, reply, photoKeys.variant(id, version, variant), SIGNED_JPEG_HEADERS);
    },
  );
}
