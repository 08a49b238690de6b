import { PassThrough } from 'node:stream';
import {
  ZAuditExportQuery,
  ZAuditHistoryQuery,
  ZAuditListQuery,
  ZAuditPage,
  ZIdParam,
} from '@keelson/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { itemAccess } from '../order-items/item-route-helpers.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { checkAccess } from '../survey/survey-access.ts';
import { auditEntryAnswer } from './audit.presenter.ts';
import { type AuditScope, selectAuditPage } from './audit.queries.ts';
import { writeAuditExport } from './audit-export.ts';
import { namesOf } from './audit-names.ts';

const errors = errorAnswers(400, 401, 403, 404);
const tags = ['audit'];
const attachment = (name: string) => `attachment; filename="${name.replaceAll(/["\\\r\n]/g, '_')}"`;

async function auditPage(deps: AppDeps, scope: AuditScope, page: { before?: number; limit: number }) {
  const { rows, nextBefore } = await selectAuditPage(deps.db, scope, page);
  const names = await namesOf(deps.db, rows);
  return { content: rows.map((row) => auditEntryAnswer(row, names)), next_before: nextBefore };
}

/** The company's managers read its whole trail (decision 0036). */
const companyManager = (deps: AppDeps, request: FastifyRequest, bucketId: string) =>
  requireBucketAccess(deps.db, {
    bucketId,
    userId: authOf(request).userId,
    now: deps.now(),
    capability: 'ihm.maint.is_manager',
  });

/**
 * The audit trail (issue 20, decision 0036): the History of an item, a check and a project for
 * whoever reads them, and a company's whole trail, filtered and exported, for its managers.
 */
export const auditRoutes: RoutesPlugin = (app, deps) => {
  const onRequest = requireSession(deps);
  const history = { onRequest, schema: { tags, params: ZIdParam, querystring: ZAuditHistoryQuery } };

  app.get(
    '/ihm/maint/purchase-order-items/:id/history',
    {
      ...history,
      schema: { ...history.schema, summary: "The item's history", response: { 200: ZAuditPage, ...errors } },
    },
    async (request) => {
      await itemAccess(deps, request, request.params.id, false);
      return auditPage(deps, { subjectId: request.params.id }, request.query);
    },
  );

  app.get(
    '/ihm/checks/:id/history',
    {
      ...history,
      schema: { ...history.schema, summary: "The check's history", response: { 200: ZAuditPage, ...errors } },
    },
    async (request) => {
      await checkAccess(deps, request, request.params.id, false);
      return auditPage(deps, { subjectId: request.params.id }, request.query);
    },
  );

  app.get(
    '/ihm/projects/:id/history',
    {
      ...history,
      schema: {
        ...history.schema,
        summary: "The project's history",
        response: { 200: ZAuditPage, ...errors },
      },
    },
    async (request) => {
      const access = await requireProjectAccess(deps.db, {
        projectId: request.params.id,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      // Who was granted what is for those who may change the project, not for every reader.
      const hideEntities = access.level === 'READWRITE' ? [] : ['permission'];
      return auditPage(deps, { projectId: request.params.id, hideEntities }, request.query);
    },
  );

  app.get(
    '/ihm/maint/companies/:id/audit-entries',
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's audit trail, newest first, filtered by who, what and when",
        params: ZIdParam,
        querystring: ZAuditListQuery,
        response: { 200: ZAuditPage, ...errors },
      },
    },
    async (request) => {
      await companyManager(deps, request, request.params.id);
      const { before, limit, ...filters } = request.query;
      return auditPage(deps, { bucketId: request.params.id, filters }, { before, limit });
    },
  );

  app.get(
    '/ihm/maint/companies/:id/audit-entries/export',
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's audit trail with these filters as a file: CSV or JSON lines",
        params: ZIdParam,
        querystring: ZAuditExportQuery,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const access = await companyManager(deps, request, request.params.id);
      const { format, ...filters } = request.query;
      const output = new PassThrough();
      writeAuditExport(deps.db, { scope: { bucketId: request.params.id, filters }, format, output }).catch(
        (error: unknown) => {
          request.log.error({ err: error }, 'audit export failed');
          output.destroy(error as Error);
        },
      );
      const day = deps.now().toISOString().slice(0, 10);
      const extension = format === 'csv' ? 'csv' : 'jsonl';
      // The answer schema lists errors only, as for other downloads: the body is a file.
      return (reply as FastifyReply)
        .header(
          'content-type',
          format === 'csv' ? 'text/csv; charset=utf-8' : 'application/jsonl; charset=utf-8',
        )
        .header('content-disposition', attachment(`${access.bucket.name} audit ${day}.${extension}`))
        .header('cache-control', 'private, no-store')
        .send(output);
    },
  );
};
