import { STATS_COUNTS, type TTrendPoint } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import type { TStatsCounts } from '../../api/stats.ts';
import { statsCountHref } from '../statistics/stats-links.ts';
import {
  completedPerWeek,
  OVERDUE_SERIES,
  overdueRows,
  periodOf,
  RELEVANCE_SLICES,
  relevanceSlices,
  relevantShare,
} from './fleet-charts.ts';

const zero = Object.fromEntries(STATS_COUNTS.map((name) => [name, 0])) as TStatsCounts;
const point = (day: string, counts: Partial<TStatsCounts>): TTrendPoint => ({
  day,
  counts: { ...zero, ...counts },
});

describe('the fleet charts', () => {
  it('draws the three overdue counts per day', () => {
    expect(
      overdueRows([
        point('2026-11-25', {
          expert_active_overdue: 3,
          wait_for_documents_overdue: 2,
          crew_in_tasks_overdue: 1,
        }),
      ]),
    ).toEqual([{ day: '2026-11-25', expert: 3, supplier: 2, crew: 1 }]);
  });

  it('counts what each week added to the done list', () => {
    expect(
      completedPerWeek([
        point('2026-11-16', { expert_completed: 10 }),
        point('2026-11-22', { expert_completed: 12 }),
        point('2026-11-29', { expert_completed: 20 }),
      ]),
    ).toEqual([
      { week: '2026-11-16', completed: 2 },
      { week: '2026-11-23', completed: 8 },
    ]);
  });

  it('shares relevant (with additional) against not relevant', () => {
    const counts = {
      ...zero,
      items_category_relevant: 2,
      items_category_additional: 1,
      items_category_not_relevant: 1,
      items_category_unknown: 5,
    };
    expect(relevanceSlices(counts).map((slice) => slice.value)).toEqual([2, 1, 1, 5]);
    expect(relevantShare(counts)).toBe(75);
    expect(relevantShare(zero)).toBeNull();
  });

  it('links every line and slice to the list of what it counts', () => {
    for (const { count } of [...OVERDUE_SERIES, ...RELEVANCE_SLICES])
      expect(statsCountHref('b1', count, { group: 'vessel', id: 'v1' })).toMatch(/stats_field=.+&vessel=v1$/);
    expect(statsCountHref('b1', 'expert_completed')).toBe('/dashboard/ihm/company/b1/orders?set=expert_done');
  });

  it('makes a period of whole days up to today', () => {
    expect(periodOf(7, new Date('2026-11-26T10:00:00Z'))).toEqual({ from: '2026-11-20', to: '2026-11-26' });
  });
});
