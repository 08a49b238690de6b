import type { PermissionLevel, TeamMembershipRole } from '../maintenance/access.constants.ts';
import { highestPermissionLevel } from '../maintenance/access-grant.rules.ts';
import type { Capability, PricingModel, TeamFeature } from './organisation.constants.ts';

/**
 * How a user relates to a project. Only live relations are given: accepted memberships of the
 * owner team, and active grants (to the user, or to a team the user is an accepted member of).
 */
export type ProjectRelation =
  | { kind: 'owner_user' }
  | { kind: 'owner_team_member'; role: TeamMembershipRole; team_features: readonly TeamFeature[] }
  | { kind: 'grant'; access_mode: PermissionLevel; capabilities: readonly Capability[] };

export type ProjectAccess = { level: PermissionLevel; capabilities: Capability[] };

const ALL: readonly Capability[] = [
  'ihm.maint.is_expert',
  'ihm.maint.is_crew',
  'ihm.maint.is_rules_manager',
  'ihm.maint.is_manager',
];

/** What membership of the owning team gives, by role (the decision in docs/decisions/0005). */
function memberCapabilities(role: TeamMembershipRole, features: readonly TeamFeature[]): Capability[] {
  const expertTeam = features.includes('ihm.expert');
  switch (role) {
    case 'legal':
    case 'manager':
      return expertTeam
        ? ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager', 'ihm.maint.is_manager']
        : ['ihm.maint.is_manager', 'ihm.maint.is_rules_manager'];
    case 'coordinator':
      return expertTeam
        ? ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager']
        : ['ihm.maint.is_rules_manager'];
    case 'regular':
      return expertTeam ? ['ihm.maint.is_expert'] : ['ihm.maint.is_crew'];
    case 'guest':
      return [];
  }
}

function relationAccess(relation: ProjectRelation): ProjectAccess {
  switch (relation.kind) {
    case 'owner_user':
      return { level: 'READWRITE', capabilities: [...ALL] };
    case 'owner_team_member':
      return {
        level: relation.role === 'guest' ? 'READ' : 'READWRITE',
        capabilities: memberCapabilities(relation.role, relation.team_features),
      };
    case 'grant':
      return {
        level: relation.access_mode,
        capabilities: relation.access_mode === 'NONE' ? [] : [...relation.capabilities],
      };
  }
}

/** The user's access to a project: the highest level of all relations and the union of capabilities. */
export function projectAccess(relations: readonly ProjectRelation[]): ProjectAccess {
  const accesses = relations.map(relationAccess);
  const level = highestPermissionLevel(accesses.map((access) => access.level));
  if (level === 'NONE') return { level, capabilities: [] };
  const granted = new Set(accesses.flatMap((access) => access.capabilities));
  return { level, capabilities: ALL.filter((capability) => granted.has(capability)) };
}

export type DerivedRoles = {
  expert: boolean;
  crew: boolean;
  manager: boolean;
  rules_manager: boolean;
  expert_or_rules_manager: boolean;
  expert_and_crew: boolean;
  /** Exactly one capability, and it is crew. */
  crew_only: boolean;
};

export function derivedRoles(capabilities: readonly Capability[]): DerivedRoles {
  const has = (capability: Capability) => capabilities.includes(capability);
  const expert = has('ihm.maint.is_expert');
  const crew = has('ihm.maint.is_crew');
  const rulesManager = has('ihm.maint.is_rules_manager');
  return {
    expert,
    crew,
    manager: has('ihm.maint.is_manager'),
    rules_manager: rulesManager,
    expert_or_rules_manager: expert || rulesManager,
    expert_and_crew: expert && crew,
    crew_only: crew && new Set(capabilities).size === 1,
  };
}

/**
 * The document shelf's access mode for one capability: the highest level among the project's
 * permissions for it, read with the premium or the freemium mode by the project's pricing model.
 */
export function dockshelfAccessMode(
  pricingModel: PricingModel,
  permissions: readonly { capability: Capability; premium: PermissionLevel; freemium: PermissionLevel }[],
  capability: Capability,
): PermissionLevel {
  return highestPermissionLevel(
    permissions
      .filter((permission) => permission.capability === capability)
      .map((permission) => (pricingModel === 'PREMIUM' ? permission.premium : permission.freemium)),
  );
}

/** Maintenance is available if the owning team allows it (ihm.maint), active once it has a maintenance bucket. */
export function maintenanceState(props: {
  ownerTeamFeatures: readonly TeamFeature[] | null;
  hasMaintenanceBucket: boolean;
}): { available: boolean; active: boolean } {
  const available = Boolean(props.ownerTeamFeatures?.includes('ihm.maint'));
  return { available, active: available && props.hasMaintenanceBucket };
}

/** Experts and managers keep a company's maintenance data: its catalog and, until imports, its orders. */
export function canKeepMaintenanceData(capabilities: readonly Capability[]): boolean {
  return capabilities.includes('ihm.maint.is_expert') || capabilities.includes('ihm.maint.is_manager');
}
