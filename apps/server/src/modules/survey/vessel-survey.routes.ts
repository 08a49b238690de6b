import { ZIdParam, ZVesselSurvey, ZVesselSurveyAnswer, ZVesselSurveyPut } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { ships, vesselSurveys } from '../../db/schema/index.ts';
import { errorAnswers } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { surveyEditor, surveyReader } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404);

/**
 * The ship's survey data for the IHM report (spec section 3: Vessel survey): read by everyone on the
 * project (the ship's name and IMO number filled from the project until the surveyor sets them),
 * replaced as a whole by its surveyors.
 */
export const vesselSurveyRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);

  app.get(
    '/ihm/projects/:id/vessel-survey',
    {
      onRequest,
      schema: {
        tags,
        summary: "The ship's survey data for the report",
        params: ZIdParam,
        response: { 200: ZVesselSurveyAnswer, ...errors },
      },
    },
    async (request) => {
      const { project } = await surveyReader(deps, request, request.params.id);
      const [row] = await deps.db.select().from(vesselSurveys).where(eq(vesselSurveys.projectId, project.id));
      const data = ZVesselSurvey.parse(row?.data ?? {});
      const [ship] = await deps.db.select().from(ships).where(eq(ships.id, project.shipId));
      data.ship.name ??= ship?.name ?? null;
      data.ship.imo_number ??= ship?.imo && /^\d{7}$/.test(ship.imo) ? ship.imo : null;
      return { data, updated_at: row?.updatedAt?.toISOString() ?? null };
    },
  );

  app.put(
    '/ihm/projects/:id/vessel-survey',
    {
      onRequest,
      schema: {
        tags,
        summary: "Replace the ship's survey data",
        params: ZIdParam,
        body: ZVesselSurveyPut,
        response: { 200: ZVesselSurveyAnswer, ...errors },
      },
    },
    async (request) => {
      await surveyEditor(deps, request, request.params.id);
      const now = deps.now();
      const values = { data: request.body, updatedAt: now, updatedByUserId: authOf(request).userId };
      await deps.db
        .insert(vesselSurveys)
        .values({ projectId: request.params.id, ...values })
        .onConflictDoUpdate({ target: vesselSurveys.projectId, set: values });
      return { data: request.body, updated_at: now.toISOString() };
    },
  );
};
