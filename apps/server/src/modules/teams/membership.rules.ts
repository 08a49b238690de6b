import type { TeamMembershipRole, TeamMembershipStatus } from '@keelson/domain';

/** Pure rules of membership changes; the services apply them under the team's lock. */

export type MembershipAction = 'accept' | 'reject' | 'revoke' | 'change_role';

const ALLOWED_FROM: Record<MembershipAction, readonly TeamMembershipStatus[]> = {
  accept: ['invited'],
  reject: ['invited'],
  revoke: ['invited', 'accepted'],
  change_role: ['invited', 'accepted'],
};

/** Invitations are accepted or rejected; invited and accepted memberships are revoked or change role. */
export function canTransition(status: TeamMembershipStatus, action: MembershipAction): boolean {
  return ALLOWED_FROM[action].includes(status);
}

/** Statuses from which an invitation of the same person opens the membership again. */
export function canReinvite(status: TeamMembershipStatus): boolean {
  return status === 'rejected' || status === 'revoked';
}

export function isManagingRole(role: TeamMembershipRole): boolean {
  return role === 'legal' || role === 'manager';
}

type Membership = { status: TeamMembershipStatus; role: TeamMembershipRole };

/**
 * Whether a change takes away the team's last accepted legal or manager member, which would leave
 * nobody able to manage it.
 */
export function removesLastManager(props: {
  before: Membership;
  after: Membership;
  otherManagers: number;
}): boolean {
  const was = props.before.status === 'accepted' && isManagingRole(props.before.role);
  const stays = props.after.status === 'accepted' && isManagingRole(props.after.role);
  return was && !stays && props.otherManagers === 0;
}

/** Which statuses of a team's memberships a member sees: managers all, other accepted members the live ones. */
export function visibleStatuses(isManager: boolean): readonly TeamMembershipStatus[] {
  return isManager ? ['accepted', 'invited', 'rejected', 'revoked'] : ['accepted', 'invited'];
}
