// Documents: validity and reuse suggestions (spec section 3).
import type { ReuseDecision } from './document.constants.ts';
import { utcDay } from './time.utils.ts';

export type DocumentValidityInput = { valid_from: Date | null; valid_to: Date | null };

/** Valid if the (UTC) day of `today` is within valid_from and valid_to, each bound only when set. */
export function isDocumentValid(document: DocumentValidityInput, today: Date): boolean {
  const day = utcDay(today);
  if (document.valid_from !== null && day < utcDay(document.valid_from)) return false;
  return document.valid_to === null || day <= utcDay(document.valid_to);
}

/** Suggested for reuse if any of its reuses is supplier-approved. */
export function isSuggestedForReuse(document: {
  document_reuses: readonly { reusage_decision: ReuseDecision | null }[];
}): boolean {
  return document.document_reuses.some((reuse) => reuse.reusage_decision === 'SUPPLIER_APPROVED');
}
