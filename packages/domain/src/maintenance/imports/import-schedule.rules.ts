import { IMPORT_SCHEDULE_DAYS, type ImportSchedule } from './import.constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The schedules in words (spec section 4: import job schedule options). */
export const IMPORT_SCHEDULE_LABELS: Record<ImportSchedule, string> = {
  daily: 'Once per day',
  every_2_days: 'Every two days',
  weekly: 'Once per week',
  every_2_weeks: 'Every two weeks',
  every_4_weeks: 'Every four weeks',
};

/**
 * When an API connection pulls next: its schedule's days after the last run. Counted from the run,
 * not from the previous due time, so a connection that was down catches up once instead of once per
 * missed period.
 */
export function nextImportRunAt(lastRunAt: Date, schedule: ImportSchedule): Date {
  return new Date(lastRunAt.getTime() + IMPORT_SCHEDULE_DAYS[schedule] * DAY_MS);
}
