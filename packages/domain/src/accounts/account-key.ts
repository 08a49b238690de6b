/** The fixed seed (PBKDF2 salt) of the account key; changing it locks every user out. */
export const ACCOUNT_KEY_SEED = 'keelson.account-key.v1';
export const ACCOUNT_KEY_ITERATIONS = 20_000;
export const ACCOUNT_KEY_BYTES = 20;
export const ACCOUNT_KEY_PATTERN = /^[0-9a-f]{40}$/;

/**
 * Derives the account key from the lower-cased email and the password (PBKDF2-SHA-256, WebCrypto),
 * so the password never leaves the browser. The same code runs in Node for tests and demo data.
 */
export async function deriveAccountKey(email: string, password: string): Promise<string> {
  const encoder = new TextEncoder();
  const material = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(`${email.trim().toLowerCase()}:${password}`),
    'PBKDF2',
    false,
    ['deriveBits'],
  );
  const bits = await globalThis.crypto.subtle.deriveBits(
    {
      name: 'PBKDF2',
      hash: 'SHA-256',
      salt: encoder.encode(ACCOUNT_KEY_SEED),
      iterations: ACCOUNT_KEY_ITERATIONS,
    },
    material,
    ACCOUNT_KEY_BYTES * 8,
  );
  return Array.from(new Uint8Array(bits), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
