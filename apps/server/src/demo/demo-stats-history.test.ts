import { STATS_COUNTS } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import type { StoredStatsCounts } from '../db/schema/index.ts';
import { pastCounts } from './demo-stats-history.ts';

const today = Object.fromEntries(STATS_COUNTS.map((name) => [name, 0])) as StoredStatsCounts;
Object.assign(today, { total: 2000, expert_active: 900, expert_completed: 1100, expert_active_overdue: 300 });
const noise = () => 0.5;

describe('the demo’s year of daily statistics', () => {
  it('ends where today is, and a year ago the company was small', () => {
    expect(pastCounts(today, 0, { phase: 0, noise })).toMatchObject({ total: 2000, expert_completed: 1100 });
    const yearAgo = pastCounts(today, 364, { phase: 0, noise });
    expect(yearAgo.total).toBeLessThan(400);
    expect(yearAgo.expert_completed).toBeLessThan(20);
  });

  it('completes more every week, so items completed per week are never negative', () => {
    const completed = Array.from(
      { length: 365 },
      (_, daysAgo) => pastCounts(today, 364 - daysAgo, { phase: 0, noise }).expert_completed,
    );
    for (let day = 1; day < completed.length; day += 1)
      expect(completed[day]).toBeGreaterThanOrEqual(completed[day - 1] as number);
  });

  it('lets the overdue counts rise and fall, never below zero', () => {
    const overdue = Array.from(
      { length: 365 },
      (_, daysAgo) => pastCounts(today, daysAgo, { phase: 1, noise }).expert_active_overdue,
    );
    expect(Math.min(...overdue)).toBeGreaterThanOrEqual(0);
    expect(new Set(overdue).size).toBeGreaterThan(50);
  });
});
