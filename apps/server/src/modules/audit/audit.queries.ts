import type { TAuditListQuery } from '@keelson/contract';
import { and, desc, eq, gte, lt, ne, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';

export type AuditRow = typeof auditEntries.$inferSelect;

/** Where a trail is read: a History tab's subject, a project, or a company (with its filters). */
export type AuditScope =
  | { subjectId: string }
  | { projectId: string; hideEntities?: readonly string[] }
  | { bucketId: string; filters?: Omit<TAuditListQuery, 'before' | 'limit'> };

const DAY_MS = 86_400_000;

export function auditWhere(scope: AuditScope): SQL | undefined {
  if ('subjectId' in scope) return eq(auditEntries.subjectId, scope.subjectId);
  if ('projectId' in scope) {
    return and(
      eq(auditEntries.projectId, scope.projectId),
      ...(scope.hideEntities ?? []).map((entity) => ne(auditEntries.entity, entity)),
    );
  }
  const f = scope.filters ?? {};
  return and(
    eq(auditEntries.bucketId, scope.bucketId),
    f.actor_kind ? eq(auditEntries.actorKind, f.actor_kind) : undefined,
    f.actor_id ? eq(auditEntries.actorId, f.actor_id) : undefined,
    f.entity ? eq(auditEntries.entity, f.entity) : undefined,
    f.from ? gte(auditEntries.at, new Date(`${f.from}T00:00:00Z`)) : undefined,
    f.to ? lt(auditEntries.at, new Date(new Date(`${f.to}T00:00:00Z`).getTime() + DAY_MS)) : undefined,
  );
}

/**
 * Entries newest first, before the id `before`, `limit` of them, and whether more follow. The
 * scope's index leads with its column and ends with the id, so a page reads `limit` + 1 index entries
 * (the company's filters are checked on the rows the walk meets).
 */
export async function selectAuditPage(
  db: Database,
  scope: AuditScope,
  page: { before?: number; limit: number },
): Promise<{ rows: AuditRow[]; nextBefore: number | null }> {
  const rows = await db
    .select()
    .from(auditEntries)
    .where(and(auditWhere(scope), page.before ? lt(auditEntries.id, page.before) : undefined))
    .orderBy(desc(auditEntries.id))
    .limit(page.limit + 1);
  const more = rows.length > page.limit;
  const shown = more ? rows.slice(0, page.limit) : rows;
  return { rows: shown, nextBefore: more ? (shown[shown.length - 1]?.id ?? null) : null };
}
