import {
  ZAttachment,
  ZAttachmentCreate,
  ZAttachmentPatch,
  ZIdParam,
  ZReorder,
  ZSignature,
  ZSignatureCreate,
  ZSignaturePatch,
} from '@keelson/contract';
import { asc, eq } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { attachments, signatures } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { projectFileUploads } from './project-file-uploads.routes.ts';
import { attachmentAnswer, signatureAnswer } from './project-files.presenters.ts';
import { nextIndex, reorder } from './survey.service.ts';
import { surveyEditor, surveyReader } from './survey-access.ts';

const _FILE_LIMIT_BYTES = 30 * 1024 * 1024;
const errors = errorAnswers(400, 401, 403, 404, 409, 413);
const text = (value: string | undefined) => (value === undefined ? undefined : value || null);

/**
 * The project's signatures (preparation and approval, the image drawn on the screen or uploaded)
 * and attachments (lab reports, certificates, the GA plan …): list, add, change, reorder, file.
 */
export const projectFilesRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);
  const editorOf = async (
    request: Parameters<typeof surveyEditor>[1],
    table: typeof signatures | typeof attachments,
    id: string,
  ) => {
    const [row] = await deps.db.select({ projectId: table.projectId }).from(table).where(eq(table.id, id));
    if (!row) throw notFound();
    await surveyEditor(deps, request, row.projectId);
  };

  app.get(
    '/ihm/projects/:id/signatures',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's signatures in order",
        params: ZIdParam,
        response: { 200: z.array(ZSignature), ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const rows = await deps.db
        .select()
        .from(signatures)
        .where(eq(signatures.projectId, request.params.id))
        .orderBy(asc(signatures.index), asc(signatures.createdAt));
      return rows.map((row) => signatureAnswer(deps, row));
    },
  );

  app.post(
    '/ihm/projects/:id/signatures',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a signature (its image follows with PUT …/file)',
        params: ZIdParam,
        body: ZSignatureCreate,
        response: { 201: ZSignature, ...errors },
      },
    },
    async (request, reply) => {
      await surveyEditor(deps, request, request.params.id);
      const { body } = request;
      const [row] = await deps.db
        .insert(signatures)
        .values({
          projectId: request.params.id,
          target: body.target,
          personName: body.person_name,
          personRole: body.person_role || null,
          function: body.function || null,
          location: body.location || null,
          date: body.date ?? null,
          index: await nextIndex(deps.db, signatures, request.params.id),
          createdByUserId: authOf(request).userId,
        })
        .returning();
      if (!row) throw new Error('signature not created');
      return reply.status(201).send(signatureAnswer(deps, row));
    },
  );

  app.patch(
    '/ihm/signatures/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a signature, or disable it',
        params: ZIdParam,
        body: ZSignaturePatch,
        response: { 200: ZSignature, ...errors },
      },
    },
    async (request) => {
      await editorOf(request, signatures, request.params.id);
      const { body } = request;
      const [row] = await deps.db
        .update(signatures)
        .set({
          target: body.target,
          personName: body.person_name,
          personRole: text(body.person_role),
          function: text(body.function),
          location: text(body.location),
          date: body.date,
          enabled: body.enabled,
        })
        .where(eq(signatures.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return signatureAnswer(deps, row);
    },
  );

  app.get(
    '/ihm/projects/:id/attachments',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's attachments in order",
        params: ZIdParam,
        response: { 200: z.array(ZAttachment), ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const rows = await deps.db
        .select()
        .from(attachments)
        .where(eq(attachments.projectId, request.params.id))
        .orderBy(asc(attachments.index), asc(attachments.createdAt));
      return rows.map((row) => attachmentAnswer(deps, row));
    },
  );

  app.post(
    '/ihm/projects/:id/attachments',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an attachment (its file follows with PUT …/file)',
        params: ZIdParam,
        body: ZAttachmentCreate,
        response: { 201: ZAttachment, ...errors },
      },
    },
    async (request, reply) => {
      await surveyEditor(deps, request, request.params.id);
      const [row] = await deps.db
        .insert(attachments)
        .values({
          projectId: request.params.id,
          type: request.body.type,
          title: request.body.title,
          relatedHazmats: [...new Set(request.body.related_hazmats ?? [])],
          index: await nextIndex(deps.db, attachments, request.params.id),
          createdByUserId: authOf(request).userId,
        })
        .returning();
      if (!row) throw new Error('attachment not created');
      return reply.status(201).send(attachmentAnswer(deps, row));
    },
  );

  app.patch(
    '/ihm/attachments/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change an attachment, or disable it',
        params: ZIdParam,
        body: ZAttachmentPatch,
        response: { 200: ZAttachment, ...errors },
      },
    },
    async (request) => {
      await editorOf(request, attachments, request.params.id);
      const { body } = request;
      const [row] = await deps.db
        .update(attachments)
        .set({
          type: body.type,
          title: body.title,
          relatedHazmats: body.related_hazmats ? [...new Set(body.related_hazmats)] : undefined,
          enabled: body.enabled,
        })
        .where(eq(attachments.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return attachmentAnswer(deps, row);
    },
  );

  for (const [path, table] of [
    ['signatures', signatures],
    ['attachments', attachments],
  ] as const)
    app.post(
      `/ihm/projects/:id/${path}/reorder`,
      {
        onRequest,
        schema: {
          tags,
          summary: `Reorder ${path}: the named ones take their current places in the order given (others stay)`,
          params: ZIdParam,
          body: ZReorder,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await surveyEditor(deps, request, request.params.id);
        await reorder(deps.db, table, request.params.id, request.body.ids);
        return reply.status(204).send(null);
      },
    );

  app.register(async (scope) =>
    projectFileUploads(scope.withTypeProvider<ZodTypeProvider>(), deps, editorOf),
  );
};
