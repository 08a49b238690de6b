import { ZIdParam, ZJobRun } from '@keelson/contract';
import type { RoutesPlugin } from '../../app-context.ts';
import { errorAnswers } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { findJobRunOf, jobRunAnswer, retryJobRun } from './job-run.service.ts';

const errors = errorAnswers(400, 401, 404);

/**
 * Background jobs as their requester sees them. Resources that have a job (import jobs, reports,
 * batch jobs) answer the same object in their own fields; this is the shared way to follow one.
 */
export const jobsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['jobs'];
  const session = requireSession(deps);

  app.get(
    '/jobs/:id',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'A background job you started: status, phase, progress, time left, failure',
        params: ZIdParam,
        response: { 200: ZJobRun, ...errors },
      },
    },
    async (request) => {
      const callerId = authOf(request).userId;
      return jobRunAnswer(deps, await findJobRunOf(deps, { id: request.params.id, callerId }), callerId);
    },
  );

  app.post(
    '/jobs/:id/retry',
    {
      onRequest: session,
      schema: {
        tags,
        summary: 'Start a failed job of yours again',
        params: ZIdParam,
        response: { 200: ZJobRun, ...errors },
      },
    },
    async (request) => retryJobRun(deps, { id: request.params.id, callerId: authOf(request).userId }),
  );
};
