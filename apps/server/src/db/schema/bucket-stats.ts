import type { StatsCount } from '@keelson/contract';
import { boolean, date, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { buckets } from './buckets.ts';
import { createdAt } from './columns.ts';
import { vessels } from './maintenance-catalog.ts';

export type StoredStatsCounts = Record<StatsCount, number>;

/**
 * A company's bucket statistics as they stood on a day (UTC), written by the daily
 * `bucket-stats-snapshot` job: the fleet dashboard's trends read these instead of history the
 * items do not keep. One row per bucket and day (written again the same day, it is replaced);
 * kept two years. The counts are jsonb: a new statistics count needs no migration, and old days
 * simply lack it (read as 0).
 */
export const bucketStatsSnapshots = pgTable(
  'bucket_stats_snapshots',
  {
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    counts: jsonb().$type<StoredStatsCounts>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.bucketId, table.day] }),
    index('bucket_stats_snapshots_day_idx').on(table.day),
  ],
);

/**
 * The same statistics per vessel and day: the per-vessel trend, and the company trend of a caller
 * who sees only some of its vessels (the sum of theirs).
 */
export const vesselStatsSnapshots = pgTable(
  'vessel_stats_snapshots',
  {
    vesselId: uuid()
      .notNull()
      .references(() => vessels.id, { onDelete: 'cascade' }),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    counts: jsonb().$type<StoredStatsCounts>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.vesselId, table.day] }),
    index('vessel_stats_snapshots_bucket_day_idx').on(table.bucketId, table.day),
    index('vessel_stats_snapshots_day_idx').on(table.day),
  ],
);

/** Users who asked for the weekly fleet digest mail, and the ISO week it last went out for them. */
export const fleetDigestSubscriptions = pgTable('fleet_digest_subscriptions', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  weeklyDigest: boolean().notNull().default(true),
  /** e.g. `2026-W48`: a retried or repeated run of the same week sends nothing again. */
  lastSentWeek: text(),
  createdAt: createdAt(),
});
