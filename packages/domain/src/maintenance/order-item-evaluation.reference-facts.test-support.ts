// REFERENCE, TEST-ONLY: the facts evaluateOrderItem derived from an item before it was optimised
// (issue 19), copied once from item-facts.rules.ts and the rules it called (contamination,
// document-request, document, review, receiving, time). Part of the frozen reference of
// order-item-evaluation.reference.test-support.ts; do not optimise it.
import type { DocumentRequestStatus, DocumentRequestType } from './document.constants.ts';
import { type DocumentPart, REQUEST_STATUS_AFTER_ACTION } from './document-request.rules.ts';
import { type Contamination, HAZMAT_CODES, HAZMATS, type HazmatResult } from './hazmat.constants.ts';
import { ORDER_STATUSES_AT_VESSEL, type OrderStatus, type ReceiptState } from './order.constants.ts';
import {
  type Facts,
  firstMatch,
  type HazmatSummary,
  INVALID_REVIEW_ROWS,
  type Table,
} from './order-item-evaluation.reference-tables.test-support.ts';
import type { OrderItemEvaluation } from './order-item-evaluation.types.ts';
import type {
  CheckResultInput,
  DocumentRequestInput,
  OrderItemInput,
  SelectedDocumentInput,
} from './order-item-input.types.ts';

const MS_PER_DAY = 86_400_000;
export const addDays = (date: Date, days: number): Date =>
  new Date(date.getTime() + Math.max(0, days) * MS_PER_DAY);
export function earliest(a: Date | null, b: Date | null): Date | null {
  if (a === null) return b;
  if (b === null) return a;
  return b.getTime() < a.getTime() ? b : a;
}
const utcDay = (date: Date): number => Math.floor(date.getTime() / MS_PER_DAY);
export const plusDays = (date: Date | null, days: number): Date | null =>
  date === null ? null : addDays(date, days);
export const isOverdue = (since: Date | null, now: Date): boolean =>
  since !== null && since.getTime() <= now.getTime();

// ---- hazmats (contamination.rules.ts) ---------------------------------------------------------

const RESULT_OF_CONTAMINATION: Readonly<Record<Contamination, HazmatResult>> = {
  yes: 'contained',
  maybe: 'pchm',
  bt: 'below_threshold',
  no: 'not_contained',
};
const SEVERITY: Readonly<Record<HazmatResult, number>> = {
  not_contained: 0,
  below_threshold: 1,
  unknown: 2,
  pchm: 3,
  contained: 4,
};
const CODE_INDEX: Record<string, number> = Object.fromEntries(
  HAZMAT_CODES.map((code, index) => [code, index]),
);

function checkResultHazmatResult(result: CheckResultInput): HazmatResult {
  if (result.contamination !== null) return RESULT_OF_CONTAMINATION[result.contamination];
  if (result.concentration === null) return 'unknown';
  const mgPerKg = result.concentration;
  if (mgPerKg <= 0) return RESULT_OF_CONTAMINATION.no;
  const threshold = HAZMATS[result.hazmat].threshold;
  const limit =
    threshold === null ? null : threshold.unit === '%' ? threshold.value * 10_000 : threshold.value;
  return RESULT_OF_CONTAMINATION[limit === null || mgPerKg > limit ? 'yes' : 'bt'];
}
export const isHazmatResult = (result: HazmatResult): boolean => SEVERITY[result] >= SEVERITY.unknown;
const worse = (a: HazmatResult, b: HazmatResult): HazmatResult => (SEVERITY[b] > SEVERITY[a] ? b : a);

function summarizeHazmats(results: readonly CheckResultInput[]): HazmatSummary {
  const contaminations: HazmatSummary['contaminations'] = [];
  let tableA: HazmatResult = 'not_contained';
  let tableB: HazmatResult = 'not_contained';
  let hasUnknown = false;
  let hasResults = false;
  for (const input of results) {
    if (!input.enabled) continue;
    hasResults = true;
    const result = checkResultHazmatResult(input);
    const table = HAZMATS[input.hazmat].table;
    if (result === 'unknown') hasUnknown = true;
    if (table === 'A') tableA = worse(tableA, result);
    else tableB = worse(tableB, result);
    let existing: HazmatSummary['contaminations'][number] | undefined;
    for (const entry of contaminations) if (entry.hazmat === input.hazmat) existing = entry;
    if (existing === undefined) contaminations.push({ hazmat: input.hazmat, table, result });
    else existing.result = worse(existing.result, result);
  }
  if (contaminations.length > 1)
    contaminations.sort((a, b) => (CODE_INDEX[a.hazmat] ?? 0) - (CODE_INDEX[b.hazmat] ?? 0));
  const hasTableA = isHazmatResult(tableA);
  const hasTableB = isHazmatResult(tableB);
  return {
    contaminations,
    hazmats_status: worse(tableA, tableB),
    table_a_contamination: tableA,
    table_b_contamination: tableB,
    has_hazmats: hasTableA || hasTableB,
    has_table_a_hazmats: hasTableA,
    has_table_b_hazmats: hasTableB,
    has_unknown: hasUnknown,
    has_results: hasResults,
  };
}

// ---- document parts (document-request.rules.ts, document.rules.ts) ----------------------------

function evaluateDocumentPart(
  type: DocumentRequestType,
  selected: SelectedDocumentInput | null,
  selectedAt: Date | null,
  request: DocumentRequestInput | null,
  referenceDate: Date,
): DocumentPart {
  if (selected !== null) {
    const day = utcDay(referenceDate);
    const inRange =
      (selected.valid_from === null || day >= utcDay(selected.valid_from)) &&
      (selected.valid_to === null || day <= utcDay(selected.valid_to));
    const valid = selected.type === type && inRange;
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
  let latest: DocumentRequestInput['actions'][number] | null = null;
  for (const action of request.actions)
    if (latest === null || action.at.getTime() >= latest.at.getTime()) latest = action;
  const outcome = latest === null ? 'awaiting' : REQUEST_STATUS_AFTER_ACTION[latest.type][latest.user_role];
  const awaiting =
    request.document_id === null ? 'expert_requested_document' : 'expert_requested_verification';
  const status: DocumentRequestStatus = outcome === 'awaiting' ? awaiting : outcome;
  const at = latest === null ? null : latest.at;
  return { status, status_at: at ?? request.started_at, is_closed: false, closed_at: null };
}

// ---- facts (item-facts.rules.ts, review.rules.ts, receiving.rules.ts) -------------------------

const AT_VESSEL: ReadonlySet<OrderStatus> = new Set(ORDER_STATUSES_AT_VESSEL);

/** Table R. */
const RECEIPT_STATE_TABLE: Table<OrderItemInput, ReceiptState> = {
  rows: [
    { outcome: 'received', when: (i) => i.receiving_status === 'Received' },
    { outcome: 'rejected', when: (i) => i.receiving_status === 'Rejected' },
    { outcome: 'cancelled', when: (i) => i.order.status === 'cancelled' },
    {
      outcome: 'arrived',
      when: (i) =>
        AT_VESSEL.has(i.order.status) || i.delivered_at !== null || (i.quantity_delivered ?? 0) > 0,
    },
  ],
  otherwise: 'not_dispatched',
};

export function deliveryStatus(item: OrderItemInput): OrderItemEvaluation['delivery_status'] {
  if (item.receiving_status === 'Rejected') return 'rejected';
  const quantity =
    item.receiving_status === 'Received' ? (item.quantity_received ?? 0) : (item.quantity_delivered ?? 0);
  if (quantity <= 0) return 'not_received';
  const ordered = item.quantity_ordered ?? quantity;
  if (quantity < ordered) return 'partially_received';
  return quantity === ordered ? 'fully_received' : 'over_supplied';
}

const isPartClosed = (selected: object | null, request: { is_closed: boolean } | null): boolean =>
  selected !== null || request?.is_closed === true;

function isReviewClosable(item: OrderItemInput): boolean {
  if (item.is_review_closed || item.category_relevancy === 'none') return false;
  if (item.category_relevancy !== 'relevant') return true;
  return (
    isPartClosed(item.selected_sdoc_document, item.sdoc_document_request) &&
    isPartClosed(item.selected_md_document, item.md_document_request)
  );
}

function hazmatsReviewStatus(
  relevancy: Facts['relevancy'],
  hazmats: HazmatSummary,
): Facts['hazmatsReviewStatus'] {
  if (relevancy === 'not_relevant' && hazmats.has_hazmats) return 'invalid';
  if (relevancy === 'none' && !hazmats.has_results) return 'missing';
  return hazmats.has_unknown ? 'missing' : 'ok';
}

function sum(
  entries: readonly { quantity: number; is_documented?: boolean }[],
  documentedOnly: boolean,
): number {
  let total = 0;
  for (const entry of entries) if (!documentedOnly || entry.is_documented) total += entry.quantity;
  return total;
}

export function buildItemFacts(input: OrderItemInput): Facts {
  const relevancy = input.category_relevancy;
  const hazmats = summarizeHazmats(input.check_results);
  const referenceDate = input.delivered_at ?? input.order.ordered_at ?? input.created_at;
  const md = evaluateDocumentPart(
    'md',
    input.selected_md_document,
    input.selected_md_document_at,
    input.md_document_request,
    referenceDate,
  );
  const sdoc = evaluateDocumentPart(
    'sdoc',
    input.selected_sdoc_document,
    input.selected_sdoc_document_at,
    input.sdoc_document_request,
    referenceDate,
  );
  const receipt = firstMatch(RECEIPT_STATE_TABLE, input);
  const crewTab =
    hazmats.has_hazmats && relevancy !== 'not_relevant' ? (hazmats.has_table_a_hazmats ? 'a' : 'b') : null;
  const received = receipt === 'received' ? (input.quantity_received ?? 0) : 0;
  const stored = sum(input.storages, false);
  const installed = sum(input.installations, false);
  const removed = sum(input.removals, false);
  const facts: Facts = {
    relevancy,
    isRelevantCategory: relevancy === 'relevant' || relevancy === 'additional',
    isReviewClosed: input.is_review_closed,
    hasNewData: input.has_new_data_to_review,
    newDataChanges: input.new_data_changes,
    md,
    sdoc,
    hazmats,
    hazmatsReviewStatus: hazmatsReviewStatus(relevancy, hazmats),
    hazmatsDecided: relevancy !== 'none' || hazmats.has_results,
    isReviewClosable: isReviewClosable(input),
    isReviewConsistent: true,
    receipt,
    crewTab,
    isRemovable: !(input.is_based_on_ihm_initial_check && hazmats.has_table_a_hazmats),
    received,
    stored,
    installed,
    removed,
    removedDocumented: sum(input.removals, true),
    accounted: stored + installed + removed,
    onVessel: Math.max(0, received - removed),
    createdAt: input.created_at,
    categoryAt: input.selected_article_category_at ?? input.created_at,
    mdSelectedAt: input.selected_md_document_at,
    reviewClosedAt: input.review_closed_at,
    newDataAt: input.new_data_at,
  };
  for (const row of INVALID_REVIEW_ROWS) if (row.when(facts)) facts.isReviewConsistent = false;
  return facts;
}
