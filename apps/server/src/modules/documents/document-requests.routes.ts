import {
  ZDocumentRequest,
  ZDocumentRequestAction,
  ZDocumentRequestActionCreate,
  ZDocumentRequestBatch,
  ZDocumentRequestBatchAnswer,
  ZDocumentRequestCreate,
  ZSupplierReminderAnswer,
} from '@keelson/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { documentRequests, suppliers } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { hitRateLimit, RATE_LIMITS } from '../../security/rate-limit.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { assertItemInScope } from '../access/vessel-scope.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { createRequests, requestAnswers } from './document-request.service.ts';
import { revokePortalLinks } from './portal-links.service.ts';
import { resetManualReminders, sendSupplierReminder } from './reminders.service.ts';
import { expertAction } from './request-actions.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const ZBucketParam = z.object({ bucketId: z.string().uuid() });
const ZItemParams = ZBucketParam.extend({ itemId: z.string().uuid() });
const ZRequestParams = ZItemParams.extend({ id: z.string().uuid() });
const ZSupplierParams = z.object({ id: z.string().uuid(), supplierId: z.string().uuid() });
const ZRevokeParams = ZBucketParam.extend({ supplierId: z.string().uuid() });
const SUPPLIER_CHASERS = ['ihm.maint.is_expert', 'ihm.maint.is_manager'] as const;

/** Document requests of a company's items (experts), reminders and portal links. */
export const documentRequestsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);
  const access = (request: FastifyRequest, bucketId: string, expert: boolean) =>
    requireBucketAccess(deps.db, {
      bucketId,
      userId: authOf(request).userId,
      now: deps.now(),
      ...(expert ? { capability: 'ihm.maint.is_expert' as const, write: true } : {}),
    });
  /** Chasing a supplier is the experts' work and the company managers' (their administration screen). */
  const supplierAccess = (request: FastifyRequest, bucketId: string) =>
    requireBucketAccess(deps.db, {
      bucketId,
      userId: authOf(request).userId,
      now: deps.now(),
      capability: SUPPLIER_CHASERS,
      write: true,
    });
  /** Reading an item's requests: the item must be of a vessel the caller sees (decision 0020). */
  const readAccess = async (request: FastifyRequest, bucketId: string, itemId: string) =>
    assertItemInScope(deps.db, await access(request, bucketId, false), itemId);
  const base = '/ihm/maint/buckets/:bucketId/purchase-order-items/:itemId/document-requests';

  app.post(
    base,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Ask the item’s supplier for an MD or SDoC',
        params: ZItemParams,
        body: ZDocumentRequestCreate,
        response: { 201: ZDocumentRequest, ...errors },
      },
    },
    async (request, reply) => {
      await access(request, request.params.bucketId, true);
      const result = await createRequests(deps, {
        bucketId: request.params.bucketId,
        userId: authOf(request).userId,
        asks: [
          {
            itemId: request.params.itemId,
            type: request.body.document_type,
            documentId: request.body.document_id,
          },
        ],
        message: request.body.message,
        strict: true,
      });
      const created = result.created[0];
      if (!created) throw notFound();
      return reply.status(201).send(created);
    },
  );

  app.get(
    base,
    {
      onRequest,
      schema: { tags, params: ZItemParams, response: { 200: z.array(ZDocumentRequest), ...errors } },
    },
    async (request) => {
      await readAccess(request, request.params.bucketId, request.params.itemId);
      const rows = await deps.db
        .select({ id: documentRequests.id })
        .from(documentRequests)
        .where(
          and(
            eq(documentRequests.bucketId, request.params.bucketId),
            eq(documentRequests.orderItemId, request.params.itemId),
          ),
        )
        .orderBy(documentRequests.startedAt);
      return requestAnswers(
        deps,
        deps.db,
        rows.map((row) => row.id),
      );
    },
  );

  app.post(
    '/ihm/maint/buckets/:bucketId/document-requests/batch',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Request documents for many items: one mail per supplier contact',
        params: ZBucketParam,
        body: ZDocumentRequestBatch,
        response: { 201: ZDocumentRequestBatchAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await access(request, request.params.bucketId, true);
      const types = [...new Set(request.body.document_types)];
      const result = await createRequests(deps, {
        bucketId: request.params.bucketId,
        userId: authOf(request).userId,
        asks: [...new Set(request.body.item_ids)].flatMap((itemId) =>
          types.map((type) => ({ itemId, type })),
        ),
        message: request.body.message,
        strict: false,
      });
      return reply.status(201).send(result);
    },
  );

  const requestOf = async (bucketId: string, itemId: string, id: string) => {
    const [found] = await requestAnswers(deps, deps.db, [id]);
    if (!found || found.company_id !== bucketId || found.order_item_id !== itemId) throw notFound();
    return found;
  };

  app.get(
    `${base}/:id`,
    { onRequest, schema: { tags, params: ZRequestParams, response: { 200: ZDocumentRequest, ...errors } } },
    async (request) => {
      await readAccess(request, request.params.bucketId, request.params.itemId);
      return requestOf(request.params.bucketId, request.params.itemId, request.params.id);
    },
  );

  app.get(
    `${base}/:id/actions`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'The request’s conversation: every action, oldest first, with its document',
        params: ZRequestParams,
        response: { 200: z.array(ZDocumentRequestAction), ...errors },
      },
    },
    async (request) => {
      await readAccess(request, request.params.bucketId, request.params.itemId);
      return (await requestOf(request.params.bucketId, request.params.itemId, request.params.id)).actions;
    },
  );

  app.post(
    `${base}/:id/actions`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Message, accept or reject the provided document, or close',
        params: ZRequestParams,
        body: ZDocumentRequestActionCreate,
        response: { 201: ZDocumentRequest, ...errors },
      },
    },
    async (request, reply) => {
      await access(request, request.params.bucketId, true);
      await expertAction(deps, {
        bucketId: request.params.bucketId,
        itemId: request.params.itemId,
        requestId: request.params.id,
        userId: authOf(request).userId,
        body: request.body,
      });
      return reply
        .status(201)
        .send(await requestOf(request.params.bucketId, request.params.itemId, request.params.id));
    },
  );

  const supplierOf = async (bucketId: string, supplierId: string) => {
    const [supplier] = await deps.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(and(eq(suppliers.id, supplierId), eq(suppliers.bucketId, bucketId)));
    if (!supplier) throw notFound();
  };

  app.post(
    '/ihm/maint/buckets/:bucketId/suppliers/:supplierId/portal-links/revoke',
    {
      onRequest,
      schema: {
        tags,
        params: ZRevokeParams,
        response: { 200: z.object({ revoked: z.number().int() }), ...errors },
      },
    },
    async (request) => {
      await access(request, request.params.bucketId, true);
      await supplierOf(request.params.bucketId, request.params.supplierId);
      const revoked = await revokePortalLinks(deps.db, {
        bucketId: request.params.bucketId,
        supplierId: request.params.supplierId,
        now: deps.now(),
      });
      return { revoked };
    },
  );

  app.patch(
    '/ihm/maint/buckets/:id/suppliers/:supplierId/send-email',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remind the supplier of its open requests now',
        params: ZSupplierParams,
        response: { 200: ZSupplierReminderAnswer, ...errors },
      },
    },
    async (request) => {
      await supplierAccess(request, request.params.id);
      await supplierOf(request.params.id, request.params.supplierId);
      const now = deps.now();
      await hitRateLimit(deps.db, RATE_LIMITS.supplierMailPerUser, authOf(request).userId, now);
      await hitRateLimit(deps.db, RATE_LIMITS.supplierMailPerCompany, request.params.id, now);
      // A double click, or a second colleague, does not mail the supplier twice.
      await hitRateLimit(deps.db, RATE_LIMITS.supplierMailPerSupplier, request.params.supplierId, now);
      return sendSupplierReminder(deps, {
        bucketId: request.params.id,
        supplierId: request.params.supplierId,
      });
    },
  );

  app.patch(
    '/ihm/maint/buckets/:id/suppliers/:supplierId/reset-manual-reminders',
    {
      onRequest,
      schema: { tags, params: ZSupplierParams, response: { 200: ZSupplierReminderAnswer, ...errors } },
    },
    async (request) => {
      await supplierAccess(request, request.params.id);
      await supplierOf(request.params.id, request.params.supplierId);
      return resetManualReminders(deps, {
        bucketId: request.params.id,
        supplierId: request.params.supplierId,
      });
    },
  );
};
