// Pure rules of the fleet dashboard's trends and weekly digest: weeks, and what a week added to a
// count that only grows (the daily snapshots keep counts as they stood, not what happened).

const MS_PER_DAY = 86_400_000;

/** The ISO 8601 week of a moment's UTC day, `2026-W48`: weeks start on Monday, week 1 holds 4 January. */
export function isoWeekOf(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  // The Thursday of the same week decides the year.
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / MS_PER_DAY + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (UTC day, `YYYY-MM-DD`) of the week of a `YYYY-MM-DD` day. */
export function weekStartOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  return new Date(date.getTime() - (weekday - 1) * MS_PER_DAY).toISOString().slice(0, 10);
}

export type DayValue = { day: string; value: number };
export type WeekValue = { week_start: string; value: number };

/**
 * What each week added to a count, from its daily values (days in order, gaps allowed): the
 * week's last value less the previous week's last value — for the first week, less its own first
 * value. A count that went down (a review reopened) adds nothing rather than a negative week.
 */
export function weeklyIncrease(points: readonly DayValue[]): WeekValue[] {
  const weeks: { week_start: string; first: number; last: number }[] = [];
  for (const point of points) {
    const weekStart = weekStartOf(point.day);
    const current = weeks.at(-1);
    if (current?.week_start === weekStart) current.last = point.value;
    else weeks.push({ week_start: weekStart, first: point.value, last: point.value });
  }
  return weeks.map((week, index) => {
    const before = index === 0 ? week.first : (weeks[index - 1]?.last ?? week.first);
    return { week_start: week.week_start, value: Math.max(0, week.last - before) };
  });
}
