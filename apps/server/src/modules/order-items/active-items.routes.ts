import { ZExistsAnswer, ZIdParam, ZPurchaseOrderItem } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { purchaseOrderItems as items } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { answerItem, itemAccess } from './item-route-helpers.ts';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * The active items (`is_active`: not withdrawn from their order, e.g. by an import): one item and
 * whether an item is still active (docs/decisions/0010). Their list is the item list's second path
 * (order-items.routes.ts).
 */
export const activeItemsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

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
