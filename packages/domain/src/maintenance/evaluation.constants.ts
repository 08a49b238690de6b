// Enumerations of the order-item evaluation: proposed actions, lists, review states, displays.
// The decisions behind them are in docs/domain/order-item-lifecycle.md.

/** Actions proposed to the expert, in the order they are listed (first = shown first). */
export const EXPERT_ACTIONS = [
  'review_category',
  'review_md',
  'review_sdoc',
  'review_hazmats',
  'review_close',
  'fix_invalid_review',
  'fix_review_new_data',
] as const;
export type ExpertAction = (typeof EXPERT_ACTIONS)[number];

/** Actions proposed to the crew, in the order they are listed (first = shown first). */
export const CREW_ACTIONS = [
  'receiving_reject',
  'receiving_confirm',
  'fix_quantity_received',
  'fix_quantity_documented',
  'discharge',
  'fix_documentation',
  'ongoing_documentation',
] as const;
export type CrewAction = (typeof CREW_ACTIONS)[number];

export const PROPOSED_ACTIONS = [...EXPERT_ACTIONS, ...CREW_ACTIONS] as const;
export type ProposedAction = ExpertAction | CrewAction;

/** Every item is in exactly one of these lists per side (expert, crew, general). */
export const WORK_LISTS = ['tasks', 'monitor', 'done'] as const;
export type WorkList = (typeof WORK_LISTS)[number];

/** open: not closed; closed: closed and consistent; invalid / new_data: closed but needs the expert again. */
export const REVIEW_STATUSES = ['open', 'closed', 'invalid', 'new_data'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** Status of the category and hazmats parts of a review (the MD and SDoC parts use DocumentRequestStatus). */
export const REVIEW_PART_STATUSES = ['missing', 'invalid', 'ok'] as const;
export type ReviewPartStatus = (typeof REVIEW_PART_STATUSES)[number];

/** The crew tab an item belongs to: table A hazmats (must leave) or table B hazmats (must be inventoried). */
export const CREW_TABS = ['a', 'b'] as const;
export type CrewTab = (typeof CREW_TABS)[number];

export const HIGHLIGHTS = ['critical', 'action_required', 'action_done', 'none'] as const;
export type Highlight = (typeof HIGHLIGHTS)[number];

export const PIN_COLOURS = ['red', 'yellow', 'blue', 'ghost'] as const;
export type PinColour = (typeof PIN_COLOURS)[number];

export const VIEWS = ['expert', 'crew'] as const;
export type View = (typeof VIEWS)[number];

/** Document states shown to the expert, by rank: the lowest rank wins when both MD and SDoC are pending. */
export const EXPERT_DOCUMENT_DISPLAYS = [
  'request_rejected',
  'document_rejected',
  'message_received',
  'awaiting_md',
  'awaiting_sdoc',
  'in_review',
  'uploaded',
  'verified',
] as const;
export type ExpertDocumentDisplay = (typeof EXPERT_DOCUMENT_DISPLAYS)[number];

export const EXPERT_DISPLAYS = [
  'invalid_data',
  'updated_data',
  'article_updated',
  'item_updated',
  'order_updated',
  'new',
  ...EXPERT_DOCUMENT_DISPLAYS,
  'open_review',
  'remove_tab_a',
  'done_tab_a',
  'done_tab_b',
  'done',
] as const;
export type ExpertDisplay = (typeof EXPERT_DISPLAYS)[number];

export const CREW_DISPLAYS = [
  'reject_tab_a',
  'tag_and_inventory_tab_a',
  'tag_and_inventory_tab_b',
  'record_tab_a',
  'record_tab_b',
  'attach_discharge_receipt',
  'discharge_tab_a',
  'done',
  'not_relevant',
] as const;
export type CrewDisplay = (typeof CREW_DISPLAYS)[number];

export const SUPPLIER_DISPLAYS = ['provide_document', 'verify_document', 'rejected_request'] as const;
export type SupplierDisplay = (typeof SUPPLIER_DISPLAYS)[number];
