/** Constants of accounts and sessions (entry-area spec, section 9, and the accounts issue). */
export const SECURITY_CODE_LENGTH = 6;
export const REGISTRATION_TTL_MS = 24 * 60 * 60 * 1000;
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
export const SECURITY_CODE_TTL_MS = 10 * 60 * 1000;
export const SECURITY_CODE_MAX_FAILURES = 5;
export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SPAM_HINT_AFTER_MS = 5 * 60 * 1000;
export const REFRESH_INTERVAL_MS = 120_000;
/**
 * A new password has at least 8 characters (NIST SP 800-63B 5.1.1.2). Checked in the browser only:
 * the server never sees the password, just the key derived from it.
 */
export const PASSWORD_MIN_LENGTH = 8;

export type SecurityChallengeState = {
  expiresAt: Date;
  failedAttempts: number;
  consumedAt: Date | null;
  codeSentAt: Date | null;
};

export type SecurityCodeVerdict = 'ok' | 'invalid' | 'expired' | 'locked' | 'used' | 'no_code';

/** Whether a mailed code may still be checked: unused, sent, within 10 minutes, fewer than 5 failures. */
export function securityChallengeVerdict(
  challenge: SecurityChallengeState,
  now: Date,
): Exclude<SecurityCodeVerdict, 'ok' | 'invalid'> | null {
  if (challenge.consumedAt) return 'used';
  if (challenge.failedAttempts >= SECURITY_CODE_MAX_FAILURES) return 'locked';
  if (!challenge.codeSentAt) return 'no_code';
  if (challenge.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}
