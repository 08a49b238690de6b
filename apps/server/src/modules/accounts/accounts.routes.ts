import {
  ZEmpty,
  ZIdParam,
  ZRegisterAnswer,
  ZRegisterCompletion,
  ZRegisterRequest,
  ZResetCompletion,
  ZResetRequest,
  ZSessionWithToken,
  ZTwoFactorActivationAnswer,
  ZTwoFactorActivationConfirm,
} from '@keelson/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { RoutesPlugin } from '../../app-context.ts';
import { accounts } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { hitRateLimit, RATE_LIMITS } from '../../security/rate-limit.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { findAccountById } from './account.queries.ts';
import { completePasswordReset, requestPasswordReset } from './password-reset.service.ts';
import { completeRegistration, requestRegistration } from './registration.service.ts';
import { openChallenge, sendChallengeCode, verifyChallengeCode } from './security-challenge.service.ts';

const errors = errorAnswers(400, 401, 403, 404, 429);

export const accountsRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['accounts'];

  app.post(
    '/accounts/register',
    {
      schema: {
        tags,
        summary: 'Request registration (mails a link)',
        body: ZRegisterRequest,
        response: { 200: ZRegisterAnswer, ...errors },
      },
    },
    async (request) => {
      await hitRateLimit(deps.db, RATE_LIMITS.signUpPerIp, request.ip, deps.now());
      await hitRateLimit(deps.db, RATE_LIMITS.signUpPerEmail, request.body.email, deps.now());
      return requestRegistration(deps, request.body.email);
    },
  );

  app.post(
    '/accounts/register-token',
    {
      schema: {
        tags,
        summary: 'Complete registration',
        body: ZRegisterCompletion,
        response: { 200: ZSessionWithToken, ...errors },
      },
    },
    async (request) => {
      await hitRateLimit(deps.db, RATE_LIMITS.signUpPerIp, request.ip, deps.now());
      const body = request.body;
      return completeRegistration(deps, {
        email: body.email,
        accountKey: body.account_key,
        firstName: body.first_name,
        lastName: body.last_name,
        token: body.verify_token,
      });
    },
  );

  app.post(
    '/accounts/reset',
    {
      schema: {
        tags,
        summary: 'Request a password reset (mails a link)',
        body: ZResetRequest,
        response: { 200: ZEmpty, ...errors },
      },
    },
    async (request) => {
      await hitRateLimit(deps.db, RATE_LIMITS.resetPerIp, request.ip, deps.now());
      await hitRateLimit(deps.db, RATE_LIMITS.resetPerEmail, request.body.email, deps.now());
      await requestPasswordReset(deps, request.body.email);
      return {};
    },
  );

  app.post(
    '/accounts/reset-token',
    {
      schema: {
        tags,
        summary: 'Complete a password reset',
        body: ZResetCompletion,
        response: { 200: ZEmpty, ...errors },
      },
    },
    async (request) => {
      await hitRateLimit(deps.db, RATE_LIMITS.resetPerIp, request.ip, deps.now());
      const body = request.body;
      await completePasswordReset(deps, {
        email: body.email,
        accountKey: body.account_key,
        token: body.reset_token,
      });
      return {};
    },
  );

  app.post(
    '/accounts/:id/2fa-offered',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Record that the two-factor offer after sign-in was shown (it is offered once)',
        params: ZIdParam,
        response: { 200: ZEmpty, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (request.params.id !== auth.accountId) throw notFound();
      await deps.db
        .update(accounts)
        .set({ twoFactorOfferedAt: deps.now() })
        .where(and(eq(accounts.id, auth.accountId), isNull(accounts.twoFactorOfferedAt)));
      return {};
    },
  );

  app.post(
    '/accounts/:id/request-2fa-activation',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Mail a code to switch two-factor on',
        params: ZIdParam,
        response: { 200: ZTwoFactorActivationAnswer, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (request.params.id !== auth.accountId) throw notFound();
      await hitRateLimit(deps.db, RATE_LIMITS.codePerAccount, auth.accountId, deps.now());
      const account = await findAccountById(deps.db, auth.accountId);
      if (!account) throw notFound();
      const securityToken = await openChallenge(deps, account.id, 'activation');
      await sendChallengeCode(deps, {
        token: securityToken,
        purpose: 'activation',
        email: async () => account.email,
      });
      return { securityToken };
    },
  );

  app.post(
    '/accounts/:id/confirm-2fa-activation',
    {
      onRequest: requireSession(deps),
      schema: {
        tags,
        summary: 'Switch two-factor on with the mailed code',
        params: ZIdParam,
        body: ZTwoFactorActivationConfirm,
        response: { 200: ZEmpty, ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      if (request.params.id !== auth.accountId) throw notFound();
      await hitRateLimit(deps.db, RATE_LIMITS.codePerIp, request.ip, deps.now());
      await verifyChallengeCode(deps, {
        token: request.body.securityToken,
        code: request.body.securityCode,
        purpose: 'activation',
        accountId: auth.accountId,
      });
      await deps.db.update(accounts).set({ twoFactorEnabled: true }).where(eq(accounts.id, auth.accountId));
      return {};
    },
  );
};
