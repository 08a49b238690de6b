import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

// An API connection's credentials are the only secret the app must read back, so they are
// encrypted rather than hashed: AES-256-GCM under a key derived (HKDF-SHA256) from the app's
// secret FILE_URL_SECRET, with the company's id as associated data, so a row's credentials copied
// onto another company's connection do not decrypt.

export type ConnectionCredentials = { username: string; password: string } | { token: string };

const VERSION = 'v1';
const INFO = 'keelson api-connection credentials';

function keyOf(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), INFO, 32));
}

/** `v1.<iv>.<tag>.<ciphertext>`, base64url parts. */
export function encryptCredentials(
  secret: string,
  bucketId: string,
  credentials: ConnectionCredentials,
): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  cipher.setAAD(Buffer.from(bucketId));
  const data = Buffer.concat([cipher.update(JSON.stringify(credentials), 'utf8'), cipher.final()]);
  return [VERSION, ...[iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url'))].join('.');
}

/** The credentials, or undefined when they cannot be read (another secret, another company, tampered). */
export function decryptCredentials(
  secret: string,
  bucketId: string,
  stored: string,
): ConnectionCredentials | undefined {
  const [version, iv, tag, data] = stored.split('.');
  if (version !== VERSION || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(bucketId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const text = Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]);
    return JSON.parse(text.toString('utf8')) as ConnectionCredentials;
  } catch {
    return undefined;
  }
}
