import { getTableColumns, getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import * as schema from '../db/schema/index.ts';
import { auditTriggerArgs } from './audit-trigger-sql.ts';
import { AUDITED_TABLES } from './audited-tables.ts';
import { NOT_AUDITED } from './not-audited-tables.ts';

// The triggers are written into migrations from AUDITED_TABLES: these tests catch a table, column or
// trigger that went its own way, so a new table or column is audited or left out on purpose.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const tables = new Map<string, string[]>(
  Object.values(schema)
    .filter((value) => value instanceof PgTable)
    .map((table) => [
      getTableName(table),
      Object.values(getTableColumns(table)).map((column) => snake(column.name)),
    ]),
);

it('every table is audited or left out with a reason, and every audited column exists', () => {
  const audited = new Set(AUDITED_TABLES.map((table) => table.table));
  for (const name of tables.keys()) {
    expect(audited.has(name) || name in NOT_AUDITED, `${name}: audit it or say why not`).toBe(true);
  }
  for (const table of AUDITED_TABLES) {
    const columns = tables.get(table.table) ?? [];
    const named = [
      ...table.columns,
      table.idColumn ?? 'id',
      table.subjectColumn,
      ...[table.bucketColumn, table.itemColumn, table.projectColumn].filter((c): c is string => Boolean(c)),
    ];
    for (const column of named) expect(columns, `${table.table}.${column}`).toContain(column);
  }
});

it('the database holds exactly the triggers AUDITED_TABLES describes', async () => {
  const result = (await t.db.execute(sql`
    select c.relname as table, t.tgname as name, encode(t.tgargs, 'escape') as args
    from pg_trigger t join pg_class c on c.oid = t.tgrelid
    where not t.tgisinternal and t.tgname like 'audit\\_%'
    order by 1, 2`)) as unknown as { rows: { table: string; name: string; args: string }[] };
  const order = (a: { name: string }, b: { name: string }) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
  const expected = AUDITED_TABLES.flatMap((table) => {
    const args = `${auditTriggerArgs(table).join('\\000')}\\000`;
    return ['deleted', 'inserted', 'updated'].map((what) => ({
      table: table.table,
      name: `audit_${table.table}_${what}`,
      args,
    }));
  }).sort(order);
  expect([...result.rows].sort(order)).toEqual(expected);
});
