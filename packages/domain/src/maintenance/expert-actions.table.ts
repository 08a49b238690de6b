// Table E (actions proposed to the expert) and table T (since when the item needs the expert).
import type { DecisionRow } from './decision-table.utils.ts';
import { needsExpert } from './document-request.rules.ts';
import type { ExpertAction } from './evaluation.constants.ts';
import type { ItemFacts } from './item-facts.types.ts';
import { laterOf } from './time.utils.ts';

export type ExpertClock = { id: string; rule: string; since: (facts: ItemFacts) => Date };
export type ExpertActionRow = DecisionRow<ItemFacts, ExpertAction> & { clock: ExpertClock };

const mdNeedsExpert = (f: ItemFacts): boolean => f.relevancy === 'relevant' && needsExpert(f.md.status);
const sdocNeedsExpert = (f: ItemFacts): boolean => f.relevancy === 'relevant' && needsExpert(f.sdoc.status);
const hazmatsNeedExpert = (f: ItemFacts): boolean =>
  (f.isRelevantCategory && f.hazmatsReviewStatus === 'missing') || f.hazmatsReviewStatus === 'invalid';

export const EXPERT_ACTION_ROWS: readonly ExpertActionRow[] = [
  {
    id: 'E1',
    outcome: 'review_category',
    rule: 'review open and no category is selected',
    when: (f) => !f.isReviewClosed && f.relevancy === 'none',
    clock: { id: 'T1', rule: 'created_at', since: (f) => f.createdAt },
  },
  {
    id: 'E2',
    outcome: 'review_md',
    rule: 'review open, category relevant, and the MD status is missing, invalid or a supplier_* status',
    when: (f) => !f.isReviewClosed && mdNeedsExpert(f),
    clock: {
      id: 'T2',
      rule: 'when the MD status began (selection, closing, latest request entry or request start), else the category time',
      since: (f) => f.md.status_at ?? f.categoryAt,
    },
  },
  {
    id: 'E3',
    outcome: 'review_sdoc',
    rule: 'review open, category relevant, and the SDoC status is missing, invalid or a supplier_* status',
    when: (f) => !f.isReviewClosed && sdocNeedsExpert(f),
    clock: {
      id: 'T3',
      rule: 'when the SDoC status began (selection, closing, latest request entry or request start), else the category time',
      since: (f) => f.sdoc.status_at ?? f.categoryAt,
    },
  },
  {
    id: 'E4',
    outcome: 'review_hazmats',
    rule: 'review open, and either category relevant or additional with an unknown check result, or category not_relevant with a check result contained, PCHM or unknown',
    when: (f) => !f.isReviewClosed && hazmatsNeedExpert(f),
    clock: {
      id: 'T4',
      rule: 'the later of the category time and selected_md_document_at',
      since: (f) => laterOf(f.categoryAt, f.mdSelectedAt),
    },
  },
  {
    id: 'E5',
    outcome: 'review_close',
    rule: 'review open and closable, and none of E2, E3, E4 holds',
    when: (f) => f.isReviewClosable && !mdNeedsExpert(f) && !sdocNeedsExpert(f) && !hazmatsNeedExpert(f),
    clock: {
      id: 'T5',
      rule: 'category relevant: the latest of the category time and the MD and SDoC closing times; otherwise the category time',
      since: (f) =>
        f.relevancy === 'relevant'
          ? laterOf(laterOf(f.categoryAt, f.md.closed_at), f.sdoc.closed_at)
          : f.categoryAt,
    },
  },
  {
    id: 'E6',
    outcome: 'fix_invalid_review',
    rule: 'review closed and a row of table V holds',
    when: (f) => f.isReviewClosed && !f.isReviewConsistent,
    clock: {
      id: 'T6',
      rule: 'review_closed_at, else created_at',
      since: (f) => f.reviewClosedAt ?? f.createdAt,
    },
  },
  {
    id: 'E7',
    outcome: 'fix_review_new_data',
    rule: 'review closed and has_new_data_to_review',
    when: (f) => f.isReviewClosed && f.hasNewData,
    clock: {
      id: 'T7',
      rule: 'new_data_at, else review_closed_at, else created_at',
      since: (f) => f.newDataAt ?? f.reviewClosedAt ?? f.createdAt,
    },
  },
];
