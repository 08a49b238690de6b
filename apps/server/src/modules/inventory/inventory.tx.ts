import { checkTaking, pinPlacement, type ReceivingStatus } from '@keelson/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  deckplans,
  decks,
  itemInstallations,
  itemLogEntries,
  itemRemovals,
  itemStorages,
  purchaseOrderItems as items,
  purchaseOrders,
  vessels,
} from '../../db/schema/index.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';

// What every crew action shares: the locked item, its counts, the plan a pin goes on, the log.

export type Tx = Database;
export type ItemRow = typeof items.$inferSelect;

export const invalid = (path: string, message: string) => badRequest('Invalid request', [{ path, message }]);

/** Runs one crew action on a locked item and stores its new evaluation, in one transaction. */
export async function actOnInventory(
  deps: AppDeps,
  itemId: string,
  change: (tx: Tx, item: ItemRow, now: Date) => Promise<void>,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    // The row lock serialises the item's crew actions: two removals of the last unit, one wins.
    const [item] = await tx.select().from(items).where(eq(items.id, itemId)).for('update');
    if (!item) throw new AppError(404, 'not_found', 'Not found');
    await change(tx, item, now);
    await tx.update(items).set({ modifiedAt: now }).where(eq(items.id, itemId));
    await reevaluateOrderItems(tx, [itemId], now);
  });
}

/** Sums of the item's storages, installations and removals (one statement). */
export async function countsOf(tx: Tx, item: ItemRow) {
  const sum = (table: typeof itemStorages | typeof itemInstallations | typeof itemRemovals) =>
    sql<number>`(select coalesce(sum(${table.quantity}), 0) from ${table} where ${table.orderItemId} = ${item.id})`.mapWith(
      Number,
    );
  const [row] = await tx
    .select({ stored: sum(itemStorages), installed: sum(itemInstallations), removed: sum(itemRemovals) })
    .from(items)
    .where(eq(items.id, item.id));
  return {
    received: item.receivingStatus === 'Received' ? (item.quantityReceived ?? 0) : 0,
    stored: row?.stored ?? 0,
    installed: row?.installed ?? 0,
    removed: row?.removed ?? 0,
  };
}

export type Spot = { deckplan_id: string; x: number; y: number };

/**
 * The plan a pin goes on: of the item's ship (or, for a transfer, of another ship of the same
 * company), effectively enabled, with a ready image, and x/y inside it.
 */
export async function planForPin(
  tx: Tx,
  item: ItemRow,
  place: Spot,
  options: { acrossVessels?: boolean } = {},
) {
  const [row] = await tx
    .select({ plan: deckplans, deckEnabled: decks.enabled, vesselProject: vessels.projectId })
    .from(deckplans)
    .innerJoin(decks, eq(decks.id, deckplans.deckId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, item.orderId))
    .innerJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .where(eq(deckplans.id, place.deckplan_id));
  const ownShip = row !== undefined && row.vesselProject === row.plan.projectId;
  if (!row || (!ownShip && !(options.acrossVessels && (await isCompanyShip(tx, item, row.plan.projectId)))))
    throw invalid(
      '/deckplan_id',
      options.acrossVessels
        ? 'Not a deck plan of a ship of this company'
        : "Not a deck plan of this item's ship",
    );
  if (!row.plan.enabled || !row.deckEnabled) throw invalid('/deckplan_id', 'This deck plan is disabled');
  const { imageWidth: width, imageHeight: height } = row.plan;
  if (row.plan.imageState !== 'ready' || !width || !height)
    throw invalid('/deckplan_id', 'This deck plan has no image yet');
  if (place.x >= width) throw invalid('/x', `Must be inside the plan (0 to ${width - 1})`);
  if (place.y >= height) throw invalid('/y', `Must be inside the plan (0 to ${height - 1})`);
  return row.plan;
}

async function isCompanyShip(tx: Tx, item: ItemRow, projectId: string) {
  const [ship] = await tx
    .select({ id: vessels.id })
    .from(vessels)
    .where(and(eq(vessels.projectId, projectId), eq(vessels.bucketId, item.bucketId)))
    .limit(1);
  return ship !== undefined;
}

export function assertPinsAllowed(item: ItemRow) {
  const placement = pinPlacement({ receiving_status: item.receivingStatus as ReceivingStatus | null });
  if (!placement.allowed) throw conflict(placement.message);
}

export type PinTable = typeof itemStorages | typeof itemInstallations;

/** A storage or installation of the item, named by the request field that gave its id. */
export async function sourceOf(
  tx: Tx,
  item: ItemRow,
  source: { from_storage_id?: string; from_installation_id?: string },
) {
  const table: PinTable = source.from_storage_id ? itemStorages : itemInstallations;
  const id = (source.from_storage_id ?? source.from_installation_id) as string;
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.id, id), eq(table.orderItemId, item.id)));
  if (!row)
    throw invalid(
      source.from_storage_id ? '/from_storage_id' : '/from_installation_id',
      'Not a storage or installation of this item',
    );
  return { table, row };
}

export type LogValues = Omit<typeof itemLogEntries.$inferInsert, 'id' | 'createdAt'>;

export async function log(tx: Tx, values: LogValues) {
  await tx.insert(itemLogEntries).values(values);
}

/** Takes units from a storage or installation of the item; never more than it holds. */
export async function takeUnits(
  tx: Tx,
  item: ItemRow,
  source: { from_storage_id?: string; from_installation_id?: string },
  quantity: number,
  now: Date,
) {
  const found = await sourceOf(tx, item, source);
  const taking = checkTaking(found.row.quantity, quantity);
  if (!taking.ok) throw invalid('/quantity', taking.message);
  await tx
    .update(found.table)
    .set({ quantity: found.row.quantity - quantity, modifiedAt: now })
    .where(eq(found.table.id, found.row.id));
  return found.row;
}

export type Place = Spot & { quantity: number; location?: string; remarks?: string };

/** A new storage or installation pinned at the place (an installation also gets its time). */
export async function createPin(
  tx: Tx,
  kind: 'storage' | 'installation',
  props: { item: ItemRow; place: Place; planId: string; userId: string; installedAt?: Date },
) {
  const values = {
    orderItemId: props.item.id,
    quantity: props.place.quantity,
    deckplanId: props.planId,
    x: props.place.x,
    y: props.place.y,
    location: props.place.location ?? null,
    remarks: props.place.remarks ?? null,
    createdByUserId: props.userId,
  };
  const [row] =
    kind === 'storage'
      ? await tx.insert(itemStorages).values(values).returning({ id: itemStorages.id })
      : await tx
          .insert(itemInstallations)
          .values({ ...values, installedAt: props.installedAt ?? new Date() })
          .returning({ id: itemInstallations.id });
  return (row as { id: string }).id;
}
