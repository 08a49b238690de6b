import {
  ZArticle,
  ZArticleCreate,
  ZCategory,
  ZCategoryCreate,
  ZIdParam,
  ZSupplier,
  ZSupplierCreate,
  ZVessel,
  ZVesselCreate,
} from '@keelson/contract';
import { canKeepMaintenanceData } from '@keelson/domain';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { articles, bucketProjects, categories, suppliers, vessels } from '../../db/schema/index.ts';
import { badRequest, conflict, errorAnswers, forbidden } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { vesselsInScope } from '../access/vessel-scope.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { articleAnswer, categoryAnswer, supplierAnswer, vesselAnswer } from './catalog.presenters.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const LIST_LIMIT = 1000;

/** A company's catalog: categories, articles, suppliers and vessels. Experts and managers add to it. */
export const catalogRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);
  const read = (request: { params: { id: string } } & Parameters<typeof authOf>[0]) =>
    requireBucketAccess(deps.db, {
      bucketId: request.params.id,
      userId: authOf(request).userId,
      now: deps.now(),
    });
  const write = async (request: { params: { id: string } } & Parameters<typeof authOf>[0]) => {
    const access = await requireBucketAccess(deps.db, {
      bucketId: request.params.id,
      userId: authOf(request).userId,
      now: deps.now(),
      write: true,
    });
    if (!canKeepMaintenanceData(access.capabilities)) {
      throw forbidden('Experts and managers keep the catalog');
    }
    return access;
  };

  app.get(
    '/ihm/maint/companies/:id/categories',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: z.array(ZCategory), ...errors } } },
    async (request) => {
      await read(request);
      const rows = await deps.db
        .select()
        .from(categories)
        .where(eq(categories.bucketId, request.params.id))
        .orderBy(asc(categories.name))
        .limit(LIST_LIMIT);
      return rows.map(categoryAnswer);
    },
  );
  app.post(
    '/ihm/maint/companies/:id/categories',
    {
      onRequest,
      schema: { tags, params: ZIdParam, body: ZCategoryCreate, response: { 201: ZCategory, ...errors } },
    },
    async (request, reply) => {
      await write(request);
      const [row] = await deps.db
        .insert(categories)
        .values({
          bucketId: request.params.id,
          name: request.body.name,
          description: request.body.description ?? null,
          relevancy: request.body.relevancy,
          createdByUserId: authOf(request).userId,
        })
        .returning();
      return reply.status(201).send(categoryAnswer(row as typeof categories.$inferSelect));
    },
  );

  app.get(
    '/ihm/maint/companies/:id/articles',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: z.array(ZArticle), ...errors } } },
    async (request) => {
      await read(request);
      const rows = await deps.db
        .select()
        .from(articles)
        .where(eq(articles.bucketId, request.params.id))
        .orderBy(asc(articles.name))
        .limit(LIST_LIMIT);
      return rows.map(articleAnswer);
    },
  );
  app.post(
    '/ihm/maint/companies/:id/articles',
    {
      onRequest,
      schema: { tags, params: ZIdParam, body: ZArticleCreate, response: { 201: ZArticle, ...errors } },
    },
    async (request, reply) => {
      await write(request);
      const body = request.body;
      if (body.categoryId) {
        const [category] = await deps.db
          .select({ id: categories.id })
          .from(categories)
          .where(and(eq(categories.id, body.categoryId), eq(categories.bucketId, request.params.id)));
        if (!category) throw badRequest('Unknown category', { categoryId: body.categoryId });
      }
      if (body.impaNumber) {
        const [taken] = await deps.db
          .select({ id: articles.id })
          .from(articles)
          .where(and(eq(articles.bucketId, request.params.id), eq(articles.impaNumber, body.impaNumber)));
        if (taken) throw conflict('An article with this IMPA number exists', { id: taken.id });
      }
      const [row] = await deps.db
        .insert(articles)
        .values({
          bucketId: request.params.id,
          impaNumber: body.impaNumber ?? null,
          name: body.name,
          description: body.description ?? null,
          categoryId: body.categoryId ?? null,
        })
        .returning();
      return reply.status(201).send(articleAnswer(row as typeof articles.$inferSelect));
    },
  );

  app.get(
    '/ihm/maint/companies/:id/suppliers',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: z.array(ZSupplier), ...errors } } },
    async (request) => {
      await read(request);
      const rows = await deps.db
        .select()
        .from(suppliers)
        .where(eq(suppliers.bucketId, request.params.id))
        .orderBy(asc(suppliers.name))
        .limit(LIST_LIMIT);
      return rows.map(supplierAnswer);
    },
  );
  app.post(
    '/ihm/maint/companies/:id/suppliers',
    {
      onRequest,
      schema: { tags, params: ZIdParam, body: ZSupplierCreate, response: { 201: ZSupplier, ...errors } },
    },
    async (request, reply) => {
      await write(request);
      const [row] = await deps.db
        .insert(suppliers)
        .values({
          bucketId: request.params.id,
          name: request.body.name,
          extid: request.body.extid ?? null,
          contactEmails: request.body.contact_emails,
        })
        .returning();
      return reply.status(201).send(supplierAnswer(row as typeof suppliers.$inferSelect));
    },
  );

  app.get(
    '/ihm/maint/companies/:id/vessels',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: z.array(ZVessel), ...errors } } },
    async (request) => {
      const access = await read(request);
      const rows = await deps.db
        .select()
        .from(vessels)
        .where(and(eq(vessels.bucketId, request.params.id), vesselsInScope(access)))
        .orderBy(asc(vessels.name))
        .limit(LIST_LIMIT);
      return rows.map(vesselAnswer);
    },
  );
  app.post(
    '/ihm/maint/companies/:id/vessels',
    {
      onRequest,
      schema: { tags, params: ZIdParam, body: ZVesselCreate, response: { 201: ZVessel, ...errors } },
    },
    async (request, reply) => {
      await write(request);
      if (request.body.project_id) {
        // A vessel may name only a project this company serves.
        const [link] = await deps.db
          .select({ id: bucketProjects.id })
          .from(bucketProjects)
          .where(
            and(
              eq(bucketProjects.bucketId, request.params.id),
              eq(bucketProjects.projectId, request.body.project_id),
            ),
          );
        if (!link)
          throw badRequest('The project is not served by this company', {
            project_id: request.body.project_id,
          });
      }
      const [row] = await deps.db
        .insert(vessels)
        .values({
          bucketId: request.params.id,
          name: request.body.name,
          imo: request.body.imo ?? null,
          projectId: request.body.project_id ?? null,
        })
        .returning();
      return reply.status(201).send(vesselAnswer(row as typeof vessels.$inferSelect));
    },
  );
};
