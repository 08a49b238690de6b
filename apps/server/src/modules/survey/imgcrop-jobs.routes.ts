import { ZIdParam, ZImgcropJob, ZImgcropJobCreate } from '@keelson/contract';
import { cropProblem, nextCrop, type QuarterTurn } from '@keelson/domain';
import { and, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { checkImages, imgcropJobs } from '../../db/schema/index.ts';
import { badRequest, conflict, errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { checkPhotoJob } from './check-photo.job.ts';
import { imgcropJobAnswer } from './imgcrop-links.ts';
import { imgcropUploads } from './imgcrop-uploads.routes.ts';
import { ROTATIONS } from './photo-image.ts';
import { surveyEditor, surveyReader } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/**
 * Imgcrop jobs (spec section 7: Projects): crop a check's photo — it keeps the crop and is made
 * again in the background — or an uploaded image, whose cropped copy is the job's result.
 */
export const imgcropJobsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);

  app.post(
    '/projects/:id/imgcrop-jobs',
    {
      onRequest,
      schema: {
        tags,
        summary:
          "Crop a check's photo (check_image_id) or, without one, an image sent next to PUT /imgcrop-jobs/{id}/file",
        params: ZIdParam,
        body: ZImgcropJobCreate,
        response: { 201: ZImgcropJob, ...errors },
      },
    },
    async (request, reply) => {
      const projectId = request.params.id;
      await surveyEditor(deps, request, projectId);
      const { check_image_id: imageId, crop, relative_to: relativeTo, rotation } = request.body;
      const problem = cropProblem(crop);
      if (problem) throw badRequest(problem);
      if (rotation !== undefined && !ROTATIONS.includes(rotation as QuarterTurn))
        throw badRequest('The rotation must be 0, 90, 180 or 270 degrees');
      const userId = authOf(request).userId;
      if (!imageId) {
        const [job] = await deps.db
          .insert(imgcropJobs)
          .values({
            projectId,
            crop,
            rotation: rotation ?? 0,
            status: 'waiting_for_file',
            createdByUserId: userId,
          })
          .returning();
        if (!job) throw notFound();
        return reply.status(201).send(imgcropJobAnswer(deps, job));
      }
      if (rotation !== undefined)
        throw badRequest("A photo's turn is its own: turn it with PATCH /ihm/check-images/{id}");
      const job = await deps.db.transaction(async (tx) => {
        const [image] = await tx
          .select()
          .from(checkImages)
          .where(and(eq(checkImages.id, imageId), eq(checkImages.projectId, projectId)))
          .for('update');
        if (!image) throw notFound('No such photo in this project');
        if (!image.enabled) throw conflict('Restore the photo before cropping it');
        if (image.state !== 'ready') throw conflict('The photo is not ready yet: crop it when it is shown');
        const turn = image.rotation as QuarterTurn;
        const next = nextCrop(relativeTo === 'original' ? null : image.crop, crop, turn);
        const version = image.version + 1;
        const [created] = await tx
          .insert(imgcropJobs)
          .values({
            projectId,
            checkImageId: image.id,
            crop,
            rotation: turn,
            status: 'processing',
            createdByUserId: userId,
          })
          .returning();
        if (!created) throw notFound();
        const jobId = await deps.jobs.send(
          checkPhotoJob,
          { imageId: image.id, version, cropJobId: created.id },
          { tx, requestedBy: userId },
        );
        await tx
          .update(checkImages)
          .set({ crop: next, version, state: 'processing', jobId })
          .where(eq(checkImages.id, image.id));
        const [saved] = await tx
          .update(imgcropJobs)
          .set({ jobId })
          .where(eq(imgcropJobs.id, created.id))
          .returning();
        return saved ?? created;
      });
      deps.jobs.nudge(checkPhotoJob);
      return reply.status(201).send(imgcropJobAnswer(deps, job));
    },
  );

  app.get(
    '/projects/:id/imgcrop-jobs',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's imgcrop jobs, newest first",
        params: ZIdParam,
        querystring: z.strictObject({
          check_image_id: z.string().uuid().optional(),
          page_limit: z.coerce.number().int().min(1).max(200).default(50),
          page_offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
        }),
        response: { 200: z.array(ZImgcropJob), ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const { check_image_id: imageId, page_limit: limit, page_offset: offset } = request.query;
      const rows = await deps.db
        .select()
        .from(imgcropJobs)
        .where(
          and(
            eq(imgcropJobs.projectId, request.params.id),
            imageId ? eq(imgcropJobs.checkImageId, imageId) : undefined,
          ),
        )
        .orderBy(desc(imgcropJobs.createdAt), desc(imgcropJobs.id))
        .limit(limit)
        .offset(offset);
      return rows.map((row) => imgcropJobAnswer(deps, row));
    },
  );

  app.get(
    '/imgcrop-jobs/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One imgcrop job: its status and, once it succeeded, the cropped image',
        params: ZIdParam,
        response: { 200: ZImgcropJob, ...errors },
      },
    },
    async (request) => {
      const [job] = await deps.db.select().from(imgcropJobs).where(eq(imgcropJobs.id, request.params.id));
      if (!job) throw notFound();
      await surveyReader(deps, request, job.projectId);
      return imgcropJobAnswer(deps, job);
    },
  );

  app.register(async (scope) => imgcropUploads(scope.withTypeProvider(), deps));
};
