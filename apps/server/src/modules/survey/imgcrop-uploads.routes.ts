import { ZIdParam, ZImgcropJob } from '@keelson/contract';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { imgcropJobs } from '../../db/schema/index.ts';
import { badRequest, conflict, errorAnswers, notFound } from '../../errors.ts';
import { putBuffer } from '../../storage/file-storage.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { imgcropJob } from './imgcrop.job.ts';
import { checkImgcropSignature, imgcropJobAnswer, imgcropKeys } from './imgcrop-links.ts';
import { photoType } from './photo-image.ts';
import { SIGNED_JPEG_HEADERS } from './photo-links.ts';
import { PHOTO_LIMIT_BYTES } from './photos.routes.ts';
import { surveyEditor } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** The image of an imgcrop job, in (raw body, its own scope) and out (signed link). */
export function imgcropUploads(app: TypedApp, deps: AppDeps) {
  const tags = ['survey'];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.put(
    '/imgcrop-jobs/:id/file',
    {
      onRequest: requireSession(deps),
      bodyLimit: PHOTO_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'The image to crop (raw JPEG, PNG or WebP, up to 25 MB): answered 202 while it is cropped',
        consumes: ['image/jpeg', 'image/png', 'image/webp', 'application/octet-stream'],
        params: ZIdParam,
        querystring: z.strictObject({ filename: z.string().trim().min(1).max(200).optional() }),
        response: { 202: ZImgcropJob, ...errorAnswers(413), ...errors },
      },
    },
    async (request, reply) => {
      const [job] = await deps.db.select().from(imgcropJobs).where(eq(imgcropJobs.id, request.params.id));
      if (!job) throw notFound();
      await surveyEditor(deps, request, job.projectId);
      if (job.status !== 'waiting_for_file') throw conflict('This crop job does not wait for an image');
      const body = request.body;
      if (!Buffer.isBuffer(body) || body.length === 0) throw badRequest('Send the image as the body');
      const contentType = photoType(body);
      await putBuffer(deps.files, imgcropKeys.source(job.id), { data: body, contentType });
      const saved = await deps.db.transaction(async (tx) => {
        const jobId = await deps.jobs.send(
          imgcropJob,
          { cropJobId: job.id },
          { tx, requestedBy: authOf(request).userId },
        );
        const [row] = await tx
          .update(imgcropJobs)
          .set({
            status: 'processing',
            jobId,
            fileName: request.query.filename ?? null,
            fileSize: body.length,
          })
          .where(and(eq(imgcropJobs.id, job.id), eq(imgcropJobs.status, 'waiting_for_file')))
          .returning();
        if (!row) throw conflict('This crop job does not wait for an image');
        return row;
      });
      deps.jobs.nudge(imgcropJob);
      return reply.status(202).send(imgcropJobAnswer(deps, saved));
    },
  );

  app.get(
    '/imgcrop-jobs/:id/file',
    {
      schema: {
        tags,
        summary: 'The cropped image, through its signed link (no session)',
        params: ZIdParam,
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
        response: { ...errors },
      },
    },
    async (request, reply) => {
      checkImgcropSignature({
        secret: deps.config.fileUrlSecret,
        id: request.params.id,
        expires: request.query.expires,
        signature: request.query.signature,
        now: deps.now(),
      });
      return sendStoredFile(deps.files, reply, imgcropKeys.result(request.params.id), SIGNED_JPEG_HEADERS);
    },
  );
}
