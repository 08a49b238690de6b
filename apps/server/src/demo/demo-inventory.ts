import { ORDER_STATUSES_AT_VESSEL } from '@keelson/domain';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import {
  deckplans,
  itemInstallations,
  itemLogEntries,
  itemRemovals,
  itemStorages,
  purchaseOrderItems as items,
  purchaseOrders,
  vessels,
} from '../db/schema/index.ts';
import { reevaluateOrderItems } from '../modules/order-items/item-evaluation.service.ts';
import { seededRandom } from './fleet-generator.ts';

const DAY = 86_400_000;
/** Items of each ship the demo crew has received and put somewhere. */
const ITEMS_PER_SHIP = 40;

/**
 * The crew's world, once per database: items at the vessel received, stored or installed at spots
 * of the ship's plans, some removed, each with its log — so the plans show pins and the crew lists
 * show work done and work left.
 */
export async function ensureDemoInventory(db: Database, now: Date) {
  const [existing] = await db.select({ n: count() }).from(itemStorages);
  if ((existing?.n ?? 0) > 0) return;
  const random = seededRandom(0x70696e73);
  const plans = await db.select({ id: deckplans.id, projectId: deckplans.projectId }).from(deckplans);
  const ships = await db
    .select({ id: vessels.id, projectId: vessels.projectId })
    .from(vessels)
    .where(isNotNull(vessels.projectId));
  const touched: string[] = [];
  for (const ship of ships) {
    const shipPlans = plans.filter((plan) => plan.projectId === ship.projectId);
    if (shipPlans.length === 0) continue;
    const candidates = await db
      .select({ id: items.id, ordered: items.quantityOrdered, createdAt: items.createdAt })
      .from(items)
      .innerJoin(purchaseOrders, eq(purchaseOrders.id, items.orderId))
      .where(
        and(
          eq(purchaseOrders.vesselId, ship.id),
          inArray(purchaseOrders.status, [...ORDER_STATUSES_AT_VESSEL]),
        ),
      )
      .limit(ITEMS_PER_SHIP);
    for (const item of candidates) {
      const received = Math.max(1, Math.round(item.ordered ?? 1));
      const at = new Date(Math.min(now.getTime() - DAY, item.createdAt.getTime() + random.int(5, 40) * DAY));
      await db
        .update(items)
        .set({ receivingStatus: 'Received', quantityReceived: received, deliveredAt: at })
        .where(eq(items.id, item.id));
      await db
        .insert(itemLogEntries)
        .values({ orderItemId: item.id, type: 'receive', doneAt: at, quantity: received });
      if (random.chance(0.2)) {
        touched.push(item.id);
        continue; // received, still to be tagged and inventoried
      }
      const plan = random.pick(shipPlans);
      const spot = { deckplanId: plan.id, x: random.int(650, 3550), y: random.int(300, 700) };
      const installed = random.chance(0.4);
      const table = installed ? itemInstallations : itemStorages;
      const [placed] = await db
        .insert(table)
        .values({
          orderItemId: item.id,
          quantity: received,
          ...spot,
          ...(installed ? { installedAt: at } : {}),
          createdAt: at,
        } as typeof itemInstallations.$inferInsert)
        .returning({ id: table.id });
      await db.insert(itemLogEntries).values({
        orderItemId: item.id,
        type: installed ? 'install' : 'store',
        doneAt: at,
        quantity: received,
        ...(installed ? { installationId: placed?.id } : { storageId: placed?.id }),
        ...spot,
      });
      if (received > 1 && random.chance(0.25)) {
        const removedAt = new Date(at.getTime() + random.int(10, 60) * DAY);
        if (removedAt < now) {
          await db
            .update(table)
            .set({ quantity: received - 1 })
            .where(eq(table.id, placed?.id as string));
          const discharged = random.chance(0.5);
          const [removal] = await db
            .insert(itemRemovals)
            .values({
              orderItemId: item.id,
              quantity: 1,
              removedAt,
              sourceDeckplanId: spot.deckplanId,
              sourceX: spot.x,
              sourceY: spot.y,
              isDocumented: discharged,
              createdAt: removedAt,
            })
            .returning({ id: itemRemovals.id });
          if (discharged)
            await db.insert(itemLogEntries).values({
              orderItemId: item.id,
              type: 'discharge',
              doneAt: new Date(removedAt.getTime() + DAY),
              quantity: 1,
              removalId: removal?.id,
            });
          await db.insert(itemLogEntries).values({
            orderItemId: item.id,
            type: 'remove',
            doneAt: removedAt,
            quantity: 1,
            removalId: removal?.id,
            ...(installed ? { takenFromInstallationId: placed?.id } : { takenFromStorageId: placed?.id }),
            ...spot,
          });
        }
      }
      touched.push(item.id);
    }
  }
  for (let start = 0; start < touched.length; start += 500)
    await db.transaction((tx) => reevaluateOrderItems(tx, touched.slice(start, start + 500), now));
}
