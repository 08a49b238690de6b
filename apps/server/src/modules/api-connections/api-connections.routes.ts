import {
  ZApiConnection,
  ZApiConnectionCreate,
  ZApiConnectionPatch,
  ZIdParam,
  ZImportJob,
  ZImportJobListQuery,
  ZImportJobPage,
} from '@keelson/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { importJobs } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { apiKeyManagerAccess } from '../api-keys/api-keys.routes.ts';
import { importJobAnswer } from '../imports/import-jobs.presenters.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { startConnectionRun } from './api-connection-run.ts';
import {
  apiConnectionAnswer,
  createApiConnection,
  deleteApiConnection,
  findApiConnection,
  listApiConnections,
  updateApiConnection,
} from './api-connections.service.ts';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * API connections (spec section 7): a company's pulls of purchase data from outside systems on a
 * schedule; each run is an import job (`api-connection-jobs`). Like API keys, the company's
 * managers hold them: they decide where its purchase data comes from.
 */
export const apiConnectionsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['api-connections'];
  const onRequest = requireSession(deps);
  const base = '/ihm/maint/api-connections/:id';
  const connectionFor = async (request: Parameters<typeof authOf>[0], id: string) => {
    const row = await findApiConnection(deps, id);
    await apiKeyManagerAccess(deps, request, row.bucketId);
    return row;
  };

  app.get(
    '/ihm/maint/buckets/:id/api-connections',
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's API connections (never their credentials)",
        params: ZIdParam,
        response: { 200: z.array(ZApiConnection), ...errors },
      },
    },
    async (request) => {
      await apiKeyManagerAccess(deps, request, request.params.id);
      return listApiConnections(deps, request.params.id);
    },
  );

  app.post(
    '/ihm/maint/buckets/:id/api-connections',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new API connection; it pulls first within minutes, then on its schedule',
        params: ZIdParam,
        body: ZApiConnectionCreate,
        response: { 201: ZApiConnection, ...errors },
      },
    },
    async (request, reply) => {
      await apiKeyManagerAccess(deps, request, request.params.id);
      const created = await createApiConnection(deps, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        body: request.body,
      });
      return reply.status(201).send(created);
    },
  );

  app.patch(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change any field of a connection, disable or enable it',
        params: ZIdParam,
        body: ZApiConnectionPatch,
        response: { 200: ZApiConnection, ...errors },
      },
    },
    async (request) => {
      const row = await connectionFor(request, request.params.id);
      return updateApiConnection(deps, { row, body: request.body });
    },
  );

  app.delete(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Delete a connection; its import jobs stay',
        params: ZIdParam,
        response: { 200: ZApiConnection, ...errors },
      },
    },
    async (request) => {
      const row = await connectionFor(request, request.params.id);
      await deleteApiConnection(deps, row);
      return apiConnectionAnswer(row);
    },
  );

  app.post(
    `${base}/jobs`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Run the connection now: its import job, whose file is being fetched',
        params: ZIdParam,
        response: { 202: ZImportJob, ...errors },
      },
    },
    async (request, reply) => {
      const connection = await connectionFor(request, request.params.id);
      const job = await startConnectionRun(deps, { connection, requestedBy: authOf(request).userId });
      if (!job) throw notFound();
      return reply.status(202).send(importJobAnswer(deps, job));
    },
  );

  app.get(
    `${base}/api-connection-jobs`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The connection's import jobs, newest first",
        params: ZIdParam,
        querystring: ZImportJobListQuery,
        response: { 200: ZImportJobPage, ...errors },
      },
    },
    async (request) => {
      const connection = await connectionFor(request, request.params.id);
      const { offset, limit } = request.query;
      const where = and(
        eq(importJobs.bucketId, connection.bucketId),
        eq(importJobs.apiConnectionId, connection.id),
      );
      const [rows, [total]] = await Promise.all([
        deps.db
          .select()
          .from(importJobs)
          .where(where)
          .orderBy(desc(importJobs.createdAt), desc(importJobs.number))
          .limit(limit)
          .offset(offset),
        deps.db.select({ n: count() }).from(importJobs).where(where),
      ]);
      return {
        content: rows.map((row) => importJobAnswer(deps, row)),
        offset,
        limit,
        size: rows.length,
        page: Math.floor(offset / limit),
        total_elements: total?.n ?? 0,
      };
    },
  );
};
