import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

const SESSION_HOOK = Symbol('session hook');

/**
 * An onRequest hook: 401 without a valid session; otherwise `request.auth` is set. It must run as
 * `onRequest`, before the input is parsed and validated, so a caller without a session learns
 * nothing about what input a route takes (assertSessionChecksFirst refuses other places).
 */
export function requireSession(deps: AppDeps) {
  const hook = async (request: FastifyRequest) => {
    const token = bearer(request);
    const auth = token ? await findSession(deps, token) : undefined;
    if (!auth) throw unauthorized();
    request.auth = auth;
  };
  return asSessionCheck(hook);
}

/**
 * Marks an onRequest hook as a session check (for hooks that also admit other credentials, like
 * API keys): assertSessionChecksFirst then keeps it in onRequest and the sweeping tests include it.
 */
export function asSessionCheck<Hook extends (request: FastifyRequest) => Promise<void>>(hook: Hook) {
  return Object.assign(hook, { [SESSION_HOOK]: true });
}

const isSessionHook = (hook: unknown) => typeof hook === 'function' && SESSION_HOOK in hook;

/** The routes behind a session check (method and URL), for the tests that sweep them all. */
export const SESSION_ROUTES = Symbol('session routes');

/** Refuses, when a route is registered, a session check anywhere but onRequest; lists the others. */
export function assertSessionChecksFirst(app: FastifyInstance) {
  const sessionRoutes: { method: string; url: string }[] = [];
  (app as unknown as Record<symbol, unknown>)[SESSION_ROUTES] = sessionRoutes;
  app.addHook('onRoute', (route) => {
    if ([route.onRequest].flat().some(isSessionHook)) {
      for (const method of [route.method].flat()) sessionRoutes.push({ method, url: route.url });
    }
    for (const stage of ['preParsing', 'preValidation', 'preHandler'] as const) {
      const hooks = [route[stage]].flat();
      if (hooks.some(isSessionHook)) {
        throw new Error(`${route.method} ${route.url}: the session check belongs in onRequest, not ${stage}`);
      }
    }
  });
}

/** For handlers behind requireSession. */
export function authOf(request: FastifyRequest): SessionAuth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
