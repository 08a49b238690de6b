import { randomBytes } from 'node:crypto';

// A key reads `kel_` and 43 base64url characters (32 random bytes): the prefix tells a leaked key
// apart in logs and secret scanners; the bytes make guessing hopeless, so SHA-256 suffices to store it.
const KEY_PREFIX = 'kel_';
const KEY_SHAPE = /^kel_[A-Za-z0-9_-]{43}$/;
/** Characters of the key listed beside its name: the prefix and 8 random ones (48 bits, not a secret). */
const SHOWN_CHARACTERS = KEY_PREFIX.length + 8;

export function newApiKey(): { key: string; prefix: string } {
  const key = `${KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { key, prefix: key.slice(0, SHOWN_CHARACTERS) };
}

/** Whether a presented key could be one of ours; anything else is refused without a lookup. */
export function isApiKeyShaped(key: string): boolean {
  return KEY_SHAPE.test(key);
}
