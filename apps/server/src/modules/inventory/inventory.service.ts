import {
  checkPlacement,
  checkReceipt,
  checkTaking,
  needsExplanation,
  pinPlacement,
  QUANTITY_EXCEEDED_MESSAGE,
  type ReceivingStatus,
} from '@keelson/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import {
  deckplans,
  decks,
  documents,
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

type Tx = Database;
type ItemRow = typeof items.$inferSelect;

const invalid = (path: string, message: string) => badRequest('Invalid request', [{ path, message }]);

/** Runs one crew action on a locked item and stores its new evaluation, in one transaction. */
async function actOnInventory(
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
async function countsOf(tx: Tx, item: ItemRow) {
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

export function receiveDelivery(
  deps: AppDeps,
  props: {
    itemId: string;
    userId: string;
    status: ReceivingStatus;
    quantity: number | undefined;
    explanation: string | undefined;
  },
) {
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    const counts = await countsOf(tx, item);
    const placed = counts.stored + counts.installed + counts.removed;
    const quantity = props.status === 'Received' ? (props.quantity ?? 0) : 0;
    const receipt = checkReceipt(placed, quantity);
    if (!receipt.ok) throw invalid('/quantity_received', receipt.message);
    if (
      props.status === 'Received' &&
      needsExplanation({ quantity_ordered: item.quantityOrdered, quantity_received: quantity }) &&
      !props.explanation
    )
      throw invalid('/explanation', QUANTITY_EXCEEDED_MESSAGE);
    await tx
      .update(items)
      .set({
        receivingStatus: props.status,
        quantityReceived: props.status === 'Received' ? quantity : null,
        deliveredAt: item.deliveredAt ?? now,
      })
      .where(eq(items.id, item.id));
    await tx.insert(itemLogEntries).values({
      orderItemId: item.id,
      type: props.status === 'Received' ? 'receive' : 'reject',
      doneAt: now,
      quantity: props.status === 'Received' ? quantity : null,
      remarks: props.explanation ?? null,
      userId: props.userId,
    });
  });
}

/** The plan a pin goes on: of the item's ship, effectively enabled, with a ready image, x/y on it. */
async function planForPin(tx: Tx, item: ItemRow, place: { deckplan_id: string; x: number; y: number }) {
  const [row] = await tx
    .select({ plan: deckplans, deckEnabled: decks.enabled, vesselProject: vessels.projectId })
    .from(deckplans)
    .innerJoin(decks, eq(decks.id, deckplans.deckId))
    .innerJoin(purchaseOrders, eq(purchaseOrders.id, item.orderId))
    .innerJoin(vessels, eq(vessels.id, purchaseOrders.vesselId))
    .where(eq(deckplans.id, place.deckplan_id));
  if (!row || row.vesselProject !== row.plan.projectId)
    throw invalid('/deckplan_id', "Not a deck plan of this item's ship");
  if (!row.plan.enabled || !row.deckEnabled) throw invalid('/deckplan_id', 'This deck plan is disabled');
  const { imageWidth: width, imageHeight: height } = row.plan;
  if (row.plan.imageState !== 'ready' || !width || !height)
    throw invalid('/deckplan_id', 'This deck plan has no image yet');
  if (place.x >= width) throw invalid('/x', `Must be inside the plan (0 to ${width - 1})`);
  if (place.y >= height) throw invalid('/y', `Must be inside the plan (0 to ${height - 1})`);
  return row.plan;
}

function assertPinsAllowed(item: ItemRow) {
  const placement = pinPlacement({ receiving_status: item.receivingStatus as ReceivingStatus | null });
  if (!placement.allowed) throw conflict(placement.message);
}

type Place = {
  quantity: number;
  deckplan_id: string;
  x: number;
  y: number;
  location?: string;
  remarks?: string;
};

export function store(deps: AppDeps, props: { itemId: string; userId: string; place: Place }) {
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    assertPinsAllowed(item);
    const plan = await planForPin(tx, item, props.place);
    const check = checkPlacement(await countsOf(tx, item), props.place.quantity);
    if (!check.ok) throw invalid('/quantity', check.message);
    const [storage] = await tx
      .insert(itemStorages)
      .values({
        orderItemId: item.id,
        quantity: props.place.quantity,
        deckplanId: plan.id,
        x: props.place.x,
        y: props.place.y,
        location: props.place.location ?? null,
        remarks: props.place.remarks ?? null,
        createdByUserId: props.userId,
      })
      .returning();
    await tx.insert(itemLogEntries).values({
      orderItemId: item.id,
      type: 'store',
      doneAt: now,
      quantity: props.place.quantity,
      storageId: storage?.id,
      deckplanId: plan.id,
      x: props.place.x,
      y: props.place.y,
      remarks: props.place.remarks ?? null,
      userId: props.userId,
    });
  });
}

export function install(
  deps: AppDeps,
  props: {
    itemId: string;
    userId: string;
    place: Place & { installed_at?: string; from_storage_id?: string };
  },
) {
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    assertPinsAllowed(item);
    const plan = await planForPin(tx, item, props.place);
    const quantity = props.place.quantity;
    if (props.place.from_storage_id) {
      // install-store: the storage gives its units to the installation.
      const [source] = await tx
        .select()
        .from(itemStorages)
        .where(and(eq(itemStorages.id, props.place.from_storage_id), eq(itemStorages.orderItemId, item.id)));
      if (!source) throw invalid('/from_storage_id', 'Not a storage of this item');
      const taking = checkTaking(source.quantity, quantity);
      if (!taking.ok) throw invalid('/quantity', taking.message);
      await tx
        .update(itemStorages)
        .set({ quantity: source.quantity - quantity, modifiedAt: now })
        .where(eq(itemStorages.id, source.id));
    } else {
      const check = checkPlacement(await countsOf(tx, item), quantity);
      if (!check.ok) throw invalid('/quantity', check.message);
    }
    const [installation] = await tx
      .insert(itemInstallations)
      .values({
        orderItemId: item.id,
        quantity,
        deckplanId: plan.id,
        x: props.place.x,
        y: props.place.y,
        installedAt: props.place.installed_at ? new Date(props.place.installed_at) : now,
        location: props.place.location ?? null,
        remarks: props.place.remarks ?? null,
        createdByUserId: props.userId,
      })
      .returning();
    await tx.insert(itemLogEntries).values({
      orderItemId: item.id,
      type: 'install',
      doneAt: now,
      quantity,
      installationId: installation?.id,
      takenFromStorageId: props.place.from_storage_id ?? null,
      deckplanId: plan.id,
      x: props.place.x,
      y: props.place.y,
      remarks: props.place.remarks ?? null,
      userId: props.userId,
    });
  });
}

export function remove(
  deps: AppDeps,
  props: {
    itemId: string;
    userId: string;
    removal: {
      quantity: number;
      from_storage_id?: string;
      from_installation_id?: string;
      removed_at?: string;
      remarks?: string;
    };
  },
) {
  const { removal } = props;
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    if (item.isBasedOnIhmInitialCheck && item.hasTableAHazmats)
      throw conflict('This item is not removable: it is based on the initial check and has table A hazmats');
    const table = removal.from_storage_id ? itemStorages : itemInstallations;
    const sourceId = (removal.from_storage_id ?? removal.from_installation_id) as string;
    const [source] = await tx
      .select()
      .from(table)
      .where(and(eq(table.id, sourceId), eq(table.orderItemId, item.id)));
    if (!source)
      throw invalid(
        removal.from_storage_id ? '/from_storage_id' : '/from_installation_id',
        'Not a storage or installation of this item',
      );
    const taking = checkTaking(source.quantity, removal.quantity);
    if (!taking.ok) throw invalid('/quantity', taking.message);
    await tx
      .update(table)
      .set({ quantity: source.quantity - removal.quantity, modifiedAt: now })
      .where(eq(table.id, source.id));
    const [row] = await tx
      .insert(itemRemovals)
      .values({
        orderItemId: item.id,
        quantity: removal.quantity,
        removedAt: removal.removed_at ? new Date(removal.removed_at) : now,
        sourceDeckplanId: source.deckplanId,
        sourceX: source.x,
        sourceY: source.y,
        remarks: removal.remarks ?? null,
        createdByUserId: props.userId,
      })
      .returning();
    await tx.insert(itemLogEntries).values({
      orderItemId: item.id,
      type: 'remove',
      doneAt: now,
      quantity: removal.quantity,
      removalId: row?.id,
      takenFromStorageId: removal.from_storage_id ?? null,
      takenFromInstallationId: removal.from_installation_id ?? null,
      deckplanId: source.deckplanId,
      x: source.x,
      y: source.y,
      remarks: removal.remarks ?? null,
      userId: props.userId,
    });
  });
}

/**
 * Corrects a removal or attaches its discharge receipt (a company document of type
 * discharge_receipt): with it the removal is documented, and a discharge entry is logged.
 */
export async function patchRemoval(
  deps: AppDeps,
  props: {
    removalId: string;
    userId: string;
    patch: { discharge_receipt_id?: string | null; removed_at?: string; remarks?: string };
  },
) {
  const [removal] = await deps.db.select().from(itemRemovals).where(eq(itemRemovals.id, props.removalId));
  if (!removal) throw new AppError(404, 'not_found', 'Not found');
  await actOnInventory(deps, removal.orderItemId, async (tx, item, now) => {
    const receiptId = props.patch.discharge_receipt_id;
    if (receiptId) {
      const [receipt] = await tx
        .select({ type: documents.type })
        .from(documents)
        .where(and(eq(documents.id, receiptId), eq(documents.bucketId, item.bucketId)));
      if (receipt?.type !== 'discharge_receipt')
        throw invalid('/discharge_receipt_id', 'Not a discharge receipt of this company');
    }
    await tx
      .update(itemRemovals)
      .set({
        ...(receiptId !== undefined
          ? { dischargeReceiptId: receiptId, isDocumented: receiptId !== null }
          : {}),
        ...(props.patch.removed_at ? { removedAt: new Date(props.patch.removed_at) } : {}),
        ...(props.patch.remarks !== undefined ? { remarks: props.patch.remarks || null } : {}),
        modifiedAt: now,
      })
      .where(eq(itemRemovals.id, removal.id));
    if (receiptId)
      await tx.insert(itemLogEntries).values({
        orderItemId: item.id,
        type: 'discharge',
        doneAt: now,
        quantity: removal.quantity,
        removalId: removal.id,
        userId: props.userId,
      });
  });
  return removal.orderItemId;
}

/**
 * Moves a pin (to another spot, or another plan of the ship) or edits its location or remark: the
 * units stay the same; a move is logged with where the pin went.
 */
export async function patchPlacement(
  deps: AppDeps,
  props: {
    kind: 'storage' | 'installation';
    id: string;
    userId: string;
    patch: { deckplan_id?: string; x?: number; y?: number; location?: string; remarks?: string };
  },
) {
  const table = props.kind === 'storage' ? itemStorages : itemInstallations;
  const [placement] = await deps.db.select().from(table).where(eq(table.id, props.id));
  if (!placement) throw new AppError(404, 'not_found', 'Not found');
  const { patch } = props;
  await actOnInventory(deps, placement.orderItemId, async (tx, item, now) => {
    const moving = patch.x !== undefined && patch.y !== undefined;
    const plan = moving
      ? await planForPin(tx, item, {
          deckplan_id: patch.deckplan_id ?? placement.deckplanId,
          x: patch.x as number,
          y: patch.y as number,
        })
      : null;
    await tx
      .update(table)
      .set({
        ...(plan ? { deckplanId: plan.id, x: patch.x as number, y: patch.y as number } : {}),
        ...(patch.location !== undefined ? { location: patch.location || null } : {}),
        ...(patch.remarks !== undefined ? { remarks: patch.remarks || null } : {}),
        modifiedAt: now,
      })
      .where(eq(table.id, placement.id));
    if (plan)
      await tx.insert(itemLogEntries).values({
        orderItemId: item.id,
        type: props.kind === 'storage' ? 'store' : 'install',
        doneAt: now,
        quantity: placement.quantity,
        ...(props.kind === 'storage' ? { storageId: placement.id } : { installationId: placement.id }),
        deckplanId: plan.id,
        x: patch.x,
        y: patch.y,
        remarks: 'Moved',
        userId: props.userId,
      });
  });
  return placement.orderItemId;
}
