// Enumerations of teams, projects and buckets (maintenance spec sections 1, 3 and 6).

export const TEAM_FEATURES = ['ihm.maint', 'ihm.expert', 'ihm.customer'] as const;
export type TeamFeature = (typeof TEAM_FEATURES)[number];

export const PRICING_MODELS = ['FREEMIUM', 'PREMIUM'] as const;
export type PricingModel = (typeof PRICING_MODELS)[number];

export const ACCESS_TO = ['IHM', 'DOCKSHELF', 'IHM_DOCKSHELF'] as const;
export type AccessTo = (typeof ACCESS_TO)[number];

export const BUCKET_TYPES = ['ihm_maint', 'ihm_expert', 'md_management', 'new_build'] as const;
export type BucketType = (typeof BUCKET_TYPES)[number];

/** The role a bucket plays for a project through a bucket-project link. */
export const BUCKET_PROJECT_ROLES = ['ihm_maint', 'ihm_expert'] as const;
export type BucketProjectRole = (typeof BUCKET_PROJECT_ROLES)[number];

export const CAPABILITIES = [
  'ihm.maint.is_expert',
  'ihm.maint.is_crew',
  'ihm.maint.is_rules_manager',
  'ihm.maint.is_manager',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export const PROJECT_PAGE_SIZE = 50;
