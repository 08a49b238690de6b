import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_THROTTLE, signInDelaySeconds, signInWaitSeconds } from './sign-in-throttle.ts';

describe('sign-in throttling', () => {
  it.each([
    [0, 0],
    [4, 0],
    [5, 1],
    [6, 2],
    [10, 32],
    [14, 512],
    [15, 900],
    [1000, 900],
  ])('%i failures of one client: wait %i s', (failures, delay) => {
    expect(signInDelaySeconds(failures, SIGN_IN_THROTTLE.clientFreeFailures)).toBe(delay);
  });

  it('the wait counts down from the last failure and failures are forgotten after a day', () => {
    const last = new Date('2026-11-24T10:00:00Z');
    const at = (seconds: number) => new Date(last.getTime() + seconds * 1000);
    expect(signInWaitSeconds({ failures: 10, lastFailedAt: last, free: 5, now: at(0) })).toBe(32);
    expect(signInWaitSeconds({ failures: 10, lastFailedAt: last, free: 5, now: at(30) })).toBe(2);
    expect(signInWaitSeconds({ failures: 10, lastFailedAt: last, free: 5, now: at(32) })).toBe(0);
    expect(signInWaitSeconds({ failures: 99, lastFailedAt: last, free: 5, now: at(24 * 3600) })).toBe(0);
    expect(signInWaitSeconds({ failures: 99, lastFailedAt: null, free: 5, now: at(0) })).toBe(0);
  });

  it('the wait never exceeds 15 minutes and never shrinks with more failures', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (failures) => {
        const delay = signInDelaySeconds(failures, 5);
        expect(delay).toBeLessThanOrEqual(900);
        expect(signInDelaySeconds(failures + 1, 5)).toBeGreaterThanOrEqual(delay);
      }),
    );
  });
});
