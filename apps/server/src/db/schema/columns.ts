import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Primary keys are random UUIDs made by the database (gen_random_uuid is built into PostgreSQL 13+). */
export const id = () => uuid().primaryKey().defaultRandom();
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const at = () => timestamp({ withTimezone: true });
