import {
  checkPlacement,
  checkReceipt,
  needsExplanation,
  QUANTITY_EXCEEDED_MESSAGE,
  type ReceivingStatus,
} from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { itemRemovals, purchaseOrderItems as items } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import {
  actOnInventory,
  assertPinsAllowed,
  countsOf,
  createPin,
  invalid,
  log,
  type Place,
  planForPin,
  takeUnits,
} from './inventory.tx.ts';

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
    await log(tx, {
      orderItemId: item.id,
      type: props.status === 'Received' ? 'receive' : 'reject',
      doneAt: now,
      quantity: props.status === 'Received' ? quantity : null,
      remarks: props.explanation ?? null,
      userId: props.userId,
    });
  });
}

type Actor = { itemId: string; userId: string };

/** Where a pin went, for its log entry. */
const spotOf = (planId: string, place: Place) => ({
  deckplanId: planId,
  x: place.x,
  y: place.y,
  remarks: place.remarks ?? null,
});

export function store(deps: AppDeps, props: Actor & { place: Place }) {
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    assertPinsAllowed(item);
    const plan = await planForPin(tx, item, props.place);
    const check = checkPlacement(await countsOf(tx, item), props.place.quantity);
    if (!check.ok) throw invalid('/quantity', check.message);
    const storageId = await createPin(tx, 'storage', {
      item,
      place: props.place,
      planId: plan.id,
      userId: props.userId,
    });
    await log(tx, {
      orderItemId: item.id,
      type: 'store',
      doneAt: now,
      quantity: props.place.quantity,
      storageId,
      ...spotOf(plan.id, props.place),
      userId: props.userId,
    });
  });
}

/** Installs received units, or units of a storage (install-store: the storage gives them). */
export function install(
  deps: AppDeps,
  props: Actor & { place: Place & { installed_at?: string; from_storage_id?: string } },
) {
  const { place } = props;
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    assertPinsAllowed(item);
    const plan = await planForPin(tx, item, place);
    if (place.from_storage_id)
      await takeUnits(tx, item, { from_storage_id: place.from_storage_id }, place.quantity, now);
    else {
      const check = checkPlacement(await countsOf(tx, item), place.quantity);
      if (!check.ok) throw invalid('/quantity', check.message);
    }
    const installationId = await createPin(tx, 'installation', {
      item,
      place,
      planId: plan.id,
      userId: props.userId,
      installedAt: place.installed_at ? new Date(place.installed_at) : now,
    });
    await log(tx, {
      orderItemId: item.id,
      type: 'install',
      doneAt: now,
      quantity: place.quantity,
      installationId,
      takenFromStorageId: place.from_storage_id ?? null,
      ...spotOf(plan.id, place),
      userId: props.userId,
    });
  });
}

type Source = { from_storage_id?: string; from_installation_id?: string };

/**
 * Moves units from a storage or installation to a new storage or installation: on the same plan,
 * another deck, or a ship of the same company. The units keep their history (one log entry, one
 * usage-graph edge from the old pin to the new one).
 */
export function transfer(
  deps: AppDeps,
  props: Actor & { transfer: Place & Source & { to: 'storage' | 'installation' } },
) {
  const { transfer: move } = props;
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    assertPinsAllowed(item);
    const plan = await planForPin(tx, item, move, { acrossVessels: true });
    await takeUnits(tx, item, move, move.quantity, now);
    const pinId = await createPin(tx, move.to, {
      item,
      place: move,
      planId: plan.id,
      userId: props.userId,
      installedAt: now,
    });
    await log(tx, {
      orderItemId: item.id,
      type: 'transfer',
      doneAt: now,
      quantity: move.quantity,
      ...(move.to === 'storage' ? { storageId: pinId } : { installationId: pinId }),
      takenFromStorageId: move.from_storage_id ?? null,
      takenFromInstallationId: move.from_installation_id ?? null,
      ...spotOf(plan.id, move),
      userId: props.userId,
    });
  });
}

/** Removes units from a storage or installation; an item that is not removable (section 4) stays. */
export function remove(
  deps: AppDeps,
  props: Actor & { removal: Source & { quantity: number; removed_at?: string; remarks?: string } },
) {
  const { removal } = props;
  return actOnInventory(deps, props.itemId, async (tx, item, now) => {
    if (item.isBasedOnIhmInitialCheck && item.hasTableAHazmats)
      throw conflict('This item is not removable: it is based on the initial check and has table A hazmats');
    const source = await takeUnits(tx, item, removal, removal.quantity, now);
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
      .returning({ id: itemRemovals.id });
    await log(tx, {
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
