import type {
  CategoryRelevancy,
  CheckResultInput,
  Contamination,
  DocumentRequestInput,
  DocumentType,
  HazmatCode,
  NewDataChange,
  OrderItemEvaluation,
  OrderItemInput,
  OrderStatus,
  ReceivingStatus,
} from '@keelson/domain';
import type {
  checkResults,
  documentRequestActions,
  documentRequests,
  documents,
  purchaseOrderItems,
  purchaseOrders,
} from '../../db/schema/index.ts';

type ItemRow = typeof purchaseOrderItems.$inferSelect;
type OrderRow = Pick<typeof purchaseOrders.$inferSelect, 'id' | 'status' | 'orderedAt'>;
type CheckRow = typeof checkResults.$inferSelect;
type RequestRow = typeof documentRequests.$inferSelect;
type ActionRow = typeof documentRequestActions.$inferSelect;
type DocumentRow = Pick<typeof documents.$inferSelect, 'id' | 'type' | 'validFrom' | 'validTo'>;

function requestInput(request: RequestRow | undefined, actions: ActionRow[]): DocumentRequestInput | null {
  if (!request) return null;
  return {
    id: request.id,
    document_type: request.documentType,
    is_closed: request.isClosed,
    started_at: request.startedAt,
    closed_at: request.closedAt,
    document_id: request.documentId,
    supplier_notified_at: request.supplierNotifiedAt,
    supplier_reminded1_at: request.supplierReminded1At,
    supplier_reminded2_at: request.supplierReminded2At,
    actions: actions
      .filter((action) => action.userRole !== 'system')
      .map((action) => ({
        at: action.at,
        user_role: action.userRole as 'expert' | 'supplier',
        type: action.type,
        document_id: action.documentId,
      })),
  };
}

function selectedDocument(id: string | null, byId: Map<string, DocumentRow>) {
  const document = id ? byId.get(id) : undefined;
  if (!document) return null;
  return {
    id: document.id,
    type: document.type as DocumentType,
    valid_from: document.validFrom,
    valid_to: document.validTo,
  };
}

/** The engine's view of one item, from its rows. */
export function toOrderItemInput(props: {
  item: ItemRow;
  order: OrderRow;
  relevancy: CategoryRelevancy;
  checks: CheckRow[];
  requests: RequestRow[];
  actionsByRequest: Map<string, ActionRow[]>;
  documentsById: Map<string, DocumentRow>;
  /** The crew's storages, installations and removals (quantities; removals documented or not). */
  inventory?: {
    storages: readonly { quantity: number }[];
    installations: readonly { quantity: number }[];
    removals: readonly { quantity: number; isDocumented: boolean }[];
  };
}): OrderItemInput {
  const { item } = props;
  const latest = (type: 'md' | 'sdoc') =>
    props.requests
      .filter((request) => request.documentType === type)
      .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())[0];
  const md = latest('md');
  const sdoc = latest('sdoc');
  return {
    id: item.id,
    extid: item.extid,
    created_at: item.createdAt,
    is_based_on_ihm_initial_check: item.isBasedOnIhmInitialCheck,
    category_relevancy: props.relevancy,
    selected_article_category_at: item.selectedArticleCategoryAt,
    selected_md_document: selectedDocument(item.selectedMdDocumentId, props.documentsById),
    selected_md_document_at: item.selectedMdDocumentAt,
    selected_sdoc_document: selectedDocument(item.selectedSdocDocumentId, props.documentsById),
    selected_sdoc_document_at: item.selectedSdocDocumentAt,
    md_document_request: requestInput(md, md ? (props.actionsByRequest.get(md.id) ?? []) : []),
    sdoc_document_request: requestInput(sdoc, sdoc ? (props.actionsByRequest.get(sdoc.id) ?? []) : []),
    check_results: props.checks.map(
      (check): CheckResultInput => ({
        hazmat: check.hazmat as HazmatCode,
        contamination: check.contamination as Contamination | null,
        concentration: check.concentration,
        quantification_per_item_unit: check.quantificationPerItemUnit,
        enabled: check.enabled,
      }),
    ),
    is_review_closed: item.isReviewClosed,
    review_closed_at: item.reviewClosedAt,
    has_new_data_to_review: item.hasNewDataToReview,
    new_data_changes: item.newDataChanges as NewDataChange[],
    new_data_at: item.newDataAt,
    order: {
      id: props.order.id,
      status: props.order.status as OrderStatus,
      ordered_at: props.order.orderedAt,
    },
    quantity_ordered: item.quantityOrdered,
    quantity_delivered: item.quantityDelivered,
    delivered_at: item.deliveredAt,
    receiving_status: item.receivingStatus as ReceivingStatus | null,
    quantity_received: item.quantityReceived,
    storages: (props.inventory?.storages ?? []).map((storage) => ({ quantity: storage.quantity })),
    installations: (props.inventory?.installations ?? []).map((installation) => ({
      quantity: installation.quantity,
    })),
    removals: (props.inventory?.removals ?? []).map((removal) => ({
      quantity: removal.quantity,
      is_documented: removal.isDocumented,
    })),
    crew_tasks_first_notified_at: item.crewTasksFirstNotifiedAt,
    crew_tasks_first_ever_notified_at: item.crewTasksFirstEverNotifiedAt,
  };
}

/** The columns copied out of an evaluation for lists, filters and statistics. */
export function evaluationColumns(evaluation: OrderItemEvaluation) {
  return {
    evaluation,
    expert_list: evaluation.expert_list,
    crew_list: evaluation.crew_list,
    general_list: evaluation.general_list,
    review_status: evaluation.review_status,
    category_relevancy: evaluation.category_relevancy,
    crew_tab: evaluation.crew_tab,
    has_hazmats: evaluation.has_hazmats,
    has_table_a_hazmats: evaluation.has_table_a_hazmats,
    has_table_b_hazmats: evaluation.has_table_b_hazmats,
    expert_next_action: evaluation.expert_proposed_actions[0] ?? null,
    expert_waiting_for: evaluation.expert_waiting_for,
    crew_next_action: evaluation.crew_proposed_actions[0] ?? null,
    expert_display: evaluation.expert_display,
    crew_display: evaluation.crew_display,
    supplier_display: evaluation.supplier_display,
    expert_overdue_since: evaluation.expert_overdue_since,
    supplier_waiting_since: evaluation.supplier_waiting_since,
    supplier_reminder1_at: evaluation.supplier_reminder1_at,
    supplier_reminder2_at: evaluation.supplier_reminder2_at,
    supplier_overdue_since: evaluation.supplier_overdue_since,
    crew_tasks_first_notified_at: evaluation.crew_tasks_first_notified_at,
    crew_tasks_first_ever_notified_at: evaluation.crew_tasks_first_ever_notified_at,
    crew_overdue_since: evaluation.crew_overdue_since,
    crew_first_ever_overdue_since: evaluation.crew_first_ever_overdue_since,
  };
}

/** The same columns as `evaluationColumns`, named as the table's fields: for items evaluated before their insert. */
export function evaluationFields(evaluation: OrderItemEvaluation) {
  const columns = evaluationColumns(evaluation);
  return {
    evaluation,
    expertList: columns.expert_list,
    crewList: columns.crew_list,
    generalList: columns.general_list,
    reviewStatus: columns.review_status,
    categoryRelevancy: columns.category_relevancy,
    crewTab: columns.crew_tab,
    hasHazmats: columns.has_hazmats,
    hasTableAHazmats: columns.has_table_a_hazmats,
    hasTableBHazmats: columns.has_table_b_hazmats,
    expertNextAction: columns.expert_next_action,
    expertWaitingFor: columns.expert_waiting_for,
    crewNextAction: columns.crew_next_action,
    expertDisplay: columns.expert_display,
    crewDisplay: columns.crew_display,
    supplierDisplay: columns.supplier_display,
    expertOverdueSince: columns.expert_overdue_since,
    supplierWaitingSince: columns.supplier_waiting_since,
    supplierReminder1At: columns.supplier_reminder1_at,
    supplierReminder2At: columns.supplier_reminder2_at,
    supplierOverdueSince: columns.supplier_overdue_since,
    crewTasksFirstNotifiedAt: columns.crew_tasks_first_notified_at,
    crewTasksFirstEverNotifiedAt: columns.crew_tasks_first_ever_notified_at,
    crewOverdueSince: columns.crew_overdue_since,
    crewFirstEverOverdueSince: columns.crew_first_ever_overdue_since,
  };
}
