import { ZIdParam, ZTag, ZTagListQuery, ZTagPage, ZTagPatch, ZTagRequest } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { tags as tagTable } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { requireSession } from '../sessions/session-auth.ts';
import { selectTags } from './tags.queries.ts';
import { bindTag, requestTags, tagListCondition } from './tags.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Tags (QR stickers, NFC chips): request a batch, list them, bind one to an order item. */
export const tagsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['tags'];
  const onRequest = requireSession(deps);

  app.post(
    '/tags/request',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A batch of new tags for a project or a company, ready to print',
        body: ZTagRequest,
        response: { 201: ZTagPage, ...errors },
      },
    },
    async (request, reply) => {
      const page = await requestTags(deps, request, request.body);
      return reply.code(201).send(page);
    },
  );

  app.get(
    '/tags',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Tags of a project, company or item, or the tag of a code (empty when not visible)',
        querystring: ZTagListQuery,
        response: { 200: ZTagPage, ...errors },
      },
    },
    async (request) => {
      const where = await tagListCondition(deps, request, request.query);
      return selectTags(deps.db, {
        where,
        limit: request.query.page_limit,
        offset: request.query.page_offset,
      });
    },
  );

  app.patch(
    '/tags/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Bind the tag to an order item, or unbind it (null)',
        params: ZIdParam,
        body: ZTagPatch,
        response: { 200: ZTag, ...errors },
      },
    },
    async (request) => {
      await bindTag(deps, request, request.params.id, request.body.ref_ihm_order_item_id);
      const { content } = await selectTags(deps.db, {
        where: eq(tagTable.id, request.params.id),
        limit: 1,
        offset: 0,
      });
      if (!content[0]) throw notFound();
      return content[0];
    },
  );
};
