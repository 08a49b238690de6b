import {
  ZActivationState,
  ZCustomerBucket,
  ZIdParam,
  ZIhmProjectCreate,
  ZIhmProjectPatch,
  ZInclude,
  ZProject,
} from '@keelson/contract';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { getVisibleProject } from '../projects/project-read.service.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { createIhmProject } from './ihm-project-create.service.ts';
import {
  activateProject,
  activationState,
  connectProject,
  deactivateProject,
  setProjectRemoved,
} from './ihm-project-lifecycle.service.ts';
import { patchIhmProject } from './ihm-project-patch.service.ts';
import { shipImageRoutes } from './ship-image.routes.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

export const ihmProjectsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['ihm-projects'];
  // onRequest: a call without a session is 401 before its input is validated.
  const onRequest = requireSession(deps);
  const caller = (request: Parameters<typeof authOf>[0], id: string) => ({
    userId: authOf(request).userId,
    projectId: id,
  });

  app.get(
    '/ihm/projects/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'An IHM project (include=ship: the ship is always included)',
        params: ZIdParam,
        querystring: z.object({ include: ZInclude }),
        response: { 200: ZProject, ...errors },
      },
    },
    async (request) =>
      getVisibleProject(deps, { ...caller(request, request.params.id), allowRemoved: false }),
  );

  app.post(
    '/ihm/projects',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Create a ship and its IHM project (legal and manager members of an expert team)',
        body: ZIhmProjectCreate,
        response: { 201: ZProject, ...errors },
      },
    },
    async (request, reply) => {
      const project = await createIhmProject(deps, { userId: authOf(request).userId, project: request.body });
      return reply.status(201).send(project);
    },
  );

  app.patch(
    '/ihm/projects/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change name, access, plan or ship (managers)',
        params: ZIdParam,
        body: ZIhmProjectPatch,
        response: { 200: ZProject, ...errors },
      },
    },
    async (request) => patchIhmProject(deps, { ...caller(request, request.params.id), patch: request.body }),
  );

  for (const [action, removed] of [
    ['remove', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/ihm/projects/:id/${action}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `${removed ? 'Remove' : 'Restore'} a project (managers)`,
          params: ZIdParam,
          response: { 200: ZProject, ...errors },
        },
      },
      async (request) => setProjectRemoved(deps, { ...caller(request, request.params.id), removed }),
    );
  }

  for (const [action, run] of [
    ['activate', activateProject],
    ['connect', connectProject],
  ] as const) {
    app.post(
      `/ihm/projects/:id/${action}`,
      {
        onRequest,
        schema: {
          tags,
          summary:
            action === 'activate'
              ? 'Start maintenance with one of my maintenance buckets (managers)'
              : 'Connect one of my expert buckets (managers)',
          params: ZIdParam,
          body: ZCustomerBucket,
          response: { 200: ZProject, ...errors },
        },
      },
      async (request) =>
        run(deps, { ...caller(request, request.params.id), bucketId: request.body.customerBucketId }),
    );
  }

  app.post(
    '/ihm/projects/:id/deactivate',
    {
      onRequest,
      schema: {
        tags,
        summary: 'End maintenance: unlink the maintenance bucket (managers)',
        params: ZIdParam,
        response: { 200: ZProject, ...errors },
      },
    },
    async (request) => deactivateProject(deps, caller(request, request.params.id)),
  );

  app.get(
    '/ihm/projects/:id/activation-state',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whether maintenance is available and active',
        params: ZIdParam,
        response: { 200: ZActivationState, ...errors },
      },
    },
    async (request) => activationState(deps, caller(request, request.params.id)),
  );

  app.register(async (scope) => shipImageRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps));
};
