// Pins on deck plans: when they may be placed and their colour (spec sections 4 and 8).
import type { Highlight, PinColour, View } from './evaluation.constants.ts';
import type { ReceivingStatus } from './order.constants.ts';
import type { Highlights } from './order-item-evaluation.types.ts';

export const PIN_BLOCKED_REJECTED_MESSAGE =
  'Please correct your inventory in order to place pins for this item on relevant deckplans.';
export const PIN_BLOCKED_NOT_RECEIVED_MESSAGE =
  'Please confirm your inventory on how many items you have received to be able to place pins on relevant deckplans.';

export type PinPlacement =
  | { allowed: true }
  | { allowed: false; reason: 'delivery_rejected'; message: typeof PIN_BLOCKED_REJECTED_MESSAGE }
  | { allowed: false; reason: 'delivery_not_received'; message: typeof PIN_BLOCKED_NOT_RECEIVED_MESSAGE };

/** Pins can be placed only after the delivery is confirmed as received. */
export function pinPlacement(item: { receiving_status: ReceivingStatus | null }): PinPlacement {
  if (item.receiving_status === 'Received') return { allowed: true };
  if (item.receiving_status === 'Rejected') {
    return { allowed: false, reason: 'delivery_rejected', message: PIN_BLOCKED_REJECTED_MESSAGE };
  }
  return { allowed: false, reason: 'delivery_not_received', message: PIN_BLOCKED_NOT_RECEIVED_MESSAGE };
}

const PIN_COLOUR_OF: Readonly<Record<Highlight, PinColour>> = {
  critical: 'red',
  action_required: 'yellow',
  action_done: 'blue',
  none: 'ghost',
};

/** Critical state red, action required yellow, action done blue, otherwise ghost. */
export function pinColour(highlight: Highlight): PinColour {
  return PIN_COLOUR_OF[highlight];
}

/** The pin colour of an evaluated item in the expert or the crew view. */
export function pinColourFor(evaluation: { highlights: Highlights }, view: View): PinColour {
  return PIN_COLOUR_OF[evaluation.highlights[view]];
}
