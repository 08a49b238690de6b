import {
  ZBucket,
  ZBucketPatch,
  ZBucketProject,
  ZBucketProjectCreate,
  ZIdParam,
  ZInclude,
} from '@keelson/contract';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { linkProjectBucket, listProjectBuckets, unlinkProjectBucket } from './bucket-link.service.ts';
import { getCompany, setCompanyArchived } from './company.service.ts';
import { patchCompany } from './company-patch.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

export const bucketsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['buckets'];
  // onRequest: a call without a session is 401 before its input is validated.
  const onRequest = requireSession(deps);

  app.get(
    '/projects/:id/buckets',
    {
      onRequest,
      schema: {
        tags,
        summary: "A project's buckets and their roles",
        params: ZIdParam,
        querystring: z.object({ include: ZInclude }),
        response: { 200: z.array(ZBucketProject), ...errors },
      },
    },
    async (request) =>
      listProjectBuckets(deps, {
        userId: authOf(request).userId,
        projectId: request.params.id,
        include: request.query.include,
      }),
  );

  app.post(
    '/projects/:id/buckets',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Link one of my buckets to a project in a role (managers)',
        params: ZIdParam,
        body: ZBucketProjectCreate,
        response: { 201: ZBucketProject, ...errors },
      },
    },
    async (request, reply) => {
      const link = await linkProjectBucket(deps, {
        userId: authOf(request).userId,
        projectId: request.params.id,
        bucketId: request.body.bucket_id,
        role: request.body.role,
      });
      return reply.status(201).send(link);
    },
  );

  app.delete(
    '/project-buckets/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Unlink a bucket from a project (managers)',
        params: ZIdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await unlinkProjectBucket(deps, { userId: authOf(request).userId, linkId: request.params.id });
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/ihm/maint/companies/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A company (bucket)',
        params: ZIdParam,
        response: { 200: ZBucket, ...errors },
      },
    },
    async (request) => getCompany(deps, { userId: authOf(request).userId, bucketId: request.params.id }),
  );

  app.patch(
    '/ihm/maint/companies/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a company: name, checked, data owner, service levels (its managers)',
        params: ZIdParam,
        body: ZBucketPatch,
        response: { 200: ZBucket, ...errors },
      },
    },
    async (request) =>
      patchCompany(deps, {
        userId: authOf(request).userId,
        bucketId: request.params.id,
        patch: request.body,
      }),
  );

  for (const [action, archived] of [
    ['archive', true],
    ['restore', false],
  ] as const) {
    app.post(
      `/ihm/maint/buckets/:id/${action}`,
      {
        onRequest,
        schema: {
          tags,
          summary: `${archived ? 'Archive' : 'Restore'} a company (legal and manager members of its team)`,
          params: ZIdParam,
          response: { 200: ZBucket, ...errors },
        },
      },
      async (request) =>
        setCompanyArchived(deps, { userId: authOf(request).userId, bucketId: request.params.id, archived }),
    );
  }
};
