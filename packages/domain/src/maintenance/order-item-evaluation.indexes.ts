// The decision tables evaluateOrderItem reads, indexed once by the values their rows read
// (decision-index.utils.ts): tables V and E by the review's state; L (expert and general), H, W,
// CD and XD by lists, tabs, statuses and the proposed actions; SD and XR by the document
// statuses. Tables whose rows compare quantities or dates (C, R, LC, T) are tried row by row.
import { HAZMAT_SUMMARY_FIELDS, type HazmatSummary } from './contamination.rules.ts';
import { CREW_ACTION_ROWS } from './crew-actions.table.ts';
import { CREW_DISPLAY_TABLE } from './crew-display.rules.ts';
import {
  BOOLEANS,
  guarded,
  indexDecision,
  itemsOf,
  masksOf,
  notKeyed,
  onlyFirstIndexed,
  position,
  positions,
} from './decision-index.utils.ts';
import { firstMatch } from './decision-table.utils.ts';
import { DOCUMENT_REQUEST_STATUSES, type DocumentRequestStatus } from './document.constants.ts';
import { DOCUMENT_PART_FIELDS, type DocumentPart } from './document-request.rules.ts';
import {
  CREW_TABS,
  type CrewAction,
  EXPERT_DOCUMENT_DISPLAYS,
  type ExpertAction,
  type ProposedAction,
  REVIEW_PART_STATUSES,
  REVIEW_STATUSES,
  type ReviewStatus,
  WORK_LISTS,
  type WorkList,
} from './evaluation.constants.ts';
import { EXPERT_ACTION_ROWS } from './expert-actions.table.ts';
import {
  decideExpertDisplay,
  type ExpertDisplayFacts,
  type ExpertDisplayItem,
  rankedDocumentDisplay,
} from './expert-display.rules.ts';
import { EXPERT_WAITING_TABLE } from './expert-waiting.rules.ts';
import { CREW_HIGHLIGHT_TABLE, EXPERT_HIGHLIGHT_TABLE } from './highlights.table.ts';
import { ITEM_FACT_FIELDS, isRelevantCategory } from './item-facts.rules.ts';
import type { ItemFacts } from './item-facts.types.ts';
import {
  CATEGORY_RELEVANCIES,
  NEW_DATA_CHANGES,
  type NewDataChange,
  RECEIPT_STATES,
} from './order.constants.ts';
import { INVALID_REVIEW_ROWS, reviewStatus } from './review.rules.ts';
import { itemSupplierDisplay } from './supplier-display.rules.ts';
import { EXPERT_LIST_TABLE, GENERAL_LIST_TABLE } from './work-lists.table.ts';

/** The crew tab as a dimension: none, A or B. */
export const CREW_TAB_VALUES = [null, ...CREW_TABS] as const;

const WORK_LIST_POSITION = positions(WORK_LISTS);
const REVIEW_STATUS_POSITION = positions(REVIEW_STATUSES);
const NEW_DATA_CHANGE_POSITION = positions(NEW_DATA_CHANGES);

/** Sets of proposed actions as bit masks: bit i is row i of table E or C. */
const EXPERT_MASKS = masksOf(EXPERT_ACTION_ROWS);
const CREW_MASKS = masksOf(CREW_ACTION_ROWS);
const EXPERT_ACTIONS_OF_MASK: readonly ExpertAction[][] = EXPERT_MASKS.map((mask) =>
  itemsOf(EXPERT_ACTION_ROWS, mask).map((row) => row.outcome),
);
const CREW_ACTIONS_OF_MASK: readonly CrewAction[][] = CREW_MASKS.map((mask) =>
  itemsOf(CREW_ACTION_ROWS, mask).map((row) => row.outcome),
);

/**
 * A new copy of a short list: an item has a few proposed actions, and an array literal of them
 * costs a fraction of slice or spread.
 */
function copyOf<T>(list: readonly T[]): T[] {
  switch (list.length) {
    case 0:
      return [];
    case 1:
      return [list[0] as T];
    case 2:
      return [list[0] as T, list[1] as T];
    default:
      return list.slice();
  }
}

/** The proposed actions of a mask, as a new array (the evaluation owns its arrays). */
export const expertActionsOf = (mask: number): ExpertAction[] =>
  copyOf(EXPERT_ACTIONS_OF_MASK[mask] as ExpertAction[]);
export const crewActionsOf = (mask: number): CrewAction[] =>
  copyOf(CREW_ACTIONS_OF_MASK[mask] as CrewAction[]);

/** The expert's proposed actions then the crew's, as a new array. */
export function proposedActionsOf(expertMask: number, crewMask: number): ProposedAction[] {
  const expert = EXPERT_ACTIONS_OF_MASK[expertMask] as ExpertAction[];
  const crew = CREW_ACTIONS_OF_MASK[crewMask] as CrewAction[];
  if (crew.length === 0) return copyOf(expert);
  if (expert.length === 0) return copyOf(crew);
  return [...expert, ...crew];
}

/** The bit of a proposed action in the masks above. */
export const expertBit = (action: ExpertAction): number =>
  2 ** EXPERT_ACTION_ROWS.findIndex((row) => row.outcome === action);
export const crewBit = (action: CrewAction): number =>
  2 ** CREW_ACTION_ROWS.findIndex((row) => row.outcome === action);

/**
 * The review index's outcome is one small number (a flat array of numbers stays small and
 * contiguous): the mask of table E's rows that hold, plus INCONSISTENT when a row of table V holds.
 */
export const INCONSISTENT = 2 ** EXPERT_ACTION_ROWS.length;
export const EXPERT_ROWS = INCONSISTENT - 1;

// Tables V and E read the item's facts: one guarded context serves every combination (the rows
// only read it).
const reviewMd = guarded<DocumentPart>('V/E', DOCUMENT_PART_FIELDS, { status: 'missing' });
const reviewSdoc = guarded<DocumentPart>('V/E', DOCUMENT_PART_FIELDS, { status: 'missing' });
const reviewFacts = guarded<ItemFacts>('V/E', ITEM_FACT_FIELDS, {
  relevancy: 'none',
  isRelevantCategory: false,
  isReviewClosed: false,
  isReviewClosable: false,
  hasNewData: false,
  hazmatsReviewStatus: 'missing',
  md: reviewMd,
  sdoc: reviewSdoc,
  isReviewConsistent: true,
});

/**
 * Tables V and E: at(bit(isReviewClosed), bit(isReviewClosable), bit(hasNewData), relevancy,
 * hazmatsReviewStatus, md.status, sdoc.status).
 */
export const REVIEW_INDEX = indexDecision(
  [
    BOOLEANS,
    BOOLEANS,
    BOOLEANS,
    CATEGORY_RELEVANCIES,
    REVIEW_PART_STATUSES,
    DOCUMENT_REQUEST_STATUSES,
    DOCUMENT_REQUEST_STATUSES,
  ],
  (isReviewClosed, isReviewClosable, hasNewData, relevancy, hazmatsReviewStatus, md, sdoc): number => {
    Object.assign(reviewFacts, {
      relevancy,
      isRelevantCategory: isRelevantCategory(relevancy),
      isReviewClosed,
      isReviewClosable,
      hasNewData,
      hazmatsReviewStatus,
      isReviewConsistent: true,
    });
    reviewMd.status = md;
    reviewSdoc.status = sdoc;
    for (const row of INVALID_REVIEW_ROWS) if (row.when(reviewFacts)) reviewFacts.isReviewConsistent = false;
    let expertActions = 0;
    EXPERT_ACTION_ROWS.forEach((row, index) => {
      if (row.when(reviewFacts)) expertActions |= 2 ** index;
    });
    return reviewFacts.isReviewConsistent ? expertActions : expertActions | INCONSISTENT;
  },
);

/**
 * Table LE: at(bit(hasExpertActions), bit(isReviewClosed), bit(has_table_a_hazmats), crew list);
 * the list's position in WORK_LISTS, as the next lookups take positions.
 */
export const EXPERT_LIST_INDEX = indexDecision(
  [BOOLEANS, BOOLEANS, BOOLEANS, WORK_LISTS],
  (hasExpertActions, isReviewClosed, hasTableA, crewList) => {
    const hazmats = guarded<HazmatSummary>('LE', HAZMAT_SUMMARY_FIELDS, { has_table_a_hazmats: hasTableA });
    const facts = guarded<ItemFacts>('LE', ITEM_FACT_FIELDS, { isReviewClosed, hazmats });
    return position(
      WORK_LIST_POSITION,
      firstMatch(EXPERT_LIST_TABLE, { facts, hasExpertActions, crewList }).outcome,
    );
  },
);

/** Table LG: at(expert list, crew list); the list's position in WORK_LISTS. */
export const GENERAL_LIST_INDEX = indexDecision([WORK_LISTS, WORK_LISTS], (expertList, crewList) =>
  position(WORK_LIST_POSITION, firstMatch(GENERAL_LIST_TABLE, { expertList, crewList }).outcome),
);

/** Table HE: at(expert list, expert actions mask, bit(isRelevantCategory)). */
export const EXPERT_HIGHLIGHT_INDEX = indexDecision(
  [WORK_LISTS, EXPERT_MASKS, BOOLEANS],
  (list, mask, relevant) =>
    firstMatch(EXPERT_HIGHLIGHT_TABLE, {
      list,
      actions: EXPERT_ACTIONS_OF_MASK[mask] as ExpertAction[],
      isRelevantCategory: relevant,
    }).outcome,
);

/** Table HC: at(crew list, crew tab). */
export const CREW_HIGHLIGHT_INDEX = indexDecision(
  [WORK_LISTS, CREW_TAB_VALUES],
  (list, crewTab) => firstMatch(CREW_HIGHLIGHT_TABLE, { list, crewTab }).outcome,
);

/** Table W: at(expert actions mask, md status, sdoc status, bit(review open)). */
export const EXPERT_WAITING_INDEX = indexDecision(
  [EXPERT_MASKS, DOCUMENT_REQUEST_STATUSES, DOCUMENT_REQUEST_STATUSES, BOOLEANS],
  (mask, md_status, sdoc_status, review_open) =>
    firstMatch(EXPERT_WAITING_TABLE, {
      actions: EXPERT_ACTIONS_OF_MASK[mask] as ExpertAction[],
      md_status,
      sdoc_status,
      review_open,
    }).outcome,
);

/** Table CD: at(crew actions mask, crew tab, receipt state). */
export const CREW_DISPLAY_INDEX = indexDecision(
  [CREW_MASKS, CREW_TAB_VALUES, RECEIPT_STATES],
  (mask, crew_tab, receipt_state) =>
    firstMatch(CREW_DISPLAY_TABLE, {
      crew_proposed_actions: CREW_ACTIONS_OF_MASK[mask] as CrewAction[],
      crew_tab,
      receipt_state,
    }).outcome,
);

/** Table SD for an item: at(bit(isReviewClosed), md status, sdoc status). */
export const SUPPLIER_DISPLAY_INDEX = indexDecision(
  [BOOLEANS, DOCUMENT_REQUEST_STATUSES, DOCUMENT_REQUEST_STATUSES],
  itemSupplierDisplay,
);

/** Table XR: at(md status, sdoc status); the position of the ranked state in RANKED_DISPLAYS. */
const RANKED_DISPLAYS = [null, ...EXPERT_DOCUMENT_DISPLAYS] as const;
const RANKED_POSITION = positions(RANKED_DISPLAYS);
export const RANKED_DOCUMENT_INDEX = indexDecision(
  [DOCUMENT_REQUEST_STATUSES, DOCUMENT_REQUEST_STATUSES],
  (md, sdoc) => position(RANKED_POSITION, rankedDocumentDisplay(md, sdoc)),
);

/** The review status: at(bit(isReviewClosed), bit(isReviewConsistent), bit(hasNewData)); its position in REVIEW_STATUSES. */
export const REVIEW_STATUS_INDEX = indexDecision(
  [BOOLEANS, BOOLEANS, BOOLEANS],
  (isReviewClosed, isReviewConsistent, hasNewData) =>
    position(REVIEW_STATUS_POSITION, reviewStatus({ isReviewClosed, isReviewConsistent, hasNewData })),
);

/**
 * The item's changes as table XD's index knows them: none or exactly one (an item with more is
 * tried row by row). A list of at most one change is the same list as one of these.
 */
const CHANGE_FORMS: readonly (readonly NewDataChange[])[] = [
  [],
  ...NEW_DATA_CHANGES.map((change) => [change]),
];

/** The position of an item's changes in CHANGE_FORMS; undefined for more than one change. */
export function changeFormOf(changes: readonly NewDataChange[]): number | undefined {
  if (changes.length === 0) return 0;
  if (changes.length > 1) return undefined;
  return 1 + position(NEW_DATA_CHANGE_POSITION, changes[0] as NewDataChange);
}

/** The proposed expert actions as table XD reads them: the first one (by firstOf), or none. */
const FIRST_EXPERT_ACTIONS = [undefined, ...EXPERT_ACTION_ROWS.map((row) => row.outcome)].map((first) =>
  onlyFirstIndexed('XD', first),
);

// Table XD reads the item's changes, the evaluation's first expert action and a few of its
// values: one context serves every combination (the rows only read it).
const displayItem = {
  new_data_changes: CHANGE_FORMS[0] as readonly NewDataChange[],
  get is_review_closed(): boolean {
    return notKeyed('XD', 'is_review_closed');
  },
} satisfies ExpertDisplayItem;
const displayEvaluation = {
  expert_proposed_actions: FIRST_EXPERT_ACTIONS[0] as ExpertAction[],
  review_status: REVIEW_STATUSES[0] as ReviewStatus,
  has_table_a_hazmats: false as boolean,
  has_hazmats: false as boolean,
  crew_list: WORK_LISTS[0] as WorkList,
  get md_status(): DocumentRequestStatus {
    return notKeyed('XD', 'md_status');
  },
  get sdoc_status(): DocumentRequestStatus {
    return notKeyed('XD', 'sdoc_status');
  },
} satisfies ExpertDisplayFacts;

/**
 * Table XD: at(changeFormOf(changes), firstOf(expert actions mask), review status,
 * bit(has_table_a_hazmats), bit(has_hazmats), crew list, ranked document state).
 */
export const EXPERT_DISPLAY_INDEX = indexDecision(
  [CHANGE_FORMS, FIRST_EXPERT_ACTIONS, REVIEW_STATUSES, BOOLEANS, BOOLEANS, WORK_LISTS, RANKED_DISPLAYS],
  (
    new_data_changes,
    expert_proposed_actions,
    review_status,
    has_table_a_hazmats,
    has_hazmats,
    crew_list,
    ranked,
  ) => {
    displayItem.new_data_changes = new_data_changes;
    displayEvaluation.expert_proposed_actions = expert_proposed_actions;
    displayEvaluation.review_status = review_status;
    displayEvaluation.has_table_a_hazmats = has_table_a_hazmats;
    displayEvaluation.has_hazmats = has_hazmats;
    displayEvaluation.crew_list = crew_list;
    return decideExpertDisplay({ item: displayItem, evaluation: displayEvaluation, ranked });
  },
);
