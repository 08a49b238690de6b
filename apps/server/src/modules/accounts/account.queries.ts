import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { accounts, users } from '../../db/schema/index.ts';

export type AccountWithUser = {
  id: string;
  email: string;
  keyHash: string;
  twoFactorEnabled: boolean;
  twoFactorOfferedAt: Date | null;
  userId: string;
};

async function findAccount(db: Database, where: SQL): Promise<AccountWithUser | undefined> {
  const [row] = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      keyHash: accounts.keyHash,
      twoFactorEnabled: accounts.twoFactorEnabled,
      twoFactorOfferedAt: accounts.twoFactorOfferedAt,
      userId: users.id,
    })
    .from(accounts)
    .innerJoin(users, eq(users.accountId, accounts.id))
    .where(where)
    .limit(1);
  return row;
}

export const findAccountByEmail = (db: Database, email: string) => findAccount(db, eq(accounts.email, email));
export const findAccountById = (db: Database, id: string) => findAccount(db, eq(accounts.id, id));
