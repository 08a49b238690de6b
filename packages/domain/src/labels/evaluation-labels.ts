// Labels of the order-item evaluation: review, parts, actions, displays, lists.
import type {
  CrewAction,
  CrewDisplay,
  DocumentRequestStatus,
  ExpertAction,
  ExpertDisplay,
  ReviewPartStatus,
  ReviewStatus,
  SupplierDisplay,
  WorkList,
} from '../maintenance/index.ts';

export const REVIEW_STATUS: Record<ReviewStatus, string> = {
  open: 'Open',
  closed: 'Closed',
  invalid: 'Closed but invalid',
  new_data: 'Closed, new data arrived',
};

export const REVIEW_PART_STATUS: Record<ReviewPartStatus | DocumentRequestStatus, string> = {
  missing: 'Missing',
  invalid: 'Invalid',
  ok: 'OK',
  expert_requested_document: 'Requested from the supplier',
  expert_requested_verification: 'Verification requested from the supplier',
  supplier_message: 'Message from the supplier',
  supplier_provided_document: 'Provided by the supplier',
  supplier_verified_document: 'Verified by the supplier',
  supplier_rejected_request: 'Request rejected by the supplier',
  supplier_rejected_document: 'Document rejected by the supplier',
};

export const EXPERT_ACTION: Record<ExpertAction, string> = {
  review_category: 'Choose a category',
  review_md: 'Review the material declaration (MD)',
  review_sdoc: 'Review the supplier declaration (SDoC)',
  review_hazmats: 'Review the hazmat results',
  review_close: 'Close the review',
  fix_invalid_review: 'Fix the invalid closed review',
  fix_review_new_data: 'Review the new data',
};

export const CREW_ACTION: Record<CrewAction, string> = {
  receiving_reject: 'Reject the delivery (Table A)',
  receiving_confirm: 'Confirm the delivery',
  fix_quantity_received: 'Recount the received quantity',
  fix_quantity_documented: 'Correct the documented quantity',
  discharge: 'Discharge from the vessel',
  fix_documentation: 'Attach the discharge receipt',
  ongoing_documentation: 'Tag and inventory on a deck plan',
};

export const EXPERT_DISPLAY: Record<ExpertDisplay, string> = {
  invalid_data: 'Invalid data',
  updated_data: 'Updated data',
  article_updated: 'Article updated',
  item_updated: 'Item updated',
  order_updated: 'Order updated',
  new: 'New',
  request_rejected: 'Request rejected',
  document_rejected: 'Document rejected',
  message_received: 'Message received',
  awaiting_md: 'Awaiting MD',
  awaiting_sdoc: 'Awaiting SDoC',
  in_review: 'In review',
  uploaded: 'Document uploaded',
  verified: 'Document verified',
  open_review: 'Open review',
  remove_tab_a: 'Remove (Table A)',
  done_tab_a: 'Done (Table A)',
  done_tab_b: 'Done (Table B)',
  done: 'Done',
};

export const CREW_DISPLAY: Record<CrewDisplay, string> = {
  reject_tab_a: 'Reject (Table A)',
  tag_and_inventory_tab_a: 'Tag and inventory (Table A)',
  tag_and_inventory_tab_b: 'Tag and inventory (Table B)',
  record_tab_a: 'Record (Table A)',
  record_tab_b: 'Record (Table B)',
  attach_discharge_receipt: 'Attach discharge receipt',
  discharge_tab_a: 'Discharge (Table A)',
  done: 'Done',
  not_relevant: 'Not relevant',
};

export const SUPPLIER_DISPLAY: Record<SupplierDisplay, string> = {
  provide_document: 'Provide the document',
  verify_document: 'Verify the document',
  rejected_request: 'Request rejected',
};

export const WORK_LIST: Record<WorkList, string> = { tasks: 'Tasks', monitor: 'Monitor', done: 'Done' };
