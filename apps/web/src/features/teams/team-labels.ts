import {
  LABELS,
  TEAM_FEATURES,
  TEAM_MEMBERSHIP_ROLES,
  type TeamFeature,
  type TeamMembershipStatus,
} from '@keelson/domain';

export const ROLE_LABELS = LABELS.teamMembershipRole;
export const roleOptions = TEAM_MEMBERSHIP_ROLES.map((value) => ({ value, label: ROLE_LABELS[value] }));

export const FEATURE_LABELS: Record<TeamFeature, string> = {
  'ihm.maint': 'Maintenance (ihm.maint)',
  'ihm.expert': 'Expert (ihm.expert)',
  'ihm.customer': 'Customer (ihm.customer)',
};
/** The short form on badges. */
export const FEATURE_BADGES = LABELS.teamFeature;
export const featureOptions = TEAM_FEATURES.map((value) => ({ value, label: FEATURE_LABELS[value] }));

export const STATUS_LABELS = LABELS.teamMembershipStatus;
export const STATUS_COLOURS: Record<TeamMembershipStatus, string> = {
  accepted: 'green',
  invited: 'yellow',
  rejected: 'gray',
  revoked: 'gray',
};
