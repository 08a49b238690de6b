import { ZDeckplan, ZIdParam } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { deckplans } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { putBuffer } from '../../storage/file-storage.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { deckplanAnswer } from './deck.presenters.ts';
import { findDeckplan, usageByPlan } from './deck.queries.ts';
import { deckplanTilesJob } from './deckplan-tiles.job.ts';
import { invalidPlan, planSize, sniffPlanFormat } from './plan-image.ts';
import { checkTileSignature, planKeys } from './tile-links.ts';

/** A plan's file: general-arrangement PDFs and scans are large. */
export const PLAN_LIMIT_BYTES = 50 * 1024 * 1024;
export const PLAN_UPLOAD_CONTENT_TYPES = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'application/octet-stream',
];

const errors = errorAnswers(400, 401, 403, 404, 409);

type Access = (request: FastifyRequest, projectId: string) => Promise<unknown>;

const ZTileParams = z.object({
  id: z.string().uuid(),
  version: z.coerce.number().int().min(1),
  z: z.coerce.number().int().min(0).max(20),
  x: z.coerce.number().int().min(0),
  y: z.coerce.number().int().min(0),
});
const ZTileQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) });

/**
 * Upload of a plan's image (raw PNG, JPEG or PDF body) and its tiles, in their own plugin scope:
 * the raw-body parser stays inside it.
 */
export function deckplanFileRoutes(app: TypedApp, deps: AppDeps, access: { editor: Access }) {
  const tags = ['decks'];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.put(
    '/ihm/deckplans/:id/file',
    {
      onRequest: requireSession(deps),
      bodyLimit: PLAN_LIMIT_BYTES,
      schema: {
        tags,
        summary:
          "Upload the plan's image (PNG, JPEG or PDF, raw bytes, up to 50 MB; a PDF's first page): answered 202 while its tiles are cut",
        consumes: PLAN_UPLOAD_CONTENT_TYPES,
        params: ZIdParam,
        querystring: z.object({ filename: z.string().trim().max(200).optional() }),
        response: { 202: ZDeckplan, ...errorAnswers(413), ...errors },
      },
    },
    async (request, reply) => {
      const { plan, deck } = await findDeckplan(deps.db, request.params.id);
      await access.editor(request, plan.projectId);
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw invalidPlan();
      const format = sniffPlanFormat(body);
      if (!format) throw invalidPlan();
      // An image's size is known at once; a PDF's only once its page is drawn (in the job).
      if (format !== 'application/pdf') await planSize(body);
      const version = plan.imageVersion + 1;
      await putBuffer(deps.files, planKeys.original(plan.id, version), { data: body, contentType: format });
      const filename = request.query.filename || null;
      const saved = await deps.db.transaction(async (tx) => {
        const jobId = await deps.jobs.send(
          deckplanTilesJob,
          { deckplanId: plan.id, version },
          { tx, requestedBy: authOf(request).userId },
        );
        const [row] = await tx
          .update(deckplans)
          .set({
            imageVersion: version,
            imageState: 'processing',
            imageJobId: jobId,
            imageError: null,
            imageFilename: filename,
          })
          .where(eq(deckplans.id, plan.id))
          .returning();
        return row;
      });
      deps.jobs.nudge(deckplanTilesJob);
      if (!saved) throw notFound();
      return reply
        .status(202)
        .send(deckplanAnswer(deps, saved, deck.enabled, await usageByPlan(deps.db, saved.projectId)));
    },
  );

  app.get(
    '/ihm/deckplans/:id/tiles/:version/:z/:x/:y',
    {
      schema: {
        tags,
        summary: "One tile of a plan's pyramid, through the signed template of the plan's image (no session)",
        params: ZTileParams,
        querystring: ZTileQuery,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const { id, version, z: zoom, x, y } = request.params;
      checkTileSignature({
        secret: deps.config.fileUrlSecret,
        deckplanId: id,
        version,
        expires: request.query.expires,
        signature: request.query.signature,
        now: deps.now(),
      });
      return sendStoredFile(deps.files, reply, planKeys.tile(id, version, zoom, x, y), {
        'content-type': 'image/png',
        // A version's tiles never change: the browser keeps them while the signature lives.
        'cache-control': 'private, max-age=43200, immutable',
        'x-content-type-options': 'nosniff',
      });
    },
  );
}
