// What the engine needs to know about one purchase-order item. The server maps its rows to this
// shape; field names follow the spec (snake_case). All quantities are non-negative numbers.
import type {
  ActionUserRole,
  DocumentRequestActionType,
  DocumentRequestType,
  DocumentType,
} from './document.constants.ts';
import type { Contamination, HazmatCode } from './hazmat.constants.ts';
import type { CategoryRelevancy, NewDataChange, OrderStatus, ReceivingStatus } from './order.constants.ts';

export type DocumentRequestActionInput = {
  at: Date;
  user_role: ActionUserRole;
  type: DocumentRequestActionType;
  /** The document the entry refers to (provided, accepted, rejected, or asked to verify). */
  document_id: string | null;
};

export type DocumentRequestInput = {
  id: string;
  document_type: DocumentRequestType;
  is_closed: boolean;
  started_at: Date;
  closed_at: Date | null;
  /** An existing document the supplier is asked to verify; null when a new document is asked for. */
  document_id: string | null;
  supplier_notified_at: Date | null;
  supplier_reminded1_at: Date | null;
  supplier_reminded2_at: Date | null;
  /** History entries; the latest by `at` (the later entry on ties) decides the request status. */
  actions: readonly DocumentRequestActionInput[];
};

/** A document selected for the item's MD or SDoC part. */
export type SelectedDocumentInput = {
  id: string;
  type: DocumentType;
  valid_from: Date | null;
  valid_to: Date | null;
};

export type CheckResultInput = {
  hazmat: HazmatCode;
  /** null: unknown (not yet assessed, unless a concentration decides it). */
  contamination: Contamination | null;
  /** Measured concentration in mg/kg, or null. */
  concentration: number | null;
  quantification_per_item_unit: number | null;
  enabled: boolean;
};

export type OrderInput = {
  id: string;
  status: OrderStatus;
  ordered_at: Date | null;
};

export type QuantityInput = { quantity: number };
export type RemovalInput = { quantity: number; is_documented: boolean };

export type OrderItemInput = {
  id: string;
  extid: string | null;
  created_at: Date;
  is_based_on_ihm_initial_check: boolean;

  category_relevancy: CategoryRelevancy;
  selected_article_category_at: Date | null;

  selected_md_document: SelectedDocumentInput | null;
  selected_md_document_at: Date | null;
  selected_sdoc_document: SelectedDocumentInput | null;
  selected_sdoc_document_at: Date | null;
  md_document_request: DocumentRequestInput | null;
  sdoc_document_request: DocumentRequestInput | null;

  check_results: readonly CheckResultInput[];

  is_review_closed: boolean;
  review_closed_at: Date | null;
  /** Set by a re-import that changed the article, the item (e.g. quantity) or the order after closing. */
  has_new_data_to_review: boolean;
  new_data_changes: readonly NewDataChange[];
  new_data_at: Date | null;

  order: OrderInput;
  quantity_ordered: number | null;
  quantity_delivered: number | null;
  delivered_at: Date | null;
  receiving_status: ReceivingStatus | null;
  quantity_received: number | null;

  storages: readonly QuantityInput[];
  installations: readonly QuantityInput[];
  removals: readonly RemovalInput[];

  /** Stored by the previous evaluation; the engine keeps or stamps them (docs: table O). */
  crew_tasks_first_notified_at: Date | null;
  crew_tasks_first_ever_notified_at: Date | null;
};
