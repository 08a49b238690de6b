import {
  ACCESS_GRANT_STATUSES,
  ACCESS_TO,
  BUCKET_PROJECT_ROLES,
  BUCKET_TYPES,
  CAPABILITIES,
  PERMISSION_LEVELS,
  PRICING_MODELS,
  type ServiceLevels,
  serviceLevelProblems,
  TEAM_FEATURES,
  TEAM_MEMBERSHIP_ROLES,
  TEAM_MEMBERSHIP_STATUSES,
} from '@keelson/domain';
import { z } from 'zod';
import { ZEmail } from './accounts.ts';
import { ZInstant } from './dates.ts';

const ZText = (max: number) => z.string().trim().max(max);
const ZIso = z.string();

// ── Users ────────────────────────────────────────────────────────────────────────────────────────
export const ZUser = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  /** URL of the profile image, or null. */
  image: z.string().nullable(),
  available_features: z.array(z.string()),
  admin: z.boolean(),
  /** Shows the expert's view where the user is an expert (spec section 6); the user's, not the browser's. */
  expert_view: z.boolean(),
});
export type TUser = z.infer<typeof ZUser>;
export const ZUserPatch = z
  .object({ first_name: ZText(100).nullable(), last_name: ZText(100).nullable(), expert_view: z.boolean() })
  .partial()
  .strict();

// ── Teams and memberships ────────────────────────────────────────────────────────────────────────
export const ZTeamFeature = z.enum(TEAM_FEATURES);
export const ZTeam = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  available_features: z.array(ZTeamFeature),
});
export type TTeam = z.infer<typeof ZTeam>;
export const ZTeamCreate = z.object({
  name: ZText(120).min(1),
  description: ZText(2000).nullable().optional(),
  available_features: z.array(ZTeamFeature).max(3).optional(),
});
export const ZTeamPatch = z
  .object({ name: ZText(120).min(1), description: ZText(2000).nullable() })
  .partial()
  .strict();

export const ZMembershipRole = z.enum(TEAM_MEMBERSHIP_ROLES);
export const ZMembershipStatus = z.enum(TEAM_MEMBERSHIP_STATUSES);
export const ZTeamMembership = z.object({
  id: z.string(),
  team_id: z.string(),
  user_id: z.string().nullable(),
  invited_email: z.string().nullable(),
  status: ZMembershipStatus,
  role: ZMembershipRole,
  invited_at: ZIso.nullable(),
  accepted_at: ZIso.nullable(),
  rejected_at: ZIso.nullable(),
  revoked_at: ZIso.nullable(),
  team: ZTeam.optional(),
  user: ZUser.optional(),
});
export type TTeamMembership = z.infer<typeof ZTeamMembership>;
export const ZMembershipInvite = z.object({ email: ZEmail, role: ZMembershipRole });
export const ZMembershipPatch = z.object({ role: ZMembershipRole }).strict();

/** `include` lists are comma-separated names. */
export const ZInclude = z
  .string()
  .max(200)
  .optional()
  .transform(
    (value) =>
      new Set(
        (value ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean),
      ),
  );

// ── Buckets (companies) ──────────────────────────────────────────────────────────────────────────
/**
 * A company's service levels in days (spec: the bucket's settings): the supplier's two reminders and
 * overdue after the request, the expert's and the crew's overdue. Every item's deadlines follow them.
 */
export const ZServiceLevels = z.object({
  supplier_reminder1_after_days: z.number(),
  supplier_reminder2_after_days: z.number(),
  supplier_overdue_after_days: z.number(),
  expert_overdue_after_days: z.number(),
  crew_overdue_after_days: z.number(),
});
export type TServiceLevels = z.infer<typeof ZServiceLevels>;
/** The API's name of each service level. */
export const SERVICE_LEVEL_FIELD_OF = {
  supplierReminder1AfterDays: 'supplier_reminder1_after_days',
  supplierReminder2AfterDays: 'supplier_reminder2_after_days',
  supplierOverdueAfterDays: 'supplier_overdue_after_days',
  expertOverdueAfterDays: 'expert_overdue_after_days',
  crewOverdueAfterDays: 'crew_overdue_after_days',
} as const satisfies Record<keyof ServiceLevels, keyof TServiceLevels>;

export const toServiceLevels = (levels: TServiceLevels): ServiceLevels => ({
  supplierReminder1AfterDays: levels.supplier_reminder1_after_days,
  supplierReminder2AfterDays: levels.supplier_reminder2_after_days,
  supplierOverdueAfterDays: levels.supplier_overdue_after_days,
  expertOverdueAfterDays: levels.expert_overdue_after_days,
  crewOverdueAfterDays: levels.crew_overdue_after_days,
});

export const serviceLevelsAnswer = (levels: ServiceLevels): TServiceLevels => ({
  supplier_reminder1_after_days: levels.supplierReminder1AfterDays,
  supplier_reminder2_after_days: levels.supplierReminder2AfterDays,
  supplier_overdue_after_days: levels.supplierOverdueAfterDays,
  expert_overdue_after_days: levels.expertOverdueAfterDays,
  crew_overdue_after_days: levels.crewOverdueAfterDays,
});

export const ZBucketType = z.enum(BUCKET_TYPES);
export const ZBucket = z.object({
  id: z.string(),
  short_id: z.string(),
  created_at: ZIso,
  name: z.string(),
  role: ZBucketType,
  dataowner_team_id: z.string().nullable(),
  dataowner_user_id: z.string().nullable(),
  dataowner_name: z.string(),
  archived: z.boolean(),
  checked: z.boolean(),
  /** Whole days since an import job last wrote purchase data; null when none ever did. */
  days_since_last_import: z.number().int().nullable(),
  /**
   * The caller's work in it, counted on the task list their view opens (`task_list`: expert tasks
   * for experts, crew tasks for the others) and within the vessels they see: items in that list,
   * in its monitor list, and in that list past their deadline. Only the company answers
   * (GET /teams/{id}/ihm/companies, GET /ihm/maint/companies/{id}) carry them (decision 0032).
   */
  open_tasks: z.number().int().optional(),
  tasks_to_monitor: z.number().int().optional(),
  overdue_tasks: z.number().int().optional(),
  task_list: z.enum(['expert_tasks', 'crew_tasks']).optional(),
  /** The days its service levels give (the defaults where unset); only GET and PATCH companies/{id} carry them. */
  service_levels: ZServiceLevels.optional(),
});
export type TBucket = z.infer<typeof ZBucket>;

/**
 * PATCH companies/{id}: only the fields sent change. The data owner is a team or a user, never both
 * (which ones a manager may choose: decision 0032); the service levels are sent whole, checked by the
 * domain's rule (whole days from 1 to 365, the first reminder before the second, the second before
 * the supplier is overdue).
 */
export const ZBucketPatch = z
  .object({
    name: ZText(120).min(1),
    checked: z.boolean(),
    dataowner_team_id: z.string().uuid(),
    dataowner_user_id: z.string().uuid(),
    service_levels: ZServiceLevels.strict().superRefine((levels, context) => {
      for (const problem of serviceLevelProblems(toServiceLevels(levels)))
        context.addIssue({
          code: 'custom',
          path: [SERVICE_LEVEL_FIELD_OF[problem.field]],
          message: problem.message,
        });
    }),
  })
  .partial()
  .strict()
  .refine((patch) => patch.dataowner_team_id === undefined || patch.dataowner_user_id === undefined, {
    message: 'A company has one data owner: send a team or a user, not both',
    path: ['dataowner_user_id'],
  });
export type TBucketPatch = z.infer<typeof ZBucketPatch>;
export const ZBucketProject = z.object({
  id: z.string(),
  bucket_id: z.string(),
  project_id: z.string(),
  role: z.enum(BUCKET_PROJECT_ROLES),
  bucket: ZBucket.optional(),
});
export const ZBucketProjectCreate = z.object({
  bucket_id: z.string().uuid(),
  role: z.enum(BUCKET_PROJECT_ROLES),
});

// ── Ships and projects ───────────────────────────────────────────────────────────────────────────
export const ZShip = z.object({
  id: z.string(),
  imo: z.string().nullable(),
  name: z.string(),
  image: z.string().nullable(),
});
export const ZShipGroup = z.object({ id: z.string(), name: z.string() });
export const ZCapability = z.enum(CAPABILITIES);
export const ZPermissionLevel = z.enum(PERMISSION_LEVELS);
export const ZProject = z.object({
  id: z.string(),
  ship_id: z.string(),
  name: z.string(),
  dataowner_user_id: z.string().nullable(),
  dataowner_team_id: z.string().nullable(),
  type: z.string(),
  modified_at: ZIso,
  removed: z.boolean(),
  content_hash: z.string().nullable(),
  started_at: ZIso.nullable(),
  finished_at: ZIso.nullable(),
  accessTo: z.enum(ACCESS_TO),
  pricingModel: z.enum(PRICING_MODELS),
  ship: ZShip,
  owner_team: ZTeam.nullable(),
  owner_user: ZUser.nullable(),
  maintenance_bucket: ZBucket.nullable(),
  expert_bucket: ZBucket.nullable(),
  /** The caller's own access: level and capabilities. */
  access_mode: ZPermissionLevel,
  capabilities: z.array(ZCapability),
});
export type TProject = z.infer<typeof ZProject>;
export const ZProjectPage = z.object({
  items: z.array(ZProject),
  total: z.number().int(),
  page_limit: z.number().int(),
  page_offset: z.number().int(),
});
export const ZMyProjectsQuery = z.object({
  query: z.string().trim().max(200).optional(),
  groupId: z.string().uuid().optional(),
  removed: z.enum(['true', 'false']).optional(),
  // Lists page by 50 or 100 (spec section 9).
  page_limit: z.coerce
    .number()
    .int()
    .refine((size) => size === 50 || size === 100, 'page_limit is 50 or 100')
    .default(50),
  page_offset: z.coerce.number().int().min(0).default(0),
});
const ZImo = z
  .string()
  .trim()
  .regex(/^\d{7}$/, 'IMO number: 7 digits');
export const ZIhmProjectCreate = z.object({
  name: ZText(200).min(1),
  /** The owning team; without it the project is the caller's own (spec section 1: a personal owner). */
  dataowner_team_id: z.string().uuid().optional(),
  ship: z.object({
    name: ZText(120).min(1),
    imo: ZImo.nullable().optional(),
    group_id: z.string().uuid().nullable().optional(),
  }),
  accessTo: z.enum(ACCESS_TO).default('IHM'),
  pricingModel: z.enum(PRICING_MODELS).default('FREEMIUM'),
});
export const ZIhmProjectPatch = z
  .object({
    name: ZText(200).min(1),
    accessTo: z.enum(ACCESS_TO),
    pricingModel: z.enum(PRICING_MODELS),
    ship: z
      .object({ name: ZText(120).min(1), imo: ZImo.nullable() })
      .partial()
      .strict(),
  })
  .partial()
  .strict();
export const ZCustomerBucket = z.object({ customerBucketId: z.string().uuid() });
export const ZActivationState = z.object({
  is_available: z.boolean(),
  is_active: z.boolean(),
  maintenance_bucket_id: z.string().nullable(),
  expert_bucket_id: z.string().nullable(),
});
export const ZCheckCapabilities = z.object({ capabilities: z.array(z.string().max(100)).max(20) });
export const ZCheckCapabilitiesAnswer = z.object({ capabilities: z.record(z.string(), z.boolean()) });

// ── Access grants (permissions) ──────────────────────────────────────────────────────────────────
export const ZPermission = z.object({
  id: z.string(),
  issued_at: ZIso,
  is_managed: z.boolean(),
  access_mode: ZPermissionLevel,
  capabilities: z.array(ZCapability),
  status: z.enum(ACCESS_GRANT_STATUSES),
  status_at: ZIso,
  /** Derived: pending, active or inactive (with reason). */
  state: z.enum(['pending', 'active', 'inactive']),
  inactive_reason: z.enum(['revoked', 'rejected', 'expired']).nullable(),
  subject_project_id: z.string(),
  granted_to_user_id: z.string().nullable(),
  granted_to_user_email: z.string().nullable(),
  granted_to_team_id: z.string().nullable(),
  issued_by_user_id: z.string().nullable(),
  issued_by_team_id: z.string().nullable(),
  not_valid_before: ZIso.nullable(),
  not_valid_after: ZIso.nullable(),
  subject_project: z.object({ id: z.string(), name: z.string() }).optional(),
  issued_by: ZUser.nullable().optional(),
  granted_to_team: ZTeam.nullable().optional(),
  granted_to_user: ZUser.nullable().optional(),
});
export type TPermission = z.infer<typeof ZPermission>;
export const ZPermissionCreate = z
  .object({
    granted_to_user_email: ZEmail.optional(),
    granted_to_team_id: z.string().uuid().optional(),
    access_mode: z.enum(['READ', 'READWRITE']),
    capabilities: z.array(ZCapability).max(4).default([]),
    not_valid_before: ZInstant.nullable().optional(),
    not_valid_after: ZInstant.nullable().optional(),
  })
  .refine((grant) => Boolean(grant.granted_to_user_email) !== Boolean(grant.granted_to_team_id), {
    message: 'grant to exactly one user email or team',
  });

export const ZAuditLogCreate = z.object({
  objectId: z.string().max(100),
  objectName: z.string().max(200),
  type: z.string().max(50),
});
export const ZAppVersions = z.object({
  api: z.string(),
  web: z.string(),
  commit: z.string(),
  build_time: z.string(),
});

// ── Projects, grants and buckets API: queries and small answers ──────────────────────────────────
export const ZProjectExistsQuery = z.object({ access_to: z.enum(ACCESS_TO).optional() });
export const ZProjectExists = z.object({ exists: z.boolean() });

// ── Users and teams API ──────────────────────────────────────────────────────────────────────────
/** `?include=team,user` of membership answers. */
export const ZIncludeQuery = z.object({ include: ZInclude });
/** GET /teams/{id}/ihm/companies: the team's buckets of one type, or the customers of its expert bucket. */
export const ZTeamCompaniesQuery = z.object({
  role: ZBucketType.optional(),
  expert_bucket_id: z.string().uuid().optional(),
});
