import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TEAM_MEMBERSHIP_ROLES, TEAM_MEMBERSHIP_STATUSES } from '../maintenance/access.constants.ts';
import {
  canKeepMaintenanceData,
  derivedRoles,
  dockshelfAccessMode,
  maintenanceState,
  type ProjectRelation,
  projectAccess,
} from './capabilities.rules.ts';
import { CAPABILITIES, type Capability, type TeamFeature } from './organisation.constants.ts';
import {
  canCreateProject,
  canManageTeam,
  dataOwnerName,
  fullName,
  isExpertTeam,
  membershipActivity,
} from './teams.rules.ts';

const expertTeam = { available_features: ['ihm.expert', 'ihm.maint'] as const };
const customerTeam = { available_features: ['ihm.customer', 'ihm.maint'] as const };

describe('team rules', () => {
  it('an expert team has ihm.expert', () => {
    expect(isExpertTeam(expertTeam)).toBe(true);
    expect(isExpertTeam(customerTeam)).toBe(false);
  });

  it.each([
    ['accepted', 'active'],
    ['invited', 'pending'],
    ['rejected', 'inactive'],
    ['revoked', 'inactive'],
  ] as const)('membership %s is %s', (status, activity) => {
    expect(membershipActivity(status)).toBe(activity);
  });

  // Every role × status: only accepted legal and manager members manage; project creation also needs an expert team.
  const rows = TEAM_MEMBERSHIP_ROLES.flatMap((role) =>
    TEAM_MEMBERSHIP_STATUSES.map((status) => [role, status] as const),
  );
  it.each(rows)('%s member with status %s', (role, status) => {
    const manages = status === 'accepted' && (role === 'legal' || role === 'manager');
    expect(canManageTeam({ role, status })).toBe(manages);
    expect(canCreateProject(expertTeam, { role, status })).toBe(manages);
    expect(canCreateProject(customerTeam, { role, status })).toBe(false);
  });

  it('no membership manages nothing', () => {
    expect(canManageTeam(null)).toBe(false);
    expect(canCreateProject(expertTeam, undefined)).toBe(false);
  });

  it.each([
    [{ first_name: 'Anna', last_name: 'Berg', email: 'a@b.co' }, 'Anna Berg'],
    [{ first_name: 'Anna', last_name: null, email: 'a@b.co' }, 'Anna'],
    [{ first_name: ' ', last_name: '', email: 'a@b.co' }, 'a@b.co'],
    [{ email: 'a@b.co' }, 'a@b.co'],
  ])('full name of %j is %s', (user, name) => {
    expect(fullName(user)).toBe(name);
  });

  it('data owner name: the team name, else the user full name', () => {
    expect(dataOwnerName({ team: { name: 'Blue Fleet' }, user: { email: 'x@y.z' } })).toBe('Blue Fleet');
    expect(dataOwnerName({ team: null, user: { first_name: 'Jo', email: 'x@y.z' } })).toBe('Jo');
    expect(dataOwnerName({})).toBe('');
  });
});

describe('projectAccess', () => {
  const member = (
    role: (typeof TEAM_MEMBERSHIP_ROLES)[number],
    features: readonly TeamFeature[] = expertTeam.available_features,
  ) => ({ kind: 'owner_team_member', role, team_features: features }) as const;
  const grant = (access_mode: 'READ' | 'READWRITE' | 'NONE', capabilities: Capability[]) =>
    ({ kind: 'grant', access_mode, capabilities }) as const;

  it.each<[string, ProjectRelation[], string, Capability[]]>([
    ['stranger', [], 'NONE', []],
    ['owner user', [{ kind: 'owner_user' }], 'READWRITE', [...CAPABILITIES]],
    [
      'expert-team legal',
      [member('legal')],
      'READWRITE',
      ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager', 'ihm.maint.is_manager'],
    ],
    [
      'expert-team manager',
      [member('manager')],
      'READWRITE',
      ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager', 'ihm.maint.is_manager'],
    ],
    [
      'expert-team coordinator',
      [member('coordinator')],
      'READWRITE',
      ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager'],
    ],
    ['expert-team regular', [member('regular')], 'READWRITE', ['ihm.maint.is_expert']],
    ['guest', [member('guest')], 'READ', []],
    [
      'customer-team manager',
      [member('manager', customerTeam.available_features)],
      'READWRITE',
      ['ihm.maint.is_rules_manager', 'ihm.maint.is_manager'],
    ],
    [
      'customer-team coordinator',
      [member('coordinator', customerTeam.available_features)],
      'READWRITE',
      ['ihm.maint.is_rules_manager'],
    ],
    [
      'customer-team regular',
      [member('regular', customerTeam.available_features)],
      'READWRITE',
      ['ihm.maint.is_crew'],
    ],
    ['crew grant', [grant('READWRITE', ['ihm.maint.is_crew'])], 'READWRITE', ['ihm.maint.is_crew']],
    ['read grant', [grant('READ', [])], 'READ', []],
    ['NONE grant gives nothing', [grant('NONE', ['ihm.maint.is_expert'])], 'NONE', []],
    [
      'the highest level wins',
      [grant('READ', ['ihm.maint.is_crew']), member('regular')],
      'READWRITE',
      ['ihm.maint.is_expert', 'ihm.maint.is_crew'],
    ],
  ])('%s', (_name, relations, level, capabilities) => {
    expect(projectAccess(relations)).toEqual({ level, capabilities });
  });

  it('adding a relation never lowers the level or removes a capability', () => {
    const relation = fc.oneof(
      fc.constant<ProjectRelation>({ kind: 'owner_user' }),
      fc.constantFrom(...TEAM_MEMBERSHIP_ROLES).map((role) => member(role) as ProjectRelation),
      fc
        .tuple(fc.constantFrom('READ', 'READWRITE', 'NONE' as const), fc.subarray([...CAPABILITIES]))
        .map(([mode, caps]) => grant(mode, caps) as ProjectRelation),
    );
    const rank = { NONE: 0, READ: 1, READWRITE: 2 } as const;
    fc.assert(
      fc.property(fc.array(relation), relation, (relations, extra) => {
        const before = projectAccess(relations);
        const after = projectAccess([...relations, extra]);
        expect(rank[after.level]).toBeGreaterThanOrEqual(rank[before.level]);
        for (const capability of before.capabilities) expect(after.capabilities).toContain(capability);
      }),
    );
  });
});

describe('derivedRoles', () => {
  it.each<[Capability[], Partial<ReturnType<typeof derivedRoles>>]>([
    [[], { expert: false, crew: false, crew_only: false, expert_or_rules_manager: false }],
    [['ihm.maint.is_crew'], { crew: true, crew_only: true, expert_and_crew: false }],
    [['ihm.maint.is_crew', 'ihm.maint.is_crew'], { crew_only: true }],
    [['ihm.maint.is_crew', 'ihm.maint.is_manager'], { crew: true, manager: true, crew_only: false }],
    [
      ['ihm.maint.is_expert', 'ihm.maint.is_crew'],
      { expert_and_crew: true, crew_only: false, expert_or_rules_manager: true },
    ],
    [['ihm.maint.is_rules_manager'], { rules_manager: true, expert_or_rules_manager: true, expert: false }],
  ])('%j', (capabilities, expected) => {
    expect(derivedRoles(capabilities)).toMatchObject(expected);
  });
});

describe('dockshelfAccessMode', () => {
  const permissions = [
    { capability: 'ihm.maint.is_crew' as const, premium: 'READWRITE' as const, freemium: 'READ' as const },
    { capability: 'ihm.maint.is_crew' as const, premium: 'READ' as const, freemium: 'NONE' as const },
    {
      capability: 'ihm.maint.is_expert' as const,
      premium: 'READWRITE' as const,
      freemium: 'READWRITE' as const,
    },
  ];
  it.each([
    ['PREMIUM', 'ihm.maint.is_crew', 'READWRITE'],
    ['FREEMIUM', 'ihm.maint.is_crew', 'READ'],
    ['FREEMIUM', 'ihm.maint.is_expert', 'READWRITE'],
    ['PREMIUM', 'ihm.maint.is_manager', 'NONE'],
  ] as const)('%s %s → %s', (pricing, capability, mode) => {
    expect(dockshelfAccessMode(pricing, permissions, capability)).toBe(mode);
  });
});

describe('maintenanceState', () => {
  it.each([
    [null, false, { available: false, active: false }],
    [['ihm.expert'] as const, true, { available: false, active: false }],
    [['ihm.maint'] as const, false, { available: true, active: false }],
    [['ihm.maint'] as const, true, { available: true, active: true }],
  ])('features %j, bucket %s → %j', (features, hasBucket, state) => {
    expect(maintenanceState({ ownerTeamFeatures: features, hasMaintenanceBucket: hasBucket })).toEqual(state);
  });
});

describe('canKeepMaintenanceData', () => {
  it.each<[Capability[], boolean]>([
    [[], false],
    [['ihm.maint.is_crew'], false],
    [['ihm.maint.is_rules_manager'], false],
    [['ihm.maint.is_expert'], true],
    [['ihm.maint.is_manager'], true],
    [['ihm.maint.is_crew', 'ihm.maint.is_manager'], true],
  ])('%j → %s', (capabilities, allowed) => {
    expect(canKeepMaintenanceData(capabilities)).toBe(allowed);
  });
});
