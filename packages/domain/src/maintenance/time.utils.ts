// Date helpers for the engine; none of them reads the clock.

export const MS_PER_DAY = 86_400_000;

/** `date` plus a number of days (negative days count as zero, so a deadline never precedes its start). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + Math.max(0, days) * MS_PER_DAY);
}

/** The earlier of two dates, ignoring nulls; null when both are null. */
export function earliest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return b.getTime() < a.getTime() ? b : a;
}

/** The later of a date and an optional date. */
export function laterOf(date: Date, other: Date | null): Date {
  return other !== null && other.getTime() > date.getTime() ? other : date;
}

/** The UTC calendar day of a date, as a day number. */
export function utcDay(date: Date): number {
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/** Whole days from `since` to `now` (0 on the same day); null when there is no `since`. */
export function daysSince(since: Date | null, now: Date): number | null {
  if (since === null) return null;
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / MS_PER_DAY));
}
