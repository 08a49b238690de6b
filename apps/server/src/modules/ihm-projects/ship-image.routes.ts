import { ZIdParam, ZProject } from '@keelson/contract';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { IMAGE_LIMIT_BYTES } from '../../storage/file-storage.ts';
import {
  IMAGE_UPLOAD_CONTENT_TYPES,
  registerBinaryBodyParser,
  sendImage,
} from '../../storage/image-upload.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { deleteShipImage, putShipImage, shipImageKey } from './ship-image.service.ts';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * The ship image of a project, in its own plugin scope: the raw-body parsers it registers (PNG,
 * JPEG, WebP, octet-stream) stay inside it.
 */
export function shipImageRoutes(app: TypedApp, deps: AppDeps) {
  const tags = ['ihm-projects'];
  const onRequest = requireSession(deps);
  registerBinaryBodyParser(app);

  app.put(
    '/ihm/projects/:id/ship-image',
    {
      // The session is checked before the body is read; a larger body is 413.
      onRequest,
      bodyLimit: IMAGE_LIMIT_BYTES,
      schema: {
        tags,
        summary: 'Upload the ship image (PNG, JPEG or WebP, raw bytes; managers)',
        consumes: IMAGE_UPLOAD_CONTENT_TYPES,
        params: ZIdParam,
        response: { 200: ZProject, ...errorAnswers(413), ...errors },
      },
    },
    async (request) =>
      putShipImage(deps, {
        userId: authOf(request).userId,
        projectId: request.params.id,
        body: request.body,
      }),
  );

  app.delete(
    '/ihm/projects/:id/ship-image',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Remove the ship image (managers)',
        params: ZIdParam,
        response: { 200: ZProject, ...errors },
      },
    },
    async (request) =>
      deleteShipImage(deps, { userId: authOf(request).userId, projectId: request.params.id }),
  );

  app.get(
    '/ihm/projects/:id/ship-image',
    { onRequest, schema: { tags, summary: 'The ship image', params: ZIdParam, response: errors } },
    async (request, reply) => {
      const key = await shipImageKey(deps, { userId: authOf(request).userId, projectId: request.params.id });
      return sendImage(deps, reply, key);
    },
  );
}
