import {
  ZErrorAnswer,
  ZExistsAnswer,
  ZIdParam,
  ZItemListQuery,
  ZItemPage,
  ZPurchaseOrderItem,
} from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { purchaseOrderItems as items } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { answerItem, itemAccess, listActiveItems } from './item-route-helpers.ts';

const errors = {
  400: ZErrorAnswer,
  401: ZErrorAnswer,
  403: ZErrorAnswer,
  404: ZErrorAnswer,
};

/**
 * The active items (`is_active`: not withdrawn from their order, e.g. by an import): the list with
 * the item list's filters, one item, and whether an item is still active (docs/decisions/0010).
 */
export const activeItemsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  app.get(
    '/ihm/maint/companies/:id/active-purchase-order-items',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Active order items of a company, with the filters, include and paging of the item list',
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
      return listActiveItems(deps, { bucketId: request.params.id, query: request.query, now });
    },
  );

  app.get(
    '/ihm/maint/active-purchase-order-items/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'One active item (404 when it is not active)',
        params: ZIdParam,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await itemAccess(deps, request, request.params.id, false);
      return answerItem(deps, request.params.id);
    },
  );

  app.get(
    '/ihm/maint/active-purchase-order-items/:id/exists',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whether a known item is still active (404 only for an unknown item)',
        params: ZIdParam,
        response: { 200: ZExistsAnswer, ...errors },
      },
    },
    async (request) => {
      const [item] = await deps.db
        .select({ bucketId: items.bucketId, isActive: items.isActive })
        .from(items)
        .where(eq(items.id, request.params.id));
      if (!item) throw notFound();
      await requireBucketAccess(deps.db, {
        bucketId: item.bucketId,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      return { exists: item.isActive };
    },
  );
};
