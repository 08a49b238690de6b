import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveAccountKey } from './account-key.ts';
import { accountEmailError, normalizeEmail } from './email.ts';
import { SECURITY_CODE_MAX_FAILURES, securityChallengeVerdict } from './rules.ts';

describe('deriveAccountKey', () => {
  it('matches the pinned test vector', async () => {
    // Pinned: a change here means every existing account key changes.
    expect(await deriveAccountKey('Jane.Doe@Example.com', 'correct horse battery staple')).toBe(
      await deriveAccountKey('jane.doe@example.com', 'correct horse battery staple'),
    );
    expect(await deriveAccountKey('jane.doe@example.com', 'correct horse battery staple')).toBe(PINNED);
  });

  it('is 20 bytes of lower-case hex and depends on the password', async () => {
    const a = await deriveAccountKey('a@b.co', 'one');
    const b = await deriveAccountKey('a@b.co', 'two');
    expect(a).toMatch(/^[0-9a-f]{40}$/);
    expect(a).not.toBe(b);
  });
});

// Cross-checked with node:crypto pbkdf2Sync(email:password, seed, 20000, 20, 'sha256').
const PINNED = 'd7e2f7466800a911f539166579dc062175332142';

describe('accountEmailError', () => {
  it.each([
    ['', 'This field is required'],
    ['   ', 'This field is required'],
    ['plain', 'Invalid email'],
    ['a@b', 'Invalid email'],
    ['a b@c.de', 'Invalid email'],
    ['jürgen@example.com', "Found non ASCII characters in email's local part."],
    ['jurgen@exämple.com', 'Not supporting non-ASCII email addresses yet!'],
    ['jane@example.com', null],
    ['  Jane.Doe+ihm@Example.co.uk ', null],
  ])('%j → %s', (email, message) => {
    expect(accountEmailError(email)).toBe(message);
  });

  it('uses the other wording where asked', () => {
    expect(accountEmailError('nope', 'This email address is invalid')).toBe('This email address is invalid');
  });

  it('normalizes by trimming and lower-casing', () => {
    fc.assert(
      fc.property(fc.string(), (email) => {
        expect(normalizeEmail(email)).toBe(normalizeEmail(normalizeEmail(email)));
      }),
    );
  });
});

describe('securityChallengeVerdict', () => {
  const now = new Date('2026-01-01T10:00:00Z');
  const base = {
    expiresAt: new Date('2026-01-01T10:05:00Z'),
    failedAttempts: 0,
    consumedAt: null,
    codeSentAt: now,
  };
  it.each([
    ['open', base, null],
    ['used', { ...base, consumedAt: now }, 'used'],
    ['locked', { ...base, failedAttempts: SECURITY_CODE_MAX_FAILURES }, 'locked'],
    ['four failures still open', { ...base, failedAttempts: SECURITY_CODE_MAX_FAILURES - 1 }, null],
    ['no code sent', { ...base, codeSentAt: null }, 'no_code'],
    ['expired at the instant', { ...base, expiresAt: now }, 'expired'],
  ] as const)('%s', (_name, challenge, verdict) => {
    expect(securityChallengeVerdict(challenge, now)).toBe(verdict);
  });
});
