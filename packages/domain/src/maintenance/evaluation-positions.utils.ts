// The positions evaluateOrderItem looks up for every item, for the indexes of its decision tables:
// each value compared in turn with the enumeration's constant strings, as a Map lookup would hash
// it first and costs several times more. evaluation-positions.utils.test.ts checks each function
// against its enumeration.
import type { DocumentRequestStatus } from './document.constants.ts';
import type { CrewTab, ReviewPartStatus, WorkList } from './evaluation.constants.ts';
import type { CategoryRelevancy, ReceiptState } from './order.constants.ts';

function outside(value: unknown): never {
  throw new Error(`${String(value)} is outside its enumeration`);
}

/** The position in DOCUMENT_REQUEST_STATUSES. */
export function documentStatusPosition(status: DocumentRequestStatus): number {
  switch (status) {
    case 'missing':
      return 0;
    case 'invalid':
      return 1;
    case 'ok':
      return 2;
    case 'expert_requested_document':
      return 3;
    case 'expert_requested_verification':
      return 4;
    case 'supplier_message':
      return 5;
    case 'supplier_provided_document':
      return 6;
    case 'supplier_verified_document':
      return 7;
    case 'supplier_rejected_request':
      return 8;
    case 'supplier_rejected_document':
      return 9;
    default:
      return outside(status);
  }
}

/** The position in CATEGORY_RELEVANCIES. */
export function relevancyPosition(relevancy: CategoryRelevancy): number {
  switch (relevancy) {
    case 'relevant':
      return 0;
    case 'additional':
      return 1;
    case 'not_relevant':
      return 2;
    case 'none':
      return 3;
    default:
      return outside(relevancy);
  }
}

/** The position in REVIEW_PART_STATUSES. */
export function partStatusPosition(status: ReviewPartStatus): number {
  return status === 'missing' ? 0 : status === 'invalid' ? 1 : status === 'ok' ? 2 : outside(status);
}

/** The position in WORK_LISTS. */
export function workListPosition(list: WorkList): number {
  return list === 'tasks' ? 0 : list === 'monitor' ? 1 : list === 'done' ? 2 : outside(list);
}

/** The position in CREW_TAB_VALUES (no tab, then CREW_TABS). */
export function crewTabPosition(tab: CrewTab | null): number {
  return tab === null ? 0 : tab === 'a' ? 1 : tab === 'b' ? 2 : outside(tab);
}

/** The position in RECEIPT_STATES. */
export function receiptPosition(state: ReceiptState): number {
  switch (state) {
    case 'not_dispatched':
      return 0;
    case 'cancelled':
      return 1;
    case 'arrived':
      return 2;
    case 'rejected':
      return 3;
    case 'received':
      return 4;
    default:
      return outside(state);
  }
}
