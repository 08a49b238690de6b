import {
  ZDocument,
  ZDocumentListQuery,
  ZDocumentPage,
  ZDocumentReuse,
  ZDocumentUploadQuery,
  ZFileUrlQuery,
  ZIdParam,
  ZReuseDecision,
} from '@keelson/contract';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { documentReuses, documents } from '../../db/schema/index.ts';
import { matchSearch } from '../../db/text-search.ts';
import { badRequest, errorAnswers, notFound } from '../../errors.ts';
import { CREW_OR_EXPERT, requireBucketAccess } from '../access/bucket-access.ts';
import { documentsInScope } from '../access/vessel-scope.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { documentAnswer } from './document.presenters.ts';
import {
  DOCUMENT_LIMIT_BYTES,
  DOCUMENT_UPLOAD_CONTENT_TYPES,
  dateParam,
  documentFilename,
  documentFromBody,
  registerDocumentBodyParser,
  sendDocumentFile,
  withStoredFile,
} from './document-files.ts';
import { reuseDecisionsOf } from './document-reuse.queries.ts';
import { checkDownloadSignature } from './signed-links.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** A company's documents: upload (raw body), list, read, signed download; reuse decisions. */
export const documentsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);
  const expertOf = (userId: string, bucketId: string) =>
    requireBucketAccess(deps.db, {
      bucketId,
      userId,
      now: deps.now(),
      capability: 'ihm.maint.is_expert',
      write: true,
    });

  const uploaderOfReceipts = (userId: string, bucketId: string) =>
    requireBucketAccess(deps.db, {
      bucketId,
      userId,
      now: deps.now(),
      capability: CREW_OR_EXPERT,
      write: true,
    });

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    registerDocumentBodyParser(scope);
    scope.post(
      '/ihm/maint/companies/:id/documents',
      {
        onRequest,
        bodyLimit: DOCUMENT_LIMIT_BYTES,
        schema: {
          tags,
          summary: 'Upload a document (PDF, PNG or JPEG as the raw body, up to 10 MB)',
          consumes: DOCUMENT_UPLOAD_CONTENT_TYPES,
          params: ZIdParam,
          querystring: ZDocumentUploadQuery,
          response: { 201: ZDocument, ...errorAnswers(413), ...errors },
        },
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        const bucketId = request.params.id;
        const query = request.query;
        // The crew files the discharge receipts of what they took off board; the rest is the experts'.
        if (query.type === 'discharge_receipt') await uploaderOfReceipts(userId, bucketId);
        else await expertOf(userId, bucketId);
        const validFrom = dateParam(query.valid_from);
        const validTo = dateParam(query.valid_to);
        if (validFrom && validTo && validTo < validFrom) badRequestDates();
        const file = await documentFromBody(request.body);
        const row = await withStoredFile(deps, bucketId, file, async (fileKey, fileSize) => {
          const [inserted] = await deps.db
            .insert(documents)
            .values({
              bucketId,
              type: query.type,
              filename: documentFilename(query.filename, file.contentType),
              fileSize,
              contentType: file.contentType,
              fileKey,
              validFrom,
              validTo,
              createdAt: deps.now(),
              createdByUserId: userId,
            })
            .returning();
          return inserted;
        });
        if (!row) throw notFound();
        return reply.status(201).send(documentAnswer(deps, row));
      },
    );
  });

  app.get(
    '/ihm/maint/companies/:id/documents',
    {
      onRequest,
      schema: {
        tags,
        params: ZIdParam,
        querystring: ZDocumentListQuery,
        response: { 200: ZDocumentPage, ...errors },
      },
    },
    async (request) => {
      const access = await requireBucketAccess(deps.db, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      const { page, size, type, search } = request.query;
      const where = and(
        eq(documents.bucketId, request.params.id),
        documentsInScope(access),
        type ? eq(documents.type, type) : undefined,
        search
          ? matchSearch(
              sql`concat_ws(' ', ${documents.filename}, ${documents.extid}, ${documents.remarks})`,
              search,
            )
          : undefined,
      ) as SQL;
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(documents)
          .where(where)
          .orderBy(desc(documents.createdAt), desc(documents.id))
          .limit(size)
          .offset(page * size),
        deps.db.select({ n: count() }).from(documents).where(where),
      ]);
      const reuses = await reuseDecisionsOf(
        deps.db,
        rows.map((row) => row.id),
      );
      return {
        content: rows.map((row) => documentAnswer(deps, row, reuses.get(row.id) ?? [])),
        page,
        size,
        total_elements: total?.n ?? 0,
      };
    },
  );

  app.get(
    '/ihm/maint/documents/:id',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: ZDocument, ...errors } } },
    async (request) => {
      const [row] = await deps.db.select().from(documents).where(eq(documents.id, request.params.id));
      if (!row) throw notFound();
      const access = await requireBucketAccess(deps.db, {
        bucketId: row.bucketId,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      const scope = documentsInScope(access);
      if (scope) {
        const [visible] = await deps.db
          .select({ id: documents.id })
          .from(documents)
          .where(and(eq(documents.id, row.id), scope));
        if (!visible) throw notFound();
      }
      const reuses = await reuseDecisionsOf(deps.db, [row.id]);
      return documentAnswer(deps, row, reuses.get(row.id) ?? []);
    },
  );

  app.get(
    '/ihm/maint/documents/:id/file',
    {
      schema: {
        tags,
        summary: 'Download a document through its signed URL (no session)',
        params: ZIdParam,
        querystring: ZFileUrlQuery,
        response: { ...errors, ...errorAnswers(416) },
      },
    },
    async (request, reply) => {
      checkDownloadSignature({
        secret: deps.config.fileUrlSecret,
        documentId: request.params.id,
        expires: request.query.expires,
        signature: request.query.signature,
        now: deps.now(),
      });
      const [row] = await deps.db.select().from(documents).where(eq(documents.id, request.params.id));
      if (!row) throw notFound();
      return sendDocumentFile(deps, reply, row, request.query.disposition);
    },
  );

  app.patch(
    '/ihm/maint/document-reuses/:id',
    {
      onRequest,
      schema: { tags, params: ZIdParam, body: ZReuseDecision, response: { 200: ZDocumentReuse, ...errors } },
    },
    async (request) => {
      const [found] = await deps.db
        .select({ reuse: documentReuses, bucketId: documents.bucketId })
        .from(documentReuses)
        .innerJoin(documents, eq(documents.id, documentReuses.documentId))
        .where(eq(documentReuses.id, request.params.id));
      if (!found) throw notFound();
      await expertOf(authOf(request).userId, found.bucketId);
      const [reuse] = await deps.db
        .update(documentReuses)
        .set({ reusageDecision: request.body.reusage_decision, modifiedAt: deps.now() })
        .where(eq(documentReuses.id, request.params.id))
        .returning();
      if (!reuse) throw notFound();
      return {
        id: reuse.id,
        document_id: reuse.documentId,
        vessel_id: reuse.vesselId,
        article_id: reuse.articleId,
        type: reuse.type,
        reusage_decision: reuse.reusageDecision,
        created_at: reuse.createdAt.toISOString(),
        modified_at: reuse.modifiedAt?.toISOString() ?? null,
      };
    },
  );
};

function badRequestDates(): never {
  throw badRequest('valid_to is before valid_from');
}
