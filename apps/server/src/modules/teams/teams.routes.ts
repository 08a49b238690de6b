import { ZBucket, ZIdParam, ZTeam, ZTeamCompaniesQuery, ZTeamCreate, ZTeamPatch } from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { IMAGE_LIMIT_BYTES } from '../../storage/file-storage.ts';
import {
  IMAGE_UPLOAD_CONTENT_TYPES,
  imageFromBody,
  registerBinaryBodyParser,
  sendImage,
} from '../../storage/image-upload.ts';
import { requireTeamManager, requireTeamVisible } from '../access/team-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { membershipsRoutes } from './memberships.routes.ts';
import { listTeamCompanies } from './team-companies.service.ts';
import { createTeam } from './team-create.service.ts';
import { setTeamImage, teamAnswerById, updateTeam } from './team-settings.service.ts';

const errors = errorAnswers(400, 401, 403, 404);

export const teamsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['teams'];
  const session = requireSession(deps);
  registerBinaryBodyParser(app);

  app.post(
    '/teams',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'Create a team; you become its legal member',
        body: ZTeamCreate,
        response: { 201: ZTeam, ...errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const team = await createTeam(deps, {
        creatorId: authOf(request).userId,
        name: body.name,
        description: body.description,
        features: body.available_features,
      });
      return reply.status(201).send(team);
    },
  );

  app.get(
    '/teams/:id',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'A team you are a member of or invited to',
        params: ZIdParam,
        response: { 200: ZTeam, ...errors },
      },
    },
    async (request) => {
      await requireTeamVisible(deps.db, request.params.id, authOf(request).userId);
      return teamAnswerById(deps, request.params.id);
    },
  );

  app.patch(
    '/teams/:id',
    {
      onRequest: session,
      schema: {
        tags,
        summary: "Change a team's name or description (legal and manager members)",
        params: ZIdParam,
        body: ZTeamPatch,
        response: { 200: ZTeam, ...errors },
      },
    },
    async (request) => {
      await requireTeamManager(deps.db, request.params.id, authOf(request).userId);
      return updateTeam(deps, { teamId: request.params.id, patch: request.body });
    },
  );

  app.put(
    '/teams/:id/image',
    {
      onRequest: session,
      bodyLimit: IMAGE_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Upload the team image (PNG, JPEG or WebP, raw bytes; legal and manager members)',
        consumes: IMAGE_UPLOAD_CONTENT_TYPES,
        params: ZIdParam,
        response: { 200: ZTeam, ...errors, ...errorAnswers(413, 415) },
      },
    },
    async (request) => {
      await requireTeamManager(deps.db, request.params.id, authOf(request).userId);
      return setTeamImage(deps, { teamId: request.params.id, image: imageFromBody(request.body) });
    },
  );

  app.get(
    '/teams/:id/image',
    {
      onRequest: session,
      schema: { tags, summary: "A visible team's image", params: ZIdParam, response: errors },
    },
    async (request, reply) => {
      const access = await requireTeamVisible(deps.db, request.params.id, authOf(request).userId);
      return sendImage(deps, reply, access.team.imageKey);
    },
  );

  app.get(
    '/teams/:id/ihm/companies',
    {
      onRequest: session,
      schema: {
        tags,
        summary: "The team's companies (buckets), or the customers of one of its expert buckets",
        params: ZIdParam,
        querystring: ZTeamCompaniesQuery,
        response: { 200: ZBucket.array(), ...errors },
      },
    },
    async (request) =>
      listTeamCompanies(deps, {
        teamId: request.params.id,
        callerId: authOf(request).userId,
        role: request.query.role,
        expertBucketId: request.query.expert_bucket_id,
      }),
  );

  membershipsRoutes(app, deps);
};
