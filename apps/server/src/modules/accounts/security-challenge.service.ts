import { SECURITY_CODE_TTL_MS, securityChallengeVerdict } from '@keelson/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { securityChallenges } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { securityCodeMail } from '../../mail/account-mails.ts';
import { hashToken, randomSecurityCode, randomToken, sameSecret } from '../../security/tokens.ts';

export type ChallengePurpose = 'login' | 'activation';

export const codeInvalid = (message = 'The code you entered is incorrect.') =>
  new AppError(403, '2fa.invalid', message);
export const codeExpired = () => new AppError(403, '2fa.expired', 'The code has expired.');
const codeLocked = () =>
  new AppError(403, '2fa.invalid', 'Too many wrong codes. Please start again to receive a new code.');

/** Opens a challenge for an account and returns its security token (no code is sent yet). */
export async function openChallenge(
  deps: AppDeps,
  accountId: string,
  purpose: ChallengePurpose,
): Promise<string> {
  const token = randomToken();
  const now = deps.now();
  await deps.db.insert(securityChallenges).values({
    accountId,
    purpose,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + SECURITY_CODE_TTL_MS),
  });
  return token;
}

async function findOpenChallenge(deps: AppDeps, token: string, purpose: ChallengePurpose) {
  const [row] = await deps.db
    .select()
    .from(securityChallenges)
    .where(and(eq(securityChallenges.tokenHash, hashToken(token)), eq(securityChallenges.purpose, purpose)))
    .limit(1);
  return row;
}

/**
 * Mails a fresh code for the challenge (a resend replaces the previous code and restarts the
 * 10 minutes). Failed attempts are kept, so resending does not reset the lockout.
 */
export async function sendChallengeCode(
  deps: AppDeps,
  props: {
    token: string;
    purpose: ChallengePurpose;
    email: (accountId: string) => Promise<string | undefined>;
  },
): Promise<{ accountId: string }> {
  const challenge = await findOpenChallenge(deps, props.token, props.purpose);
  if (!challenge || challenge.consumedAt) throw codeExpired();
  if (challenge.failedAttempts >= 5) throw codeLocked();
  const email = await props.email(challenge.accountId);
  if (!email) throw codeExpired();
  const code = randomSecurityCode();
  const now = deps.now();
  await deps.db
    .update(securityChallenges)
    .set({
      codeHash: hashToken(code),
      codeSentAt: now,
      expiresAt: new Date(now.getTime() + SECURITY_CODE_TTL_MS),
    })
    .where(eq(securityChallenges.id, challenge.id));
  await deps.mailer.send(securityCodeMail(email, code, props.purpose));
  return { accountId: challenge.accountId };
}

/** Checks a code; a right one consumes the challenge, a wrong one counts toward the lockout. */
export async function verifyChallengeCode(
  deps: AppDeps,
  props: { token: string; code: string; purpose: ChallengePurpose; accountId?: string },
): Promise<{ accountId: string }> {
  const challenge = await findOpenChallenge(deps, props.token, props.purpose);
  if (!challenge || (props.accountId && challenge.accountId !== props.accountId)) throw codeInvalid();
  const verdict = securityChallengeVerdict(challenge, deps.now());
  if (verdict === 'locked') throw codeLocked();
  if (verdict === 'expired' || verdict === 'used') throw codeExpired();
  if (verdict === 'no_code' || !challenge.codeHash || !sameSecret(props.code, challenge.codeHash)) {
    await deps.db
      .update(securityChallenges)
      .set({ failedAttempts: sql`${securityChallenges.failedAttempts} + 1` })
      .where(eq(securityChallenges.id, challenge.id));
    throw codeInvalid();
  }
  // Consume atomically: two requests racing with the same right code open one session, not two.
  const consumed = await deps.db
    .update(securityChallenges)
    .set({ consumedAt: deps.now() })
    .where(and(eq(securityChallenges.id, challenge.id), isNull(securityChallenges.consumedAt)))
    .returning({ id: securityChallenges.id });
  if (consumed.length === 0) throw codeExpired();
  return { accountId: challenge.accountId };
}
