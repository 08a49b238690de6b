import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema/index.ts';
import { tooManyRequests } from '../errors.ts';

export type RateLimit = { name: string; limit: number; windowSeconds: number };

/** The abuse limits: per client address and per account, for every endpoint that guesses or mails. */
export const RATE_LIMITS = {
  signInPerIp: { name: 'sign-in:ip', limit: 60, windowSeconds: 900 },
  signUpPerIp: { name: 'sign-up:ip', limit: 30, windowSeconds: 3600 },
  signUpPerEmail: { name: 'sign-up:email', limit: 5, windowSeconds: 3600 },
  resetPerIp: { name: 'reset:ip', limit: 30, windowSeconds: 3600 },
  resetPerEmail: { name: 'reset:email', limit: 5, windowSeconds: 3600 },
  codePerIp: { name: 'code:ip', limit: 60, windowSeconds: 900 },
  codePerAccount: { name: 'code:account', limit: 10, windowSeconds: 900 },
  /** Grants mail any address: per manager an hour, per project a day. */
  grantPerUser: { name: 'grant:user', limit: 30, windowSeconds: 3600 },
  grantPerProject: { name: 'grant:project', limit: 100, windowSeconds: 86_400 },
  /** Manual supplier mails: per user and per company an hour, one per supplier in ten minutes. */
  supplierMailPerUser: { name: 'supplier-mail:user', limit: 30, windowSeconds: 3600 },
  supplierMailPerCompany: { name: 'supplier-mail:company', limit: 100, windowSeconds: 3600 },
  supplierMailPerSupplier: { name: 'supplier-mail:supplier', limit: 1, windowSeconds: 600 },
} satisfies Record<string, RateLimit>;

/**
 * Counts one hit in a fixed window kept in the database (so every API process shares it) and
 * throws 429 once the window's limit is passed.
 */
export async function hitRateLimit(db: Database, rule: RateLimit, subject: string, now: Date) {
  const key = `${rule.name}:${subject}`;
  const windowStart = new Date(now.getTime() - rule.windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        hits: sql`case when ${rateLimitCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then 1 else ${rateLimitCounters.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimitCounters.windowStartedAt} <= ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimitCounters.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimitCounters.hits, windowStartedAt: rateLimitCounters.windowStartedAt });
  if (row && row.hits > rule.limit) {
    const retryAfter = Math.max(
      1,
      Math.ceil((row.windowStartedAt.getTime() + rule.windowSeconds * 1000 - now.getTime()) / 1000),
    );
    throw tooManyRequests(retryAfter);
  }
}
