import {
  ZCategorize,
  ZCheckResultCreate,
  ZIdParam,
  ZItemListQuery,
  ZItemPage,
  ZPurchaseOrder,
  ZPurchaseOrderCreate,
  ZPurchaseOrderItem,
  ZSelectEquipmentClass,
} from '@keelson/contract';
import { canKeepMaintenanceData } from '@keelson/domain';
import type { FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers, forbidden } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { assertVesselInScope } from '../access/vessel-scope.ts';
import {
  bucketAccessFor,
  requireSessionOrApiKey,
  SESSION_OR_API_KEY_SECURITY,
  userIdOrNull,
} from '../api-keys/api-key-auth.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import {
  answerItem as answerItemOf,
  itemAccess as itemAccessOf,
  listActiveItems,
} from './item-route-helpers.ts';
import { orderAnswer } from './order-item.presenters.ts';
import {
  addCheckResult,
  categorize,
  closeReview,
  reopenReview,
  selectEquipmentClass,
} from './order-item-review.service.ts';
import { createPurchaseOrder } from './purchase-order.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Purchase orders and their items: the expert's lists with the set filters, and the review actions. */
export const orderItemsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  const itemAccess = (request: FastifyRequest, itemId: string, expert: boolean) =>
    itemAccessOf(deps, request, itemId, expert);
  const answerItem = (id: string) => answerItemOf(deps, id);

  app.post(
    '/ihm/maint/companies/:id/purchase-orders',
    {
      // Outside systems push orders with the company's API key.
      onRequest: requireSessionOrApiKey(deps),
      schema: {
        tags,
        security: SESSION_OR_API_KEY_SECURITY,
        summary: 'Create a purchase order with its items',
        params: ZIdParam,
        body: ZPurchaseOrderCreate,
        response: { 201: ZPurchaseOrder, ...errors },
      },
    },
    async (request, reply) => {
      const access = await bucketAccessFor(deps, request, request.params.id, { write: true });
      if (!canKeepMaintenanceData(access.capabilities)) {
        throw forbidden('Experts and managers create orders');
      }
      assertVesselInScope(access, request.body.vessel_id);
      const { order, numItems } = await createPurchaseOrder(deps, {
        bucketId: request.params.id,
        userId: userIdOrNull(request),
        body: request.body,
      });
      if (request.apiKey)
        request.log.info({ apiKeyId: request.apiKey.keyId, orderId: order.id }, 'order pushed');
      return reply.status(201).send({
        ...orderAnswer(order),
        num_items: numItems,
        evaluation: (order.evaluation as Record<string, unknown>) ?? null,
      });
    },
  );

  // Every list shows active items only, so the active-items path is the same list (docs/decisions/0010).
  for (const path of [
    '/ihm/maint/companies/:id/purchase-order-items',
    '/ihm/maint/companies/:id/active-purchase-order-items',
  ]) {
    app.get(
      path,
      {
        onRequest,
        schema: {
          tags,
          summary: 'Order items of a company, by set filter, vessel, supplier, order and search',
          params: ZIdParam,
          querystring: ZItemListQuery,
          response: { 200: ZItemPage, ...errors },
        },
      },
      async (request) => {
        const now = deps.now();
        const access = await requireBucketAccess(deps.db, {
          bucketId: request.params.id,
          userId: authOf(request).userId,
          now,
        });
        return listActiveItems(deps, { bucketId: request.params.id, query: request.query, now, access });
      },
    );
  }

  app.get(
    '/ihm/maint/purchase-order-items/:id',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: ZPurchaseOrderItem, ...errors } } },
    async (request) => {
      await itemAccess(request, request.params.id, false);
      return answerItem(request.params.id);
    },
  );

  app.post(
    '/ihm/maint/purchase-order-items/:id/categorize',
    {
      onRequest,
      schema: { tags, params: ZIdParam, body: ZCategorize, response: { 200: ZPurchaseOrderItem, ...errors } },
    },
    async (request) => {
      await itemAccess(request, request.params.id, true);
      await categorize(deps, request.params.id, request.body.category_id);
      return answerItem(request.params.id);
    },
  );

  app.post(
    '/ihm/maint/purchase-order-items/:id/select-equipment-class',
    {
      onRequest,
      schema: {
        tags,
        params: ZIdParam,
        body: ZSelectEquipmentClass,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await itemAccess(request, request.params.id, true);
      await selectEquipmentClass(deps, request.params.id, request.body.equipment_class);
      return answerItem(request.params.id);
    },
  );

  app.post(
    '/ihm/maint/purchase-order-items/:id/close-review',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: ZPurchaseOrderItem, ...errors } } },
    async (request) => {
      await itemAccess(request, request.params.id, true);
      await closeReview(deps, request.params.id);
      return answerItem(request.params.id);
    },
  );

  app.post(
    '/ihm/maint/purchase-order-items/:id/reopen-review',
    { onRequest, schema: { tags, params: ZIdParam, response: { 200: ZPurchaseOrderItem, ...errors } } },
    async (request) => {
      await itemAccess(request, request.params.id, true);
      await reopenReview(deps, request.params.id);
      return answerItem(request.params.id);
    },
  );

  app.post(
    '/ihm/maint/purchase-order-items/:id/check-results',
    {
      onRequest,
      schema: {
        tags,
        params: ZIdParam,
        body: ZCheckResultCreate,
        response: { 201: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request, reply) => {
      await itemAccess(request, request.params.id, true);
      await addCheckResult(deps, request.params.id, request.body);
      return reply.status(201).send(await answerItem(request.params.id));
    },
  );
};
