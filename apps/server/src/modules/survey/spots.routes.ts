import { ZCheckPoint, ZDeckplan, ZIdParam, ZSpot, ZSpotCreate, ZSpotPatch } from '@keelson/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { deckplans, decks, spots } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { deckplanAnswer } from '../decks/deck.presenters.ts';
import { findDeckplan, usageByPlan } from '../decks/deck.queries.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { spotAnswer } from './survey.presenters.ts';
import { checkPoints } from './survey.queries.ts';
import { planForSpot } from './survey.service.ts';
import { surveyEditor, surveyReader } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);
const parentsEnabled = sql<boolean>`(${deckplans.enabled} and ${decks.enabled})`;

/** Spots on the plans (spec section 7: Checks) and a plan with its check points. */
export const spotsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);

  app.post(
    '/ihm/deckplans/:id/spots',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Mark a spot on a deck plan (plan pixels) where checks are made',
        params: ZIdParam,
        body: ZSpotCreate,
        response: { 201: ZSpot, ...errors },
      },
    },
    async (request, reply) => {
      const { plan } = await findDeckplan(deps.db, request.params.id);
      await surveyEditor(deps, request, plan.projectId);
      await planForSpot(deps.db, plan.id, request.body);
      const [row] = await deps.db
        .insert(spots)
        .values({
          projectId: plan.projectId,
          deckId: plan.deckId,
          deckplanId: plan.id,
          x: request.body.x,
          y: request.body.y,
          location: request.body.location || null,
          compartment: request.body.compartment || null,
          position: request.body.position || null,
          subposition: request.body.subposition || null,
          createdByUserId: authOf(request).userId,
        })
        .returning();
      if (!row) throw new Error('spot not created');
      return reply.status(201).send(spotAnswer(row, true));
    },
  );

  app.patch(
    '/ihm/spots/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Move a spot, describe its place, or disable it',
        params: ZIdParam,
        body: ZSpotPatch,
        response: { 200: ZSpot, ...errors },
      },
    },
    async (request) => {
      const [spot] = await deps.db.select().from(spots).where(eq(spots.id, request.params.id));
      if (!spot) throw notFound();
      await surveyEditor(deps, request, spot.projectId);
      const { body } = request;
      if (body.x !== undefined && body.y !== undefined)
        await planForSpot(deps.db, spot.deckplanId, { x: body.x, y: body.y });
      const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
      await deps.db
        .update(spots)
        .set({
          x: body.x,
          y: body.y,
          enabled: body.enabled,
          location: text(body.location),
          compartment: text(body.compartment),
          position: text(body.position),
          subposition: text(body.subposition),
        })
        .where(eq(spots.id, spot.id));
      const [row] = await deps.db
        .select({ spot: spots, parentsEnabled })
        .from(spots)
        .innerJoin(deckplans, eq(deckplans.id, spots.deckplanId))
        .innerJoin(decks, eq(decks.id, spots.deckId))
        .where(eq(spots.id, spot.id));
      if (!row) throw notFound();
      return spotAnswer(row.spot, row.parentsEnabled);
    },
  );

  app.get(
    '/ihm/projects/:id/spots',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's spots with their effective enablement",
        params: ZIdParam,
        response: { 200: z.array(ZSpot), ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const rows = await deps.db
        .select({ spot: spots, parentsEnabled })
        .from(spots)
        .innerJoin(deckplans, eq(deckplans.id, spots.deckplanId))
        .innerJoin(decks, eq(decks.id, spots.deckId))
        .where(eq(spots.projectId, request.params.id))
        .orderBy(asc(spots.createdAt));
      return rows.map((row) => spotAnswer(row.spot, row.parentsEnabled));
    },
  );

  app.get(
    '/ihm/deckplans/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A deck plan with its check points coloured by contamination level',
        params: ZIdParam,
        response: { 200: ZDeckplan.extend({ check_points: z.array(ZCheckPoint) }), ...errors },
      },
    },
    async (request) => {
      const { plan, deck } = await findDeckplan(deps.db, request.params.id);
      await surveyReader(deps, request, plan.projectId);
      const [usage, points] = await Promise.all([
        usageByPlan(deps.db, plan.projectId),
        checkPoints(deps.db, plan.id),
      ]);
      return { ...deckplanAnswer(deps, plan, deck.enabled, usage), check_points: points };
    },
  );
};
