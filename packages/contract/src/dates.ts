import { z } from 'zod';

/**
 * Dates people can mean: a real calendar day between 1900 and 2200. PostgreSQL would store far
 * more (and refuse year 0 or 275760 with an error); an order, a validity or a grant outside that
 * range is a typing mistake, answered 400 like any other.
 */
export const DATE_RANGE = { minYear: 1900, maxYear: 2200 } as const;

/** True for `YYYY-MM-DD…` whose day exists in its month and whose year is in DATE_RANGE. */
export function isPlausibleCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < DATE_RANGE.minYear || year > DATE_RANGE.maxYear) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const message = `Must be a real date between ${DATE_RANGE.minYear} and ${DATE_RANGE.maxYear}`;

/** A calendar day, `2026-11-24`. */
export const ZDay = z.iso.date().refine(isPlausibleCalendarDay, { message });

/** A moment with its offset, `2026-11-24T10:00:00Z`; its UTC day must be plausible too. */
export const ZInstant = z.iso
  .datetime({ offset: true })
  .refine(
    (text) =>
      isPlausibleCalendarDay(text) &&
      !Number.isNaN(Date.parse(text)) &&
      isPlausibleCalendarDay(new Date(text).toISOString()),
    { message },
  );
