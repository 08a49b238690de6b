import type { TeamMembershipRole, TeamMembershipStatus } from '../maintenance/access.constants.ts';
import type { TeamFeature } from './organisation.constants.ts';

export type TeamLike = { available_features: readonly TeamFeature[] };
export type MembershipLike = { status: TeamMembershipStatus; role: TeamMembershipRole };

/** A team is an expert team if it has the ihm.expert feature. */
export function isExpertTeam(team: TeamLike): boolean {
  return team.available_features.includes('ihm.expert');
}

/** Accepted is active, invited is pending, rejected and revoked are inactive. */
export function membershipActivity(status: TeamMembershipStatus): 'active' | 'pending' | 'inactive' {
  if (status === 'accepted') return 'active';
  if (status === 'invited') return 'pending';
  return 'inactive';
}

const MANAGING_ROLES: readonly TeamMembershipRole[] = ['legal', 'manager'];

/** Only accepted legal and manager members manage a team's members and settings. */
export function canManageTeam(membership: MembershipLike | null | undefined): boolean {
  return Boolean(membership && membership.status === 'accepted' && MANAGING_ROLES.includes(membership.role));
}

/** Creating projects is for accepted legal or manager members of an expert team. */
export function canCreateProject(team: TeamLike, membership: MembershipLike | null | undefined): boolean {
  return isExpertTeam(team) && canManageTeam(membership);
}

/** Full name is first plus last name, falling back to the email. */
export function fullName(user: {
  first_name?: string | null;
  last_name?: string | null;
  email: string;
}): string {
  const name = [user.first_name, user.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

/** A bucket's (or project's) data owner name: the team's name, else the user's full name. */
export function dataOwnerName(owner: {
  team?: { name: string } | null;
  user?: { first_name?: string | null; last_name?: string | null; email: string } | null;
}): string {
  if (owner.team) return owner.team.name;
  if (owner.user) return fullName(owner.user);
  return '';
}
