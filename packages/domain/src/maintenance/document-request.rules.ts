// The MD and SDoC parts of a review: status of the selection or of the open request (doc: table D).
import type {
  ActionUserRole,
  DocumentRequestActionType,
  DocumentRequestStatus,
  DocumentRequestType,
  DocumentStatus,
} from './document.constants.ts';
import { isDocumentValid } from './document.rules.ts';
import type {
  DocumentRequestActionInput,
  DocumentRequestInput,
  SelectedDocumentInput,
} from './order-item-input.types.ts';

/** `awaiting`: the ball is with the supplier again (requested document or verification). */
type ActionOutcome = DocumentRequestStatus | 'awaiting';

/** Table D: the status an open request has after its latest history entry, by entry type and author. */
export const REQUEST_STATUS_AFTER_ACTION: Readonly<
  Record<DocumentRequestActionType, Readonly<Record<ActionUserRole, ActionOutcome>>>
> = {
  document_requested: { expert: 'awaiting', supplier: 'awaiting', system: 'awaiting' },
  message: { expert: 'awaiting', supplier: 'supplier_message', system: 'awaiting' },
  document_provided: {
    expert: 'supplier_provided_document',
    supplier: 'supplier_provided_document',
    system: 'supplier_provided_document',
  },
  document_available: {
    expert: 'supplier_provided_document',
    supplier: 'supplier_provided_document',
    system: 'supplier_provided_document',
  },
  document_accepted: {
    expert: 'supplier_verified_document',
    supplier: 'supplier_verified_document',
    system: 'supplier_verified_document',
  },
  document_rejected: { expert: 'awaiting', supplier: 'supplier_rejected_document', system: 'awaiting' },
  request_rejected: {
    expert: 'supplier_rejected_request',
    supplier: 'supplier_rejected_request',
    system: 'supplier_rejected_request',
  },
  closed: { expert: 'awaiting', supplier: 'awaiting', system: 'awaiting' },
};

export type DocumentPart = {
  status: DocumentRequestStatus;
  /** When the status began (selection, closing, latest entry or request start); null when missing. */
  status_at: Date | null;
  /** Spec: a request counts as closed if a document is selected or the request itself is closed. */
  is_closed: boolean;
  closed_at: Date | null;
};

/** A part's field names (TypeScript holds the list complete), for the guarded contexts of the indexes. */
export const DOCUMENT_PART_FIELDS = {
  status: true,
  status_at: true,
  is_closed: true,
  closed_at: true,
} as const satisfies Record<keyof DocumentPart, true>;

/** The latest history entry by `at`; the later entry wins ties. */
export function latestAction(
  actions: readonly DocumentRequestActionInput[],
): DocumentRequestActionInput | null {
  let latest: DocumentRequestActionInput | null = null;
  for (const action of actions)
    if (latest === null || action.at.getTime() >= latest.at.getTime()) latest = action;
  return latest;
}

/** Status of an open request from its history (table D); no history means the supplier was just asked. */
export function openRequestStatus(request: Pick<DocumentRequestInput, 'document_id' | 'actions'>): {
  status: DocumentRequestStatus;
  at: Date | null;
} {
  const latest = latestAction(request.actions);
  const outcome = latest === null ? 'awaiting' : REQUEST_STATUS_AFTER_ACTION[latest.type][latest.user_role];
  const awaiting =
    request.document_id === null ? 'expert_requested_document' : 'expert_requested_verification';
  return { status: outcome === 'awaiting' ? awaiting : outcome, at: latest === null ? null : latest.at };
}

/**
 * The MD or SDoC part of a review. A selected document decides (`ok`, or `invalid` when it is of
 * another type or not valid on the item's reference date); else a closed request is `ok`; else
 * the open request's status; without a request the part is `missing`.
 */
export function evaluateDocumentPart(
  type: DocumentRequestType,
  selected: SelectedDocumentInput | null,
  selectedAt: Date | null,
  request: DocumentRequestInput | null,
  referenceDate: Date,
): DocumentPart {
  if (selected !== null) {
    const valid = selected.type === type && isDocumentValid(selected, referenceDate);
    return {
      status: valid ? 'ok' : 'invalid',
      status_at: selectedAt,
      is_closed: true,
      closed_at: selectedAt,
    };
  }
  if (request === null) return { status: 'missing', status_at: null, is_closed: false, closed_at: null };
  if (request.is_closed) {
    return { status: 'ok', status_at: request.closed_at, is_closed: true, closed_at: request.closed_at };
  }
  const open = openRequestStatus(request);
  return { status: open.status, status_at: open.at ?? request.started_at, is_closed: false, closed_at: null };
}

/** Statuses where the supplier has to act. */
export function isAwaitingSupplier(status: DocumentRequestStatus): boolean {
  return status === 'expert_requested_document' || status === 'expert_requested_verification';
}

/** Statuses where the expert has to act on a part: anything but `ok` and the supplier's turn. */
export function needsExpert(status: DocumentRequestStatus): boolean {
  return status !== 'ok' && !isAwaitingSupplier(status);
}

/** Document status of a part: received (ok, provided, verified), rejected (invalid, rejections), else pending. */
export function documentStatusOf(status: DocumentRequestStatus): DocumentStatus {
  switch (status) {
    case 'ok':
    case 'supplier_provided_document':
    case 'supplier_verified_document':
      return 'received';
    case 'invalid':
    case 'supplier_rejected_request':
    case 'supplier_rejected_document':
      return 'rejected';
    default:
      return 'pending';
  }
}
