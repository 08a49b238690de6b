import type { TPermission } from '@keelson/contract';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { permissionAnswers } from './permission.presenters.ts';
import { listProjectPermissions, listReceivedPermissions } from './permission.queries.ts';

async function requireUser(deps: AppDeps, userId: string) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound();
  return user;
}

/** A visible project's grants: all of them for its managers, otherwise those addressed to the caller. */
export async function getProjectPermissions(
  deps: AppDeps,
  props: { userId: string; projectId: string; include: ReadonlySet<string> },
): Promise<TPermission[]> {
  const access = await requireProjectAccess(deps.db, {
    projectId: props.projectId,
    userId: props.userId,
    now: deps.now(),
    allowRemoved: true,
  });
  const manager = access.capabilities.includes('ihm.maint.is_manager');
  const rows = await listProjectPermissions(deps.db, {
    projectId: props.projectId,
    addressee: manager ? undefined : await requireUser(deps, props.userId),
  });
  return permissionAnswers(deps, rows, props.include);
}

/** GET /users/{id}/received-permissions: only one's own (any other id is 404), in any state. */
export async function getReceivedPermissions(
  deps: AppDeps,
  props: { callerId: string; userId: string; include: ReadonlySet<string> },
): Promise<TPermission[]> {
  if (props.callerId !== props.userId) throw notFound();
  const rows = await listReceivedPermissions(deps.db, await requireUser(deps, props.userId));
  return permissionAnswers(deps, rows, props.include);
}
