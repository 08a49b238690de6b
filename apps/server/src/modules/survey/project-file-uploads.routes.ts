import { ZAttachment, ZIdParam, ZSignature } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { attachments, signatures } from '../../db/schema/index.ts';
import { badRequest, errorAnswers, notFound } from '../../errors.ts';
import { putBuffer, sniffImageType } from '../../storage/file-storage.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { sniffPlanFormat } from '../decks/plan-image.ts';
import { requireSession } from '../sessions/session-auth.ts';
import { checkSignedQuery } from './file-signatures.ts';
import {
  type AttachmentRow,
  attachmentAnswer,
  fileKey,
  signatureAnswer,
} from './project-files.presenters.ts';

const FILE_LIMIT_BYTES = 30 * 1024 * 1024;
const errors = errorAnswers(400, 401, 403, 404, 409, 413);

/** The files: raw bodies in their own scope; a signature is an image, an attachment a PDF or image. */
export function projectFileUploads(
  app: TypedApp,
  deps: AppDeps,
  editorOf: (
    request: FastifyRequest,
    table: typeof signatures | typeof attachments,
    id: string,
  ) => Promise<void>,
) {
  const tags = ['survey'];
  const onRequest = requireSession(deps);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.put(
    '/ihm/signatures/:id/file',
    {
      onRequest,
      bodyLimit: FILE_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'The signature as an image (PNG or JPEG, raw bytes; drawn on the screen or scanned)',
        consumes: ['image/png', 'image/jpeg', 'application/octet-stream'],
        params: ZIdParam,
        response: { 200: ZSignature, ...errors },
      },
    },
    async (request) => {
      await editorOf(request, signatures, request.params.id);
      const body = request.body;
      const type = Buffer.isBuffer(body) ? sniffImageType(body) : undefined;
      if (!type || type === 'image/webp') throw badRequest('A signature must be a PNG or JPEG image');
      const [current] = await deps.db.select().from(signatures).where(eq(signatures.id, request.params.id));
      if (!current) throw notFound();
      const version = current.imageVersion + 1;
      await putBuffer(deps.files, fileKey('signatures', current.id, version), {
        data: body as Buffer,
        contentType: type,
      });
      const [row] = await deps.db
        .update(signatures)
        .set({ imageVersion: version })
        .where(eq(signatures.id, current.id))
        .returning();
      return signatureAnswer(deps, row ?? current);
    },
  );

  app.put(
    '/ihm/attachments/:id/file',
    {
      onRequest,
      bodyLimit: FILE_LIMIT_BYTES,
      schema: {
        tags,
        summary: "The attachment's file (PDF, PNG or JPEG, raw bytes, up to 30 MB)",
        consumes: ['application/pdf', 'image/png', 'image/jpeg', 'application/octet-stream'],
        params: ZIdParam,
        querystring: z.object({ filename: z.string().trim().max(200).optional() }),
        response: { 200: ZAttachment, ...errorAnswers(413), ...errors },
      },
    },
    async (request) => {
      await editorOf(request, attachments, request.params.id);
      const body = request.body;
      const type = Buffer.isBuffer(body) ? sniffPlanFormat(body) : undefined;
      if (!type) throw badRequest('An attachment must be a PDF, PNG or JPEG file');
      const [current] = await deps.db.select().from(attachments).where(eq(attachments.id, request.params.id));
      if (!current) throw notFound();
      const version = current.fileVersion + 1;
      await putBuffer(deps.files, fileKey('attachments', current.id, version), {
        data: body as Buffer,
        contentType: type,
      });
      const [row] = await deps.db
        .update(attachments)
        .set({
          fileVersion: version,
          fileType: type,
          fileSize: (body as Buffer).length,
          filename: request.query.filename || current.filename,
        })
        .where(eq(attachments.id, current.id))
        .returning();
      return attachmentAnswer(deps, row ?? current);
    },
  );

  for (const kind of ['signatures', 'attachments'] as const)
    app.get(
      `/ihm/${kind}/:id/file/:version`,
      {
        schema: {
          tags,
          summary: `A ${kind === 'signatures' ? "signature's image" : "attachment's file"} through its signed link (no session)`,
          params: z.object({ id: z.string().uuid(), version: z.coerce.number().int().min(1) }),
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
          response: { ...errors },
        },
      },
      async (request, reply) => {
        const { id, version } = request.params;
        checkSignedQuery({
          secret: deps.config.fileUrlSecret,
          label: kind,
          subject: `${id}.${version}`,
          expires: request.query.expires,
          signature: request.query.signature,
          now: deps.now(),
        });
        const table = kind === 'signatures' ? signatures : attachments;
        const [row] = await deps.db.select().from(table).where(eq(table.id, id));
        if (!row) throw notFound();
        const type =
          kind === 'attachments'
            ? ((row as AttachmentRow).fileType ?? 'application/octet-stream')
            : 'image/png';
        return sendStoredFile(deps.files, reply, fileKey(kind, id, version), {
          'content-type': type,
          'cache-control': 'private, max-age=43200, immutable',
          'x-content-type-options': 'nosniff',
        });
      },
    );
}
