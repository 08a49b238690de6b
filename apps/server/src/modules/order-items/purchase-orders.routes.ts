import {
  ZIdParam,
  ZPurchaseOrderDetail,
  ZPurchaseOrderListQuery,
  ZPurchaseOrderPage,
  ZPurchaseOrderQuery,
} from '@keelson/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { purchaseOrderItems as items, purchaseOrders, vessels } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { type BucketAccess, requireBucketAccess } from '../access/bucket-access.ts';
import { assertVesselInScope, ordersInScope } from '../access/vessel-scope.ts';
import {
  bucketAccessFor,
  requireSessionOrApiKey,
  SESSION_OR_API_KEY_SECURITY,
} from '../api-keys/api-key-auth.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { includeSet, selectItems } from './order-item.queries.ts';
import { orderSearchFilter } from './order-item-filters.ts';
import { findOrder, selectOrders } from './purchase-order.queries.ts';

const errors = errorAnswers(400, 401, 403, 404);
// An order holds at most 500 items (ZPurchaseOrderCreate), so its detail carries them all.
const MAX_ORDER_ITEMS = 500;
const ORDER_ITEM_INCLUDES = new Set(['article', 'supplier', 'order', 'vessel', 'selected_category']);

/** Purchase orders of a company or a vessel, and one order with its items and its evaluation. */
export const purchaseOrdersRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);
  // Outside systems read the orders they pushed with the company's API key.
  const sessionOrKey = requireSessionOrApiKey(deps);
  const security = SESSION_OR_API_KEY_SECURITY;

  const listOrders = (
    bucketId: string,
    query: z.infer<typeof ZPurchaseOrderListQuery>,
    access: Pick<BucketAccess, 'vesselIds'>,
  ) => {
    const conditions: (SQL | undefined)[] = [eq(purchaseOrders.bucketId, bucketId), ordersInScope(access)];
    if (query.vessel_id) conditions.push(eq(purchaseOrders.vesselId, query.vessel_id));
    if (query.status) conditions.push(eq(purchaseOrders.status, query.status));
    if (query.search) conditions.push(orderSearchFilter(query.search));
    return selectOrders(deps.db, {
      where: and(...conditions) as SQL,
      includeVessel: includeSet(query.include).has('vessel'),
      limit: query.size,
      offset: query.page * query.size,
    }).then(({ content, total }) => ({ content, page: query.page, size: query.size, total_elements: total }));
  };

  app.get(
    '/ihm/maint/companies/:id/purchase-orders',
    {
      onRequest: sessionOrKey,
      schema: {
        tags,
        security,
        summary: 'Purchase orders of a company, newest first, by vessel, status and search',
        params: ZIdParam,
        querystring: ZPurchaseOrderListQuery,
        response: { 200: ZPurchaseOrderPage, ...errors },
      },
    },
    async (request) => {
      const access = await bucketAccessFor(deps, request, request.params.id);
      return listOrders(request.params.id, request.query, access);
    },
  );

  app.get(
    '/ihm/maint/vessels/:id/purchase-orders',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Purchase orders of one vessel',
        params: ZIdParam,
        querystring: ZPurchaseOrderListQuery.omit({ vessel_id: true }),
        response: { 200: ZPurchaseOrderPage, ...errors },
      },
    },
    async (request) => {
      const [vessel] = await deps.db
        .select({ bucketId: vessels.bucketId })
        .from(vessels)
        .where(eq(vessels.id, request.params.id));
      if (!vessel) throw notFound();
      const access = await requireBucketAccess(deps.db, {
        bucketId: vessel.bucketId,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      assertVesselInScope(access, request.params.id);
      return listOrders(vessel.bucketId, { ...request.query, vessel_id: request.params.id }, access);
    },
  );

  app.get(
    '/ihm/maint/purchase-orders/:id',
    {
      onRequest: sessionOrKey,
      schema: {
        tags,
        security,
        summary: 'One purchase order with its evaluation; include=vessel,items',
        params: ZIdParam,
        querystring: ZPurchaseOrderQuery,
        response: { 200: ZPurchaseOrderDetail, ...errors },
      },
    },
    async (request) => {
      const order = await findOrder(deps.db, request.params.id);
      if (!order) throw notFound();
      const access = await bucketAccessFor(deps, request, order.bucketId);
      assertVesselInScope(access, order.vesselId);
      const include = includeSet(request.query.include);
      if (!include.has('items')) return order.answer(include.has('vessel'));
      const { content } = await selectItems(deps.db, {
        where: and(eq(items.orderId, request.params.id), eq(items.isActive, true)) as SQL,
        include: ORDER_ITEM_INCLUDES,
        limit: MAX_ORDER_ITEMS,
        offset: 0,
      });
      const byIndex = content.sort((a, b) => (a.item_index ?? 0) - (b.item_index ?? 0));
      return { ...order.answer(include.has('vessel')), items: byIndex };
    },
  );
};
