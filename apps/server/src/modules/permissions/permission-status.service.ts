import type { TPermission } from '@keelson/contract';
import { accessGrantState, canManageTeam } from '@keelson/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { permissions, teamMemberships, users } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import { loadProjectAccess } from '../access/project-access.ts';
import { toPermission } from './permission.presenters.ts';
import { findPermission, type PermissionWithProject } from './permission.queries.ts';

/** How the caller stands to one grant. */
type GrantRoles = {
  grant: PermissionWithProject;
  user: { id: string; email: string };
  /** The grant is to the caller (by id, or by address before they had an account). */
  grantee: boolean;
  /** An accepted legal or manager member of the grantee team: answers for the team. */
  granteeTeamManager: boolean;
  granteeTeamMember: boolean;
  projectManager: boolean;
  issuer: boolean;
};

async function grantRoles(deps: AppDeps, permissionId: string, userId: string): Promise<GrantRoles> {
  const grant = await findPermission(deps.db, permissionId);
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!grant || !user) throw notFound();
  const membership = grant.grantedToTeamId
    ? (
        await deps.db
          .select({ role: teamMemberships.role, status: teamMemberships.status })
          .from(teamMemberships)
          .where(and(eq(teamMemberships.teamId, grant.grantedToTeamId), eq(teamMemberships.userId, userId)))
          .limit(1)
      )[0]
    : undefined;
  const access = await loadProjectAccess(deps.db, grant.subjectProjectId, userId, deps.now());
  return {
    grant,
    user,
    grantee:
      grant.grantedToUserId === userId ||
      (grant.grantedToUserId === null && grant.grantedToUserEmail === user.email),
    granteeTeamManager: canManageTeam(membership),
    granteeTeamMember: membership?.status === 'accepted',
    projectManager: Boolean(access?.capabilities.includes('ihm.maint.is_manager')),
    issuer: grant.issuedByUserId === userId,
  };
}

/** 404 for a grant the caller has nothing to do with, so its existence is not revealed. */
function requireVisible(roles: GrantRoles) {
  const visible = roles.grantee || roles.granteeTeamMember || roles.projectManager || roles.issuer;
  if (!visible) throw notFound();
}

/**
 * The grantee (the user, or a manager of the grantee team) accepts or rejects an issued grant.
 * Accepting links an address-only grant to the caller's account. An expired grant cannot be
 * accepted.
 */
export async function answerPermission(
  deps: AppDeps,
  props: { userId: string; permissionId: string; answer: 'accepted' | 'rejected' },
): Promise<TPermission> {
  const now = deps.now();
  const roles = await grantRoles(deps, props.permissionId, props.userId);
  requireVisible(roles);
  if (!roles.grantee && !roles.granteeTeamManager) throw forbidden('Only the grantee answers a grant');
  const { grant } = roles;
  if (grant.status !== 'issued') throw conflict(`The grant is ${grant.status}`);
  const state = accessGrantState(
    { status: grant.status, not_valid_before: grant.notValidBefore, not_valid_after: grant.notValidAfter },
    now,
  );
  if (props.answer === 'accepted' && state.reason === 'expired') throw conflict('The grant has expired');
  return changeStatus(deps, grant, {
    from: ['issued'],
    set: {
      status: props.answer,
      statusAt: now,
      ...(props.answer === 'accepted' && roles.grantee ? { grantedToUserId: props.userId } : {}),
    },
  });
}

/** The project's managers or the issuer revoke an issued or accepted grant; access ends at once. */
export async function revokePermission(
  deps: AppDeps,
  props: { userId: string; permissionId: string },
): Promise<TPermission> {
  const roles = await grantRoles(deps, props.permissionId, props.userId);
  requireVisible(roles);
  if (!roles.projectManager && !roles.issuer) throw forbidden('Only project managers and the issuer revoke');
  if (roles.grant.status !== 'issued' && roles.grant.status !== 'accepted') {
    throw conflict(`The grant is ${roles.grant.status}`);
  }
  return changeStatus(deps, roles.grant, {
    from: ['issued', 'accepted'],
    set: { status: 'revoked', statusAt: deps.now() },
  });
}

/** The change happens only if the grant is still in a state it may leave (else 409). */
async function changeStatus(
  deps: AppDeps,
  grant: PermissionWithProject,
  change: {
    from: ('issued' | 'accepted')[];
    set: Partial<typeof permissions.$inferInsert>;
  },
): Promise<TPermission> {
  const row = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(permissions)
      .set(change.set)
      .where(and(eq(permissions.id, grant.id), inArray(permissions.status, change.from)))
      .returning();
    if (!updated) throw conflict('The grant changed meanwhile');
    return updated;
  });
  return toPermission({ ...row, projectName: grant.projectName }, deps.now());
}
