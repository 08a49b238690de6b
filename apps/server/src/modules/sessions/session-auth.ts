import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { sessions } from '../../db/schema/index.ts';
import { unauthorized } from '../../errors.ts';
import { hashToken } from '../../security/tokens.ts';

export type SessionAuth = { sessionId: string; accountId: string; userId: string; expiresAt: Date };

declare module 'fastify' {
  interface FastifyRequest {
    auth?: SessionAuth;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** The session named by the bearer token, if it is open and not expired. */
export async function findSession(deps: AppDeps, token: string): Promise<SessionAuth | undefined> {
  const [row] = await deps.db
    .select({
      sessionId: sessions.id,
      accountId: sessions.accountId,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  return row;
}

/** A preHandler: 401 without a valid session; otherwise `request.auth` is set. */
export function requireSession(deps: AppDeps) {
  return async (request: FastifyRequest) => {
    const token = bearer(request);
    const auth = token ? await findSession(deps, token) : undefined;
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
}

/** For handlers behind requireSession. */
export function authOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
