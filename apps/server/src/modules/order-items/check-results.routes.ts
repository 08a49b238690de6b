import {
  ZCheckResult,
  ZCheckResultListQuery,
  ZCheckResultPatch,
  ZIdParam,
  ZPurchaseOrderItem,
} from '@keelson/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { changeCheckResult, findCheckResult, listCheckResults } from './check-results.service.ts';
import { answerItem, itemAccess } from './item-route-helpers.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** An item's check results: the list, changes and disabling by experts (docs/decisions/0010). */
export const checkResultsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['maintenance'];
  const onRequest = requireSession(deps);

  /** The check result, if the caller is an expert with write access to its company. */
  const expertCheckResult = async (request: FastifyRequest, id: string) => {
    const found = await findCheckResult(deps.db, id);
    if (!found) throw notFound();
    await requireBucketAccess(deps.db, {
      bucketId: found.bucketId,
      userId: authOf(request).userId,
      now: deps.now(),
      capability: 'ihm.maint.is_expert',
      write: true,
    });
    return found.check;
  };

  app.get(
    '/ihm/maint/purchase-order-items/:id/check-results',
    {
      onRequest,
      schema: {
        tags,
        summary: "The item's check results, oldest first (enabled ones unless include_disabled=true)",
        params: ZIdParam,
        querystring: ZCheckResultListQuery,
        response: { 200: z.array(ZCheckResult), ...errors },
      },
    },
    async (request) => {
      await itemAccess(deps, request, request.params.id, false);
      return listCheckResults(deps.db, request.params.id, request.query.include_disabled === 'true');
    },
  );

  app.patch(
    '/ihm/maint/check-results/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a check result (only the fields sent); answers the re-evaluated item',
        params: ZIdParam,
        body: ZCheckResultPatch,
        response: { 200: ZPurchaseOrderItem, ...errors },
      },
    },
    async (request) => {
      const check = await expertCheckResult(request, request.params.id);
      await changeCheckResult(deps, {
        itemId: check.orderItemId,
        checkResultId: check.id,
        patch: request.body,
      });
      return answerItem(deps, check.orderItemId);
    },
  );

  app.delete(
    '/ihm/maint/check-results/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Disable a check result (enabled=false); it stays listed with include_disabled=true',
        params: ZIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const check = await expertCheckResult(request, request.params.id);
      await changeCheckResult(deps, {
        itemId: check.orderItemId,
        checkResultId: check.id,
        patch: { enabled: false },
      });
      return reply.status(204).send(null);
    },
  );
};
