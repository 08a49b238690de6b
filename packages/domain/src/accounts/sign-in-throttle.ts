/**
 * Throttling of failed sign-ins (NIST SP 800-63B §5.2.2), instead of locking the account: wrong keys
 * from one client make that client wait longer and longer, while the owner signing in from
 * elsewhere is not held up. Only a flood of failures from many clients slows the account itself,
 * and never past a quarter of an hour.
 */
export const SIGN_IN_THROTTLE = {
  /** Failures of one client at one account before its waits start. */
  clientFreeFailures: 5,
  /** Failures at one account, from anywhere, before every client waits (NIST: at most 100). */
  accountFreeFailures: 100,
  maxDelaySeconds: 900,
  /** Failures older than this are forgotten. */
  forgetAfterSeconds: 24 * 3600,
} as const;

/** Seconds to wait after the last failure: 1, 2, 4 … from the first failure past `free`, at most 15 min. */
export function signInDelaySeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(2 ** Math.min(failures - free, 20), SIGN_IN_THROTTLE.maxDelaySeconds);
}

/** Seconds still to wait, 0 when the next attempt may go ahead. */
export function signInWaitSeconds(props: {
  failures: number;
  lastFailedAt: Date | null;
  free: number;
  now: Date;
}): number {
  if (!props.lastFailedAt) return 0;
  const since = (props.now.getTime() - props.lastFailedAt.getTime()) / 1000;
  if (since >= SIGN_IN_THROTTLE.forgetAfterSeconds) return 0;
  return Math.max(0, Math.ceil(signInDelaySeconds(props.failures, props.free) - since));
}
