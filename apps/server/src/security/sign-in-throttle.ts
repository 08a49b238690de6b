import { SIGN_IN_THROTTLE, signInWaitSeconds } from '@keelson/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInFailures } from '../db/schema/index.ts';
import { tooManyRequests } from '../errors.ts';

const keysOf = (email: string, address: string) => ({
  client: `client:${email.toLowerCase()}|${address}`,
  account: `account:${email.toLowerCase()}`,
});

/** 429 with the seconds left while this client, or every client of a flooded account, must wait. */
export async function assertMaySignIn(db: Database, props: { email: string; address: string; now: Date }) {
  const keys = keysOf(props.email, props.address);
  const rows = await db
    .select()
    .from(signInFailures)
    .where(inArray(signInFailures.key, [keys.client, keys.account]));
  const wait = Math.max(
    0,
    ...rows.map((row) =>
      signInWaitSeconds({
        failures: row.failures,
        lastFailedAt: row.lastFailedAt,
        free:
          row.key === keys.client
            ? SIGN_IN_THROTTLE.clientFreeFailures
            : SIGN_IN_THROTTLE.accountFreeFailures,
        now: props.now,
      }),
    ),
  );
  if (wait > 0) throw tooManyRequests(wait);
}

/** Counts a failed sign-in for the client and the account (failures older than a day start afresh). */
export async function recordFailedSignIn(db: Database, props: { email: string; address: string; now: Date }) {
  const keys = keysOf(props.email, props.address);
  const forgotten = new Date(props.now.getTime() - SIGN_IN_THROTTLE.forgetAfterSeconds * 1000).toISOString();
  await db
    .insert(signInFailures)
    .values([keys.client, keys.account].map((key) => ({ key, failures: 1, lastFailedAt: props.now })))
    .onConflictDoUpdate({
      target: signInFailures.key,
      set: {
        failures: sql`case when ${signInFailures.lastFailedAt} < ${forgotten}::timestamptz then 1 else ${signInFailures.failures} + 1 end`,
        lastFailedAt: props.now,
      },
    });
}

/** The right key from this client: its own count starts afresh (the account's stays for others). */
export async function recordSuccessfulSignIn(db: Database, props: { email: string; address: string }) {
  await db
    .delete(signInFailures)
    .where(inArray(signInFailures.key, [keysOf(props.email, props.address).client]));
}
