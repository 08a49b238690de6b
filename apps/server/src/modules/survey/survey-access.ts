import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { authOf } from '../sessions/session-auth.ts';

/** Everyone who sees the project reads its survey. */
export const surveyReader = (deps: AppDeps, request: FastifyRequest, projectId: string) =>
  requireProjectAccess(deps.db, { projectId, userId: authOf(request).userId, now: deps.now() });

/**
 * The surveyor writes it: the project's hazardous materials experts (and its managers), with
 * write access — the same people who shape its decks and plans.
 */
export const surveyEditor = (deps: AppDeps, request: FastifyRequest, projectId: string) =>
  requireProjectAccess(deps.db, {
    projectId,
    userId: authOf(request).userId,
    now: deps.now(),
    level: 'READWRITE',
    capability: ['ihm.maint.is_expert', 'ihm.maint.is_manager'],
  });
