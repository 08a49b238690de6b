import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  articles,
  buckets,
  categories,
  checkResults,
  projects,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  teams,
  vessels,
} from '../db/schema/index.ts';
import { reevaluateOrderItems } from '../modules/order-items/item-evaluation.service.ts';
import { DEMO_SHIPS, DEMO_TEAM_NAME } from './demo-organisation.ts';
import { chunks, fleetCatalog, fleetOrders } from './fleet-generator.ts';

/** Sizes of the demo fleet; at `npm start` on a fresh data folder it takes a few seconds on PGlite. */
export const DEMO_FLEET = { seed: 0x6b65656c, vessels: 4, orders: 300, maxItems: 15 } as const;
const INSERT_ROWS = 1000;
const EVALUATE_IDS = 500;

/** The demo team's maintenance bucket (the demo company), if the organisation exists. */
export async function demoMaintenanceBucket(db: Database) {
  const [bucket] = await db
    .select({ id: buckets.id, teamId: buckets.dataownerTeamId })
    .from(buckets)
    .innerJoin(teams, eq(teams.id, buckets.dataownerTeamId))
    .where(and(eq(teams.name, DEMO_TEAM_NAME), eq(buckets.type, 'ihm_maint'), eq(buckets.archived, false)))
    .limit(1);
  return bucket?.teamId ? { id: bucket.id, teamId: bucket.teamId } : undefined;
}

/**
 * A year of purchase orders of four ships in the demo team's maintenance bucket, evaluated at
 * `now`. Skipped when that bucket already has orders, so it runs once per database.
 */
export async function ensureDemoMaintenance(db: Database, now: Date) {
  const bucket = await demoMaintenanceBucket(db);
  if (!bucket) return;
  const [existing] = await db
    .select({ n: count() })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.bucketId, bucket.id));
  if ((existing?.n ?? 0) > 0) return;

  const projectRows = await db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.dataownerTeamId, bucket.teamId),
        inArray(
          projects.name,
          DEMO_SHIPS.map((ship) => `IHM ${ship.name}`),
        ),
      ),
    );
  const projectIds = DEMO_SHIPS.map(
    (ship) => projectRows.find((project) => project.name === `IHM ${ship.name}`)?.id ?? null,
  ).filter((id): id is string => id !== null);
  const catalog = fleetCatalog({
    seed: DEMO_FLEET.seed,
    bucketId: bucket.id,
    vessels: DEMO_FLEET.vessels,
    projectIds,
  });
  const fleet = fleetOrders(catalog, {
    seed: DEMO_FLEET.seed + 1,
    bucketId: bucket.id,
    now,
    orders: DEMO_FLEET.orders,
    maxItems: DEMO_FLEET.maxItems,
  });

  await db.transaction(async (tx) => {
    await tx.insert(categories).values(catalog.categories.map(({ key: _key, ...row }) => row));
    await tx
      .insert(articles)
      .values(catalog.articles.map(({ categoryKey: _category, unit: _unit, ...row }) => row));
    await tx.insert(suppliers).values(catalog.suppliers);
    await tx.insert(vessels).values(catalog.vessels);
    for (const rows of chunks(fleet.orders, INSERT_ROWS)) await tx.insert(purchaseOrders).values(rows);
    for (const rows of chunks(fleet.items, INSERT_ROWS)) await tx.insert(purchaseOrderItems).values(rows);
    for (const rows of chunks(fleet.checks, INSERT_ROWS)) await tx.insert(checkResults).values(rows);
    for (const ids of chunks(
      fleet.items.map((item) => item.id),
      EVALUATE_IDS,
    )) {
      await reevaluateOrderItems(tx, ids, now);
    }
  });
  return { orders: fleet.orders.length, items: fleet.items.length, checks: fleet.checks.length };
}
