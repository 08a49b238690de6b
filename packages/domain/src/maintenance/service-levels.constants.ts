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
