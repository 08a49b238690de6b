import { describe, expect, it } from 'vitest';
import { IMPORT_SCHEDULES } from './import.constants.ts';
import { IMPORT_SCHEDULE_LABELS, nextImportRunAt } from './import-schedule.rules.ts';

describe('import schedules', () => {
  it.each([
    ['daily', '2025-03-01T06:30:00.000Z', 'Once per day'],
    ['every_2_days', '2025-03-02T06:30:00.000Z', 'Every two days'],
    ['weekly', '2025-03-07T06:30:00.000Z', 'Once per week'],
    ['every_2_weeks', '2025-03-14T06:30:00.000Z', 'Every two weeks'],
    ['every_4_weeks', '2025-03-28T06:30:00.000Z', 'Every four weeks'],
  ] as const)('%s: next run %s, in words %s', (schedule, next, words) => {
    expect(nextImportRunAt(new Date('2025-02-28T06:30:00.000Z'), schedule).toISOString()).toBe(next);
    expect(IMPORT_SCHEDULE_LABELS[schedule]).toBe(words);
  });

  it('every schedule has words', () => {
    expect(Object.keys(IMPORT_SCHEDULE_LABELS).sort()).toEqual([...IMPORT_SCHEDULES].sort());
  });
});
