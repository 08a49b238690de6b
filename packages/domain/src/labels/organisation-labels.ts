// Labels of grants, teams, capabilities and projects.
import type {
  AccessGrantInactiveReason,
  AccessGrantState,
  PermissionLevel,
  TeamMembershipRole,
  TeamMembershipStatus,
} from '../maintenance/index.ts';
import type {
  AccessTo,
  BucketProjectRole,
  Capability,
  PricingModel,
  TeamFeature,
} from '../organisation/index.ts';

export const ACCESS_GRANT_STATE: Record<AccessGrantState, string> = {
  pending: 'Pending',
  active: 'Active',
  inactive: 'Inactive',
};

export const ACCESS_GRANT_INACTIVE_REASON: Record<AccessGrantInactiveReason, string> = {
  revoked: 'Revoked',
  rejected: 'Rejected',
  expired: 'Expired',
};

export const PERMISSION_LEVEL: Record<PermissionLevel, string> = {
  NONE: 'None',
  READ: 'Read',
  READWRITE: 'Read and write',
};

export const TEAM_MEMBERSHIP_ROLE: Record<TeamMembershipRole, string> = {
  legal: 'Legal',
  manager: 'Manager',
  coordinator: 'Coordinator',
  regular: 'Regular',
  guest: 'Guest',
};

export const TEAM_MEMBERSHIP_STATUS: Record<TeamMembershipStatus, string> = {
  accepted: 'Active',
  invited: 'Invited',
  rejected: 'Rejected',
  revoked: 'Revoked',
};

export const CAPABILITY: Record<Capability, string> = {
  'ihm.maint.is_expert': 'Expert',
  'ihm.maint.is_crew': 'Crew',
  'ihm.maint.is_rules_manager': 'Rules manager',
  'ihm.maint.is_manager': 'Manager',
};

export const TEAM_FEATURE: Record<TeamFeature, string> = {
  'ihm.maint': 'Maintenance',
  'ihm.expert': 'Expert',
  'ihm.customer': 'Customer',
};

export const BUCKET_PROJECT_ROLE: Record<BucketProjectRole, string> = {
  ihm_maint: 'Maintenance',
  ihm_expert: 'Expert',
};

export const ACCESS_TO: Record<AccessTo, string> = {
  IHM: 'IHM',
  DOCKSHELF: 'Document shelf',
  IHM_DOCKSHELF: 'IHM and document shelf',
};

export const PRICING_MODEL: Record<PricingModel, string> = { FREEMIUM: 'Freemium', PREMIUM: 'Premium' };
