// Enumerations of purchase orders, their items, delivery and deck usage (spec sections 3, 4 and 9).

export const ORDER_STATUSES = [
  'draft',
  'prepared',
  'ordered',
  'confirmed',
  'forwarder_notified',
  'agent_notified',
  'ready_at_supplier',
  'dispatched',
  'sent_to_forwarder',
  'received_forwarder',
  'sent_to_agent',
  'received_agent',
  'sent_to_vessel',
  'sent_to_supplier',
  'received_goods',
  'partially_received',
  'over_supplied',
  'transferred_to_warehouse',
  'fully_received',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Order statuses at which the goods are on their way to, or at, the vessel: the crew is asked to
 * confirm (or reject) the receipt from then on. Decision-table row R2 in
 * docs/domain/order-item-lifecycle.md.
 */
export const ORDER_STATUSES_AT_VESSEL: readonly OrderStatus[] = [
  'sent_to_vessel',
  'received_goods',
  'partially_received',
  'over_supplied',
  'fully_received',
];

export const DELIVERY_STATUSES = [
  'not_received',
  'rejected',
  'partially_received',
  'fully_received',
  'over_supplied',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Receiving status the crew sets on an item (spelled as in the spec). */
export const RECEIVING_STATUSES = ['Received', 'Rejected'] as const;
export type ReceivingStatus = (typeof RECEIVING_STATUSES)[number];

/**
 * Where the goods of an item are from the crew's point of view (designed, see R1–R5 in the doc):
 * not yet at the vessel, order cancelled, at the vessel awaiting the crew's receipt, rejected, received.
 */
export const RECEIPT_STATES = ['not_dispatched', 'cancelled', 'arrived', 'rejected', 'received'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

/** Category relevancy; `none` means no category is selected. Relevant and additional count as relevant. */
export const CATEGORY_RELEVANCIES = ['relevant', 'additional', 'not_relevant', 'none'] as const;
export type CategoryRelevancy = (typeof CATEGORY_RELEVANCIES)[number];

/** What a re-import changed on an item whose review was closed. */
export const NEW_DATA_CHANGES = ['article', 'item', 'order'] as const;
export type NewDataChange = (typeof NEW_DATA_CHANGES)[number];

export const MAINTENANCE_PURCHASE_STATUSES = [
  'OPEN',
  'SUBMITTED_FOR_REVIEW',
  'DECLINED',
  'REVIEWED',
  'WAITING_FOR_QUOTATION',
  'SUBMITTED_FOR_APPROVAL',
  'APPROVED',
  'PURCHASE_ORDER',
  'WAITING_FOR_WAREHOUSE_DELIVERY',
  'WAITING_FOR_VESSEL_DELIVERY',
  'CLOSED',
  'CANCELLED',
] as const;
export type MaintenancePurchaseStatus = (typeof MAINTENANCE_PURCHASE_STATUSES)[number];

export const PIN_TYPES = [
  'storage',
  'stored',
  'storage_modified',
  'installation',
  'installed',
  'installation_modified',
  'removal',
  'removed',
  'removal_modified',
] as const;
export type PinType = (typeof PIN_TYPES)[number];

export const ITEM_ACTION_TYPES = [
  'store',
  'install',
  'remove',
  'transfer',
  'transferToDeck',
  'edit',
  'activity',
  'move',
  'updateRemoval',
  'discharge',
  'install-store',
] as const;
export type ItemActionType = (typeof ITEM_ACTION_TYPES)[number];

export const PRIORITIES = ['critical', 'important', 'normal', 'none'] as const;
export type Priority = (typeof PRIORITIES)[number];
