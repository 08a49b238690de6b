// Enumerations of access grants (project permissions), team memberships and permission levels.

export const ACCESS_GRANT_STATUSES = ['accepted', 'rejected', 'issued', 'revoked'] as const;
export type AccessGrantStatus = (typeof ACCESS_GRANT_STATUSES)[number];

export const ACCESS_GRANT_STATES = ['pending', 'active', 'inactive'] as const;
export type AccessGrantState = (typeof ACCESS_GRANT_STATES)[number];

export const ACCESS_GRANT_INACTIVE_REASONS = ['revoked', 'rejected', 'expired'] as const;
export type AccessGrantInactiveReason = (typeof ACCESS_GRANT_INACTIVE_REASONS)[number];

/** Permission levels from lowest to highest; the highest present wins. */
export const PERMISSION_LEVELS = ['NONE', 'READ', 'READWRITE'] as const;
export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

export const TEAM_MEMBERSHIP_STATUSES = ['accepted', 'invited', 'rejected', 'revoked'] as const;
export type TeamMembershipStatus = (typeof TEAM_MEMBERSHIP_STATUSES)[number];

export const TEAM_MEMBERSHIP_ROLES = ['legal', 'manager', 'coordinator', 'regular', 'guest'] as const;
export type TeamMembershipRole = (typeof TEAM_MEMBERSHIP_ROLES)[number];
