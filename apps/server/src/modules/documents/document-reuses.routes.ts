import { ZDocumentReuseListQuery, ZDocumentReusePage, ZIdParam } from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { reusesInScope } from '../access/vessel-scope.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { selectDocumentReuses } from './document-reuse.queries.ts';

const errors = errorAnswers(400, 401, 403, 404);

/** The document-reuse list of a company (spec section 2; docs/decisions/0010). */
export const documentReusesRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  app.get(
    '/ihm/maint/companies/:id/document-reuses',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Document reuses of the company, newest first, by decision, type and vessel',
        params: ZIdParam,
        querystring: ZDocumentReuseListQuery,
        response: { 200: ZDocumentReusePage, ...errors },
      },
    },
    async (request) => {
      const access = await requireBucketAccess(deps.db, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      const query = request.query;
      const include = new Set(
        (query.include ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      );
      const { content, total } = await selectDocumentReuses(deps, {
        bucketId: request.params.id,
        scope: reusesInScope(access),
        filters: {
          ...(query.reusage_decision ? { reusageDecision: query.reusage_decision } : {}),
          ...(query.type ? { type: query.type } : {}),
          ...(query.vessel_id ? { vesselId: query.vessel_id } : {}),
        },
        include,
        limit: query.size,
        offset: query.page * query.size,
      });
      return { content, page: query.page, size: query.size, total_elements: total };
    },
  );
};
