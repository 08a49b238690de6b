import type { TApiConnection, ZApiConnectionCreate, ZApiConnectionPatch } from '@keelson/contract';
import { nextImportRunAt } from '@keelson/domain';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { apiConnections } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { type ConnectionCredentials, encryptCredentials } from './credentials-cipher.ts';

export type ApiConnectionRow = typeof apiConnections.$inferSelect;

/** A connection as answered: whether it has credentials, never them. */
export function apiConnectionAnswer(row: ApiConnectionRow): TApiConnection {
  return {
    id: row.id,
    bucket_id: row.bucketId,
    name: row.name,
    url: row.url,
    auth_type: row.authType,
    has_credentials: row.credentials !== null,
    file_type: row.fileType,
    source: row.source,
    schedule: row.schedule,
    disabled: row.disabled,
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    next_run_at: row.nextRunAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    modified_at: row.modifiedAt?.toISOString() ?? null,
  };
}

type CredentialInput = { username?: string; password?: string; token?: string };

function credentialsOf(body: CredentialInput): ConnectionCredentials | undefined {
  if (body.username !== undefined && body.password !== undefined)
    return { username: body.username, password: body.password };
  if (body.token !== undefined) return { token: body.token };
  return undefined;
}

export async function listApiConnections(deps: AppDeps, bucketId: string) {
  const rows = await deps.db
    .select()
    .from(apiConnections)
    .where(eq(apiConnections.bucketId, bucketId))
    .orderBy(desc(apiConnections.createdAt), desc(apiConnections.id));
  return rows.map(apiConnectionAnswer);
}

/** The connection, or 404; the caller then checks access on its company. */
export async function findApiConnection(deps: AppDeps, id: string): Promise<ApiConnectionRow> {
  const [row] = await deps.db.select().from(apiConnections).where(eq(apiConnections.id, id));
  if (!row) throw notFound();
  return row;
}

/** A new connection; it pulls first at the next round of the schedule (within minutes), then on schedule. */
export async function createApiConnection(
  deps: AppDeps,
  props: { bucketId: string; userId: string; body: z.output<typeof ZApiConnectionCreate> },
) {
  const { body } = props;
  const credentials = credentialsOf(body);
  const now = deps.now();
  const [row] = await deps.db
    .insert(apiConnections)
    .values({
      bucketId: props.bucketId,
      name: body.name,
      url: body.url,
      authType: body.auth_type,
      credentials: credentials
        ? encryptCredentials(deps.config.fileUrlSecret, props.bucketId, credentials)
        : null,
      fileType: body.file_type,
      source: body.source ?? null,
      schedule: body.schedule,
      nextRunAt: now,
      createdAt: now,
      createdByUserId: props.userId,
    })
    .returning();
  if (!row) throw notFound();
  return apiConnectionAnswer(row);
}

/**
 * Changes any field. New credentials replace the stored ones; switching to basic or bearer without
 * them is refused unless the stored ones are of that type; `none` drops them. A new schedule counts
 * from the last run.
 */
export async function updateApiConnection(
  deps: AppDeps,
  props: { row: ApiConnectionRow; body: z.output<typeof ZApiConnectionPatch> },
) {
  const { row, body } = props;
  const values: Partial<typeof apiConnections.$inferInsert> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.url !== undefined) values.url = body.url;
  if (body.file_type !== undefined) values.fileType = body.file_type;
  if (body.source !== undefined) values.source = body.source;
  if (body.disabled !== undefined) values.disabled = body.disabled;
  if (body.schedule !== undefined) {
    values.schedule = body.schedule;
    if (row.lastRunAt) values.nextRunAt = nextImportRunAt(row.lastRunAt, body.schedule);
  }
  if (body.auth_type !== undefined) {
    const credentials = credentialsOf(body);
    values.authType = body.auth_type;
    if (body.auth_type === 'none') values.credentials = null;
    else if (credentials) {
      values.credentials = encryptCredentials(deps.config.fileUrlSecret, row.bucketId, credentials);
    } else if (body.auth_type !== row.authType || row.credentials === null) {
      throw badRequest('Invalid request', [
        { path: '/body', message: `${body.auth_type} authentication needs its credentials` },
      ]);
    }
  }
  const [updated] = await deps.db
    .update(apiConnections)
    .set({ ...values, modifiedAt: deps.now() })
    .where(eq(apiConnections.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return apiConnectionAnswer(updated);
}

/** Deletes a connection; its import jobs stay, no longer linked to it. */
export async function deleteApiConnection(deps: AppDeps, row: ApiConnectionRow) {
  await deps.db.delete(apiConnections).where(eq(apiConnections.id, row.id));
}
