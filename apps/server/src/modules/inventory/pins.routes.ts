import { ZDeckplanUsage, ZIdParam, ZPin } from '@keelson/contract';
import { type Highlights, orderItemDisplayName, pinColourFor } from '@keelson/domain';
import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import {
  articles,
  itemInstallations,
  itemStorages,
  purchaseOrderItems as items,
  purchaseOrders,
  vessels,
} from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { assertVesselInScope } from '../access/vessel-scope.ts';
import { findDeckplan } from '../decks/deck.queries.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { deckplanUsage } from './deckplan-usage.ts';

const errors = errorAnswers(400, 401, 403, 404);

/** The pins of one plan: every storage and installation on it that holds units (two queries). */
export const pinsRoutes: RoutesPlugin = (app, deps) => {
  app.get(
    '/ihm/deckplans/:id/pins',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['inventory'],
        summary: 'The storages and installations on a plan, with their items and pin colours',
        params: ZIdParam,
        response: { 200: z.array(ZPin), ...errors },
      },
    },
    async (request) => {
      const { plan } = await findDeckplan(deps.db, request.params.id);
      await requireProjectAccess(deps.db, {
        projectId: plan.projectId,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      const pinsOf = (table: typeof itemStorages | typeof itemInstallations) =>
        deps.db
          .select({
            id: table.id,
            itemId: table.orderItemId,
            bucketId: items.bucketId,
            quantity: table.quantity,
            x: table.x,
            y: table.y,
            evaluation: items.evaluation,
            articleDescription: items.articleDescription,
            extid: items.extid,
            article: {
              name: articles.name,
              description: articles.description,
              impaNumber: articles.impaNumber,
            },
          })
          .from(table)
          .innerJoin(items, eq(items.id, table.orderItemId))
          .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
          .leftJoin(articles, eq(articles.id, items.articleId))
          .where(and(eq(table.deckplanId, plan.id), gt(table.quantity, 0)));
      const [storages, installations] = await Promise.all([pinsOf(itemStorages), pinsOf(itemInstallations)]);
      const answer = (type: 'storage' | 'installation') => (row: (typeof storages)[number]) => {
        const evaluation = row.evaluation as { highlights?: Highlights } | null;
        const colour = (view: 'expert' | 'crew') =>
          evaluation?.highlights ? pinColourFor({ highlights: evaluation.highlights }, view) : 'ghost';
        return {
          id: row.id,
          type,
          order_item_id: row.itemId,
          company_id: row.bucketId,
          display_name: orderItemDisplayName({
            article: row.article,
            article_description: row.articleDescription,
            extid: row.extid,
          }),
          quantity: row.quantity,
          location_x: row.x,
          location_y: row.y,
          colour: { expert: colour('expert'), crew: colour('crew') },
        };
      };
      return [...storages.map(answer('storage')), ...installations.map(answer('installation'))];
    },
  );

  app.get(
    '/ihm/maint/vessels/:id/deckplan-item-usage',
    {
      onRequest: requireSession(deps),
      schema: {
        tags: ['inventory'],
        summary: "Deck plan usage of every plan of the vessel's project: pins, hazmats and to-dos counted",
        params: ZIdParam,
        response: { 200: z.array(ZDeckplanUsage), ...errors },
      },
    },
    async (request) => {
      const [vessel] = await deps.db.select().from(vessels).where(eq(vessels.id, request.params.id));
      if (!vessel) throw notFound();
      const access = await requireBucketAccess(deps.db, {
        bucketId: vessel.bucketId,
        userId: authOf(request).userId,
        now: deps.now(),
      });
      assertVesselInScope(access, vessel.id);
      return vessel.projectId ? deckplanUsage(deps.db, vessel.projectId) : [];
    },
  );
};
