import type { TSessionWithToken } from '@keelson/contract';
import { SESSION_TTL_MS } from '@keelson/domain';
import type { Database } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, randomToken } from '../../security/tokens.ts';

/** Opens a session for an account's user and returns its secret token once. */
export async function openSession(
  db: Database,
  props: { accountId: string; userId: string; now: Date },
): Promise<TSessionWithToken> {
  const token = randomToken();
  const expiresAt = new Date(props.now.getTime() + SESSION_TTL_MS);
  const [row] = await db
    .insert(sessions)
    .values({ tokenHash: hashToken(token), accountId: props.accountId, userId: props.userId, expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session not created');
  return {
    token,
    id: row.id,
    expires_at: expiresAt.toISOString(),
    account_id: props.accountId,
    user_id: props.userId,
  };
}
