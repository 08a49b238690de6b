import { ZApiKey, ZApiKeyCreate, ZApiKeyCreated, ZIdParam } from '@keelson/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { apiKeyBucket, createApiKey, listApiKeys, revokeApiKey } from './api-keys.service.ts';

const errors = errorAnswers(400, 401, 403, 404);

/** A company's managers hold its keys: they decide which outside systems may push its purchase data. */
export function apiKeyManagerAccess(deps: AppDeps, request: FastifyRequest, bucketId: string) {
  return requireBucketAccess(deps.db, {
    bucketId,
    userId: authOf(request).userId,
    now: deps.now(),
    write: true,
    capability: 'ihm.maint.is_manager',
  });
}

/**
 * API keys (spec section 7: apikey and apikeys). Managing keys takes a session: a key cannot make,
 * list or revoke keys.
 */
export const apiKeysRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['api-keys'];
  const onRequest = requireSession(deps);

  app.get(
    '/ihm/maint/buckets/:id/apikeys',
    {
      onRequest,
      schema: {
        tags,
        summary: "The company's API keys, revoked ones too (never the key itself)",
        params: ZIdParam,
        response: { 200: z.array(ZApiKey), ...errors },
      },
    },
    async (request) => {
      await apiKeyManagerAccess(deps, request, request.params.id);
      return listApiKeys(deps, request.params.id);
    },
  );

  app.post(
    '/ihm/maint/buckets/:id/apikey',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A new API key for the company: the answer shows the key, once',
        params: ZIdParam,
        body: ZApiKeyCreate,
        response: { 201: ZApiKeyCreated, ...errors },
      },
    },
    async (request, reply) => {
      await apiKeyManagerAccess(deps, request, request.params.id);
      const created = await createApiKey(deps, {
        bucketId: request.params.id,
        name: request.body.name,
        userId: authOf(request).userId,
      });
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/ihm/maint/apikeys/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Revoke an API key: it stops working at once',
        params: ZIdParam,
        response: { 200: ZApiKey, ...errors },
      },
    },
    async (request) => {
      await apiKeyManagerAccess(deps, request, await apiKeyBucket(deps, request.params.id));
      return revokeApiKey(deps, { keyId: request.params.id, userId: authOf(request).userId });
    },
  );
};
