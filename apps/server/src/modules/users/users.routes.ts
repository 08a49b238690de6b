import { ZAppVersions, ZIdParam, ZIncludeQuery, ZTeamMembership, ZUser, ZUserPatch } from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { IMAGE_LIMIT_BYTES } from '../../storage/file-storage.ts';
import {
  IMAGE_UPLOAD_CONTENT_TYPES,
  imageFromBody,
  registerBinaryBodyParser,
  sendImage,
} from '../../storage/image-upload.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { listOwnMemberships } from '../teams/membership-read.service.ts';
import {
  getVisibleUser,
  setOwnUserImage,
  updateOwnUser,
  visibleUserImageKey,
} from './user-profile.service.ts';

const errors = errorAnswers(400, 401, 404);
const uploadErrors = { ...errors, ...errorAnswers(413, 415) };

export const usersRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['users'];
  const session = requireSession(deps);
  registerBinaryBodyParser(app);

  app.get(
    '/app/versions',
    {
      schema: {
        tags: ['app'],
        summary: 'Versions of the API and the web app',
        response: { 200: ZAppVersions },
      },
    },
    async () => {
      const build = deps.config.build;
      // One process serves both, built together: the web app has the API's version.
      return { api: build.version, web: build.version, commit: build.commit, build_time: build.time };
    },
  );

  app.get(
    '/users/:id',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'A user: yourself or someone sharing a team with you',
        params: ZIdParam,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) => getVisibleUser(deps, { callerId: authOf(request).userId, userId: request.params.id }),
  );

  app.patch(
    '/users/:id',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'Change your names',
        params: ZIdParam,
        body: ZUserPatch,
        response: { 200: ZUser, ...errors },
      },
    },
    async (request) =>
      updateOwnUser(deps, {
        callerId: authOf(request).userId,
        userId: request.params.id,
        patch: request.body,
      }),
  );

  app.put(
    '/users/:id/image',
    {
      // The session is checked before the body is read.
      onRequest: session,
      bodyLimit: IMAGE_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Upload your profile image (PNG, JPEG or WebP, raw bytes)',
        consumes: IMAGE_UPLOAD_CONTENT_TYPES,
        params: ZIdParam,
        response: { 200: ZUser, ...uploadErrors },
      },
    },
    async (request) =>
      setOwnUserImage(deps, {
        callerId: authOf(request).userId,
        userId: request.params.id,
        image: imageFromBody(request.body),
      }),
  );

  app.get(
    '/users/:id/image',
    {
      onRequest: session,
      schema: { tags, summary: "A visible user's profile image", params: ZIdParam, response: errors },
    },
    async (request, reply) => {
      const key = await visibleUserImageKey(deps, {
        callerId: authOf(request).userId,
        userId: request.params.id,
      });
      return sendImage(deps, reply, key);
    },
  );

  app.get(
    '/users/:id/team-memberships',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'Your team memberships, every status (include=team,user)',
        params: ZIdParam,
        querystring: ZIncludeQuery,
        response: { 200: ZTeamMembership.array(), ...errors },
      },
    },
    async (request) =>
      listOwnMemberships(deps, {
        callerId: authOf(request).userId,
        userId: request.params.id,
        include: request.query.include,
      }),
  );
};
