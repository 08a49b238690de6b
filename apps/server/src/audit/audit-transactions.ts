import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database } from '../db/client.ts';
import { type AuditActor, currentActor } from './audit-actor.ts';

// How the audit triggers learn who acts (decision 0036): every transaction of the app names its actor
// first, in `keelson.actor`, local to the transaction; a write sent on its own is wrapped in a
// transaction that does the same. The actor comes from the request or job the code runs in
// (audit-actor.ts); without one, nothing is set and the triggers record the system.

const SET_ACTOR = "select set_config('keelson.actor', $1, true)";

/** Makes every transaction of `db` name its actor to the database before its first statement. */
export function auditedTransactions<T extends Database>(db: T): T {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      const actor = currentActor();
      if (actor) await tx.execute(sql`select set_config('keelson.actor', ${JSON.stringify(actor)}, true)`);
      return work(tx);
    }, config)) as T['transaction'];
  return db;
}

const text = (query: unknown) =>
  typeof query === 'string' ? query : ((query as { text?: string } | null)?.text ?? '');

/** Whether a statement sent on its own may change rows (and so fire an audit trigger). */
export function mayWrite(statement: string): boolean {
  const head = statement.trimStart().slice(0, 6).toLowerCase();
  if (head === 'insert' || head === 'update' || head === 'delete') return true;
  return head.startsWith('with') && /\b(insert|update|delete)\b/i.test(statement);
}

const actorOfWrite = (query: unknown): AuditActor | undefined =>
  mayWrite(text(query)) ? currentActor() : undefined;

/** The pool Drizzle queries through, with lone writes wrapped as above (transactions take a client). */
export function auditedPool(pool: pg.Pool): pg.Pool {
  const query = async (statement: unknown, values?: unknown[]) => {
    const actor = actorOfWrite(statement);
    if (!actor) return pool.query(statement as string, values);
    const client = await pool.connect();
    try {
      await client.query('begin');
      await client.query(SET_ACTOR, [JSON.stringify(actor)]);
      const result = await client.query(statement as string, values);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };
  return new Proxy(pool, {
    get: (target, key) => {
      if (key === 'query') return query;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** The embedded instance Drizzle queries through, with lone writes wrapped as above. */
export function auditedPglite(client: PGlite): PGlite {
  const query = (statement: string, params?: unknown[], options?: object) => {
    const actor = actorOfWrite(statement);
    if (!actor) return client.query(statement, params, options);
    return client.transaction(async (tx) => {
      await tx.query(SET_ACTOR, [JSON.stringify(actor)]);
      return tx.query(statement, params, options);
    });
  };
  return new Proxy(client, {
    get: (target, key) => {
      if (key === 'query') return query;
      const value = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
