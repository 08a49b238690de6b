import type { TSessionWithToken } from '@keelson/contract';
import { REGISTRATION_TTL_MS } from '@keelson/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { accounts, registrations, users } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { alreadyRegisteredMail, registrationMail } from '../../mail/account-mails.ts';
import { hashAccountKey } from '../../security/key-hash.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { openSession } from '../sessions/session.service.ts';
import { claimInvitations } from '../teams/membership-claim.service.ts';
import { findAccountByEmail } from './account.queries.ts';

export const invalidToken = () => new AppError(400, 'invalid_token', 'Invalid token', 'invalid token');

/** Unconfirmed sign-ups live 24 hours. */
export async function purgeExpiredRegistrations(deps: AppDeps) {
  await deps.db.delete(registrations).where(lt(registrations.expiresAt, deps.now()));
}

/**
 * Starts a sign-up (double opt-in): mails a confirmation link. The answer is the same whether or
 * not the address has an account; only with e-mail verification off does it carry the token.
 */
export async function requestRegistration(deps: AppDeps, email: string): Promise<{ verify_token?: string }> {
  await purgeExpiredRegistrations(deps);
  const existing = await findAccountByEmail(deps.db, email);
  if (existing) {
    if (deps.config.emailVerification)
      await deps.mailer.send(alreadyRegisteredMail(deps.config.publicUrl, email));
    return {};
  }
  const token = randomToken();
  await deps.db.insert(registrations).values({
    email,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + REGISTRATION_TTL_MS),
  });
  if (!deps.config.emailVerification) return { verify_token: token };
  await deps.mailer.send(registrationMail(deps.config.publicUrl, email, token));
  return {};
}

/** Completes a sign-up with the mailed token: creates the account and its user and signs in. */
export async function completeRegistration(
  deps: AppDeps,
  props: {
    email: string;
    accountKey: string;
    firstName?: string | null;
    lastName?: string | null;
    token: string;
  },
): Promise<TSessionWithToken> {
  const keyHash = await hashAccountKey(props.accountKey);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [registration] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(
        and(
          eq(registrations.email, props.email),
          eq(registrations.tokenHash, hashToken(props.token)),
          gt(registrations.expiresAt, now),
        ),
      )
      .limit(1);
    if (!registration) throw invalidToken();
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, props.email));
    if (taken) throw invalidToken();
    const [account] = await tx
      .insert(accounts)
      .values({ email: props.email, keyHash })
      .returning({ id: accounts.id });
    if (!account) throw new Error('account not created');
    const [user] = await tx
      .insert(users)
      .values({
        accountId: account.id,
        email: props.email,
        firstName: props.firstName || null,
        lastName: props.lastName || null,
      })
      .returning({ id: users.id });
    if (!user) throw new Error('user not created');
    await claimInvitations(tx, { userId: user.id, email: props.email });
    await tx.delete(registrations).where(eq(registrations.email, props.email));
    return openSession(tx, { accountId: account.id, userId: user.id, now });
  });
}
