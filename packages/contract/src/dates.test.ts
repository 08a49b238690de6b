import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlausibleCalendarDay, ZDay, ZInstant } from './dates.ts';

describe('dates people can mean', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2024-02-30', false],
    ['2026-04-31', false],
    ['2026-13-01', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['1900-01-01', true],
    ['2200-12-31', true],
    ['2201-01-01', false],
    ['275760-09-13', false],
  ])('%s is %s as a day', (text, ok) => {
    expect(isPlausibleCalendarDay(text)).toBe(ok);
    expect(ZDay.safeParse(text).success).toBe(ok);
  });

  it.each([
    ['2026-11-24T10:00:00Z', true],
    ['2026-11-24T10:00:00.123+02:00', true],
    ['2024-02-30T10:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['1900-01-01T00:30:00+01:00', false],
    ['2026-11-24', false],
    ['2026-11-24T10:00:00', false],
  ])('%s is %s as an instant', (text, ok) => {
    expect(ZInstant.safeParse(text).success).toBe(ok);
  });

  it('every real day in range is accepted and round-trips through Date', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-02T00:00:00Z'),
          max: new Date('2200-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        (date) => {
          const day = date.toISOString().slice(0, 10);
          expect(ZDay.safeParse(day).success).toBe(true);
          expect(ZInstant.safeParse(date.toISOString()).success).toBe(true);
        },
      ),
    );
  });
});
