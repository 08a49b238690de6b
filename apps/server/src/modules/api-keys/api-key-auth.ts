import type { Capability } from '@keelson/domain';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { apiKeys, buckets } from '../../db/schema/index.ts';
import { forbidden, notFound, unauthorized } from '../../errors.ts';
import { hashToken } from '../../security/tokens.ts';
import { type BucketAccess, requireBucketAccess } from '../access/bucket-access.ts';
import { asSessionCheck, authOf, requireSession } from '../sessions/session-auth.ts';
import { isApiKeyShaped } from './api-key-format.ts';

// How external systems authenticate (issue 15: API keys). A route admits keys by taking
// `requireSessionOrApiKey` as its onRequest hook and `bucketAccessFor` for its company check;
// every other route keeps `requireSession`, so a key opens nothing it was not meant to.

/** The key a request authenticated with. */
export type ApiKeyAuth = { keyId: string; bucketId: string };

declare module 'fastify' {
  interface FastifyRequest {
    apiKey?: ApiKeyAuth;
  }
}

/**
 * What a key may do on its own company, and only there: what the company's manager may do with
 * purchase data (push and read orders, import), on routes that admit keys. It holds no expert, crew
 * or rules-manager capability, and it sees every vessel of its company.
 */
export const API_KEY_CAPABILITIES: readonly Capability[] = ['ihm.maint.is_manager'];

/** The OpenAPI `security` of a route that admits keys (the schemes are declared in app.ts). */
export const SESSION_OR_API_KEY_SECURITY: { [scheme: string]: string[] }[] = [{ bearer: [] }, { apiKey: [] }];

// A busy integration calls many times a minute: the last use is written at most once a minute.
const LAST_USED_RESOLUTION_MS = 60_000;

/** `Authorization: ApiKey <key>`, else `X-Api-Key: <key>`; undefined when the request carries neither. */
function presentedKey(request: FastifyRequest): string | undefined {
  const authorization = request.headers.authorization;
  if (authorization) {
    const [scheme, key] = authorization.split(' ');
    return scheme?.toLowerCase() === 'apikey' ? (key ?? '') : undefined;
  }
  const header = request.headers['x-api-key'];
  return typeof header === 'string' ? header : undefined;
}

/** The unrevoked key, recording its use; undefined for anything else. */
async function findApiKey(deps: AppDeps, key: string): Promise<ApiKeyAuth | undefined> {
  if (!isApiKeyShaped(key)) return undefined;
  const [row] = await deps.db
    .select({ keyId: apiKeys.id, bucketId: apiKeys.bucketId, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashToken(key)), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row) return undefined;
  const now = deps.now();
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (!row.lastUsedAt || row.lastUsedAt < stale) {
    // Guarded in SQL too: of concurrent calls only one writes.
    await deps.db
      .update(apiKeys)
      .set({ lastUsedAt: now })
      .where(and(eq(apiKeys.id, row.keyId), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))));
  }
  return { keyId: row.keyId, bucketId: row.bucketId };
}

/**
 * An onRequest hook like requireSession that also admits an API key: 401 'Invalid session' without
 * a valid session or an unrevoked key. Sets `request.auth` (a session) or `request.apiKey` (a key).
 * A bearer token is always judged as a session, a key only as a key: one never falls back to the other.
 */
export function requireSessionOrApiKey(deps: AppDeps) {
  const sessionCheck = requireSession(deps);
  return asSessionCheck(async (request: FastifyRequest) => {
    const key = presentedKey(request);
    if (key === undefined) return sessionCheck(request);
    const found = await findApiKey(deps, key);
    if (!found) throw unauthorized();
    request.apiKey = found;
  });
}

/**
 * The caller's access to a company, for routes behind requireSessionOrApiKey. A session: as
 * requireBucketAccess (404 not visible, 403 read-only or without the capability). A key: its own
 * company only (404 for any other, or when archived), with API_KEY_CAPABILITIES.
 */
export async function bucketAccessFor(
  deps: AppDeps,
  request: FastifyRequest,
  bucketId: string,
  options: { write?: boolean; capability?: Capability | readonly Capability[] } = {},
): Promise<BucketAccess> {
  const key = request.apiKey;
  if (!key) {
    return requireBucketAccess(deps.db, {
      bucketId,
      userId: authOf(request).userId,
      now: deps.now(),
      ...options,
    });
  }
  if (key.bucketId !== bucketId) throw notFound();
  const [bucket] = await deps.db.select().from(buckets).where(eq(buckets.id, bucketId));
  if (!bucket || bucket.archived) throw notFound();
  const needed = options.capability === undefined ? [] : [options.capability].flat();
  if (needed.length > 0 && !needed.some((capability) => API_KEY_CAPABILITIES.includes(capability)))
    throw forbidden('Missing capability');
  return { bucket, level: 'READWRITE', capabilities: [...API_KEY_CAPABILITIES], vesselIds: null };
}

/** The user behind the request, or null for a key (rows it creates have no user as their author). */
export function userIdOrNull(request: FastifyRequest): string | null {
  return request.apiKey ? null : authOf(request).userId;
}
