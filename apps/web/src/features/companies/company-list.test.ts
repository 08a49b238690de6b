import type { TBucket } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import { administers, companyList, lastImportText } from './company-list.ts';

const bucket = (id: string, name: string, extra: Partial<TBucket> = {}): TBucket => ({
  id,
  short_id: id.slice(0, 6),
  created_at: '2026-01-01T00:00:00.000Z',
  name,
  role: 'ihm_maint',
  dataowner_team_id: 'team-1',
  dataowner_user_id: null,
  dataowner_name: 'Team',
  archived: false,
  checked: false,
  days_since_last_import: null,
  ...extra,
});

describe('companyList', () => {
  it('keeps maintenance companies once, by name, archived ones apart', () => {
    const list = companyList([
      [bucket('b', 'Baltic'), bucket('x', 'Expertise', { role: 'ihm_expert' })],
      [bucket('a', 'Aurora', { archived: true }), bucket('b', 'Baltic')],
      [bucket('c', 'Atlantic')],
    ]);
    expect(list.active.map((b) => b.id)).toEqual(['c', 'b']);
    expect(list.archived.map((b) => b.id)).toEqual(['a']);
  });

  it('prefers the answer that carries the caller’s counts', () => {
    const plain = bucket('b', 'Baltic');
    const counted = bucket('b', 'Baltic', { open_tasks: 4, task_list: 'crew_tasks' });
    expect(companyList([[plain], [counted]]).active[0]).toBe(counted);
    expect(companyList([[counted], [plain]]).active[0]).toBe(counted);
  });
});

describe('administers', () => {
  const team = { dataowner_team_id: 'team-1', dataowner_user_id: null };
  it.each([
    ['legal', 'accepted', true],
    ['manager', 'accepted', true],
    ['coordinator', 'accepted', false],
    ['regular', 'accepted', false],
    ['guest', 'accepted', false],
    ['manager', 'invited', false],
    ['legal', 'revoked', false],
  ] as const)('a %s member (%s) of the owner team: %s', (role, status, expected) => {
    expect(administers(team, 'u1', [{ team_id: 'team-1', role, status }])).toBe(expected);
  });

  it('the owner user does; a manager of another team does not; no user never', () => {
    expect(administers({ dataowner_team_id: null, dataowner_user_id: 'u1' }, 'u1')).toBe(true);
    expect(administers(team, 'u1', [{ team_id: 'team-2', role: 'manager', status: 'accepted' }])).toBe(false);
    expect(administers({ dataowner_team_id: null, dataowner_user_id: '' }, '')).toBe(false);
  });
});

describe('lastImportText', () => {
  it.each([
    [null, 'never'],
    [0, 'today'],
    [1, '1 day ago'],
    [12, '12 days ago'],
  ] as const)('%s → %s', (days, text) => expect(lastImportText(days)).toBe(text));
});
