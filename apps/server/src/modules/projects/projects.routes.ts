import {
  ZAuditLogCreate,
  ZCheckCapabilities,
  ZCheckCapabilitiesAnswer,
  ZEmpty,
  ZIdParam,
  ZMyProjectsQuery,
  ZProject,
  ZProjectExists,
  ZProjectExistsQuery,
  ZProjectPage,
  ZShip,
  ZShipGroup,
} from '@keelson/contract';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { insertAuditLog } from './audit-log.queries.ts';
import { toShip } from './project.presenters.ts';
import {
  checkBucketCapabilities,
  checkCapabilities,
  getVisibleProject,
  listMyProjects,
  listShipProjects,
  projectExists,
} from './project-read.service.ts';
import { findVisibleShipGroups, findVisibleShips } from './ship.queries.ts';

const errors = errorAnswers(400, 401, 403, 404);

/** Kinds of objects whose capabilities can be checked; only projects so far. */
const CAPABILITY_KINDS = new Set(['projects', 'buckets']);

export const projectsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['projects'];
  // onRequest: a call without a session is 401 before its input is validated.
  const onRequest = requireSession(deps);

  app.get(
    '/my-projects',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The projects I see, paged',
        querystring: ZMyProjectsQuery,
        response: { 200: ZProjectPage, ...errors },
      },
    },
    async (request) => {
      const query = request.query;
      return listMyProjects(deps, {
        userId: authOf(request).userId,
        query: query.query || undefined,
        groupId: query.groupId,
        removed: query.removed === 'true',
        limit: query.page_limit,
        offset: query.page_offset,
      });
    },
  );

  app.get(
    '/projects/:id',
    {
      onRequest,
      schema: { tags, summary: 'One project', params: ZIdParam, response: { 200: ZProject, ...errors } },
    },
    async (request) =>
      getVisibleProject(deps, {
        userId: authOf(request).userId,
        projectId: request.params.id,
        allowRemoved: true,
      }),
  );

  app.get(
    '/projects/:id/exists',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Whether I see the project with the access asked for',
        params: ZIdParam,
        querystring: ZProjectExistsQuery,
        response: { 200: ZProjectExists, ...errors },
      },
    },
    async (request) => ({
      exists: await projectExists(deps, {
        userId: authOf(request).userId,
        projectId: request.params.id,
        accessTo: request.query.access_to,
      }),
    }),
  );

  app.post(
    '/:kind/:id/check-capabilities',
    {
      onRequest,
      schema: {
        tags,
        summary: 'My capabilities on an object (kind: projects or buckets)',
        params: z.object({ kind: z.string(), id: z.string() }),
        body: ZCheckCapabilities,
        response: { 200: ZCheckCapabilitiesAnswer, ...errors },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      if (!CAPABILITY_KINDS.has(kind) || !z.uuid().safeParse(id).success) throw notFound();
      const asked = { userId: authOf(request).userId, capabilities: request.body.capabilities };
      return {
        capabilities:
          kind === 'buckets'
            ? await checkBucketCapabilities(deps, { ...asked, bucketId: id })
            : await checkCapabilities(deps, { ...asked, projectId: id }),
      };
    },
  );

  app.get(
    '/ships',
    {
      onRequest,
      schema: { tags, summary: 'Ships of the projects I see', response: { 200: z.array(ZShip), ...errors } },
    },
    async (request) => {
      const rows = await findVisibleShips(deps.db, { userId: authOf(request).userId, now: deps.now() });
      return rows.map((row) => toShip(deps.config.apiPath, row.ship, row.projectId));
    },
  );

  app.get(
    '/ships/groups',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Groups of the ships I see',
        response: { 200: z.array(ZShipGroup), ...errors },
      },
    },
    async (request) => findVisibleShipGroups(deps.db, { userId: authOf(request).userId, now: deps.now() }),
  );

  app.get(
    '/ships/:id/projects',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The projects of a ship I see',
        params: ZIdParam,
        response: { 200: z.array(ZProject), ...errors },
      },
    },
    async (request) => listShipProjects(deps, { userId: authOf(request).userId, shipId: request.params.id }),
  );

  app.post(
    '/user-audit-logs',
    {
      onRequest,
      schema: {
        tags: ['audit'],
        summary: 'Record what I looked at or did',
        body: ZAuditLogCreate,
        response: { 201: ZEmpty, ...errors },
      },
    },
    async (request, reply) => {
      const entry = { userId: authOf(request).userId, ...request.body, at: deps.now() };
      await deps.db.transaction((tx) => insertAuditLog(tx, entry));
      return reply.status(201).send({});
    },
  );
};
