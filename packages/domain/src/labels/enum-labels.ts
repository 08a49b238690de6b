// Human labels for every enumeration a screen shows: one table, so that no screen prints a code
// ("sent_to_vessel") and two screens never name the same value differently.
import type {
  AccessGrantInactiveReason,
  AccessGrantState,
  ActionUserRole,
  CategoryRelevancy,
  CheckType,
  Contamination,
  CrewAction,
  CrewDisplay,
  DeliveryStatus,
  DocumentAnalysisResult,
  DocumentCategory,
  DocumentRequestActionType,
  DocumentRequestStatus,
  DocumentStatus,
  DocumentType,
  ExpertAction,
  ExpertDisplay,
  HazmatDisplay,
  ItemActionType,
  MaintenancePurchaseStatus,
  OrderStatus,
  PermissionLevel,
  Priority,
  ReceiptState,
  ReuseDecision,
  ReviewPartStatus,
  ReviewStatus,
  SupplierDisplay,
  TeamMembershipRole,
  TeamMembershipStatus,
  WorkList,
} from '../maintenance/index.ts';
import type {
  AccessTo,
  BucketProjectRole,
  Capability,
  PricingModel,
  TeamFeature,
} from '../organisation/index.ts';

const ORDER_STATUS: Record<OrderStatus, string> = {
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

const MAINTENANCE_PURCHASE_STATUS: Record<MaintenancePurchaseStatus, string> = {
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

const DELIVERY_STATUS: Record<DeliveryStatus, string> = {
  not_received: 'Not received',
  rejected: 'Rejected',
  partially_received: 'Partially received',
  fully_received: 'Fully received',
  over_supplied: 'Over-supplied',
};

const RECEIPT_STATE: Record<ReceiptState, string> = {
  not_dispatched: 'Not at the vessel yet',
  cancelled: 'Order cancelled',
  arrived: 'At the vessel, receipt to confirm',
  rejected: 'Rejected',
  received: 'Received',
};

const CATEGORY_RELEVANCY: Record<CategoryRelevancy, string> = {
  relevant: 'Relevant',
  additional: 'Additional',
  not_relevant: 'Not relevant',
  none: 'No category',
};

const HAZMAT_DISPLAY: Record<HazmatDisplay, string> = {
  contained: 'Contained',
  pchm: 'PCHM (potentially containing)',
  unknown: 'Unknown',
  below_threshold: 'Below threshold',
  not_contained: 'Not contained',
  not_reviewed: 'Not reviewed yet',
};

const CONTAMINATION: Record<Contamination, string> = {
  yes: 'Contained',
  maybe: 'PCHM (potentially containing)',
  bt: 'Below threshold',
  no: 'Not contained',
};

const DOCUMENT_ANALYSIS: Record<DocumentAnalysisResult, string> = {
  yes: 'Contained',
  no: 'Not contained',
  maybe: 'PCHM (potentially containing)',
  unknown: 'Unknown',
};

const CHECK_TYPE: Record<CheckType, string> = { sample: 'Sample', visual: 'Visual' };

const REVIEW_STATUS: Record<ReviewStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  invalid: 'Closed but invalid',
  new_data: 'Closed, new data arrived',
};

const REVIEW_PART_STATUS: Record<ReviewPartStatus | DocumentRequestStatus, string> = {
  missing: 'Missing',
  invalid: 'Invalid',
  ok: 'OK',
  expert_requested_document: 'Requested from the supplier',
  expert_requested_verification: 'Verification requested from the supplier',
  supplier_message: 'Message from the supplier',
  supplier_provided_document: 'Provided by the supplier',
  supplier_verified_document: 'Verified by the supplier',
  supplier_rejected_request: 'Request rejected by the supplier',
  supplier_rejected_document: 'Document rejected by the supplier',
};

const EXPERT_ACTION: Record<ExpertAction, string> = {
  review_category: 'Choose a category',
  review_md: 'Review the material declaration (MD)',
  review_sdoc: 'Review the supplier declaration (SDoC)',
  review_hazmats: 'Review the hazmat results',
  review_close: 'Close the review',
  fix_invalid_review: 'Fix the invalid closed review',
  fix_review_new_data: 'Review the new data',
};

const CREW_ACTION: Record<CrewAction, string> = {
  receiving_reject: 'Reject the delivery (Table A)',
  receiving_confirm: 'Confirm the delivery',
  fix_quantity_received: 'Recount the received quantity',
  fix_quantity_documented: 'Correct the documented quantity',
  discharge: 'Discharge from the vessel',
  fix_documentation: 'Attach the discharge receipt',
  ongoing_documentation: 'Tag and inventory on a deck plan',
};

const EXPERT_DISPLAY: Record<ExpertDisplay, string> = {
  invalid_data: 'Invalid data',
  updated_data: 'Updated data',
  article_updated: 'Article updated',
  item_updated: 'Item updated',
  order_updated: 'Order updated',
  new: 'New',
  request_rejected: 'Request rejected',
  document_rejected: 'Document rejected',
  message_received: 'Message received',
  awaiting_md: 'Awaiting MD',
  awaiting_sdoc: 'Awaiting SDoC',
  in_review: 'In review',
  uploaded: 'Document uploaded',
  verified: 'Document verified',
  open_review: 'Open review',
  remove_tab_a: 'Remove (Table A)',
  done_tab_a: 'Done (Table A)',
  done_tab_b: 'Done (Table B)',
  done: 'Done',
};

const CREW_DISPLAY: Record<CrewDisplay, string> = {
  reject_tab_a: 'Reject (Table A)',
  tag_and_inventory_tab_a: 'Tag and inventory (Table A)',
  tag_and_inventory_tab_b: 'Tag and inventory (Table B)',
  record_tab_a: 'Record (Table A)',
  record_tab_b: 'Record (Table B)',
  attach_discharge_receipt: 'Attach discharge receipt',
  discharge_tab_a: 'Discharge (Table A)',
  done: 'Done',
  not_relevant: 'Not relevant',
};

const SUPPLIER_DISPLAY: Record<SupplierDisplay, string> = {
  provide_document: 'Provide the document',
  verify_document: 'Verify the document',
  rejected_request: 'Request rejected',
};

const WORK_LIST: Record<WorkList, string> = { tasks: 'Tasks', monitor: 'Monitor', done: 'Done' };

const DOCUMENT_TYPE: Record<DocumentType, string> = {
  md: 'MD',
  sdoc: 'SDoC',
  asbfreecert: 'Asbestos-free certificate',
  discharge_receipt: 'Discharge receipt',
  other: 'Other',
};

const DOCUMENT_CATEGORY: Record<DocumentCategory, string> = {
  lab_results: 'Laboratory results',
  cert_iapp: 'IAPP certificate',
  cert_iafs: 'IAFS certificate',
  cert_approved_lab: 'Approved laboratory certificate',
  cert_approved_hazmat_expert: 'Approved hazmat expert certificate',
  cert_approved_service_supplier: 'Approved service supplier certificate',
  general_arrangement_plan: 'General arrangement plan',
  vscp: 'Visual/sampling check plan (VSCP)',
  other: 'Other',
};

const DOCUMENT_STATUS: Record<DocumentStatus, string> = {
  pending: 'Pending',
  rejected: 'Rejected',
  received: 'Received',
};

const DOCUMENT_REQUEST_ACTION: Record<DocumentRequestActionType, string> = {
  message: 'Message',
  document_requested: 'Document requested',
  document_provided: 'Document provided',
  document_accepted: 'Document accepted',
  document_rejected: 'Document rejected',
  request_rejected: 'Request rejected',
  closed: 'Request closed',
  document_available: 'Document proposed for verification',
};

const ACTION_USER_ROLE: Record<ActionUserRole, string> = {
  expert: 'Expert',
  supplier: 'Supplier',
  system: 'System',
};

const REUSE_DECISION: Record<ReuseDecision, string> = {
  SUPPLIER_APPROVED: 'Supplier approved',
  EXPERT_APPROVED: 'Expert approved',
  SUPPLIER_REJECTED: 'Supplier rejected',
  EXPERT_REJECTED: 'Expert rejected',
};

const ITEM_ACTION: Record<ItemActionType, string> = {
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

const PRIORITY: Record<Priority, string> = {
  critical: 'Critical',
  important: 'Important',
  normal: 'Normal',
  none: 'None',
};

const ACCESS_GRANT_STATE: Record<AccessGrantState, string> = {
  pending: 'Pending',
  active: 'Active',
  inactive: 'Inactive',
};

const ACCESS_GRANT_INACTIVE_REASON: Record<AccessGrantInactiveReason, string> = {
  revoked: 'Revoked',
  rejected: 'Rejected',
  expired: 'Expired',
};

const PERMISSION_LEVEL: Record<PermissionLevel, string> = {
  NONE: 'None',
  READ: 'Read',
  READWRITE: 'Read and write',
};

const TEAM_MEMBERSHIP_ROLE: Record<TeamMembershipRole, string> = {
  legal: 'Legal',
  manager: 'Manager',
  coordinator: 'Coordinator',
  regular: 'Regular',
  guest: 'Guest',
};

const TEAM_MEMBERSHIP_STATUS: Record<TeamMembershipStatus, string> = {
  accepted: 'Active',
  invited: 'Invited',
  rejected: 'Rejected',
  revoked: 'Revoked',
};

const CAPABILITY: Record<Capability, string> = {
  'ihm.maint.is_expert': 'Expert',
  'ihm.maint.is_crew': 'Crew',
  'ihm.maint.is_rules_manager': 'Rules manager',
  'ihm.maint.is_manager': 'Manager',
};

const TEAM_FEATURE: Record<TeamFeature, string> = {
  'ihm.maint': 'Maintenance',
  'ihm.expert': 'Expert',
  'ihm.customer': 'Customer',
};

const BUCKET_PROJECT_ROLE: Record<BucketProjectRole, string> = {
  ihm_maint: 'Maintenance',
  ihm_expert: 'Expert',
};

const ACCESS_TO: Record<AccessTo, string> = {
  IHM: 'IHM',
  DOCKSHELF: 'Document shelf',
  IHM_DOCKSHELF: 'IHM and document shelf',
};

const PRICING_MODEL: Record<PricingModel, string> = { FREEMIUM: 'Freemium', PREMIUM: 'Premium' };

/** Every enumeration's labels, by enumeration. */
export const LABELS = {
  orderStatus: ORDER_STATUS,
  maintenancePurchaseStatus: MAINTENANCE_PURCHASE_STATUS,
  deliveryStatus: DELIVERY_STATUS,
  receiptState: RECEIPT_STATE,
  categoryRelevancy: CATEGORY_RELEVANCY,
  hazmat: HAZMAT_DISPLAY,
  contamination: CONTAMINATION,
  documentAnalysis: DOCUMENT_ANALYSIS,
  checkType: CHECK_TYPE,
  reviewStatus: REVIEW_STATUS,
  reviewPartStatus: REVIEW_PART_STATUS,
  expertAction: EXPERT_ACTION,
  crewAction: CREW_ACTION,
  expertDisplay: EXPERT_DISPLAY,
  crewDisplay: CREW_DISPLAY,
  supplierDisplay: SUPPLIER_DISPLAY,
  workList: WORK_LIST,
  documentType: DOCUMENT_TYPE,
  documentCategory: DOCUMENT_CATEGORY,
  documentStatus: DOCUMENT_STATUS,
  documentRequestAction: DOCUMENT_REQUEST_ACTION,
  actionUserRole: ACTION_USER_ROLE,
  reuseDecision: REUSE_DECISION,
  itemAction: ITEM_ACTION,
  priority: PRIORITY,
  accessGrantState: ACCESS_GRANT_STATE,
  accessGrantInactiveReason: ACCESS_GRANT_INACTIVE_REASON,
  permissionLevel: PERMISSION_LEVEL,
  teamMembershipRole: TEAM_MEMBERSHIP_ROLE,
  teamMembershipStatus: TEAM_MEMBERSHIP_STATUS,
  capability: CAPABILITY,
  teamFeature: TEAM_FEATURE,
  bucketProjectRole: BUCKET_PROJECT_ROLE,
  accessTo: ACCESS_TO,
  pricingModel: PRICING_MODEL,
} as const;

export type LabelledEnum = keyof typeof LABELS;

/**
 * The label of a value that came from outside (stored JSON, an API answer): unknown values read as
 * words ("sent_to_vessel" → "Sent to vessel") rather than as codes.
 */
export function labelOf(kind: LabelledEnum, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '–';
  const labels = LABELS[kind] as Readonly<Record<string, string>>;
  return labels[value] ?? humanize(value);
}

export function humanize(code: string): string {
  const words = code
    .replaceAll(/[_.-]+/gu, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * An expert action said as what it asks now: "Review the SDoC" while no SDoC was ever requested
 * would contradict an "Awaiting MD" beside it, so a missing declaration reads "Request or select".
 */
export function expertActionLabel(
  action: ExpertAction,
  parts: { md_status: string | null; sdoc_status: string | null },
): string {
  if (action === 'review_md' && parts.md_status === 'missing') return 'Request or select the MD';
  if (action === 'review_sdoc' && parts.sdoc_status === 'missing') return 'Request or select the SDoC';
  return EXPERT_ACTION[action];
}
