import type { DocumentRequestActionType } from '@keelson/domain';
import { PART_STATUS_LABELS } from '../orders/order-labels.ts';

export const REQUEST_TYPE_LABELS: Record<'md' | 'sdoc', string> = { md: 'MD', sdoc: 'SDoC' };

export const ACTION_TYPE_LABELS: Record<DocumentRequestActionType, string> = {
  message: 'Message',
  document_requested: 'Document requested',
  document_provided: 'Document provided',
  document_accepted: 'Document accepted',
  document_rejected: 'Document rejected',
  request_rejected: 'Request rejected',
  closed: 'Request closed',
  document_available: 'Document proposed for verification',
};

export const ROLE_LABELS: Record<string, string> = {
  expert: 'Expert',
  supplier: 'Supplier',
  system: 'System',
};

export const actionTypeLabel = (type: string) =>
  ACTION_TYPE_LABELS[type as DocumentRequestActionType] ?? type.replaceAll('_', ' ');

export const requestStatusLabel = (status: string) =>
  PART_STATUS_LABELS[status as keyof typeof PART_STATUS_LABELS] ?? status.replaceAll('_', ' ');
