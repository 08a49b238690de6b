import { canManageTeam } from '@keelson/domain';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { loadTeamAccess, type TeamAccess } from '../access/team-access.ts';
import { findUserById } from '../users/user.queries.ts';
import { isOwnMembership, type MembershipRow } from './membership.queries.ts';
import { visibleStatuses } from './membership.rules.ts';

export type MembershipAccess = {
  membership: MembershipRow;
  team: TeamAccess['team'];
  /** The membership is the caller's own (linked to them, or invited by their address). */
  isSelf: boolean;
  /** The caller is an accepted legal or manager member of the membership's team. */
  isManager: boolean;
};

/**
 * Who sees a membership: its member; the team's managers; the team's other accepted members
 * while it is accepted or invited (as in the team's member list). Anyone else gets 404.
 */
export async function membershipAccess(
  db: Database,
  membership: MembershipRow | undefined,
  callerId: string,
): Promise<MembershipAccess> {
  if (!membership) throw notFound();
  const access = await loadTeamAccess(db, membership.teamId, callerId);
  if (!access) throw notFound();
  let isSelf = membership.userId === callerId;
  if (!membership.userId) {
    const caller = await findUserById(db, callerId);
    isSelf = Boolean(caller && isOwnMembership(membership, caller));
  }
  const isManager = canManageTeam(access.membership);
  const isMember = access.membership?.status === 'accepted';
  const visible = isSelf || (isMember && visibleStatuses(isManager).includes(membership.status));
  if (!visible) throw notFound();
  return { membership, team: access.team, isSelf, isManager };
}
