import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';

export type RowUpdate = { id: string; set: Record<string, unknown> };

// The database's names of the columns (the schema's camelCase fields are snake_case there).
const snake = (field: string) => field.replaceAll(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Updates many rows of one table by id in one statement per set of changed columns, the rows
 * travelling as one JSON document: a re-import that changes a thousand items sent a thousand
 * statements, and each fires the table's statement triggers (the fleet counters) on its own.
 * A field left undefined is not written (as in drizzle's `set`); null is. `guard` (on the row
 * `t`) skips rows that no longer qualify.
 */
export async function updateRows(tx: Database, table: PgTable, updates: readonly RowUpdate[], guard?: SQL) {
  const byColumns = new Map<string, RowUpdate[]>();
  for (const update of updates) {
    const fields = Object.keys(update.set)
      .filter((field) => update.set[field] !== undefined)
      .sort()
      .join(',');
    if (!fields) continue;
    const group = byColumns.get(fields);
    if (group) group.push(update);
    else byColumns.set(fields, [update]);
  }
  const name = sql.identifier(getTableName(table));
  for (const [key, group] of byColumns) {
    const fields = key.split(',');
    const rows = group.map(({ id, set }) => {
      const row: Record<string, unknown> = { id };
      for (const field of fields) row[snake(field)] = set[field] ?? null;
      return row;
    });
    const assignments = sql.join(
      fields.map((field) => sql`${sql.identifier(snake(field))} = v.${sql.identifier(snake(field))}`),
      sql`, `,
    );
    await tx.execute(sql`update ${name} as t set ${assignments}
      from jsonb_populate_recordset(null::${name}, ${JSON.stringify(rows)}::jsonb) as v
      where t.id = v.id${guard ? sql` and ${guard}` : sql``}`);
  }
}
