import {
  ZCheck,
  ZCheckCreate,
  ZCheckListQuery,
  ZCheckPage,
  ZCheckPatch,
  ZIdParam,
  ZReorder,
  ZSuggestedValues,
} from '@keelson/contract';
import { and, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { checks, spots } from '../../db/schema/index.ts';
import { badRequest, errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { checkImageAnswer } from './photo-links.ts';
import { photosRoutes } from './photos.routes.ts';
import { checksPage, suggestedValues } from './survey.queries.ts';
import { assertSameProject, checkColumns, createCheck, reorder } from './survey.service.ts';
import { checkAccess, surveyEditor, surveyReader } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** One check with its spot, results and photos, as every check call answers it. */
export async function answerCheck(deps: AppDeps, checkId: string) {
  const { content } = await checksPage(deps.db, {
    where: eq(checks.id, checkId),
    limit: 1,
    offset: 0,
    images: (rows) => rows.map((row) => checkImageAnswer(deps, row)),
  });
  if (!content[0]) throw notFound();
  return content[0];
}

/** Escapes LIKE wildcards in a search text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Checks at spots (spec section 7: Checks): add, read, change, list with search and archive, reorder. */
export const checksRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);

  app.post(
    '/ihm/spots/:id/checks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a visual or sample check at a spot',
        params: ZIdParam,
        body: ZCheckCreate,
        response: { 201: ZCheck, ...errors },
      },
    },
    async (request, reply) => {
      const [spot] = await deps.db.select().from(spots).where(eq(spots.id, request.params.id));
      if (!spot) throw notFound();
      await surveyEditor(deps, request, spot.projectId);
      const row = await createCheck(deps.db, { spot, body: request.body, userId: authOf(request).userId });
      return reply.status(201).send(await answerCheck(deps, row.id));
    },
  );

  app.get(
    '/ihm/checks/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A check with its spot, results and photos',
        params: ZIdParam,
        response: { 200: ZCheck, ...errors },
      },
    },
    async (request) => {
      await checkAccess(deps, request, request.params.id, false);
      return answerCheck(deps, request.params.id);
    },
  );

  app.patch(
    '/ihm/checks/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a check; enabled false archives it',
        params: ZIdParam,
        body: ZCheckPatch,
        response: { 200: ZCheck, ...errors },
      },
    },
    async (request) => {
      const check = await checkAccess(deps, request, request.params.id, true);
      await assertSameProject(deps.db, check.projectId, request.body);
      if (request.body.referenced_check_ids?.includes(check.id))
        throw badRequest('Invalid request', [
          { path: '/referenced_check_ids', message: 'A check cannot reference itself' },
        ]);
      await deps.db.update(checks).set(checkColumns(request.body)).where(eq(checks.id, check.id));
      return answerCheck(deps, check.id);
    },
  );

  app.get(
    '/ihm/projects/:id/checks',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's checks in order: search, type, plan; archived lists the disabled ones",
        params: ZIdParam,
        querystring: ZCheckListQuery,
        response: { 200: ZCheckPage, ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const { query } = request;
      const conditions: (SQL | undefined)[] = [
        eq(checks.projectId, request.params.id),
        eq(checks.enabled, query.archived !== 'true'),
      ];
      if (query.check_type) conditions.push(eq(checks.type, query.check_type));
      if (query.deckplan_id) conditions.push(eq(checks.deckplanId, query.deckplan_id));
      if (query.search) {
        const text = likeText(query.search);
        conditions.push(
          or(
            ilike(checks.name, text),
            ilike(checks.equipment, text),
            ilike(checks.component, text),
            ilike(checks.material, text),
            ilike(checks.color, text),
            ilike(spots.location, text),
            ilike(spots.compartment, text),
          ),
        );
      }
      return checksPage(deps.db, {
        where: and(...conditions) as SQL,
        limit: query.page_limit,
        offset: query.page_offset,
        images: (rows) => rows.map((row) => checkImageAnswer(deps, row)),
      });
    },
  );

  app.post(
    '/ihm/projects/:id/checks/reorder',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reorder checks: the named ones take their current places in the order given (others stay)',
        params: ZIdParam,
        body: ZReorder,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await surveyEditor(deps, request, request.params.id);
      await reorder(deps.db, checks, request.params.id, request.body.ids);
      return reply.status(204).send(null);
    },
  );

  app.register(async (scope) => photosRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps));

  app.get(
    '/ihm/projects/:id/suggested-values',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Equipment, component, material, colour, location and compartment values the project holds',
        params: ZIdParam,
        response: { 200: ZSuggestedValues, ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      return suggestedValues(deps.db, request.params.id);
    },
  );
};
