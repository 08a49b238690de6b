import {
  ZIdParam,
  ZImportJob,
  ZImportJobCreate,
  ZImportJobListQuery,
  ZImportJobPage,
} from '@keelson/contract';
import { desc, eq } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { importJobs, users } from '../../db/schema/index.ts';
import { errorAnswers } from '../../errors.ts';
import {
  requireSessionOrApiKey,
  SESSION_OR_API_KEY_SECURITY,
  userIdOrNull,
} from '../api-keys/api-key-auth.ts';
import { importFilesRoutes } from './import-files.routes.ts';
import { importJobAnswer } from './import-jobs.presenters.ts';
import { createImportJobRow, discardSimulation, runImportJob } from './import-jobs.service.ts';
import { importJobFor, importsAccess } from './imports-access.ts';

const tags = ['imports'];
const errors = errorAnswers(400, 401, 403, 404, 409);
const fullName = (user: { firstName: string | null; lastName: string | null; email: string } | null) =>
  user ? [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email : null;

/**
 * Import jobs (spec section 7: buckets/{id}/import-jobs create, run, file, get, list,
 * discard-simulation; docs/imports.md): a job is created, gets its file, is simulated in the
 * background, and is then run or discarded.
 */
export const importJobsRoutes: RoutesPlugin = (app, deps) => {
  const onRequest = requireSessionOrApiKey(deps);

  app.post(
    '/ihm/maint/buckets/:id/import-jobs',
    {
      onRequest,
      schema: {
        tags,
        security: SESSION_OR_API_KEY_SECURITY,
        summary: 'A new import job, waiting for its file (PUT …/import-jobs/{id}/file)',
        params: ZIdParam,
        body: ZImportJobCreate,
        response: { 201: ZImportJob, ...errors },
      },
    },
    async (request, reply) => {
      await importsAccess(deps, request, request.params.id, true);
      const userId = userIdOrNull(request);
      const row = await createImportJobRow(deps, {
        bucketId: request.params.id,
        fileType: request.body.file_type,
        source: request.body.source ?? null,
        fileName: request.body.file_name,
        extid: request.body.extid ?? null,
        requestedBy: userId,
      });
      return reply.status(201).send(importJobAnswer(deps, row));
    },
  );

  app.get(
    '/ihm/maint/buckets/:id/import-jobs',
    {
      onRequest,
      schema: {
        tags,
        security: SESSION_OR_API_KEY_SECURITY,
        summary: "The company's import jobs, newest first (offset and limit)",
        params: ZIdParam,
        querystring: ZImportJobListQuery,
        response: { 200: ZImportJobPage, ...errors },
      },
    },
    async (request) => {
      await importsAccess(deps, request, request.params.id, false);
      const { offset, limit } = request.query;
      const where = eq(importJobs.bucketId, request.params.id);
      const [rows, total] = await Promise.all([
        deps.db
          .select({
            job: importJobs,
            user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
          })
          .from(importJobs)
          .leftJoin(users, eq(users.id, importJobs.createdByUserId))
          .where(where)
          .orderBy(desc(importJobs.number))
          .limit(limit)
          .offset(offset),
        deps.db.$count(importJobs, where),
      ]);
      return {
        content: rows.map(({ job, user }) => importJobAnswer(deps, job, fullName(user))),
        offset,
        limit,
        size: rows.length,
        page: Math.floor(offset / limit),
        total_elements: total,
      };
    },
  );

  app.get(
    '/ihm/maint/import-jobs/:id',
    {
      onRequest,
      schema: {
        tags,
        security: SESSION_OR_API_KEY_SECURITY,
        summary: 'One import job with its progress and statistics',
        params: ZIdParam,
        response: { 200: ZImportJob, ...errors },
      },
    },
    async (request) => importJobAnswer(deps, await importJobFor(deps, request, request.params.id, false)),
  );

  app.post(
    '/ihm/maint/import-jobs/:id/run',
    {
      onRequest,
      schema: {
        tags,
        security: SESSION_OR_API_KEY_SECURITY,
        summary: 'Runs a simulated job: writes what the simulation counted (202, follow the job)',
        params: ZIdParam,
        response: { 202: ZImportJob, ...errors },
      },
    },
    async (request, reply) => {
      const job = await importJobFor(deps, request, request.params.id, true);
      const row = await runImportJob(deps, { job, requestedBy: userIdOrNull(request) });
      return reply.status(202).send(importJobAnswer(deps, row));
    },
  );

  app.post(
    '/ihm/maint/import-jobs/:id/discard-simulation',
    {
      onRequest,
      schema: {
        tags,
        security: SESSION_OR_API_KEY_SECURITY,
        summary: 'Discards a simulated job: nothing is written, the file is removed',
        params: ZIdParam,
        response: { 200: ZImportJob, ...errors },
      },
    },
    async (request) => {
      const job = await importJobFor(deps, request, request.params.id, true);
      return importJobAnswer(deps, await discardSimulation(deps, job));
    },
  );

  app.register(async (scope) => importFilesRoutes(scope.withTypeProvider(), deps));
};
