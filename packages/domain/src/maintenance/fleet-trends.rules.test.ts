import { describe, expect, it } from 'vitest';
import { isoWeekOf, weeklyIncrease, weekStartOf } from './fleet-trends.rules.ts';

describe('isoWeekOf', () => {
  it.each([
    ['2026-11-26T10:00:00Z', '2026-W48'],
    ['2026-01-01T00:00:00Z', '2026-W01'],
    ['2027-01-01T00:00:00Z', '2026-W53'],
    ['2024-12-30T23:59:59Z', '2025-W01'],
    ['2021-01-03T12:00:00Z', '2020-W53'],
    ['2026-11-23T00:00:00Z', '2026-W48'],
    ['2026-11-22T23:59:59Z', '2026-W47'],
  ])('%s is in %s', (moment, week) => {
    expect(isoWeekOf(new Date(moment))).toBe(week);
  });
});

describe('weekStartOf', () => {
  it.each([
    ['2026-11-26', '2026-11-23'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-22', '2026-11-16'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on %s', (day, monday) => {
    expect(weekStartOf(day)).toBe(monday);
  });
});

describe('weeklyIncrease', () => {
  it('is nothing for no days', () => {
    expect(weeklyIncrease([])).toEqual([]);
  });

  it('counts the first week from its own first day, then week end to week end', () => {
    expect(
      weeklyIncrease([
        { day: '2026-11-18', value: 10 },
        { day: '2026-11-22', value: 14 },
        { day: '2026-11-23', value: 15 },
        { day: '2026-11-29', value: 21 },
        { day: '2026-12-02', value: 22 },
      ]),
    ).toEqual([
      { week_start: '2026-11-16', value: 4 },
      { week_start: '2026-11-23', value: 7 },
      { week_start: '2026-11-30', value: 1 },
    ]);
  });

  it('never answers a negative week when the count went down', () => {
    expect(
      weeklyIncrease([
        { day: '2026-11-20', value: 10 },
        { day: '2026-11-27', value: 8 },
      ]),
    ).toEqual([
      { week_start: '2026-11-16', value: 0 },
      { week_start: '2026-11-23', value: 0 },
    ]);
  });

  it('bridges weeks without snapshots', () => {
    expect(
      weeklyIncrease([
        { day: '2026-11-02', value: 1 },
        { day: '2026-11-25', value: 6 },
      ]).map((week) => week.value),
    ).toEqual([0, 5]);
  });
});
