import type { StatsCount, TTrendPoint } from '@keelson/contract';
import { weeklyIncrease } from '@keelson/domain';
import type { TStatsCounts } from '../../api/stats.ts';

/** The lines of the overdue chart: each a count of the statistics, so a point opens its list. */
export const OVERDUE_SERIES = [
  { name: 'expert', label: 'Expert overdue', count: 'expert_active_overdue', color: 'red.6' },
  { name: 'supplier', label: 'Supplier overdue', count: 'wait_for_documents_overdue', color: 'orange.6' },
  { name: 'crew', label: 'Crew overdue', count: 'crew_in_tasks_overdue', color: 'grape.6' },
] as const satisfies readonly { name: string; label: string; count: StatsCount; color: string }[];
export type OverdueSeriesName = (typeof OVERDUE_SERIES)[number]['name'];
export type OverdueRow = { day: string } & Record<OverdueSeriesName, number>;

/** One row per snapshot day with the three overdue counts. */
export function overdueRows(points: readonly TTrendPoint[]): OverdueRow[] {
  return points.map((point) => ({
    day: point.day,
    expert: point.counts.expert_active_overdue,
    supplier: point.counts.wait_for_documents_overdue,
    crew: point.counts.crew_in_tasks_overdue,
  }));
}

/** What "completed" counts: items in the expert's done list (their review closed). */
export const COMPLETED_COUNT = 'expert_completed' satisfies StatsCount;

/** Items completed per week: what each week added to the done list (never negative). */
export function completedPerWeek(points: readonly TTrendPoint[]) {
  return weeklyIncrease(
    points.map((point) => ({ day: point.day, value: point.counts[COMPLETED_COUNT] })),
  ).map((week) => ({ week: week.week_start, completed: week.value }));
}

/** The slices of the relevance chart: relevant and additional both count as relevant (spec section 3). */
export const RELEVANCE_SLICES = [
  { name: 'Relevant', count: 'items_category_relevant', color: 'teal.6' },
  { name: 'Additional', count: 'items_category_additional', color: 'cyan.5' },
  { name: 'Not relevant', count: 'items_category_not_relevant', color: 'gray.5' },
  { name: 'No category yet', count: 'items_category_unknown', color: 'yellow.5' },
] as const satisfies readonly { name: string; count: StatsCount; color: string }[];

export function relevanceSlices(counts: TStatsCounts) {
  return RELEVANCE_SLICES.map((slice) => ({ ...slice, value: counts[slice.count] }));
}

/** The share of relevant items (relevant + additional) among the categorised ones, in whole percent. */
export function relevantShare(counts: TStatsCounts): number | null {
  const relevant = counts.items_category_relevant + counts.items_category_additional;
  const categorised = relevant + counts.items_category_not_relevant;
  return categorised === 0 ? null : Math.round((100 * relevant) / categorised);
}

/** The periods the trends offer, in days back from today (today included). */
export const PERIODS = [
  { value: '91', label: '3 months' },
  { value: '182', label: '6 months' },
  { value: '365', label: '12 months' },
] as const;

/** `from`/`to` of the last `days` days up to `today` (UTC days). */
export function periodOf(days: number, today: Date) {
  const to = today.toISOString().slice(0, 10);
  const from = new Date(today.getTime() - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
