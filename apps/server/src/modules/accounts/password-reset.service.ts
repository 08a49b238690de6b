import { PASSWORD_RESET_TTL_MS } from '@keelson/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { accounts, passwordResets, sessions } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { passwordResetMail } from '../../mail/account-mails.ts';
import { hashAccountKey } from '../../security/key-hash.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';
import { findAccountByEmail } from './account.queries.ts';
import { invalidToken } from './registration.service.ts';

/**
 * Answers at once with the same work whether or not the address has an account: one job is queued
 * and nothing else is read or written, so neither the answer nor its timing tells which addresses
 * have accounts. The job (a worker) looks the account up and mails the link.
 */
export async function requestPasswordReset(deps: AppDeps, email: string) {
  await deps.jobs.send(passwordResetJob, { email });
  deps.jobs.nudge(passwordResetJob);
}

/**
 * Creates the single-use reset link (valid an hour) and mails it, for an existing account; for an
 * unknown address nothing. Idempotent: the reset row has the job's id, so a retry replaces the
 * token of its first run (only the last mailed link works) instead of adding another.
 */
export const passwordResetJob = defineJob({
  name: 'password-reset',
  payload: z.object({ email: z.string() }),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  timeoutSeconds: 120,
  handler: async ({ id, data, deps }) => {
    const account = await findAccountByEmail(deps.db, data.email);
    if (!account) return;
    const token = randomToken();
    const values = {
      id,
      accountId: account.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(deps.now().getTime() + PASSWORD_RESET_TTL_MS),
    };
    await deps.db
      .insert(passwordResets)
      .values(values)
      .onConflictDoUpdate({
        target: passwordResets.id,
        set: { tokenHash: values.tokenHash, expiresAt: values.expiresAt },
      });
    await deps.mailer.send(passwordResetMail(deps.config.publicUrl, data.email, token));
  },
});

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
