import { TEAM_MEMBERSHIP_ROLES, TEAM_MEMBERSHIP_STATUSES } from '@keelson/domain';
import { describe, expect, it } from 'vitest';
import {
  canReinvite,
  canTransition,
  type MembershipAction,
  removesLastManager,
  visibleStatuses,
} from './membership.rules.ts';

describe('membership rules', () => {
  const expected: Record<MembershipAction, string[]> = {
    accept: ['invited'],
    reject: ['invited'],
    revoke: ['accepted', 'invited'],
    change_role: ['accepted', 'invited'],
  };
  it.each(Object.entries(expected))('%s is possible from %j only', (action, from) => {
    const allowed = TEAM_MEMBERSHIP_STATUSES.filter((status) =>
      canTransition(status, action as MembershipAction),
    );
    expect([...allowed].sort()).toEqual(from);
  });

  it('only rejected and revoked memberships are invited again', () => {
    expect(TEAM_MEMBERSHIP_STATUSES.filter(canReinvite)).toEqual(['rejected', 'revoked']);
  });

  const managing = ['legal', 'manager'];
  // Every role × every next role, for the last accepted manager and for one with a colleague.
  const rows = TEAM_MEMBERSHIP_ROLES.flatMap((role) =>
    TEAM_MEMBERSHIP_ROLES.map((next) => [role, next] as const),
  );
  it.each(rows)('an accepted %s becoming %s', (role, next) => {
    const before = { status: 'accepted', role } as const;
    const after = { status: 'accepted', role: next } as const;
    const losesManager = managing.includes(role) && !managing.includes(next);
    expect(removesLastManager({ before, after, otherManagers: 0 })).toBe(losesManager);
    expect(removesLastManager({ before, after, otherManagers: 1 })).toBe(false);
  });

  it.each(TEAM_MEMBERSHIP_ROLES)('revoking the last accepted %s', (role) => {
    const before = { status: 'accepted', role } as const;
    expect(removesLastManager({ before, after: { status: 'revoked', role }, otherManagers: 0 })).toBe(
      managing.includes(role),
    );
    // An invited manager does not manage yet: revoking the invitation takes nobody away.
    const invited = { status: 'invited', role } as const;
    expect(
      removesLastManager({ before: invited, after: { status: 'revoked', role }, otherManagers: 0 }),
    ).toBe(false);
  });

  it('managers see every status, other members the live ones', () => {
    expect([...visibleStatuses(true)].sort()).toEqual([...TEAM_MEMBERSHIP_STATUSES].sort());
    expect(visibleStatuses(false)).toEqual(['accepted', 'invited']);
  });
});
