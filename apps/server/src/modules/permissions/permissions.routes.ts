import { ZIdParam, ZInclude, ZPermission, ZPermissionCreate } from '@keelson/contract';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { issuePermission } from './permission-issue.service.ts';
import { getProjectPermissions, getReceivedPermissions } from './permission-read.service.ts';
import { answerPermission, revokePermission } from './permission-status.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const ZIncludeParams = z.object({ include: ZInclude });

export const permissionsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['permissions'];
  // onRequest: a call without a session is 401 before its input is validated.
  const onRequest = requireSession(deps);

  app.get(
    '/projects/:id/permissions',
    {
      onRequest,
      schema: {
        tags,
        summary: "A project's grants (managers: all; others: their own)",
        params: ZIdParam,
        querystring: ZIncludeParams,
        response: { 200: z.array(ZPermission), ...errors },
      },
    },
    async (request) =>
      getProjectPermissions(deps, {
        userId: authOf(request).userId,
        projectId: request.params.id,
        include: request.query.include,
      }),
  );

  app.post(
    '/projects/:id/permissions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Share a project with an address or a team (managers)',
        params: ZIdParam,
        body: ZPermissionCreate,
        response: { 201: ZPermission, ...errors },
      },
    },
    async (request, reply) => {
      const grant = await issuePermission(deps, {
        userId: authOf(request).userId,
        projectId: request.params.id,
        grant: request.body,
      });
      return reply.status(201).send(grant);
    },
  );

  for (const [action, answer] of [
    ['accept', 'accepted'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/permissions/:id/${action}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `${action === 'accept' ? 'Accept' : 'Reject'} an issued grant (the grantee)`,
          params: ZIdParam,
          response: { 200: ZPermission, ...errors },
        },
      },
      async (request) =>
        answerPermission(deps, { userId: authOf(request).userId, permissionId: request.params.id, answer }),
    );
  }

  app.post(
    '/permissions/:id/revoke',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Revoke a grant (project managers or the issuer)',
        params: ZIdParam,
        response: { 200: ZPermission, ...errors },
      },
    },
    async (request) =>
      revokePermission(deps, { userId: authOf(request).userId, permissionId: request.params.id }),
  );

  app.get(
    '/users/:id/received-permissions',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Grants addressed to me or my teams, in any state',
        params: ZIdParam,
        querystring: ZIncludeParams,
        response: { 200: z.array(ZPermission), ...errors },
      },
    },
    async (request) =>
      getReceivedPermissions(deps, {
        callerId: authOf(request).userId,
        userId: request.params.id,
        include: request.query.include,
      }),
  );
};
