import {
  ZIdParam,
  ZInstall,
  ZItemInstallation,
  ZItemInventory,
  ZItemRemoval,
  ZItemStorage,
  ZPlace,
  ZPlacementPatch,
  ZPurchaseOrderItem,
  ZReceiveDelivery,
  ZRemovalPatch,
  ZRemove,
  ZTransfer,
  ZUsageGraph,
} from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { itemInstallations, itemRemovals, itemStorages } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { CREW_OR_EXPERT } from '../access/bucket-access.ts';
import { answerItem, itemAccess } from '../order-items/item-route-helpers.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { itemInventory, itemUsageGraph } from './inventory.queries.ts';
import { install, receiveDelivery, remove, store, transfer } from './inventory.service.ts';
import { patchPlacement, patchRemoval } from './inventory-edits.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Reading needs only sight of the item; acting needs write access as crew or expert. */
const inventoryAccess = (deps: AppDeps, request: FastifyRequest, itemId: string, act: boolean) =>
  itemAccess(deps, request, itemId, act ? { act: CREW_OR_EXPERT } : false);

/** The crew's inventory of an item (spec section 7): receiving, store, install, remove, and reading it. */
export const inventoryRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['inventory'];
  const onRequest = requireSession(deps);
  const base = '/ihm/maint/purchase-order-items/:id';
  const acting = { onRequest, schema: { tags, params: ZIdParam } };

  app.get(
    `${base}/inventory`,
    {
      onRequest,
      schema: {
        tags,
        summary: "The item's storages, installations, removals and log",
        params: ZIdParam,
        response: { 200: ZItemInventory, ...errors },
      },
    },
    async (request) => {
      await inventoryAccess(deps, request, request.params.id, false);
      return itemInventory(deps.db, request.params.id);
    },
  );

  for (const [path, schema, key] of [
    ['storages', ZItemStorage, 'storages'],
    ['installations', ZItemInstallation, 'installations'],
    ['removals', ZItemRemoval, 'removals'],
  ] as const) {
    app.get(
      `${base}/${path}`,
      { onRequest, schema: { tags, params: ZIdParam, response: { 200: z.array(schema), ...errors } } },
      async (request) => {
        await inventoryAccess(deps, request, request.params.id, false);
        return (await itemInventory(deps.db, request.params.id))[key];
      },
    );
  }

  app.post(
    `${base}/receive-delivery`,
    {
      ...acting,
      schema: {
        ...acting.schema,
        summary: 'Confirm how many arrived, or reject the delivery (more than ordered needs an explanation)',
        body: ZReceiveDelivery,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await inventoryAccess(deps, request, request.params.id, true);
      await receiveDelivery(deps, {
        itemId: request.params.id,
        userId: authOf(request).userId,
        status: request.body.receiving_status,
        quantity: request.body.quantity_received,
        explanation: request.body.explanation,
      });
      return answerItem(deps, request.params.id);
    },
  );

  app.post(
    `${base}/store`,
    {
      ...acting,
      schema: {
        ...acting.schema,
        summary: 'Store received units at a spot of a deck plan (a pin)',
        body: ZPlace,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await inventoryAccess(deps, request, request.params.id, true);
      await store(deps, { itemId: request.params.id, userId: authOf(request).userId, place: request.body });
      return answerItem(deps, request.params.id);
    },
  );

  app.post(
    `${base}/install`,
    {
      ...acting,
      schema: {
        ...acting.schema,
        summary: 'Install received units (or units of a storage) at a spot of a deck plan',
        body: ZInstall,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await inventoryAccess(deps, request, request.params.id, true);
      await install(deps, { itemId: request.params.id, userId: authOf(request).userId, place: request.body });
      return answerItem(deps, request.params.id);
    },
  );

  app.get(
    `${base}/usage-graph`,
    {
      onRequest,
      schema: {
        tags,
        summary: 'Where every unit of the item came from and went (derived from its log)',
        params: ZIdParam,
        response: { 200: ZUsageGraph, ...errors },
      },
    },
    async (request) => {
      await inventoryAccess(deps, request, request.params.id, false);
      return itemUsageGraph(deps.db, request.params.id);
    },
  );

  app.post(
    `${base}/transfer`,
    {
      ...acting,
      schema: {
        ...acting.schema,
        summary:
          'Transfer units of a storage or installation to a new storage or installation (another spot, deck or ship of the company)',
        body: ZTransfer,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await inventoryAccess(deps, request, request.params.id, true);
      await transfer(deps, {
        itemId: request.params.id,
        userId: authOf(request).userId,
        transfer: request.body,
      });
      return answerItem(deps, request.params.id);
    },
  );

  app.post(
    `${base}/remove`,
    {
      ...acting,
      schema: {
        ...acting.schema,
        summary: 'Remove units from a storage or an installation',
        body: ZRemove,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      await inventoryAccess(deps, request, request.params.id, true);
      await remove(deps, {
        itemId: request.params.id,
        userId: authOf(request).userId,
        removal: request.body,
      });
      return answerItem(deps, request.params.id);
    },
  );

  app.patch(
    '/ihm/maint/order-item-removals/:id',
    {
      onRequest,
      schema: {
        tags,
        summary:
          'Attach the discharge receipt of a removal (it is documented then), or correct its time or remark',
        params: ZIdParam,
        body: ZRemovalPatch,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      const [removal] = await deps.db
        .select({ itemId: itemRemovals.orderItemId })
        .from(itemRemovals)
        .where(eq(itemRemovals.id, request.params.id));
      if (!removal) throw notFound();
      await inventoryAccess(deps, request, removal.itemId, true);
      await patchRemoval(deps, {
        removalId: request.params.id,
        userId: authOf(request).userId,
        patch: request.body,
      });
      return answerItem(deps, removal.itemId);
    },
  );

  for (const [path, kind] of [
    ['order-item-storages', 'storage'],
    ['order-item-installations', 'installation'],
  ] as const) {
    app.patch(
      `/ihm/maint/${path}/:id`,
      {
        onRequest,
        schema: {
          tags,
          summary: `Move a ${kind}'s pin (plan and spot) or edit its location or remark`,
          params: ZIdParam,
          body: ZPlacementPatch,
          response: { 200: ZPurchaseOrderItem, ...errors },
        },
      },
      async (request) => {
        const table = kind === 'storage' ? itemStorages : itemInstallations;
        const [placement] = await deps.db
          .select({ itemId: table.orderItemId })
          .from(table)
          .where(eq(table.id, request.params.id));
        if (!placement) throw notFound();
        await inventoryAccess(deps, request, placement.itemId, true);
        await patchPlacement(deps, {
          kind,
          id: request.params.id,
          userId: authOf(request).userId,
          patch: request.body,
        });
        return answerItem(deps, placement.itemId);
      },
    );
  }
};
