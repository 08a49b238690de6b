import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';

/** The credentials: an account signs in; the browser derives the key, we keep only its Argon2id hash. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    email: text().notNull(),
    keyHash: text().notNull(),
    twoFactorEnabled: boolean().notNull().default(false),
    /** When the two-factor offer after sign-in was shown: it is offered once, then kept in the profile. */
    twoFactorOfferedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('accounts_email_unique').on(table.email)],
);

/** The person behind an account, as other users see them. */
export const users = pgTable(
  'users',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    firstName: text(),
    lastName: text(),
    /** Key of the profile image in file storage. */
    imageKey: text(),
    admin: boolean().notNull().default(false),
    /** The expert's view of the maintenance screens, for experts (spec section 6: default on). */
    expertView: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_account_unique').on(table.accountId),
    uniqueIndex('users_email_unique').on(table.email),
  ],
);

/** A sign-up waiting for its e-mail confirmation (double opt-in); gone after 24 hours. */
export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    email: text().notNull(),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('registrations_email_idx').on(table.email),
    index('registrations_expires_idx').on(table.expiresAt),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    expiresAt: at().notNull(),
    usedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [index('password_resets_account_idx').on(table.accountId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text().notNull(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at().notNull(),
    endedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('sessions_token_unique').on(table.tokenHash),
    index('sessions_account_idx').on(table.accountId),
  ],
);

/**
 * A mailed security code, for a sign-in (purpose login) or for switching two-factor on
 * (purpose activation). The security token names the challenge; the code proves the mailbox.
 */
export const securityChallenges = pgTable(
  'security_challenges',
  {
    id: id(),
    accountId: uuid()
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['login', 'activation'] }).notNull(),
    tokenHash: text().notNull(),
    codeHash: text(),
    codeSentAt: at(),
    expiresAt: at().notNull(),
    failedAttempts: integer().notNull().default(0),
    consumedAt: at(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('security_challenges_token_unique').on(table.tokenHash)],
);

/** Fixed-window counters for rate limits; in the database so that every API process sees them. */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text().primaryKey(),
  windowStartedAt: at().notNull(),
  hits: integer().notNull(),
});

/**
 * Failed sign-ins per client at one account (`client:<email>|<address>`) and per account
 * (`account:<email>`), for the growing waits of sign-in throttling (decision 0018).
 */
export const signInFailures = pgTable('sign_in_failures', {
  key: text().primaryKey(),
  failures: integer().notNull(),
  lastFailedAt: at().notNull(),
});
