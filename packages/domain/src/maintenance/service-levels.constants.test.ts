import { describe, expect, it } from 'vitest';
import { day } from './order-item.test-support.ts';
import {
  DEFAULT_SERVICE_LEVELS,
  reminderScheduleSentence,
  serviceLevelProblems,
  serviceLevelsFrom,
} from './service-levels.constants.ts';
import { addDays, earliest, laterOf } from './time.utils.ts';

describe('service levels', () => {
  it('defaults to 7 and 14 days of reminders, supplier 21, expert 14, crew 30', () => {
    expect(DEFAULT_SERVICE_LEVELS).toEqual({
      supplierReminder1AfterDays: 7,
      supplierReminder2AfterDays: 14,
      supplierOverdueAfterDays: 21,
      expertOverdueAfterDays: 14,
      crewOverdueAfterDays: 30,
    });
    expect(Object.isFrozen(DEFAULT_SERVICE_LEVELS)).toBe(true);
  });

  it('takes a bucket’s valid settings over the defaults', () => {
    expect(serviceLevelsFrom(null)).toEqual(DEFAULT_SERVICE_LEVELS);
    expect(serviceLevelsFrom(undefined)).toEqual(DEFAULT_SERVICE_LEVELS);
    expect(
      serviceLevelsFrom({
        crewOverdueAfterDays: 10,
        expertOverdueAfterDays: -1,
        supplierOverdueAfterDays: Number.NaN,
        supplierReminder1AfterDays: 0,
      }),
    ).toEqual({ ...DEFAULT_SERVICE_LEVELS, crewOverdueAfterDays: 10, supplierReminder1AfterDays: 0 });
  });
});

describe('service levels a manager sets', () => {
  const fields = (levels: Parameters<typeof serviceLevelProblems>[0]) =>
    serviceLevelProblems(levels).map((problem) => problem.field);

  it('the defaults are fine', () => {
    expect(serviceLevelProblems(DEFAULT_SERVICE_LEVELS)).toEqual([]);
  });

  it.each([
    [{ supplierReminder1AfterDays: 0 }, ['supplierReminder1AfterDays']],
    [{ expertOverdueAfterDays: 1.5 }, ['expertOverdueAfterDays']],
    [{ crewOverdueAfterDays: 366 }, ['crewOverdueAfterDays']],
    [{ supplierReminder2AfterDays: 7 }, ['supplierReminder2AfterDays']],
    [{ supplierReminder2AfterDays: 21 }, ['supplierOverdueAfterDays']],
    [
      { supplierReminder1AfterDays: 30, supplierReminder2AfterDays: 25 },
      ['supplierReminder2AfterDays', 'supplierOverdueAfterDays'],
    ],
    [{ supplierReminder1AfterDays: 1, supplierReminder2AfterDays: 2, supplierOverdueAfterDays: 3 }, []],
  ])('%o → %o', (change, expected) => {
    expect(fields({ ...DEFAULT_SERVICE_LEVELS, ...change })).toEqual(expected);
  });

  it('reads the reminder schedule as a sentence', () => {
    expect(reminderScheduleSentence(DEFAULT_SERVICE_LEVELS)).toBe(
      'First reminder 7 days after the request, second 14 days after; the supplier is overdue after 21 days.',
    );
    expect(
      reminderScheduleSentence({
        supplierReminder1AfterDays: 1,
        supplierReminder2AfterDays: 2,
        supplierOverdueAfterDays: 3,
      }),
    ).toBe(
      'First reminder 1 day after the request, second 2 days after; the supplier is overdue after 3 days.',
    );
  });
});

describe('time helpers', () => {
  it('adds days, never going back', () => {
    expect(addDays(day(1), 2)).toEqual(day(3));
    expect(addDays(day(1), -2)).toEqual(day(1));
  });

  it('picks the earlier and the later date, ignoring nulls', () => {
    expect(earliest(null, null)).toBeNull();
    expect(earliest(day(1), null)).toEqual(day(1));
    expect(earliest(day(2), day(1))).toEqual(day(1));
    expect(earliest(day(1), day(2))).toEqual(day(1));
    expect(laterOf(day(1), null)).toEqual(day(1));
    expect(laterOf(day(1), day(2))).toEqual(day(2));
    expect(laterOf(day(2), day(1))).toEqual(day(2));
  });
});
