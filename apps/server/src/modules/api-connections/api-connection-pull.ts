import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { IMPORT_SETTINGS } from '@keelson/domain';
import type { ApiConnectionRow } from './api-connections.service.ts';
import { decryptCredentials } from './credentials-cipher.ts';

/** A pull that did not bring a file; `permanent` ones are not retried (the answer will not change). */
export class PullFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

/** The whole transfer, headers and body; a longer one fails and is retried later. */
export const PULL_TIMEOUT_MS = 10 * 60_000;

function authorizationOf(connection: ApiConnectionRow, secret: string): string | undefined {
  if (connection.authType === 'none') return undefined;
  const credentials = connection.credentials
    ? decryptCredentials(secret, connection.bucketId, connection.credentials)
    : undefined;
  if (connection.authType === 'basic' && credentials && 'username' in credentials) {
    return `Basic ${Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64')}`;
  }
  if (connection.authType === 'bearer' && credentials && 'token' in credentials) {
    return `Bearer ${credentials.token}`;
  }
  // Encrypted under another secret (FILE_URL_SECRET unset or changed) or damaged.
  throw new PullFailure(
    "The connection's credentials cannot be read: enter them again in the connection's settings.",
    true,
  );
}

/**
 * Opens the connection's URL with its credentials: the body as a stream (never buffered), or a
 * PullFailure saying in words what went wrong. The caller's storage enforces the size as it reads;
 * a declared length over the limit is refused before reading.
 */
export async function openPull(
  connection: ApiConnectionRow,
  secret: string,
): Promise<{ body: Readable; size: number | null }> {
  const authorization = authorizationOf(connection, secret);
  let response: Response;
  try {
    response = await fetch(connection.url, {
      headers: { accept: '*/*', ...(authorization ? { authorization } : {}) },
      signal: AbortSignal.timeout(PULL_TIMEOUT_MS),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'is not reachable';
    throw new PullFailure(`${new URL(connection.url).host} ${reason}.`, false);
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    // 4xx: wrong URL or credentials, the same next time; 5xx: the other system may recover.
    throw new PullFailure(
      `${new URL(connection.url).host} answered ${response.status} ${response.statusText}`.trim(),
      response.status < 500,
    );
  }
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > IMPORT_SETTINGS.maxFileBytes) {
    await response.body.cancel();
    throw new PullFailure(tooLarge(), true);
  }
  return {
    body: Readable.fromWeb(response.body as WebReadableStream<Uint8Array>),
    size: Number.isFinite(declared) ? declared : null,
  };
}

export const tooLarge = () =>
  `The file is larger than ${IMPORT_SETTINGS.maxFileBytes / (1024 * 1024)} MB, the most an import reads.`;
