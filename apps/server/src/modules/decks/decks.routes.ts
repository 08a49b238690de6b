import {
  ZDeck,
  ZDeckCreate,
  ZDeckPatch,
  ZDeckplan,
  ZDeckplanCreate,
  ZDeckplanPatch,
  ZDeckReorder,
  ZIdParam,
} from '@keelson/contract';
import { eq, max, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { deckplans, decks } from '../../db/schema/index.ts';
import { badRequest, errorAnswers } from '../../errors.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { deckAnswer, deckplanAnswer } from './deck.presenters.ts';
import { findDeck, findDeckplan, projectDecks, usageByPlan } from './deck.queries.ts';
import { deckplanFileRoutes } from './deckplan-file.routes.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

/** Decks and deck plans of a ship's project (spec section 7): everyone on the project reads; experts and managers shape them. */
export const decksRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['decks'];
  const onRequest = requireSession(deps);
  const reader = (request: FastifyRequest, projectId: string) =>
    requireProjectAccess(deps.db, { projectId, userId: authOf(request).userId, now: deps.now() });
  const editor = (request: FastifyRequest, projectId: string) =>
    requireProjectAccess(deps.db, {
      projectId,
      userId: authOf(request).userId,
      now: deps.now(),
      level: 'READWRITE',
      capability: ['ihm.maint.is_expert', 'ihm.maint.is_manager'],
    });

  app.get(
    '/ihm/projects/:id/decks',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's decks in order, each with its deck plans",
        params: ZIdParam,
        response: { 200: z.array(ZDeck), ...errors },
      },
    },
    async (request) => {
      await reader(request, request.params.id);
      return projectDecks(deps, request.params.id);
    },
  );

  app.get(
    '/ihm/projects/:id/deckplans',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Every deck plan of the project, in deck order',
        params: ZIdParam,
        response: { 200: z.array(ZDeckplan), ...errors },
      },
    },
    async (request) => {
      await reader(request, request.params.id);
      return (await projectDecks(deps, request.params.id)).flatMap((deck) => deck.deckplans);
    },
  );

  app.post(
    '/ihm/projects/:id/decks',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a deck at the end',
        params: ZIdParam,
        body: ZDeckCreate,
        response: { 201: ZDeck, ...errors },
      },
    },
    async (request, reply) => {
      await editor(request, request.params.id);
      const [last] = await deps.db
        .select({ position: max(decks.position) })
        .from(decks)
        .where(eq(decks.projectId, request.params.id));
      const [deck] = await deps.db
        .insert(decks)
        .values({
          projectId: request.params.id,
          name: request.body.name,
          enabled: request.body.enabled ?? true,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      if (!deck) throw new Error('deck not created');
      return reply.status(201).send(deckAnswer(deps, deck, []));
    },
  );

  app.post(
    '/ihm/projects/:id/decks/reorder',
    {
      onRequest,
      schema: {
        tags,
        summary: "Put the project's decks in a new order (every deck exactly once)",
        params: ZIdParam,
        body: ZDeckReorder,
        response: { 200: z.array(ZDeck), ...errors },
      },
    },
    async (request) => {
      await editor(request, request.params.id);
      const order = request.body.deck_ids;
      await deps.db.transaction(async (tx) => {
        const current = await tx
          .select({ id: decks.id })
          .from(decks)
          .where(eq(decks.projectId, request.params.id))
          .for('update');
        const known = new Set(current.map((deck) => deck.id));
        if (
          new Set(order).size !== order.length ||
          order.length !== known.size ||
          !order.every((id) => known.has(id))
        )
          throw badRequest('Invalid request', [
            { path: '/deck_ids', message: 'Name every deck of the project exactly once' },
          ]);
        const positions = sql.join(
          order.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
          sql`, `,
        );
        await tx.execute(sql`
          update decks set position = v.position
          from (values ${positions}) as v(id, position)
          where decks.id = v.id`);
      });
      return projectDecks(deps, request.params.id);
    },
  );

  app.patch(
    '/ihm/decks/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a deck, or enable or disable it (its plans follow: effective enablement)',
        params: ZIdParam,
        body: ZDeckPatch,
        response: { 200: ZDeck, ...errors },
      },
    },
    async (request) => {
      const deck = await findDeck(deps.db, request.params.id);
      await editor(request, deck.projectId);
      const [saved] = await deps.db
        .update(decks)
        .set({
          ...(request.body.name !== undefined ? { name: request.body.name } : {}),
          ...(request.body.enabled !== undefined ? { enabled: request.body.enabled } : {}),
        })
        .where(eq(decks.id, deck.id))
        .returning();
      const plans = await deps.db.select().from(deckplans).where(eq(deckplans.deckId, deck.id));
      return deckAnswer(
        deps,
        saved ?? deck,
        plans.sort((a, b) => a.position - b.position),
        await usageByPlan(deps.db, deck.projectId),
      );
    },
  );

  app.post(
    '/ihm/decks/:id/deckplans',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add a deck plan (its image is uploaded with PUT /ihm/deckplans/{id}/file)',
        params: ZIdParam,
        body: ZDeckplanCreate,
        response: { 201: ZDeckplan, ...errors },
      },
    },
    async (request, reply) => {
      const deck = await findDeck(deps.db, request.params.id);
      await editor(request, deck.projectId);
      const [last] = await deps.db
        .select({ position: max(deckplans.position) })
        .from(deckplans)
        .where(eq(deckplans.deckId, deck.id));
      const [plan] = await deps.db
        .insert(deckplans)
        .values({
          projectId: deck.projectId,
          deckId: deck.id,
          name: request.body.name,
          enabled: request.body.enabled ?? true,
          position: (last?.position ?? -1) + 1,
        })
        .returning();
      if (!plan) throw new Error('deck plan not created');
      return reply.status(201).send(deckplanAnswer(deps, plan, deck.enabled));
    },
  );

  app.patch(
    '/ihm/deckplans/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Rename a deck plan, or enable or disable it',
        params: ZIdParam,
        body: ZDeckplanPatch,
        response: { 200: ZDeckplan, ...errors },
      },
    },
    async (request) => {
      const { plan, deck } = await findDeckplan(deps.db, request.params.id);
      await editor(request, plan.projectId);
      const [saved] = await deps.db
        .update(deckplans)
        .set({
          ...(request.body.name !== undefined ? { name: request.body.name } : {}),
          ...(request.body.enabled !== undefined ? { enabled: request.body.enabled } : {}),
        })
        .where(eq(deckplans.id, plan.id))
        .returning();
      return deckplanAnswer(deps, saved ?? plan, deck.enabled, await usageByPlan(deps.db, plan.projectId));
    },
  );

  app.register(async (scope) =>
    deckplanFileRoutes(scope.withTypeProvider<ZodTypeProvider>(), deps, { editor }),
  );
};
