import type { TTeamMembership } from '@keelson/contract';
import { canManageTeam } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import { notFound } from '../../errors.ts';
import { requireTeamMember } from '../access/team-access.ts';
import { findUserById } from '../users/user.queries.ts';
import {
  findMembershipById,
  listMembershipsOfUser,
  listTeamMemberships,
  membershipAnswers,
} from './membership.queries.ts';
import { visibleStatuses } from './membership.rules.ts';
import { membershipAccess } from './membership-access.ts';

type Include = { include: ReadonlySet<string> };

/** A team's members: accepted members see accepted and invited ones, managers every status. */
export async function listMembershipsOfTeam(
  deps: AppDeps,
  props: Include & { teamId: string; callerId: string },
): Promise<TTeamMembership[]> {
  const access = await requireTeamMember(deps.db, props.teamId, props.callerId);
  const statuses = visibleStatuses(canManageTeam(access.membership));
  const rows = await listTeamMemberships(deps.db, props.teamId, statuses);
  return membershipAnswers(deps, rows, props.include);
}

/** The caller's own memberships, every status, with the invitations to their address not linked yet. */
export async function listOwnMemberships(
  deps: AppDeps,
  props: Include & { callerId: string; userId: string },
): Promise<TTeamMembership[]> {
  if (props.userId !== props.callerId) throw notFound();
  const user = await findUserById(deps.db, props.callerId);
  if (!user) throw notFound();
  const rows = await listMembershipsOfUser(deps.db, user);
  return membershipAnswers(deps, rows, props.include);
}

export async function getMembership(
  deps: AppDeps,
  props: Include & { callerId: string; membershipId: string },
): Promise<TTeamMembership> {
  const membership = await findMembershipById(deps.db, props.membershipId);
  const access = await membershipAccess(deps.db, membership, props.callerId);
  const [answer] = await membershipAnswers(deps, [access.membership], props.include);
  if (!answer) throw notFound();
  return answer;
}
