import { PassThrough } from 'node:stream';
import {
  type TItemExportQuery,
  ZIdParam,
  ZItemExportLink,
  ZItemExportQuery,
  ZSignedItemExportQuery,
} from '@keelson/contract';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { EXPORT_CONTENT_TYPES, exportFileName, writeItemsExport } from './export.service.ts';
import { checkExportLink, exportLink } from './export-link.ts';

const tags = ['maintenance'];
const errors = errorAnswers(400, 401, 403, 404);
const attachment = (name: string) => `attachment; filename="${name.replaceAll(/["\\\r\n]/g, '_')}"`;

/** The filters of an export query, without its file type and link fields. */
const filtersOf = (query: TItemExportQuery) => ({
  set: query.set,
  stats_field: query.stats_field,
  vessel_id: query.vessel_id,
  supplier_id: query.supplier_id,
  order_id: query.order_id,
  search: query.search,
});

/**
 * Starts the export and answers with its stream: headers go out at once, rows as they are read.
 * A failure after the headers can only cut the download short; it is logged.
 */
async function sendExport(
  deps: AppDeps,
  reply: FastifyReply,
  props: { bucketId: string; userId: string; query: TItemExportQuery; log: FastifyBaseLogger },
) {
  const now = deps.now();
  const access = await requireBucketAccess(deps.db, { bucketId: props.bucketId, userId: props.userId, now });
  const fileType = props.query.file_type;
  const output = new PassThrough();
  writeItemsExport(deps, {
    bucketId: props.bucketId,
    filters: filtersOf(props.query),
    access,
    fileType,
    output,
    now,
  }).catch((error: unknown) => {
    props.log.error({ err: error, bucketId: props.bucketId }, 'export failed');
    output.destroy(error as Error);
  });
  // The answer schema lists errors only, as for other downloads: the body is a file.
  return reply
    .header('content-type', EXPORT_CONTENT_TYPES[fileType])
    .header('content-disposition', attachment(exportFileName(access.bucket.name, fileType, now)))
    .header('cache-control', 'private, no-store')
    .send(output);
}

/**
 * Exports of a company's order items (decision 0030): whoever may read the orders list may export
 * it, with its filters, as xlsx, JSON lines or XML. With the session header, or through a signed
 * link that a session asks for (browsers download without our header).
 */
export const exportsRoutes: RoutesPlugin = (app, deps) => {
  const onRequest = requireSession(deps);

  app.get(
    '/ihm/maint/companies/:id/purchase-order-items/export',
    {
      onRequest,
      schema: {
        tags,
        summary: "The orders list's items with these filters as a file: spreadsheet, JSON lines or XML",
        params: ZIdParam,
        querystring: ZItemExportQuery,
        response: { ...errors },
      },
    },
    (request, reply) =>
      sendExport(deps, reply as FastifyReply, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        query: request.query,
        log: request.log,
      }),
  );

  app.post(
    '/ihm/maint/companies/:id/purchase-order-items/export-links',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A download link of the export, valid 5 minutes, for a browser that cannot send the session',
        params: ZIdParam,
        body: ZItemExportQuery,
        response: { 201: ZItemExportLink, ...errors },
      },
    },
    async (request, reply) => {
      const now = deps.now();
      const userId = authOf(request).userId;
      const access = await requireBucketAccess(deps.db, { bucketId: request.params.id, userId, now });
      const link = exportLink(deps, { bucketId: request.params.id, userId, query: request.body, now });
      return reply.status(201).send({
        url: link.url,
        file_name: exportFileName(access.bucket.name, request.body.file_type, now),
        expires_at: link.expiresAt.toISOString(),
      });
    },
  );

  app.get(
    '/ihm/maint/companies/:id/purchase-order-items/export-file',
    {
      schema: {
        tags,
        summary: 'The export through its signed link (no session): the access is checked again now',
        params: ZIdParam,
        querystring: ZSignedItemExportQuery,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      checkExportLink(deps, { bucketId: request.params.id, query: request.query });
      return sendExport(deps, reply as FastifyReply, {
        bucketId: request.params.id,
        userId: request.query.user,
        query: request.query,
        log: request.log,
      });
    },
  );
};
