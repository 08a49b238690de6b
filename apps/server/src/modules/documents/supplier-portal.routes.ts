import { ZDocument, ZDocumentUploadQuery, ZPortalMessage, ZPortalView } from '@keelson/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { nameRequestActor } from '../../audit/audit-actor.ts';
import { errorAnswers } from '../../errors.ts';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit.ts';
import {
  DOCUMENT_LIMIT_BYTES,
  DOCUMENT_UPLOAD_CONTENT_TYPES,
  dateParam,
  documentFromBody,
  registerDocumentBodyParser,
} from './document-files.ts';
import { resolvePortalToken } from './portal-links.service.ts';
import {
  portalView,
  supplierMessage,
  supplierReject,
  supplierUpload,
  supplierVerify,
} from './supplier-portal.service.ts';

/** Portal calls per client address: generous for a supplier at work, tight for token guessing. */
export const PORTAL_RATE_LIMIT: RateLimit = { name: 'supplier-portal:ip', limit: 300, windowSeconds: 900 };

const errors = errorAnswers(400, 401, 404, 409, 429);
const ZToken = z.object({ token: z.string().min(1).max(200) });
const ZTokenRequest = ZToken.extend({ requestId: z.string().uuid() });
const ZOk = z.object({ ok: z.literal(true) });

/** The supplier portal: no session, the mailed token is the credential (docs/decisions/0008). */
export const supplierPortalRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['supplier portal'];
  const portalOf = async (request: FastifyRequest, token: string) => {
    await hitRateLimit(deps.db, PORTAL_RATE_LIMIT, request.ip, deps.now());
    const portal = await resolvePortalToken(deps.db, token);
    nameRequestActor({ kind: 'supplier_portal', id: portal.linkId });
    return portal;
  };

  app.get(
    '/supplier-portal/:token',
    {
      schema: {
        tags,
        summary: 'The supplier’s open requests of the company',
        params: ZToken,
        response: { 200: ZPortalView, ...errors },
      },
    },
    async (request) => portalView(deps, await portalOf(request, request.params.token)),
  );

  app.register(async (plugin) => {
    const scope = plugin.withTypeProvider<ZodTypeProvider>();
    registerDocumentBodyParser(scope);
    scope.post(
      '/supplier-portal/:token/requests/:requestId/documents',
      {
        bodyLimit: DOCUMENT_LIMIT_BYTES,
        schema: {
          tags,
          summary: 'Provide the requested document (PDF, PNG or JPEG as the raw body, up to 10 MB)',
          consumes: DOCUMENT_UPLOAD_CONTENT_TYPES,
          params: ZTokenRequest,
          querystring: ZDocumentUploadQuery.omit({ type: true }),
          response: { 201: ZDocument, ...errorAnswers(413), ...errors },
        },
      },
      async (request, reply) => {
        const portal = await portalOf(request, request.params.token);
        const file = await documentFromBody(request.body);
        const document = await supplierUpload(deps, portal, {
          requestId: request.params.requestId,
          filename: request.query.filename,
          validFrom: dateParam(request.query.valid_from),
          validTo: dateParam(request.query.valid_to),
          file,
        });
        return reply.status(201).send(document);
      },
    );
  });

  app.post(
    '/supplier-portal/:token/requests/:requestId/verify',
    {
      schema: {
        tags,
        summary: 'Confirm the proposed document still applies',
        params: ZTokenRequest,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      await supplierVerify(deps, await portalOf(request, request.params.token), request.params.requestId);
      return { ok: true as const };
    },
  );

  app.post(
    '/supplier-portal/:token/requests/:requestId/reject',
    {
      schema: {
        tags,
        summary: 'Decline the request',
        params: ZTokenRequest,
        body: ZPortalMessage,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      const portal = await portalOf(request, request.params.token);
      await supplierReject(deps, portal, request.params.requestId, request.body.message);
      return { ok: true as const };
    },
  );

  app.post(
    '/supplier-portal/:token/requests/:requestId/messages',
    {
      schema: {
        tags,
        summary: 'Write to the expert',
        params: ZTokenRequest,
        body: ZPortalMessage,
        response: { 200: ZOk, ...errors },
      },
    },
    async (request) => {
      const portal = await portalOf(request, request.params.token);
      await supplierMessage(deps, portal, request.params.requestId, request.body.message);
      return { ok: true as const };
    },
  );
};
