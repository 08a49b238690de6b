import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { checks } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
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

/** The check and the caller's right to read (or, with `edit`, to write) its project's survey. */
export async function checkAccess(deps: AppDeps, request: FastifyRequest, checkId: string, edit: boolean) {
  const [check] = await deps.db.select().from(checks).where(eq(checks.id, checkId));
  if (!check) throw notFound();
  await (edit ? surveyEditor : surveyReader)(deps, request, check.projectId);
  return check;
}
