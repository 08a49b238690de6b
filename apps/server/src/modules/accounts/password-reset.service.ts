import { PASSWORD_RESET_TTL_MS } from '@keelson/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { accounts, passwordResets, sessions } from '../../db/schema/index.ts';
import { passwordResetMail } from '../../mail/account-mails.ts';
import { hashAccountKey } from '../../security/key-hash.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { findAccountByEmail } from './account.queries.ts';
import { invalidToken } from './registration.service.ts';

/** Mails a single-use reset link valid for an hour; says nothing about whether the address exists. */
export async function requestPasswordReset(deps: AppDeps, email: string) {
  const account = await findAccountByEmail(deps.db, email);
  if (!account) return;
  const token = randomToken();
  await deps.db.insert(passwordResets).values({
    accountId: account.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(deps.now().getTime() + PASSWORD_RESET_TTL_MS),
  });
  await deps.mailer.send(passwordResetMail(deps.config.publicUrl, email, token));
}

/** Sets the new key, uses the link up, and ends every open session of the account. */
export async function completePasswordReset(
  deps: AppDeps,
  props: { email: string; accountKey: string; token: string },
) {
  const keyHash = await hashAccountKey(props.accountKey);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [reset] = await tx
      .select({ id: passwordResets.id, accountId: passwordResets.accountId })
      .from(passwordResets)
      .innerJoin(accounts, eq(accounts.id, passwordResets.accountId))
      .where(
        and(
          eq(accounts.email, props.email),
          eq(passwordResets.tokenHash, hashToken(props.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .limit(1);
    if (!reset) throw invalidToken();
    const used = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (used.length === 0) throw invalidToken();
    await tx.update(accounts).set({ keyHash }).where(eq(accounts.id, reset.accountId));
    await tx
      .update(sessions)
      .set({ endedAt: now })
      .where(and(eq(sessions.accountId, reset.accountId), isNull(sessions.endedAt)));
  });
}
