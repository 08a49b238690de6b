import {
  ZCategorize,
  ZCheckResultCreate,
  ZErrorAnswer,
  ZIdParam,
  ZItemListQuery,
  ZItemPage,
  ZPurchaseOrder,
  ZPurchaseOrderCreate,
  ZPurchaseOrderItem,
  ZSelectEquipmentClass,
} from '@keelson/contract';
import { canKeepMaintenanceData } from '@keelson/domain';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { RoutesPlugin } from '../../app-context.ts';
import { purchaseOrderItems as items, purchaseOrders } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { orderAnswer } from './order-item.presenters.ts';
import { findItem, ITEM_INCLUDES, includeSet, selectItems } from './order-item.queries.ts';
import { searchFilter, setFilter, statsFieldFilter } from './order-item-filters.ts';
import {
  addCheckResult,
  categorize,
  closeReview,
  reopenReview,
  selectEquipmentClass,
} from './order-item-review.service.ts';
import { createPurchaseOrder } from './purchase-order.service.ts';

const errors = {
  400: ZErrorAnswer,
  401: ZErrorAnswer,
  403: ZErrorAnswer,
  404: ZErrorAnswer,
  409: ZErrorAnswer,
};

/** Purchase orders and their items: the expert's lists with the set filters, and the review actions. */
export const orderItemsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  const itemAccess = async (request: FastifyRequest, itemId: string, expert: boolean) => {
    const item = await findItem(deps.db, itemId);
    if (!item) throw notFound();
    await requireBucketAccess(deps.db, {
      bucketId: item.bucketId,
      userId: authOf(request).userId,
      now: deps.now(),
      ...(expert ? { capability: 'ihm.maint.is_expert' as const, write: true } : {}),
    });
    return item;
  };
  const answerItem = async (id: string) => {
    const { content } = await selectItems(deps.db, {
      where: eq(items.id, id),
      include: new Set(ITEM_INCLUDES),
      limit: 1,
      offset: 0,
    });
    if (!content[0]) throw notFound();
    return content[0];
  };

  app.post(
    '/ihm/maint/companies/:id/purchase-orders',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a purchase order with its items',
        params: ZIdParam,
        body: ZPurchaseOrderCreate,
        response: { 201: ZPurchaseOrder, ...errors },
      },
    },
    async (request, reply) => {
      const access = await requireBucketAccess(deps.db, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        now: deps.now(),
        write: true,
      });
      if (!canKeepMaintenanceData(access.capabilities)) {
        throw forbidden('Experts and managers create orders');
      }
      const { order, numItems } = await createPurchaseOrder(deps, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        body: request.body,
      });
      return reply.status(201).send({
        ...orderAnswer(order),
        num_items: numItems,
        evaluation: (order.evaluation as Record<string, unknown>) ?? null,
      });
    },
  );

  app.get(
    '/ihm/maint/companies/:id/purchase-order-items',
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
      await requireBucketAccess(deps.db, {
        bucketId: request.params.id,
        userId: authOf(request).userId,
        now,
      });
      const query = request.query;
      const conditions: (SQL | undefined)[] = [
        eq(items.bucketId, request.params.id),
        eq(items.isActive, true),
      ];
      if (query.set) conditions.push(setFilter(query.set));
      if (query.stats_field) conditions.push(statsFieldFilter(query.stats_field, now));
      if (query.vessel_id) conditions.push(eq(purchaseOrders.vesselId, query.vessel_id));
      if (query.supplier_id) conditions.push(eq(items.supplierId, query.supplier_id));
      if (query.order_id) conditions.push(eq(items.orderId, query.order_id));
      if (query.search) conditions.push(searchFilter(query.search));
      const include = includeSet(query.include);
      const { content, total } = await selectItems(deps.db, {
        where: and(...conditions) as SQL,
        needs: { order: Boolean(query.vessel_id || query.search), article: Boolean(query.search) },
        include,
        limit: query.size,
        offset: query.page * query.size,
      });
      return { content, page: query.page, size: query.size, total_elements: total };
    },
  );

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
