// Table XD: what the expert sees for an item, following its first proposed action (spec section 4).
import { type FirstMatchTable, firstMatch } from './decision-table.utils.ts';
import type { DocumentRequestStatus } from './document.constants.ts';
import type { ExpertDisplay, ExpertDocumentDisplay } from './evaluation.constants.ts';
import type { NewDataChange } from './order.constants.ts';
import type { OrderItemEvaluation } from './order-item-evaluation.types.ts';

/** Table XR: document states by rank (first = lowest rank = wins), MD before SDoC on equal rank. */
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

/** The document state of the lowest rank among the MD and SDoC statuses; null if neither is ranked. */
export function rankedDocumentDisplay(
  mdStatus: DocumentRequestStatus,
  sdocStatus: DocumentRequestStatus,
): ExpertDocumentDisplay | null {
  for (const entry of EXPERT_DOCUMENT_RANKING) {
    if (entry.status === mdStatus) return entry.md;
    if (entry.status === sdocStatus) return entry.sdoc;
  }
  return null;
}

export type ExpertDisplayFacts = Pick<
  OrderItemEvaluation,
  | 'expert_proposed_actions'
  | 'md_status'
  | 'sdoc_status'
  | 'review_status'
  | 'has_table_a_hazmats'
  | 'has_hazmats'
  | 'crew_list'
>;

export type ExpertDisplayItem = { is_review_closed: boolean; new_data_changes: readonly NewDataChange[] };

export type ExpertDisplayContext = {
  item: ExpertDisplayItem;
  evaluation: ExpertDisplayFacts | null;
  ranked: ExpertDocumentDisplay | null;
};
/** `ranked_document_state`: the state picked by table XR. */
type Outcome = ExpertDisplay | 'ranked_document_state';

const firstAction = (c: ExpertDisplayContext) => c.evaluation?.expert_proposed_actions[0];
const onlyChange = (c: ExpertDisplayContext, change: NewDataChange): boolean =>
  firstAction(c) === 'fix_review_new_data' &&
  c.item.new_data_changes.length === 1 &&
  c.item.new_data_changes[0] === change;

export const EXPERT_DISPLAY_TABLE: FirstMatchTable<ExpertDisplayContext, Outcome> = {
  rows: [
    {
      id: 'XD1',
      outcome: 'done',
      rule: 'no evaluation and the review is closed',
      when: (c) => c.evaluation === null && c.item.is_review_closed,
    },
    { id: 'XD2', outcome: 'new', rule: 'no evaluation', when: (c) => c.evaluation === null },
    {
      id: 'XD3',
      outcome: 'invalid_data',
      rule: 'first expert action fix_invalid_review',
      when: (c) => firstAction(c) === 'fix_invalid_review',
    },
    {
      id: 'XD4',
      outcome: 'article_updated',
      rule: 'first expert action fix_review_new_data and the only change is article',
      when: (c) => onlyChange(c, 'article'),
    },
    {
      id: 'XD5',
      outcome: 'item_updated',
      rule: 'first expert action fix_review_new_data and the only change is item',
      when: (c) => onlyChange(c, 'item'),
    },
    {
      id: 'XD6',
      outcome: 'order_updated',
      rule: 'first expert action fix_review_new_data and the only change is order',
      when: (c) => onlyChange(c, 'order'),
    },
    {
      id: 'XD7',
      outcome: 'updated_data',
      rule: 'first expert action fix_review_new_data',
      when: (c) => firstAction(c) === 'fix_review_new_data',
    },
    {
      id: 'XD8',
      outcome: 'new',
      rule: 'first expert action review_category',
      when: (c) => firstAction(c) === 'review_category',
    },
    {
      id: 'XD9',
      outcome: 'ranked_document_state',
      rule: 'first expert action review_md or review_sdoc, or no expert action and the review open; and the MD or SDoC status is ranked in table XR',
      when: (c) => {
        const action = firstAction(c);
        const documentTurn =
          action === 'review_md' ||
          action === 'review_sdoc' ||
          (action === undefined && c.evaluation?.review_status === 'open');
        return documentTurn && c.ranked !== null;
      },
    },
    {
      id: 'XD10',
      outcome: 'open_review',
      rule: 'the review is open',
      when: (c) => c.evaluation?.review_status === 'open',
    },
    {
      id: 'XD11',
      outcome: 'remove_tab_a',
      rule: 'table A hazmats and the crew list is not done',
      when: (c) => c.evaluation?.has_table_a_hazmats === true && c.evaluation.crew_list !== 'done',
    },
    {
      id: 'XD12',
      outcome: 'done_tab_a',
      rule: 'table A hazmats',
      when: (c) => c.evaluation?.has_table_a_hazmats === true,
    },
    {
      id: 'XD13',
      outcome: 'done_tab_b',
      rule: 'other hazmats',
      when: (c) => c.evaluation?.has_hazmats === true,
    },
  ],
  otherwise: { id: 'XD14', outcome: 'done', rule: 'otherwise' },
};

/** Table XD's display: the deciding row's, or the document state table XR ranked. */
export function decideExpertDisplay(context: ExpertDisplayContext): ExpertDisplay {
  const outcome = firstMatch(EXPERT_DISPLAY_TABLE, context).outcome;
  return outcome === 'ranked_document_state' ? (context.ranked as ExpertDocumentDisplay) : outcome;
}

/** The expert display of an item; with no evaluation it shows done if the review is closed. */
export function expertDisplay(item: ExpertDisplayItem, evaluation: ExpertDisplayFacts | null): ExpertDisplay {
  const ranked =
    evaluation === null ? null : rankedDocumentDisplay(evaluation.md_status, evaluation.sdoc_status);
  return decideExpertDisplay({ item, evaluation, ranked });
}
