import { ZDocumentLinks, ZDocumentLinksQuery, ZIdParam } from '@keelson/contract';
import { and, eq } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { documents } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { documentsInScope, ordersInScope } from '../access/vessel-scope.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { selectDocumentLinks } from './document-links.queries.ts';

const errors = errorAnswers(400, 401, 403, 404);

/** Where a company document is used: the items that selected it or got it from their supplier. */
export const documentLinksRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  app.get(
    '/ihm/maint/companies/:id/document-links',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The items using a company document as selected or supplier MD/SDoC (docs/decisions/0010)',
        params: ZIdParam,
        querystring: ZDocumentLinksQuery,
        response: { 200: ZDocumentLinks, ...errors },
      },
    },
    async (request) => {
      const bucketId = request.params.id;
      const access = await requireBucketAccess(deps.db, {
        bucketId,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      const [document] = await deps.db
        .select({ id: documents.id })
        .from(documents)
        .where(
          and(
            eq(documents.id, request.query.document_id),
            eq(documents.bucketId, bucketId),
            documentsInScope(access),
          ),
        );
      if (!document) throw notFound();
      return selectDocumentLinks(deps.db, {
        bucketId,
        documentId: document.id,
        scope: ordersInScope(access),
      });
    },
  );
};
