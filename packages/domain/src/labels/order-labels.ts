// Labels of orders, deliveries, receipts, hazmats and item actions.
import type {
  CategoryRelevancy,
  CheckType,
  Contamination,
  DeliveryStatus,
  DocumentAnalysisResult,
  EquipmentClass,
  HazmatDisplay,
  ItemActionType,
  MaintenancePurchaseStatus,
  OrderStatus,
  Priority,
  ReceiptState,
  RuleActionType,
} from '../maintenance/index.ts';

export const ORDER_STATUS: Record<OrderStatus, string> = {
  draft: 'Draft',
  prepared: 'Prepared',
  ordered: 'Ordered',
  confirmed: 'Confirmed by the supplier',
  forwarder_notified: 'Forwarder notified',
  agent_notified: 'Agent notified',
  ready_at_supplier: 'Ready at the supplier',
  dispatched: 'Dispatched',
  sent_to_forwarder: 'Sent to the forwarder',
  received_forwarder: 'At the forwarder',
  sent_to_agent: 'Sent to the agent',
  received_agent: 'At the agent',
  sent_to_vessel: 'Sent to the vessel',
  sent_to_supplier: 'Sent back to the supplier',
  received_goods: 'Goods received',
  partially_received: 'Partially received',
  over_supplied: 'Over-supplied',
  transferred_to_warehouse: 'Transferred to the warehouse',
  fully_received: 'Fully received',
  cancelled: 'Cancelled',
};

export const MAINTENANCE_PURCHASE_STATUS: Record<MaintenancePurchaseStatus, string> = {
  OPEN: 'Open',
  SUBMITTED_FOR_REVIEW: 'Submitted for review',
  DECLINED: 'Declined',
  REVIEWED: 'Reviewed',
  WAITING_FOR_QUOTATION: 'Waiting for quotation',
  SUBMITTED_FOR_APPROVAL: 'Submitted for approval',
  APPROVED: 'Approved',
  PURCHASE_ORDER: 'Purchase order',
  WAITING_FOR_WAREHOUSE_DELIVERY: 'Waiting for warehouse delivery',
  WAITING_FOR_VESSEL_DELIVERY: 'Waiting for vessel delivery',
  CLOSED: 'Closed',
  CANCELLED: 'Cancelled',
};

export const DELIVERY_STATUS: Record<DeliveryStatus, string> = {
  not_received: 'Not received',
  rejected: 'Rejected',
  partially_received: 'Partially received',
  fully_received: 'Fully received',
  over_supplied: 'Over-supplied',
};

export const RECEIPT_STATE: Record<ReceiptState, string> = {
  not_dispatched: 'Not at the vessel yet',
  cancelled: 'Order cancelled',
  arrived: 'At the vessel, receipt to confirm',
  rejected: 'Rejected',
  received: 'Received',
};

export const CATEGORY_RELEVANCY: Record<CategoryRelevancy, string> = {
  relevant: 'Relevant',
  additional: 'Additional',
  not_relevant: 'Not relevant',
  none: 'No category',
};

export const HAZMAT_DISPLAY: Record<HazmatDisplay, string> = {
  contained: 'Contained',
  pchm: 'PCHM (potentially containing)',
  unknown: 'Unknown',
  below_threshold: 'Below threshold',
  not_contained: 'Not contained',
  not_reviewed: 'Not reviewed yet',
};

export const CONTAMINATION: Record<Contamination, string> = {
  yes: 'Contained',
  maybe: 'PCHM (potentially containing)',
  bt: 'Below threshold',
  no: 'Not contained',
};

export const DOCUMENT_ANALYSIS: Record<DocumentAnalysisResult, string> = {
  yes: 'Contained',
  no: 'Not contained',
  maybe: 'PCHM (potentially containing)',
  unknown: 'Unknown',
};

export const CHECK_TYPE: Record<CheckType, string> = { sample: 'Sample', visual: 'Visual' };

/** What a rule does (spec section 4: the ihm_order_item.* actions). */
export const RULE_ACTION: Record<RuleActionType, string> = {
  'ihm_order_item.select_category_and_close_review': 'Select category and close review',
  'ihm_order_item.select_category': 'Select category',
  'ihm_order_item.close_review': 'Close review',
};

/** The Part I table a check's finding belongs in (MEPC.379(80) Appendix 2). */
export const EQUIPMENT_CLASS: Record<EquipmentClass, string> = {
  i1: 'I-1 Paints and coating systems',
  i2: 'I-2 Equipment and machinery',
  i3: 'I-3 Structure and hull',
};

export const ITEM_ACTION: Record<ItemActionType, string> = {
  store: 'Store',
  install: 'Install',
  remove: 'Remove',
  transfer: 'Transfer',
  transferToDeck: 'Transfer to another deck',
  edit: 'Edit',
  activity: 'Activity',
  move: 'Move',
  updateRemoval: 'Update the removal',
  discharge: 'Discharge',
  'install-store': 'Install from the store',
};

export const PRIORITY: Record<Priority, string> = {
  critical: 'Critical',
  important: 'Important',
  normal: 'Normal',
  none: 'None',
};
