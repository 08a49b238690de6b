import { fullName } from '@keelson/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { hashToken } from '../../security/tokens.ts';
import { newApiKey } from './api-key-format.ts';

type ApiKeyRow = typeof apiKeys.$inferSelect;

function apiKeyAnswer(row: ApiKeyRow, createdBy: string | null) {
  return {
    id: row.id,
    bucket_id: row.bucketId,
    name: row.name,
    prefix: row.prefix,
    created_at: row.createdAt.toISOString(),
    created_by: createdBy,
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
  };
}

/** The keys of a company (revoked ones too, so their history stays visible), newest first. */
export async function listApiKeys(deps: AppDeps, bucketId: string) {
  const rows = await deps.db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.bucketId, bucketId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((row) =>
    apiKeyAnswer(
      row.key,
      row.user
        ? fullName({ first_name: row.user.firstName, last_name: row.user.lastName, email: row.user.email })
        : null,
    ),
  );
}

async function answerOne(deps: AppDeps, row: ApiKeyRow) {
  const answer = (await listApiKeys(deps, row.bucketId)).find((key) => key.id === row.id);
  if (!answer) throw notFound();
  return answer;
}

/** A new key: the answer is the only place the key itself ever appears; the table keeps its hash. */
export async function createApiKey(deps: AppDeps, props: { bucketId: string; name: string; userId: string }) {
  const { key, prefix } = newApiKey();
  const [row] = await deps.db
    .insert(apiKeys)
    .values({
      bucketId: props.bucketId,
      name: props.name,
      prefix,
      keyHash: hashToken(key),
      createdAt: deps.now(),
      createdByUserId: props.userId,
    })
    .returning();
  if (!row) throw notFound();
  return { ...(await answerOne(deps, row)), key };
}

/** The company a key belongs to, for the caller's access check; 404 for an unknown key. */
export async function apiKeyBucket(deps: AppDeps, keyId: string) {
  const [row] = await deps.db
    .select({ bucketId: apiKeys.bucketId })
    .from(apiKeys)
    .where(eq(apiKeys.id, keyId));
  if (!row) throw notFound();
  return row.bucketId;
}

/** Revokes a key: the next call with it is 401. Revoking a revoked key keeps its first revocation. */
export async function revokeApiKey(deps: AppDeps, props: { keyId: string; userId: string }) {
  await deps.db
    .update(apiKeys)
    .set({ revokedAt: deps.now(), revokedByUserId: props.userId })
    .where(and(eq(apiKeys.id, props.keyId), isNull(apiKeys.revokedAt)));
  const [row] = await deps.db.select().from(apiKeys).where(eq(apiKeys.id, props.keyId));
  if (!row) throw notFound();
  return answerOne(deps, row);
}
