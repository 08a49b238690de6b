import { describe, expect, it } from 'vitest';
import { cronEvery, isSchedulableInterval } from './cron.ts';

describe('cronEvery', () => {
  it.each([
    [1, '* * * * *'],
    [5, '*/5 * * * *'],
    [30, '*/30 * * * *'],
    [60, '0 * * * *'],
    [120, '0 */2 * * *'],
    [360, '0 */6 * * *'],
    [1440, '0 3 * * *'],
  ])('every %i minutes is «%s»', (minutes, cron) => {
    expect(cronEvery(minutes)).toBe(cron);
  });

  it.each([0, -5, 7, 45, 90, 300, 1000, 2880, 1.5])(
    'refuses every %s minutes (cron cannot keep it)',
    (minutes) => {
      expect(() => cronEvery(minutes)).toThrow('not a schedule');
      expect(isSchedulableInterval(minutes)).toBe(false);
    },
  );
});
