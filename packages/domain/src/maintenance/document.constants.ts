// Enumerations of documents, document requests and their history (spec sections 3, 4 and 9).

export const DOCUMENT_TYPES = ['sdoc', 'md', 'asbfreecert', 'discharge_receipt', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The two documents an expert requests from a supplier per item: material and supplier declaration. */
export const DOCUMENT_REQUEST_TYPES = ['md', 'sdoc'] as const;
export type DocumentRequestType = (typeof DOCUMENT_REQUEST_TYPES)[number];

export const DOCUMENT_CATEGORIES = [
  'lab_results',
  'cert_iapp',
  'cert_iafs',
  'cert_approved_lab',
  'cert_approved_hazmat_expert',
  'cert_approved_service_supplier',
  'general_arrangement_plan',
  'vscp',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/**
 * Status of the MD or SDoC part of an item's review. `missing`, `invalid` and `ok` describe the
 * selection; the others the state of an open request (docs/domain/order-item-lifecycle.md, table D).
 */
export const DOCUMENT_REQUEST_STATUSES = [
  'missing',
  'invalid',
  'ok',
  'expert_requested_document',
  'expert_requested_verification',
  'supplier_message',
  'supplier_provided_document',
  'supplier_verified_document',
  'supplier_rejected_request',
  'supplier_rejected_document',
] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];

export const DOCUMENT_STATUSES = ['pending', 'rejected', 'received'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const REUSE_DECISIONS = [
  'SUPPLIER_APPROVED',
  'EXPERT_APPROVED',
  'SUPPLIER_REJECTED',
  'EXPERT_REJECTED',
] as const;
export type ReuseDecision = (typeof REUSE_DECISIONS)[number];

export const DOCUMENT_REQUEST_ACTION_TYPES = [
  'message',
  'document_requested',
  'document_provided',
  'document_accepted',
  'document_rejected',
  'request_rejected',
  'closed',
  'document_available',
] as const;
export type DocumentRequestActionType = (typeof DOCUMENT_REQUEST_ACTION_TYPES)[number];

/** Who wrote a document-request history entry. */
export const ACTION_USER_ROLES = ['expert', 'supplier', 'system'] as const;
export type ActionUserRole = (typeof ACTION_USER_ROLES)[number];

/** Who signs the inventory (spec section 9: signature targets). */
export const SIGNATURE_TARGETS = ['preparation', 'approval'] as const;
export type SignatureTarget = (typeof SIGNATURE_TARGETS)[number];
