/**
 * A cron expression (UTC) that runs every `minutes`: divisors of an hour on the minute grid, whole
 * hours on the hour, one day at 03:00 UTC. Other values are refused, so the configuration can
 * only describe a schedule cron can keep.
 */
export function cronEvery(minutes: number): string {
  if (!Number.isInteger(minutes) || minutes <= 0) throw new Error(`not a schedule: every ${minutes} minutes`);
  if (minutes === 1) return '* * * * *';
  if (minutes < 60 && 60 % minutes === 0) return `*/${minutes} * * * *`;
  if (minutes === 60) return '0 * * * *';
  if (minutes < 1440 && minutes % 60 === 0 && 24 % (minutes / 60) === 0) return `0 */${minutes / 60} * * *`;
  if (minutes === 1440) return '0 3 * * *';
  throw new Error(
    `not a schedule: every ${minutes} minutes (use a divisor of 60, whole hours dividing 24, or 1440)`,
  );
}

/** True when `cronEvery` can express it. */
export function isSchedulableInterval(minutes: number) {
  try {
    cronEvery(minutes);
    return true;
  } catch {
    return false;
  }
}
