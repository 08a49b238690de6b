import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { SECURITY_CODE_LENGTH } from '@keelson/domain';

/** A secret for a link or a session: 32 random bytes, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens are stored only as their SHA-256; a leaked table does not open sessions or links. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A mailed security code: digits, easy to type from a phone. */
export function randomSecurityCode(): string {
  return String(randomInt(0, 10 ** SECURITY_CODE_LENGTH)).padStart(SECURITY_CODE_LENGTH, '0');
}

/** Compares two secrets (as their hashes, so lengths match) without leaking where they differ. */
export function sameSecret(candidate: string, expectedHash: string): boolean {
  const a = Buffer.from(hashToken(candidate), 'hex');
  const b = Buffer.from(expectedHash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
