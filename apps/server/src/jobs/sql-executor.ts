import type { PGlite } from '@electric-sql/pglite';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** What pg-boss runs its SQL through when it does not hold its own connection pool. */
export type SqlExecutor = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/**
 * The embedded database as pg-boss's connection: parameterised statements through `query`, and its
 * parameterless multi-statement migration scripts through `exec` (a prepared statement takes one).
 */
export function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
  };
}

const PLACEHOLDER = /\$(\d+)/g;

/**
 * A Drizzle transaction as pg-boss's connection, so a job is sent in the caller's transaction: it
 * exists only if that commits. pg-boss writes `$n` placeholders; Drizzle takes the same statement
 * as chunks and parameters through its public `execute` (no driver internals).
 */
export function transactionExecutor(tx: Database): SqlExecutor {
  return {
    async executeSql(text, values = []) {
      const chunks: (SQL | SQLWrapper)[] = [];
      let last = 0;
      for (const match of text.matchAll(PLACEHOLDER)) {
        const index = Number(match[1]) - 1;
        if (index < 0 || index >= values.length) throw new Error(`no value for ${match[0]}`);
        chunks.push(sql.raw(text.slice(last, match.index)), sql.param(values[index]));
        last = (match.index ?? 0) + match[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as unknown as { rows: unknown[] };
      return { rows: result.rows };
    },
  };
}
