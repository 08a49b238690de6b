// The facts the decision tables read, derived once per item from its input.
import type { HazmatSummary } from './contamination.rules.ts';
import type { DocumentPart } from './document-request.rules.ts';
import type { CrewTab, ReviewPartStatus } from './evaluation.constants.ts';
import type { CategoryRelevancy, NewDataChange, ReceiptState } from './order.constants.ts';

export type ItemFacts = {
  relevancy: CategoryRelevancy;
  /** relevant or additional (both count as relevant). */
  isRelevantCategory: boolean;
  isReviewClosed: boolean;
  hasNewData: boolean;
  newDataChanges: readonly NewDataChange[];
  md: DocumentPart;
  sdoc: DocumentPart;
  hazmats: HazmatSummary;
  hazmatsReviewStatus: ReviewPartStatus;
  /** A category is selected or a check result is enabled: the hazmat picture is somebody's decision. */
  hazmatsDecided: boolean;
  isReviewClosable: boolean;
  /** No row of table V holds: the review may stay closed. */
  isReviewConsistent: boolean;

  receipt: ReceiptState;
  /** a: table A hazmats, b: other hazmats; null when the crew is not concerned (doc: crew tab). */
  crewTab: CrewTab | null;
  isRemovable: boolean;
  /** Confirmed received quantity (0 unless the receipt is confirmed). */
  received: number;
  stored: number;
  installed: number;
  removed: number;
  removedDocumented: number;
  /** stored + installed + removed: every unit the crew has accounted for. */
  accounted: number;
  onVessel: number;

  createdAt: Date;
  /** When the category was selected, else the item's creation. */
  categoryAt: Date;
  mdSelectedAt: Date | null;
  reviewClosedAt: Date | null;
  newDataAt: Date | null;
};
