import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { AUDITED_TABLES } from '../../audit/audited-tables.ts';
import type { Database } from '../../db/client.ts';

// The test's own account of what the trail should say: every audited row before and after a change,
// compared in JavaScript, independent of the triggers that write the trail.

type Row = Record<string, unknown>;
export type Snapshot = Map<string, Map<string, Row>>;

export async function snapshotAudited(db: Database): Promise<Snapshot> {
  const snapshot: Snapshot = new Map();
  for (const table of AUDITED_TABLES) {
    const result = (await db.execute(
      sql`select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) as rows from ${sql.identifier(table.table)} t`,
    )) as unknown as { rows: { rows: Row[] }[] };
    const rows = new Map<string, Row>();
    for (const row of result.rows[0]?.rows ?? []) rows.set(String(row[table.idColumn ?? 'id']), row);
    snapshot.set(table.table, rows);
  }
  return snapshot;
}

/** Entries as `entity id action {changes}` lines, sorted, for comparing as sets. */
export function expectedEntries(before: Snapshot, after: Snapshot): string[] {
  const lines: string[] = [];
  for (const table of AUDITED_TABLES) {
    const was = before.get(table.table) ?? new Map<string, Row>();
    const now = after.get(table.table) ?? new Map<string, Row>();
    const line = (id: string, action: string, changes: Record<string, unknown[]>) =>
      lines.push(entryLine(table.entity, id, action, changes));
    for (const [id, row] of now) {
      const old = was.get(id);
      const changes: Record<string, unknown[]> = {};
      for (const column of table.columns) {
        const a = old?.[column] ?? null;
        const b = row[column] ?? null;
        if (!isDeepStrictEqual(a, b)) changes[column] = [a, b];
      }
      if (!old) line(id, 'created', changes);
      else if (Object.keys(changes).length > 0) line(id, 'changed', changes);
    }
    for (const [id, row] of was) {
      if (now.has(id)) continue;
      const changes: Record<string, unknown[]> = {};
      for (const column of table.columns)
        if ((row[column] ?? null) !== null) changes[column] = [row[column], null];
      line(id, 'deleted', changes);
    }
  }
  return lines.sort();
}

const sortedKeys = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

export const entryLine = (entity: string, id: string, action: string, changes: Record<string, unknown>) =>
  `${entity} ${id} ${action} ${JSON.stringify(sortedKeys(changes))}`;
