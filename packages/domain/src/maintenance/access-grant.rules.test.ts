import { describe, expect, it } from 'vitest';
import type { AccessGrantStatus } from './access.constants.ts';
import { accessGrantState, highestPermissionLevel } from './access-grant.rules.ts';
import { day } from './order-item.test-support.ts';

describe('accessGrantState', () => {
  const now = day(10);
  it.each<[AccessGrantStatus, Date | null, Date | null, ReturnType<typeof accessGrantState>]>([
    ['issued', null, null, { state: 'pending', reason: null }],
    ['issued', day(20), day(30), { state: 'pending', reason: null }],
    ['issued', null, day(9), { state: 'inactive', reason: 'expired' }],
    ['accepted', day(11), null, { state: 'pending', reason: null }],
    ['accepted', day(10), day(10), { state: 'active', reason: null }],
    ['accepted', null, null, { state: 'active', reason: null }],
    ['accepted', null, day(9), { state: 'inactive', reason: 'expired' }],
    ['revoked', null, null, { state: 'inactive', reason: 'revoked' }],
    ['revoked', null, day(9), { state: 'inactive', reason: 'revoked' }],
    ['rejected', day(20), null, { state: 'inactive', reason: 'rejected' }],
  ])('%s, valid from %s to %s', (status, not_valid_before, not_valid_after, expected) => {
    expect(accessGrantState({ status, not_valid_before, not_valid_after }, now)).toEqual(expected);
  });
});

describe('highestPermissionLevel', () => {
  it.each([
    [[], 'NONE'],
    [['NONE'], 'NONE'],
    [['READ', 'NONE'], 'READ'],
    [['READ', 'READWRITE', 'NONE'], 'READWRITE'],
    [[null, undefined, 'READ'], 'READ'],
  ] as const)('%o → %s', (levels, level) => {
    expect(highestPermissionLevel(levels)).toBe(level);
  });
});
