// Service levels of a bucket: how many days each party has before it is reminded or overdue.

export type ServiceLevels = {
  /** Days after the supplier was asked until the first reminder. */
  supplierReminder1AfterDays: number;
  /** Days after the supplier was asked until the second reminder. */
  supplierReminder2AfterDays: number;
  /** Days after the supplier was asked until the supplier is overdue. */
  supplierOverdueAfterDays: number;
  /** Days after the item needs the expert until the expert is overdue. */
  expertOverdueAfterDays: number;
  /** Days after the crew was first notified until the crew is overdue. */
  crewOverdueAfterDays: number;
};

export const DEFAULT_SERVICE_LEVELS: Readonly<ServiceLevels> = Object.freeze({
  supplierReminder1AfterDays: 7,
  supplierReminder2AfterDays: 14,
  supplierOverdueAfterDays: 21,
  expertOverdueAfterDays: 14,
  crewOverdueAfterDays: 30,
});

/** A bucket's settings over the defaults; unset, negative or non-finite values fall back to the default. */
export function serviceLevelsFrom(settings: Partial<ServiceLevels> | null | undefined): ServiceLevels {
  const result = { ...DEFAULT_SERVICE_LEVELS };
  if (!settings) return result;
  for (const key of Object.keys(result) as (keyof ServiceLevels)[]) {
    const value = settings[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0) result[key] = value;
  }
  return result;
}

/** The most days a company may set for any service level: a year. */
export const SERVICE_LEVEL_MAX_DAYS = 365;

export type ServiceLevelProblem = { field: keyof ServiceLevels; message: string };

/**
 * What is wrong with service levels a company's manager sets (decision 0032): whole days from 1 to
 * SERVICE_LEVEL_MAX_DAYS, and the supplier's first reminder before the second, the second before the
 * supplier is overdue. Empty when they are fine. `serviceLevelsFrom` still reads older values leniently.
 */
export function serviceLevelProblems(levels: ServiceLevels): ServiceLevelProblem[] {
  const problems: ServiceLevelProblem[] = [];
  for (const field of Object.keys(DEFAULT_SERVICE_LEVELS) as (keyof ServiceLevels)[]) {
    const value = levels[field];
    if (!Number.isInteger(value) || value < 1 || value > SERVICE_LEVEL_MAX_DAYS)
      problems.push({ field, message: `Enter whole days from 1 to ${SERVICE_LEVEL_MAX_DAYS}` });
  }
  if (problems.length > 0) return problems;
  if (levels.supplierReminder2AfterDays <= levels.supplierReminder1AfterDays)
    problems.push({
      field: 'supplierReminder2AfterDays',
      message: 'The second reminder must come after the first',
    });
  if (levels.supplierOverdueAfterDays <= levels.supplierReminder2AfterDays)
    problems.push({
      field: 'supplierOverdueAfterDays',
      message: 'The supplier can only be overdue after the second reminder',
    });
  return problems;
}

/** The reminder schedule in a sentence, e.g. "First reminder 7 days after the request, second 14 days after". */
export function reminderScheduleSentence(
  levels: Pick<
    ServiceLevels,
    'supplierReminder1AfterDays' | 'supplierReminder2AfterDays' | 'supplierOverdueAfterDays'
  >,
): string {
  const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;
  return (
    `First reminder ${days(levels.supplierReminder1AfterDays)} after the request, ` +
    `second ${days(levels.supplierReminder2AfterDays)} after; ` +
    `the supplier is overdue after ${days(levels.supplierOverdueAfterDays)}.`
  );
}
