import { ZCheckImage, ZIdParam } from '@keelson/contract';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { checkImages } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { checkPhotoJob } from './check-photo.job.ts';
import { checkImageAnswer } from './photo-links.ts';
import { checkAccess, surveyEditor, surveyReader } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

export async function findImage(deps: AppDeps, request: FastifyRequest, id: string, edit: boolean) {
  const [image] = await deps.db.select().from(checkImages).where(eq(checkImages.id, id));
  if (!image) throw notFound();
  await (edit ? surveyEditor : surveyReader)(deps, request, image.projectId);
  return image;
}

/** Photo records (spec section 7: Checks): read them, turn one by quarter turns, disable one. */
export const photoRecordsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);

  app.patch(
    '/ihm/check-images/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Turn a photo (made again from its original) or disable it',
        params: ZIdParam,
        body: z
          .strictObject({
            rotation: z
              .number()
              .int()
              .refine(
                (value) => [0, 90, 180, 270].includes(value),
                'The rotation must be 0, 90, 180 or 270 degrees',
              ),
            enabled: z.boolean(),
          })
          .partial()
          .refine((patch) => Object.keys(patch).length > 0, 'Send at least one field'),
        response: { 200: ZCheckImage, ...errors },
      },
    },
    async (request) => {
      const image = await findImage(deps, request, request.params.id, true);
      const { rotation, enabled } = request.body;
      const turning = rotation !== undefined && rotation !== image.rotation;
      const saved = await deps.db.transaction(async (tx) => {
        const jobId = turning
          ? await deps.jobs.send(
              checkPhotoJob,
              { imageId: image.id, version: image.version + 1 },
              { tx, requestedBy: authOf(request).userId },
            )
          : image.jobId;
        const [row] = await tx
          .update(checkImages)
          .set({
            enabled,
            ...(turning ? { rotation, version: image.version + 1, state: 'processing' as const, jobId } : {}),
          })
          .where(eq(checkImages.id, image.id))
          .returning();
        return row ?? image;
      });
      if (turning) deps.jobs.nudge(checkPhotoJob);
      return checkImageAnswer(deps, saved);
    },
  );

  app.get(
    '/ihm/check-images/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A photo with its links',
        params: ZIdParam,
        response: { 200: ZCheckImage, ...errors },
      },
    },
    async (request) => checkImageAnswer(deps, await findImage(deps, request, request.params.id, false)),
  );

  app.get(
    '/ihm/checks/:id/images',
    {
      onRequest,
      schema: {
        tags,
        summary: "The check's photos",
        params: ZIdParam,
        response: { 200: z.array(ZCheckImage), ...errors },
      },
    },
    async (request) => {
      const check = await checkAccess(deps, request, request.params.id, false);
      const rows = await deps.db
        .select()
        .from(checkImages)
        .where(eq(checkImages.checkId, check.id))
        .orderBy(asc(checkImages.createdAt));
      return rows.map((row) => checkImageAnswer(deps, row));
    },
  );

  app.get(
    '/ihm/projects/:id/check-images',
    {
      onRequest,
      schema: {
        tags,
        summary: "Every photo of the project's checks",
        params: ZIdParam,
        response: { 200: z.array(ZCheckImage), ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const rows = await deps.db
        .select()
        .from(checkImages)
        .where(eq(checkImages.projectId, request.params.id))
        .orderBy(asc(checkImages.createdAt));
      return rows.map((row) => checkImageAnswer(deps, row));
    },
  );
};
