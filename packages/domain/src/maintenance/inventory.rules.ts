// The crew's inventory of an item: what may be received, placed and removed (spec sections 4 and 8).
export const QUANTITY_EXCEEDED_MESSAGE = 'The quantity has been exceeded, please explain';

/** More than ordered needs an explanation (spec section 5). */
export function needsExplanation(props: {
  quantity_ordered: number | null;
  quantity_received: number;
}): boolean {
  return props.quantity_ordered !== null && props.quantity_received > props.quantity_ordered;
}

export type InventoryCounts = { received: number; stored: number; installed: number; removed: number };

/**
 * Units received but on no pin yet: what a new storage or installation may take. Storages,
 * installations and removals together never hold more than was received.
 */
export function unplacedUnits(counts: InventoryCounts): number {
  return Math.max(0, counts.received - counts.stored - counts.installed - counts.removed);
}

export type InventoryCheck = { ok: true } | { ok: false; message: string };

/** Whether `quantity` more units may be placed (stored or installed from the unplaced ones). */
export function checkPlacement(counts: InventoryCounts, quantity: number): InventoryCheck {
  const free = unplacedUnits(counts);
  if (quantity <= free) return { ok: true };
  return {
    ok: false,
    message:
      free === 0
        ? 'Every received unit is placed already: remove or move units first'
        : `Only ${free} received unit(s) are not placed yet`,
  };
}

/** Whether `quantity` units may leave a storage or installation that holds `held`. */
export function checkTaking(held: number, quantity: number): InventoryCheck {
  if (quantity <= held) return { ok: true };
  return { ok: false, message: `Only ${held} unit(s) are there` };
}

/** A corrected receipt may not fall below what is placed already (or reject placed units). */
export function checkReceipt(placed: number, receivedNow: number): InventoryCheck {
  if (receivedNow >= placed) return { ok: true };
  return { ok: false, message: `${placed} unit(s) are placed already: remove them first` };
}
