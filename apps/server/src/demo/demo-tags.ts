import { TAG_CODE_LENGTH, tagCodeFrom } from '@keelson/domain';
import { and, count, eq, isNotNull, or } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  itemInstallations,
  itemStorages,
  purchaseOrderItems as items,
  purchaseOrders,
  tags,
  vessels,
} from '../db/schema/index.ts';
import { seededRandom } from './fleet-generator.ts';

/** Stickers per ship: half of them on items already on board, half still on the sheet. */
const TAGS_PER_SHIP = 12;

/**
 * Tags of every demo ship, once per database: a printed batch with some stickers bound to items
 * the crew stored or installed, so the print sheet, the item's tags and a scanned code all work.
 */
export async function ensureDemoTags(db: Database, props: { crewId: string }) {
  const [existing] = await db.select({ n: count() }).from(tags);
  if ((existing?.n ?? 0) > 0) return;
  const random = seededRandom(0x74616773);
  const code = () => tagCodeFrom(Uint8Array.from({ length: TAG_CODE_LENGTH }, () => random.int(0, 255)));
  const ships = await db
    .select({ projectId: vessels.projectId, bucketId: vessels.bucketId, vesselId: vessels.id })
    .from(vessels)
    .where(isNotNull(vessels.projectId));
  for (const ship of ships) {
    const onBoard = await db
      .selectDistinct({ id: items.id })
      .from(items)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
      .leftJoin(itemStorages, eq(itemStorages.orderItemId, items.id))
      .leftJoin(itemInstallations, eq(itemInstallations.orderItemId, items.id))
      .where(
        and(
          eq(purchaseOrders.vesselId, ship.vesselId),
          or(isNotNull(itemStorages.id), isNotNull(itemInstallations.id)),
        ),
      )
      .limit(TAGS_PER_SHIP / 2);
    await db
      .insert(tags)
      .values(
        Array.from({ length: TAGS_PER_SHIP }, (_, i) => ({
          code: code(),
          authorUserId: props.crewId,
          projectId: ship.projectId,
          bucketId: ship.bucketId,
          orderItemId: onBoard[i]?.id ?? null,
          boundAt: onBoard[i] ? new Date() : null,
        })),
      )
      .onConflictDoNothing();
  }
}
