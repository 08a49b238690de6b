// Test data for the maintenance engine: builders for readable examples and fast-check arbitraries
// for property tests. Only tests (and nothing under src that ships) import this file.
import fc from 'fast-check';
import { ACTION_USER_ROLES, DOCUMENT_REQUEST_ACTION_TYPES } from './document.constants.ts';
import { CONTAMINATIONS, type Contamination, HAZMAT_CODES, type HazmatCode } from './hazmat.constants.ts';
import {
  CATEGORY_RELEVANCIES,
  NEW_DATA_CHANGES,
  ORDER_STATUSES,
  RECEIVING_STATUSES,
} from './order.constants.ts';
import type {
  CheckResultInput,
  DocumentRequestActionInput,
  DocumentRequestInput,
  OrderItemInput,
  SelectedDocumentInput,
} from './order-item-input.types.ts';
import type { ServiceLevels } from './service-levels.constants.ts';
import { MS_PER_DAY } from './time.utils.ts';

export const EPOCH = Date.UTC(2025, 0, 1);

/** 2025-01-01 plus n days (UTC). */
export function day(n: number): Date {
  return new Date(EPOCH + n * MS_PER_DAY);
}

export function anOrderItem(overrides: Partial<OrderItemInput> = {}): OrderItemInput {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    extid: 'PO-1/1',
    created_at: day(0),
    is_based_on_ihm_initial_check: false,
    category_relevancy: 'none',
    selected_article_category_at: null,
    selected_md_document: null,
    selected_md_document_at: null,
    selected_sdoc_document: null,
    selected_sdoc_document_at: null,
    md_document_request: null,
    sdoc_document_request: null,
    check_results: [],
    is_review_closed: false,
    review_closed_at: null,
    has_new_data_to_review: false,
    new_data_changes: [],
    new_data_at: null,
    order: { id: 'order-1', status: 'ordered', ordered_at: day(0) },
    quantity_ordered: 2,
    quantity_delivered: null,
    delivered_at: null,
    receiving_status: null,
    quantity_received: null,
    storages: [],
    installations: [],
    removals: [],
    crew_tasks_first_notified_at: null,
    crew_tasks_first_ever_notified_at: null,
    ...overrides,
  };
}

export function aDocument(
  type: SelectedDocumentInput['type'],
  overrides: Partial<SelectedDocumentInput> = {},
) {
  return { id: `doc-${type}`, type, valid_from: null, valid_to: null, ...overrides };
}

export function aRequest(
  type: DocumentRequestInput['document_type'],
  overrides: Partial<DocumentRequestInput> = {},
): DocumentRequestInput {
  return {
    id: `req-${type}`,
    document_type: type,
    is_closed: false,
    started_at: day(1),
    closed_at: null,
    document_id: null,
    supplier_notified_at: null,
    supplier_reminded1_at: null,
    supplier_reminded2_at: null,
    actions: [],
    ...overrides,
  };
}

export function anAction(
  type: DocumentRequestActionInput['type'],
  user_role: DocumentRequestActionInput['user_role'],
  at: Date,
): DocumentRequestActionInput {
  return { type, user_role, at, document_id: null };
}

export function aResult(
  hazmat: HazmatCode,
  contamination: Contamination | null,
  overrides: Partial<CheckResultInput> = {},
): CheckResultInput {
  return {
    hazmat,
    contamination,
    concentration: null,
    quantification_per_item_unit: null,
    enabled: true,
    ...overrides,
  };
}

/** A relevant item whose MD and SDoC are selected, closed review, no hazmats unless given. */
export function aClosedRelevantItem(overrides: Partial<OrderItemInput> = {}): OrderItemInput {
  return anOrderItem({
    category_relevancy: 'relevant',
    selected_article_category_at: day(1),
    selected_md_document: aDocument('md'),
    selected_md_document_at: day(2),
    selected_sdoc_document: aDocument('sdoc'),
    selected_sdoc_document_at: day(3),
    is_review_closed: true,
    review_closed_at: day(4),
    ...overrides,
  });
}

/** Received (confirmed) goods: `quantity` received. */
export function received(quantity: number | null): Partial<OrderItemInput> {
  return {
    order: { id: 'order-1', status: 'fully_received', ordered_at: day(0) },
    quantity_delivered: quantity,
    delivered_at: day(10),
    receiving_status: 'Received',
    quantity_received: quantity,
  };
}

/** Goods at the vessel, receipt not yet confirmed. */
export function arrived(): Partial<OrderItemInput> {
  return { order: { id: 'order-1', status: 'sent_to_vessel', ordered_at: day(0) } };
}

export const TABLE_A_RESULT = aResult('asb', 'yes');
export const TABLE_B_RESULT = aResult('lead', 'yes');

// ---- fast-check arbitraries -------------------------------------------------------------------

const arbDate = fc.integer({ min: -400, max: 400 }).map((n) => new Date(EPOCH + n * (MS_PER_DAY / 4)));
const arbOptionalDate = fc.option(arbDate, { nil: null });
const arbQuantity = fc.nat({ max: 4 });

const arbAction: fc.Arbitrary<DocumentRequestActionInput> = fc.record({
  at: arbDate,
  user_role: fc.constantFrom(...ACTION_USER_ROLES),
  type: fc.constantFrom(...DOCUMENT_REQUEST_ACTION_TYPES),
  document_id: fc.option(fc.constant('doc-x'), { nil: null }),
});

const arbRequest = (type: 'md' | 'sdoc'): fc.Arbitrary<DocumentRequestInput> =>
  fc.record({
    id: fc.constant(`req-${type}`),
    document_type: fc.constant(type),
    is_closed: fc.boolean(),
    started_at: arbDate,
    closed_at: arbOptionalDate,
    document_id: fc.option(fc.constant('doc-existing'), { nil: null }),
    supplier_notified_at: arbOptionalDate,
    supplier_reminded1_at: arbOptionalDate,
    supplier_reminded2_at: arbOptionalDate,
    actions: fc.array(arbAction, { maxLength: 3 }),
  });

const arbDocument = (type: 'md' | 'sdoc'): fc.Arbitrary<SelectedDocumentInput> =>
  fc.record({
    id: fc.constant(`doc-${type}`),
    type: fc.constantFrom(type, type, type, 'other' as const),
    valid_from: fc.option(arbDate, { nil: null, freq: 3 }),
    valid_to: fc.option(arbDate, { nil: null, freq: 3 }),
  });

const arbResult: fc.Arbitrary<CheckResultInput> = fc.record({
  hazmat: fc.constantFrom(...HAZMAT_CODES),
  contamination: fc.option(fc.constantFrom(...CONTAMINATIONS), { nil: null, freq: 4 }),
  concentration: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null }),
  quantification_per_item_unit: fc.constant(null),
  enabled: fc.oneof(
    { arbitrary: fc.constant(true), weight: 4 },
    { arbitrary: fc.constant(false), weight: 1 },
  ),
});

const arbitraryRawOrderItemInput: fc.Arbitrary<OrderItemInput> = fc.record({
  id: fc.constant('a1b2c3d4-0000-4000-8000-000000000001'),
  extid: fc.option(fc.constant('PO-1/1'), { nil: null }),
  created_at: arbDate,
  is_based_on_ihm_initial_check: fc.boolean(),
  category_relevancy: fc.constantFrom(...CATEGORY_RELEVANCIES),
  selected_article_category_at: arbOptionalDate,
  selected_md_document: fc.option(arbDocument('md'), { nil: null }),
  selected_md_document_at: arbOptionalDate,
  selected_sdoc_document: fc.option(arbDocument('sdoc'), { nil: null }),
  selected_sdoc_document_at: arbOptionalDate,
  md_document_request: fc.option(arbRequest('md'), { nil: null }),
  sdoc_document_request: fc.option(arbRequest('sdoc'), { nil: null }),
  check_results: fc.array(arbResult, { maxLength: 3 }),
  is_review_closed: fc.boolean(),
  review_closed_at: arbOptionalDate,
  has_new_data_to_review: fc.boolean(),
  new_data_changes: fc.subarray([...NEW_DATA_CHANGES]),
  new_data_at: arbOptionalDate,
  order: fc.record({
    id: fc.constant('order-1'),
    status: fc.constantFrom(...ORDER_STATUSES),
    ordered_at: arbOptionalDate,
  }),
  quantity_ordered: fc.option(arbQuantity, { nil: null }),
  quantity_delivered: fc.option(arbQuantity, { nil: null }),
  delivered_at: arbOptionalDate,
  receiving_status: fc.option(fc.constantFrom(...RECEIVING_STATUSES), { nil: null }),
  quantity_received: fc.option(arbQuantity, { nil: null }),
  storages: fc.array(fc.record({ quantity: arbQuantity }), { maxLength: 2 }),
  installations: fc.array(fc.record({ quantity: arbQuantity }), { maxLength: 2 }),
  removals: fc.array(fc.record({ quantity: arbQuantity, is_documented: fc.boolean() }), { maxLength: 2 }),
  crew_tasks_first_notified_at: arbOptionalDate,
  crew_tasks_first_ever_notified_at: arbOptionalDate,
});

/**
 * Items further along a sane lifecycle: a closed relevant review with known results, goods
 * received, and every unit placed or removed (removals mostly documented). Raw items alone rarely
 * get there.
 */
const arbitraryLateLifecycleInput: fc.Arbitrary<OrderItemInput> = fc
  .record({
    base: arbitraryRawOrderItemInput,
    relevancy: fc.constantFrom('relevant' as const, 'additional' as const),
    results: fc.array(
      fc.record({
        hazmat: fc.constantFrom(...HAZMAT_CODES),
        contamination: fc.constantFrom(...CONTAMINATIONS),
      }),
      { maxLength: 2 },
    ),
    received: fc.integer({ min: 1, max: 4 }),
    split: fc.tuple(fc.nat({ max: 4 }), fc.nat({ max: 4 })),
    documented: fc.oneof(
      { arbitrary: fc.constant(true), weight: 4 },
      { arbitrary: fc.constant(false), weight: 1 },
    ),
    initialCheck: fc.boolean(),
  })
  .map(({ base, relevancy, results, received, split, documented, initialCheck }) => {
    const stored = Math.min(split[0], received);
    const installed = Math.min(split[1], received - stored);
    const removed = received - stored - installed;
    return {
      ...base,
      is_based_on_ihm_initial_check: initialCheck,
      category_relevancy: relevancy,
      selected_md_document: aDocument('md'),
      selected_sdoc_document: aDocument('sdoc'),
      check_results: results.map((r) => aResult(r.hazmat, r.contamination)),
      is_review_closed: true,
      has_new_data_to_review: false,
      receiving_status: 'Received' as const,
      quantity_received: received,
      storages: stored > 0 ? [{ quantity: stored }] : [],
      installations: installed > 0 ? [{ quantity: installed }] : [],
      removals: removed > 0 ? [{ quantity: removed, is_documented: documented }] : [],
    };
  });

export const arbitraryOrderItemInput: fc.Arbitrary<OrderItemInput> = fc.oneof(
  { arbitrary: arbitraryRawOrderItemInput, weight: 3 },
  { arbitrary: arbitraryLateLifecycleInput, weight: 1 },
);

export const arbitraryNow: fc.Arbitrary<Date> = arbDate;

/** Service levels of a bucket, negative days included (they count as zero). */
export const arbitraryServiceLevels: fc.Arbitrary<ServiceLevels> = fc.record({
  supplierReminder1AfterDays: fc.integer({ min: -5, max: 60 }),
  supplierReminder2AfterDays: fc.integer({ min: -5, max: 60 }),
  supplierOverdueAfterDays: fc.integer({ min: -5, max: 60 }),
  expertOverdueAfterDays: fc.integer({ min: -5, max: 60 }),
  crewOverdueAfterDays: fc.integer({ min: -5, max: 60 }),
});
