import { describe, expect, it } from 'vitest';
import { statusMessage } from './messages.ts';
import { buildPageTitle } from './page-title.ts';
import { isSessionActive } from './session.ts';
import { type TagLine, type TagTextSize, tagLink, tagTextSize } from './tag-print.ts';

describe('buildPageTitle', () => {
  it.each([
    [[], 'Keelson'],
    [['Register'], 'Register - Keelson'],
    [[undefined, 'Register'], 'Register - Keelson'],
    [['Home', 'Register'], 'Register - Home - Keelson'],
    [['Dashboard', 'Projects', 'Ship'], 'Ship - Projects - Dashboard - Keelson'],
  ] as const)('%j → %s', (titles, expected) => {
    expect(buildPageTitle(titles)).toBe(expected);
  });
});

describe('tagTextSize', () => {
  const rows: [TagLine, number, TagTextSize | null][] = [
    ['firstPosition', 0, 'large'],
    ['firstPosition', 15, 'large'],
    ['firstPosition', 16, 'medium'],
    ['firstPosition', 30, 'medium'],
    ['firstPosition', 31, 'small'],
    ['secondPosition', 25, 'large'],
    ['secondPosition', 26, 'medium'],
    ['secondPosition', 50, 'medium'],
    ['secondPosition', 51, null],
    ['tagCode', 15, 'large'],
    ['tagCode', 16, 'medium'],
    ['tagCode', 30, 'medium'],
    ['tagCode', 31, 'small'],
  ];
  it.each(rows)('%s of %i characters → %s', (line, length, expected) => {
    expect(tagTextSize(line, 'x'.repeat(length))).toBe(expected);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(tagTextSize('firstPosition', '⚓'.repeat(15))).toBe('large');
  });
});

describe('tagLink', () => {
  it('leads to the tag in the dashboard', () => {
    expect(tagLink('https://ihm.example/', 'AB 12')).toBe('https://ihm.example/#/dashboard/tag/AB%2012');
  });
});

describe('statusMessage', () => {
  it.each([
    [400, 'Invalid request, verify your information'],
    [401, 'Invalid session'],
    [403, 'Invalid credentials'],
    [404, 'Page was not found'],
    [500, 'Internal error, please try again'],
    [0, 'Connection error'],
    [429, 'Connection error'],
    [502, 'Connection error'],
  ])('%i → %s', (status, message) => {
    expect(statusMessage(status)).toBe(message);
  });
});

describe('isSessionActive', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  it.each([
    [null, false],
    [{}, false],
    [{ token: 't' }, false],
    [{ id: 's' }, true],
    [{ id: 's', expires_at: '2026-01-01T12:00:01Z' }, true],
    [{ id: 's', expires_at: '2026-01-01T12:00:00Z' }, false],
    [{ id: 's', expires_at: 'garbage' }, false],
  ])('%j → %s', (session, active) => {
    expect(isSessionActive(session, now)).toBe(active);
  });
});
