// Labels of documents, requests and reuses.
import type {
  ActionUserRole,
  DocumentCategory,
  DocumentRequestActionType,
  DocumentStatus,
  DocumentType,
  ReuseDecision,
} from '../maintenance/index.ts';

export const DOCUMENT_TYPE: Record<DocumentType, string> = {
  md: 'MD',
  sdoc: 'SDoC',
  asbfreecert: 'Asbestos-free certificate',
  discharge_receipt: 'Discharge receipt',
  other: 'Other',
};

export const DOCUMENT_CATEGORY: Record<DocumentCategory, string> = {
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

export const DOCUMENT_STATUS: Record<DocumentStatus, string> = {
  pending: 'Pending',
  rejected: 'Rejected',
  received: 'Received',
};

export const DOCUMENT_REQUEST_ACTION: Record<DocumentRequestActionType, string> = {
  message: 'Message',
  document_requested: 'Document requested',
  document_provided: 'Document provided',
  document_accepted: 'Document accepted',
  document_rejected: 'Document rejected',
  request_rejected: 'Request rejected',
  closed: 'Request closed',
  document_available: 'Document proposed for verification',
};

export const ACTION_USER_ROLE: Record<ActionUserRole, string> = {
  expert: 'Expert',
  supplier: 'Supplier',
  system: 'System',
};

export const REUSE_DECISION: Record<ReuseDecision, string> = {
  SUPPLIER_APPROVED: 'Supplier approved',
  EXPERT_APPROVED: 'Expert approved',
  SUPPLIER_REJECTED: 'Supplier rejected',
  EXPERT_REJECTED: 'Expert rejected',
};
