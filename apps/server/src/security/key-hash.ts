import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashAccountKey(accountKey: string): Promise<string> {
  return hash(accountKey, OPTIONS);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a key against a stored hash. Without an account we still run one verification against
 * a dummy hash, so the answer time does not tell whether an address has an account.
 */
export async function verifyAccountKey(storedHash: string | undefined, accountKey: string): Promise<boolean> {
  if (!storedHash) {
    dummy ??= hash('keelson-no-such-account', OPTIONS);
    await verify(await dummy, accountKey).catch(() => false);
    return false;
  }
  return verify(storedHash, accountKey).catch(() => false);
}
