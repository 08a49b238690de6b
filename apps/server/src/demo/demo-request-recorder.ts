// A document request kept in memory and its history appended the way `recordAction` does it:
// entries strictly increasing in time, and after each one the request's status and document
// statuses from table D (`requestStatusOf`, `documentStatusOf`). The demo writes the rows at the end.
import { type DocumentRequestStatus, documentStatusOf } from '@keelson/domain';
import type { ActionRow, RequestRow } from '../modules/documents/document.presenters.ts';
import { requestStatusOf } from '../modules/documents/request-history.ts';

export type RecorderEntry = {
  role: 'expert' | 'supplier' | 'system';
  type: ActionRow['type'];
  at: Date;
  documentId?: string | null;
  message?: string | null;
};

/** A new open request (as `createRequests` inserts it) and `record` for its entries. */
export function requestRecorder(props: {
  id: () => string;
  orderItemId: string;
  bucketId: string;
  supplierId: string;
  type: 'md' | 'sdoc';
  start: Date;
  /** The document proposed for reuse (a verification request). */
  documentId: string | null;
  expertId: string;
}) {
  const request: RequestRow = {
    id: props.id(),
    orderItemId: props.orderItemId,
    bucketId: props.bucketId,
    supplierId: props.supplierId,
    documentType: props.type,
    isClosed: false,
    startedAt: props.start,
    closedAt: null,
    documentId: props.documentId,
    status: props.documentId ? 'expert_requested_verification' : 'expert_requested_document',
    expertTaskStatus: null,
    expertTaskStatusAt: null,
    supplierTaskStatus: null,
    supplierTaskStatusAt: null,
    expertDocumentStatus: null,
    supplierDocumentStatus: null,
    lastExpertActionAt: null,
    lastSupplierActionAt: null,
    // The request mail went out when it was made; reminders are stamped after the evaluation.
    supplierNotifiedAt: props.start,
    supplierReminded1At: null,
    supplierReminded2At: null,
  };
  const history: ActionRow[] = [];
  return {
    request,
    history,
    /** Appends one entry (expert entries by `expertId`) and applies `patch` to the request. */
    record(entry: RecorderEntry, patch: Partial<RequestRow> = {}) {
      const last = Math.max(0, ...history.map((action) => action.at.getTime()));
      history.push({
        id: props.id(),
        requestId: request.id,
        at: new Date(Math.max(entry.at.getTime(), last + 1)),
        userRole: entry.role,
        type: entry.type,
        userId: entry.role === 'expert' ? props.expertId : null,
        documentId: entry.documentId ?? null,
        message: entry.message ?? null,
      });
      Object.assign(request, patch);
      request.status = requestStatusOf(request, history);
      request.expertDocumentStatus = documentStatusOf(request.status as DocumentRequestStatus);
      request.supplierDocumentStatus = request.expertDocumentStatus;
      if (entry.role === 'expert') request.lastExpertActionAt = entry.at;
      if (entry.role === 'supplier') request.lastSupplierActionAt = entry.at;
    },
  };
}
