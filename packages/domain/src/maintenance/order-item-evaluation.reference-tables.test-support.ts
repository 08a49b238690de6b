// REFERENCE, TEST-ONLY: the decision tables of evaluateOrderItem as they were before the engine
// was optimised (issue 19, "Fleet scale"), copied once from the *.table.ts and *.rules.ts files
// with their ids and rule texts dropped. order-item-evaluation.reference.test-support.ts reads them
// the plain way (every row, in order) and order-item-evaluation.equivalence.property.test.ts
// checks that the optimised engine gives the same evaluation. Do not optimise this file; when a
// rule changes on purpose, change it here as well.
import type { DocumentRequestStatus } from './document.constants.ts';
import type { DocumentPart } from './document-request.rules.ts';
import type {
  CrewAction,
  CrewDisplay,
  CrewTab,
  ExpertAction,
  ExpertDisplay,
  ExpertDocumentDisplay,
  Highlight,
  ReviewPartStatus,
  WorkList,
} from './evaluation.constants.ts';
import type { ExpertWaitingFor } from './expert-waiting.rules.ts';
import type { HazmatResult } from './hazmat.constants.ts';
import type { CategoryRelevancy, NewDataChange, ReceiptState } from './order.constants.ts';
import type { OrderItemEvaluation } from './order-item-evaluation.types.ts';

export type Row<C, O> = { outcome: O; when: (context: C) => boolean };
export type Table<C, O> = { rows: readonly Row<C, O>[]; otherwise: O };

export function allMatches<C, O>(rows: readonly Row<C, O>[], context: C): O[] {
  const outcomes: O[] = [];
  for (const row of rows) if (row.when(context)) outcomes.push(row.outcome);
  return outcomes;
}

export function firstMatch<C, O>(table: Table<C, O>, context: C): O {
  for (const row of table.rows) if (row.when(context)) return row.outcome;
  return table.otherwise;
}

export type HazmatSummary = {
  contaminations: { hazmat: string; table: string; result: HazmatResult }[];
  hazmats_status: HazmatResult;
  table_a_contamination: HazmatResult;
  table_b_contamination: HazmatResult;
  has_hazmats: boolean;
  has_table_a_hazmats: boolean;
  has_table_b_hazmats: boolean;
  has_unknown: boolean;
  has_results: boolean;
};

export type Facts = {
  relevancy: CategoryRelevancy;
  isRelevantCategory: boolean;
  isReviewClosed: boolean;
  hasNewData: boolean;
  newDataChanges: readonly NewDataChange[];
  md: DocumentPart;
  sdoc: DocumentPart;
  hazmats: HazmatSummary;
  hazmatsReviewStatus: ReviewPartStatus;
  hazmatsDecided: boolean;
  isReviewClosable: boolean;
  isReviewConsistent: boolean;
  receipt: ReceiptState;
  crewTab: CrewTab | null;
  isRemovable: boolean;
  received: number;
  stored: number;
  installed: number;
  removed: number;
  removedDocumented: number;
  accounted: number;
  onVessel: number;
  createdAt: Date;
  categoryAt: Date;
  mdSelectedAt: Date | null;
  reviewClosedAt: Date | null;
  newDataAt: Date | null;
};

export const isAwaitingSupplier = (status: DocumentRequestStatus): boolean =>
  status === 'expert_requested_document' || status === 'expert_requested_verification';
const needsExpert = (status: DocumentRequestStatus): boolean =>
  status !== 'ok' && !isAwaitingSupplier(status);
const laterOf = (date: Date, other: Date | null): Date =>
  other !== null && other.getTime() > date.getTime() ? other : date;

/** Table V. */
export const INVALID_REVIEW_ROWS: readonly Row<Facts, string>[] = [
  { outcome: 'no_category', when: (f) => f.relevancy === 'none' },
  { outcome: 'md_not_ok', when: (f) => f.relevancy === 'relevant' && f.md.status !== 'ok' },
  { outcome: 'sdoc_not_ok', when: (f) => f.relevancy === 'relevant' && f.sdoc.status !== 'ok' },
  { outcome: 'hazmats_in_not_relevant', when: (f) => f.hazmatsReviewStatus === 'invalid' },
  { outcome: 'hazmats_unknown', when: (f) => f.isRelevantCategory && f.hazmatsReviewStatus === 'missing' },
];

const mdNeedsExpert = (f: Facts): boolean => f.relevancy === 'relevant' && needsExpert(f.md.status);
const sdocNeedsExpert = (f: Facts): boolean => f.relevancy === 'relevant' && needsExpert(f.sdoc.status);
const hazmatsNeedExpert = (f: Facts): boolean =>
  (f.isRelevantCategory && f.hazmatsReviewStatus === 'missing') || f.hazmatsReviewStatus === 'invalid';

/** Table E, each row with its clock of table T. */
export const EXPERT_ACTION_ROWS: readonly (Row<Facts, ExpertAction> & { since: (f: Facts) => Date })[] = [
  {
    outcome: 'review_category',
    when: (f) => !f.isReviewClosed && f.relevancy === 'none',
    since: (f) => f.createdAt,
  },
  {
    outcome: 'review_md',
    when: (f) => !f.isReviewClosed && mdNeedsExpert(f),
    since: (f) => f.md.status_at ?? f.categoryAt,
  },
  {
    outcome: 'review_sdoc',
    when: (f) => !f.isReviewClosed && sdocNeedsExpert(f),
    since: (f) => f.sdoc.status_at ?? f.categoryAt,
  },
  {
    outcome: 'review_hazmats',
    when: (f) => !f.isReviewClosed && hazmatsNeedExpert(f),
    since: (f) => laterOf(f.categoryAt, f.mdSelectedAt),
  },
  {
    outcome: 'review_close',
    when: (f) => f.isReviewClosable && !mdNeedsExpert(f) && !sdocNeedsExpert(f) && !hazmatsNeedExpert(f),
    since: (f) =>
      f.relevancy === 'relevant'
        ? laterOf(laterOf(f.categoryAt, f.md.closed_at), f.sdoc.closed_at)
        : f.categoryAt,
  },
  {
    outcome: 'fix_invalid_review',
    when: (f) => f.isReviewClosed && !f.isReviewConsistent,
    since: (f) => f.reviewClosedAt ?? f.createdAt,
  },
  {
    outcome: 'fix_review_new_data',
    when: (f) => f.isReviewClosed && f.hasNewData,
    since: (f) => f.newDataAt ?? f.reviewClosedAt ?? f.createdAt,
  },
];

const isReceived = (f: Facts): boolean => f.crewTab !== null && f.receipt === 'received';

/** Table C. */
export const CREW_ACTION_ROWS: readonly Row<Facts, CrewAction>[] = [
  { outcome: 'receiving_reject', when: (f) => f.crewTab === 'a' && f.receipt === 'arrived' },
  { outcome: 'receiving_confirm', when: (f) => f.crewTab === 'b' && f.receipt === 'arrived' },
  { outcome: 'fix_quantity_received', when: (f) => isReceived(f) && f.received <= 0 },
  {
    outcome: 'fix_quantity_documented',
    when: (f) =>
      f.crewTab !== null &&
      ((f.receipt === 'rejected' && f.accounted > 0) ||
        (f.receipt === 'received' && f.received > 0 && f.accounted > f.received)),
  },
  {
    outcome: 'discharge',
    when: (f) => f.crewTab === 'a' && f.receipt === 'received' && f.onVessel > 0 && f.isRemovable,
  },
  {
    outcome: 'fix_documentation',
    when: (f) => isReceived(f) && f.received > 0 && f.removedDocumented < f.removed,
  },
  { outcome: 'ongoing_documentation', when: (f) => isReceived(f) && f.stored + f.installed < f.onVessel },
];

/** Table L. */
export const CREW_LIST_TABLE: Table<{ facts: Facts; hasCrewActions: boolean }, WorkList> = {
  rows: [
    { outcome: 'tasks', when: (c) => c.hasCrewActions },
    { outcome: 'monitor', when: (c) => c.facts.crewTab !== null && c.facts.receipt === 'not_dispatched' },
    {
      outcome: 'monitor',
      when: (c) => c.facts.onVessel > 0 && (c.facts.crewTab !== null || c.facts.hazmats.has_table_a_hazmats),
    },
  ],
  otherwise: 'done',
};

export const EXPERT_LIST_TABLE: Table<
  { facts: Facts; hasExpertActions: boolean; crewList: WorkList },
  WorkList
> = {
  rows: [
    { outcome: 'tasks', when: (c) => c.hasExpertActions },
    { outcome: 'monitor', when: (c) => !c.facts.isReviewClosed },
    { outcome: 'monitor', when: (c) => c.facts.hazmats.has_table_a_hazmats && c.crewList !== 'done' },
  ],
  otherwise: 'done',
};

export const GENERAL_LIST_TABLE: Table<{ expertList: WorkList; crewList: WorkList }, WorkList> = {
  rows: [
    { outcome: 'tasks', when: (c) => c.expertList === 'tasks' || c.crewList === 'tasks' },
    { outcome: 'monitor', when: (c) => c.expertList === 'monitor' || c.crewList === 'monitor' },
  ],
  otherwise: 'done',
};

/** Table H. */
export const EXPERT_HIGHLIGHT_TABLE: Table<
  { list: WorkList; actions: readonly ExpertAction[]; isRelevantCategory: boolean },
  Highlight
> = {
  rows: [
    { outcome: 'critical', when: (c) => c.actions.includes('fix_invalid_review') },
    { outcome: 'action_required', when: (c) => c.list === 'tasks' },
    { outcome: 'action_done', when: (c) => c.list === 'monitor' || c.isRelevantCategory },
  ],
  otherwise: 'none',
};

export const CREW_HIGHLIGHT_TABLE: Table<{ list: WorkList; crewTab: CrewTab | null }, Highlight> = {
  rows: [
    { outcome: 'critical', when: (c) => c.list === 'tasks' && c.crewTab === 'a' },
    { outcome: 'action_required', when: (c) => c.list === 'tasks' },
    { outcome: 'action_done', when: (c) => c.crewTab !== null },
  ],
  otherwise: 'none',
};

type WaitingFacts = {
  actions: readonly ExpertAction[];
  md_status: DocumentRequestStatus;
  sdoc_status: DocumentRequestStatus;
  review_open: boolean;
};
const arrived = (status: DocumentRequestStatus) =>
  status !== 'missing' && status !== 'ok' && !isAwaitingSupplier(status);
const has = (f: WaitingFacts, action: ExpertAction) => f.actions.includes(action);

/** Table W. */
export const EXPERT_WAITING_TABLE: Table<WaitingFacts, ExpertWaitingFor | null> = {
  rows: [
    { outcome: 'categorisation', when: (f) => has(f, 'review_category') },
    {
      outcome: 'acceptance',
      when: (f) =>
        has(f, 'review_hazmats') ||
        (has(f, 'review_md') && arrived(f.md_status)) ||
        (has(f, 'review_sdoc') && arrived(f.sdoc_status)),
    },
    {
      outcome: 'documents',
      when: (f) =>
        has(f, 'review_md') ||
        has(f, 'review_sdoc') ||
        (f.review_open && (isAwaitingSupplier(f.md_status) || isAwaitingSupplier(f.sdoc_status))),
    },
    { outcome: 'closing_review', when: (f) => has(f, 'review_close') },
  ],
  otherwise: null,
};

/** Table XR. */
export const EXPERT_DOCUMENT_RANKING: readonly {
  status: DocumentRequestStatus;
  md: ExpertDocumentDisplay;
  sdoc: ExpertDocumentDisplay;
}[] = [
  { status: 'supplier_rejected_request', md: 'request_rejected', sdoc: 'request_rejected' },
  { status: 'supplier_rejected_document', md: 'document_rejected', sdoc: 'document_rejected' },
  { status: 'supplier_message', md: 'message_received', sdoc: 'message_received' },
  { status: 'expert_requested_document', md: 'awaiting_md', sdoc: 'awaiting_sdoc' },
  { status: 'expert_requested_verification', md: 'in_review', sdoc: 'in_review' },
  { status: 'supplier_provided_document', md: 'uploaded', sdoc: 'uploaded' },
  { status: 'supplier_verified_document', md: 'verified', sdoc: 'verified' },
];

type DisplayContext = {
  item: { is_review_closed: boolean; new_data_changes: readonly NewDataChange[] };
  evaluation: OrderItemEvaluation | null;
  ranked: ExpertDocumentDisplay | null;
};
const firstAction = (c: DisplayContext) => c.evaluation?.expert_proposed_actions[0];
const onlyChange = (c: DisplayContext, change: NewDataChange): boolean =>
  firstAction(c) === 'fix_review_new_data' &&
  c.item.new_data_changes.length === 1 &&
  c.item.new_data_changes[0] === change;

/** Table XD. */
export const EXPERT_DISPLAY_TABLE: Table<DisplayContext, ExpertDisplay | 'ranked_document_state'> = {
  rows: [
    { outcome: 'done', when: (c) => c.evaluation === null && c.item.is_review_closed },
    { outcome: 'new', when: (c) => c.evaluation === null },
    { outcome: 'invalid_data', when: (c) => firstAction(c) === 'fix_invalid_review' },
    { outcome: 'article_updated', when: (c) => onlyChange(c, 'article') },
    { outcome: 'item_updated', when: (c) => onlyChange(c, 'item') },
    { outcome: 'order_updated', when: (c) => onlyChange(c, 'order') },
    { outcome: 'updated_data', when: (c) => firstAction(c) === 'fix_review_new_data' },
    { outcome: 'new', when: (c) => firstAction(c) === 'review_category' },
    {
      outcome: 'ranked_document_state',
      when: (c) => {
        const action = firstAction(c);
        const documentTurn =
          action === 'review_md' ||
          action === 'review_sdoc' ||
          (action === undefined && c.evaluation?.review_status === 'open');
        return documentTurn && c.ranked !== null;
      },
    },
    { outcome: 'open_review', when: (c) => c.evaluation?.review_status === 'open' },
    {
      outcome: 'remove_tab_a',
      when: (c) => c.evaluation?.has_table_a_hazmats === true && c.evaluation.crew_list !== 'done',
    },
    { outcome: 'done_tab_a', when: (c) => c.evaluation?.has_table_a_hazmats === true },
    { outcome: 'done_tab_b', when: (c) => c.evaluation?.has_hazmats === true },
  ],
  otherwise: 'done',
};

type CrewDisplayFacts = Pick<OrderItemEvaluation, 'crew_proposed_actions' | 'crew_tab' | 'receipt_state'>;
const first = (c: CrewDisplayFacts): CrewAction | undefined => c.crew_proposed_actions[0];
const isRecord = (c: CrewDisplayFacts): boolean =>
  first(c) === 'receiving_confirm' || first(c) === 'fix_quantity_received';
const isTagging = (c: CrewDisplayFacts): boolean =>
  first(c) === 'fix_quantity_documented' || first(c) === 'ongoing_documentation';

/** Table CD. */
export const CREW_DISPLAY_TABLE: Table<CrewDisplayFacts, CrewDisplay> = {
  rows: [
    { outcome: 'reject_tab_a', when: (c) => first(c) === 'receiving_reject' },
    { outcome: 'record_tab_a', when: (c) => isRecord(c) && c.crew_tab === 'a' },
    { outcome: 'record_tab_b', when: (c) => isRecord(c) && c.crew_tab === 'b' },
    { outcome: 'tag_and_inventory_tab_a', when: (c) => isTagging(c) && c.crew_tab === 'a' },
    { outcome: 'tag_and_inventory_tab_b', when: (c) => isTagging(c) && c.crew_tab === 'b' },
    { outcome: 'attach_discharge_receipt', when: (c) => first(c) === 'fix_documentation' },
    { outcome: 'discharge_tab_a', when: (c) => first(c) === 'discharge' },
    { outcome: 'not_relevant', when: (c) => c.crew_tab === null },
    { outcome: 'reject_tab_a', when: (c) => c.crew_tab === 'a' && c.receipt_state === 'not_dispatched' },
    { outcome: 'record_tab_b', when: (c) => c.crew_tab === 'b' && c.receipt_state === 'not_dispatched' },
  ],
  otherwise: 'done',
};
