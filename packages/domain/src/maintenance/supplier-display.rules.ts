// Table SD: what the supplier sees for a document request (spec section 4).
import type { DocumentRequestStatus } from './document.constants.ts';
import { SUPPLIER_DISPLAYS, type SupplierDisplay } from './evaluation.constants.ts';

export const SUPPLIER_DISPLAY_OF_STATUS: Readonly<Partial<Record<DocumentRequestStatus, SupplierDisplay>>> = {
  expert_requested_document: 'provide_document',
  expert_requested_verification: 'verify_document',
  supplier_rejected_request: 'rejected_request',
};

/** Provide document, verify document or rejected request; null when the request shows nothing to the supplier. */
export function supplierDisplay(status: DocumentRequestStatus): SupplierDisplay | null {
  return SUPPLIER_DISPLAY_OF_STATUS[status] ?? null;
}

/** The item's supplier display: of an open review, the first of MD and SDoC in the order provide, verify, rejected. */
export function itemSupplierDisplay(
  isReviewClosed: boolean,
  mdStatus: DocumentRequestStatus,
  sdocStatus: DocumentRequestStatus,
): SupplierDisplay | null {
  if (isReviewClosed) return null;
  const md = supplierDisplay(mdStatus);
  const sdoc = supplierDisplay(sdocStatus);
  if (md === null || sdoc === null) return md ?? sdoc;
  return SUPPLIER_DISPLAYS.indexOf(sdoc) < SUPPLIER_DISPLAYS.indexOf(md) ? sdoc : md;
}
