import {
  ZIdParam,
  ZMyAccount,
  ZSession,
  ZSessionCreate,
  ZSessionWithToken,
  ZTwoFactorChallengeAnswer,
  ZTwoFactorChallengeRequest,
} from '@keelson/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError, errorAnswers, forbidden, notFound } from '../../errors.ts';
import { verifyAccountKey } from '../../security/key-hash.ts';
import { hitRateLimit, RATE_LIMITS } from '../../security/rate-limit.ts';
import {
  assertMaySignIn,
  recordFailedSignIn,
  recordSuccessfulSignIn,
} from '../../security/sign-in-throttle.ts';
import { findAccountByEmail, findAccountById } from '../accounts/account.queries.ts';
import {
  openChallenge,
  sendChallengeCode,
  verifyChallengeCode,
} from '../accounts/security-challenge.service.ts';
import { openSession } from './session.service.ts';
import { authOf, requireSession } from './session-auth.ts';

const errors = errorAnswers(400, 401, 403, 404, 429);
const invalidCredentials = () => forbidden('Invalid credentials');

export const sessionsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['sessions'];

  app.post(
    '/sessions/create',
    {
      schema: {
        tags,
        summary: 'Sign in with the account key, or with a mailed code after a two-factor challenge',
        body: ZSessionCreate,
        response: { 200: ZSessionWithToken, ...errors },
      },
    },
    async (request) => {
      const body = request.body;
      const now = deps.now();
      await hitRateLimit(deps.db, RATE_LIMITS.signInPerIp, request.ip, now);
      const attempt = { email: body.email, address: request.ip, now };
      await assertMaySignIn(deps.db, attempt);
      const account = await findAccountByEmail(deps.db, body.email);
      if (body.grant_type === 'password') {
        const ok = await verifyAccountKey(account?.keyHash, body.account_key);
        if (!account || !ok) {
          await recordFailedSignIn(deps.db, attempt);
          throw invalidCredentials();
        }
        await recordSuccessfulSignIn(deps.db, attempt);
        if (account.twoFactorEnabled) {
          const securityToken = await openChallenge(deps, account.id, 'login');
          throw new AppError(403, '2fa.required', 'Two-factor authentication required', null, {
            security_token: securityToken,
          });
        }
        return openSession(deps.db, { accountId: account.id, userId: account.userId, now });
      }
      if (!account) throw invalidCredentials();
      const { accountId } = await verifyChallengeCode(deps, {
        token: body.security_token,
        code: body.security_code,
        purpose: 'login',
        accountId: account.id,
      });
      return openSession(deps.db, { accountId, userId: account.userId, now });
    },
  );

  app.post(
    '/sessions/2fa-challenge',
    {
      schema: {
        tags,
        summary: 'Mail the security code of a two-factor challenge (again)',
        body: ZTwoFactorChallengeRequest,
        response: { 200: ZTwoFactorChallengeAnswer, ...errors },
      },
    },
    async (request) => {
      await hitRateLimit(deps.db, RATE_LIMITS.codePerIp, request.ip, deps.now());
      const { accountId } = await sendChallengeCode(deps, {
        token: request.body.security_token,
        purpose: 'login',
        email: async (id) => {
          await hitRateLimit(deps.db, RATE_LIMITS.codePerAccount, id, deps.now());
          return (await findAccountById(deps.db, id))?.email;
        },
      });
      request.log.info({ accountId }, 'security code sent');
      return { binding_method: 'email' as const };
    },
  );

  app.get(
    '/my-account',
    {
      onRequest: requireSession(deps),
      schema: { tags, summary: 'The signed-in account', response: { 200: ZMyAccount, ...errors } },
    },
    async (request) => {
      const account = await findAccountById(deps.db, authOf(request).accountId);
      if (!account) throw notFound();
      return {
        id: account.id,
        is2FAEnabled: account.twoFactorEnabled,
        is2FAOffered: account.twoFactorOfferedAt !== null,
      };
    },
  );

  app.get(
    '/session',
    {
      onRequest: requireSession(deps),
      schema: { tags, summary: 'The current session', response: { 200: ZSession, ...errors } },
    },
    async (request) => {
      const auth = authOf(request);
      return {
        id: auth.sessionId,
        expires_at: auth.expiresAt.toISOString(),
        account_id: auth.accountId,
        user_id: auth.userId,
      };
    },
  );

  app.delete(
    '/sessions/:id',
    {
      onRequest: requireSession(deps),
      schema: { tags, summary: 'Sign out', params: ZIdParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const auth = authOf(request);
      // Only one's own sessions can be ended; any other id is simply not found.
      const ended = await deps.db
        .update(sessions)
        .set({ endedAt: deps.now() })
        .where(
          and(
            eq(sessions.id, request.params.id),
            eq(sessions.accountId, auth.accountId),
            isNull(sessions.endedAt),
          ),
        )
        .returning({ id: sessions.id });
      if (ended.length === 0) throw notFound();
      return reply.status(204).send(null);
    },
  );
};
