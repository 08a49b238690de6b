import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';

export type AccountWithUser = {
  id: string;
  email: string;
  keyHash: string;
  twoFactorEnabled: boolean;
  userId: string;
};

export async function findAccountByEmail(db: Database, email: string): Promise<AccountWithUser | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      keyHash: accounts.keyHash,
      twoFactorEnabled: accounts.twoFactorEnabled,
      userId: users.id,
    })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(eq(accounts.email, email))
    .limit(1);
  return row;
}

export async function findAccountById(db: Database, id: string): Promise<AccountWithUser | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      keyHash: accounts.keyHash,
      twoFactorEnabled: accounts.twoFactorEnabled,
      userId: users.id,
    })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(eq(accounts.id, id))
    .limit(1);
  return row;
}
