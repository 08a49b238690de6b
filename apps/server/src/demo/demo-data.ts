import { deriveAccountKey } from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { TConfig } from '../config.ts';
import type { Database, DatabaseKind } from '../db/client.ts';
import { accounts, users } from '../db/schema/index.ts';
import { hashAccountKey } from '../security/key-hash.ts';

export const DEMO_ACCOUNTS = [
  { email: 'expert@demo.keelson', password: 'keelson-demo', firstName: 'Erik', lastName: 'Expert' },
] as const;

/** Demo data goes only into the embedded database, or anywhere if asked for with KEELSON_DEMO=true. */
export function wantsDemoData(config: TConfig, kind: DatabaseKind): boolean {
  return config.demo === 'true' || (config.demo === 'auto' && kind === 'pglite');
}

/** Creates the demo accounts that are missing; returns the ones a visitor can sign in with. */
export async function ensureDemoData(db: Database) {
  for (const demo of DEMO_ACCOUNTS) {
    const [existing] = await db
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.email, demo.email));
    if (existing) continue;
    const keyHash = await hashAccountKey(await deriveAccountKey(demo.email, demo.password));
    await db.transaction(async (tx) => {
      const [account] = await tx
        .insert(accounts)
        .values({ email: demo.email, keyHash })
        .returning({ id: accounts.id });
      if (!account) throw new Error('demo account not created');
      await tx.insert(users).values({
        accountId: account.id,
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
      });
    });
  }
  return DEMO_ACCOUNTS;
}
