import { ZCheckResultFields, ZIdParam, ZSurveyResult, ZSurveyResultPatch } from '@keelson/contract';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { checks, surveyResults } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { resultAnswer } from './survey.presenters.ts';
import { refreshContaminationLevel } from './survey.service.ts';
import { checkAccess, surveyEditor, surveyReader } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

type ResultBody = {
  hazmat?: string;
  contamination?: string;
  concentration?: number | null;
  concentration_unit?: string | null;
  hazmat_details?: string;
  remarks?: string;
  recommendation?: string;
  enabled?: boolean;
};

const resultColumns = (body: ResultBody) => ({
  hazmat: body.hazmat,
  contamination: body.contamination,
  enabled: body.enabled,
  concentration: body.concentration,
  concentrationUnit: body.concentration_unit,
  hazmatDetails: body.hazmat_details === undefined ? undefined : body.hazmat_details || null,
  remarks: body.remarks === undefined ? undefined : body.remarks || null,
  recommendation: body.recommendation === undefined ? undefined : body.recommendation || null,
});

/**
 * Laboratory results of checks (spec section 7: Checks): one per hazmat and check; every change
 * keeps the check's contamination level in the same transaction.
 */
export const resultsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);

  app.post(
    '/ihm/checks/:id/results',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Record a result of the check for one hazmat (contamination, concentration, details)',
        params: ZIdParam,
        body: ZCheckResultFields,
        response: { 201: ZSurveyResult, ...errors },
      },
    },
    async (request, reply) => {
      const check = await checkAccess(deps, request, request.params.id, true);
      const row = await deps.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(surveyResults)
          .values({
            ...resultColumns(request.body),
            hazmat: request.body.hazmat,
            contamination: request.body.contamination,
            projectId: check.projectId,
            checkId: check.id,
            createdByUserId: authOf(request).userId,
          })
          .returning();
        await refreshContaminationLevel(tx, check.id);
        return inserted;
      });
      if (!row) throw new Error('result not created');
      return reply.status(201).send(resultAnswer(row, check));
    },
  );

  app.get(
    '/ihm/checks/:id/results',
    {
      onRequest,
      schema: {
        tags,
        summary: "The check's results",
        params: ZIdParam,
        response: { 200: z.array(ZSurveyResult), ...errors },
      },
    },
    async (request) => {
      const check = await checkAccess(deps, request, request.params.id, false);
      const rows = await deps.db
        .select()
        .from(surveyResults)
        .where(eq(surveyResults.checkId, check.id))
        .orderBy(asc(surveyResults.createdAt));
      return rows.map((row) => resultAnswer(row, check));
    },
  );

  app.get(
    '/ihm/projects/:id/results',
    {
      onRequest,
      schema: {
        tags,
        summary: "Every result of the project's checks (the sample list of the report)",
        params: ZIdParam,
        response: { 200: z.array(ZSurveyResult), ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const rows = await deps.db
        .select({ result: surveyResults, check: checks })
        .from(surveyResults)
        .innerJoin(checks, eq(checks.id, surveyResults.checkId))
        .where(eq(surveyResults.projectId, request.params.id))
        .orderBy(asc(checks.index), asc(surveyResults.createdAt));
      return rows.map((row) => resultAnswer(row.result, row.check));
    },
  );

  app.patch(
    '/ihm/results/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Correct a result, or disable it (it then no longer counts for the contamination level)',
        params: ZIdParam,
        body: ZSurveyResultPatch,
        response: { 200: ZSurveyResult, ...errors },
      },
    },
    async (request) => {
      const [found] = await deps.db
        .select({ result: surveyResults, check: checks })
        .from(surveyResults)
        .innerJoin(checks, eq(checks.id, surveyResults.checkId))
        .where(eq(surveyResults.id, request.params.id));
      if (!found) throw notFound();
      await surveyEditor(deps, request, found.check.projectId);
      const row = await deps.db.transaction(async (tx) => {
        const [saved] = await tx
          .update(surveyResults)
          .set(resultColumns(request.body))
          .where(eq(surveyResults.id, found.result.id))
          .returning();
        await refreshContaminationLevel(tx, found.check.id);
        return saved;
      });
      return resultAnswer(row ?? found.result, found.check);
    },
  );
};
