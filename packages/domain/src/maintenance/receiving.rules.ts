// Delivery and receipt of an item's goods (spec section 4; receipt states: doc table R).
import type { FirstMatchTable } from './decision-table.utils.ts';
import { firstMatch } from './decision-table.utils.ts';
import {
  type DeliveryStatus,
  ORDER_STATUSES_AT_VESSEL,
  type OrderStatus,
  type ReceiptState,
} from './order.constants.ts';
import type { OrderItemInput } from './order-item-input.types.ts';

export type DeliveryInput = Pick<
  OrderItemInput,
  'receiving_status' | 'quantity_ordered' | 'quantity_delivered' | 'quantity_received'
>;

/**
 * Delivery status: rejected when the crew rejected it; otherwise the crew's received quantity
 * (once confirmed) or the delivered quantity (before) compared with the ordered quantity.
 */
export function deliveryStatus(item: DeliveryInput): DeliveryStatus {
  if (item.receiving_status === 'Rejected') return 'rejected';
  const quantity =
    item.receiving_status === 'Received' ? (item.quantity_received ?? 0) : (item.quantity_delivered ?? 0);
  if (quantity <= 0) return 'not_received';
  const ordered = item.quantity_ordered ?? quantity;
  if (quantity < ordered) return 'partially_received';
  return quantity === ordered ? 'fully_received' : 'over_supplied';
}

export type ReceiptInput = Pick<
  OrderItemInput,
  'receiving_status' | 'quantity_delivered' | 'delivered_at'
> & { order: { status: OrderStatus } };

const AT_VESSEL: ReadonlySet<OrderStatus> = new Set(ORDER_STATUSES_AT_VESSEL);

export const RECEIPT_STATE_TABLE: FirstMatchTable<ReceiptInput, ReceiptState> = {
  rows: [
    {
      id: 'R1',
      outcome: 'received',
      rule: 'receiving status is Received',
      when: (i) => i.receiving_status === 'Received',
    },
    {
      id: 'R2',
      outcome: 'rejected',
      rule: 'receiving status is Rejected',
      when: (i) => i.receiving_status === 'Rejected',
    },
    {
      id: 'R3',
      outcome: 'cancelled',
      rule: 'not received and the order is cancelled',
      when: (i) => i.order.status === 'cancelled',
    },
    {
      id: 'R4',
      outcome: 'arrived',
      rule: 'not received, and the order status is sent_to_vessel, received_goods, partially_received, over_supplied or fully_received, or a delivery date or a delivered quantity above 0 is known',
      when: (i) =>
        AT_VESSEL.has(i.order.status) || i.delivered_at !== null || (i.quantity_delivered ?? 0) > 0,
    },
  ],
  otherwise: { id: 'R5', outcome: 'not_dispatched', rule: 'otherwise' },
};

/** Where the goods are from the crew's point of view (doc table R). */
export function receiptState(item: ReceiptInput): ReceiptState {
  return firstMatch(RECEIPT_STATE_TABLE, item).outcome;
}
