import { describe, expect, it } from 'vitest';
import type { OrderStatus } from './order.constants.ts';
import { anOrderItem, day } from './order-item.test-support.ts';
import { explainOrderItem } from './order-item-explanation.engine.ts';
import { deliveryStatus, receiptState } from './receiving.rules.ts';

describe('deliveryStatus', () => {
  it.each([
    ['Rejected', 5, 5, 5, 'rejected'],
    ['Received', 5, null, 0, 'not_received'],
    ['Received', 5, 5, null, 'not_received'],
    ['Received', 5, 5, 3, 'partially_received'],
    ['Received', 5, 3, 5, 'fully_received'],
    ['Received', 5, 5, 6, 'over_supplied'],
    ['Received', null, null, 2, 'fully_received'],
    [null, 5, null, null, 'not_received'],
    [null, 5, 0, 9, 'not_received'],
    [null, 5, 2, null, 'partially_received'],
    [null, 5, 5, null, 'fully_received'],
    [null, 5, 7, null, 'over_supplied'],
  ] as const)(
    'receiving %s, ordered %s, delivered %s, received %s → %s',
    (receiving_status, quantity_ordered, quantity_delivered, quantity_received, status) => {
      expect(
        deliveryStatus({ receiving_status, quantity_ordered, quantity_delivered, quantity_received }),
      ).toBe(status);
    },
  );
});

describe('table R: receipt state', () => {
  const withOrder = (status: OrderStatus) => ({ id: 'o', status, ordered_at: null });
  it.each([
    ['R1', 'received', anOrderItem({ receiving_status: 'Received', order: withOrder('cancelled') })],
    ['R2', 'rejected', anOrderItem({ receiving_status: 'Rejected' })],
    ['R3', 'cancelled', anOrderItem({ order: withOrder('cancelled'), quantity_delivered: 3 })],
    ['R4', 'arrived', anOrderItem({ order: withOrder('sent_to_vessel') })],
    ['R4', 'arrived', anOrderItem({ order: withOrder('fully_received') })],
    ['R4', 'arrived', anOrderItem({ delivered_at: day(3) })],
    ['R4', 'arrived', anOrderItem({ quantity_delivered: 1 })],
    ['R5', 'not_dispatched', anOrderItem({ order: withOrder('dispatched'), quantity_delivered: 0 })],
    ['R5', 'not_dispatched', anOrderItem({ order: withOrder('transferred_to_warehouse') })],
  ] as const)('%s: %s', (id, state, input) => {
    expect(receiptState(input)).toBe(state);
    expect(explainOrderItem(input).receipt_state.id).toBe(id);
  });
});
