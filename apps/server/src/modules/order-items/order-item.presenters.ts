import { orderItemDisplayName, shortId } from '@keelson/domain';
import type {
  articles,
  categories,
  checkResults,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../../db/schema/index.ts';
import {
  articleAnswer,
  categoryAnswer,
  supplierAnswer,
  vesselAnswer,
} from '../maintenance/catalog.presenters.ts';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

type OrderRow = typeof purchaseOrders.$inferSelect;

export function orderAnswer(row: OrderRow) {
  return {
    id: row.id,
    company_id: row.bucketId,
    vessel_id: row.vesselId,
    extid: row.extid,
    requisition_number: row.requisitionNumber,
    order_number: row.orderNumber,
    status: row.status,
    ordered_at: iso(row.orderedAt),
    remarks: row.remarks,
    created_at: row.createdAt.toISOString(),
  };
}

export type ItemRelations = {
  article?: typeof articles.$inferSelect | null;
  supplier?: typeof suppliers.$inferSelect | null;
  order?: OrderRow | null;
  vessel?: typeof vessels.$inferSelect | null;
  category?: typeof categories.$inferSelect | null;
  checks?: (typeof checkResults.$inferSelect)[];
};

/** An item as the API answers it; relations only when they were asked for with include=. */
export function itemAnswer(row: typeof purchaseOrderItems.$inferSelect, relations: ItemRelations = {}) {
  return {
    id: row.id,
    short_id: shortId(row.id),
    company_id: row.bucketId,
    order_id: row.orderId,
    supplier_id: row.supplierId,
    article_id: row.articleId,
    extid: row.extid,
    display_name: orderItemDisplayName({
      article: relations.article
        ? {
            name: relations.article.name,
            description: relations.article.description,
            impaNumber: relations.article.impaNumber,
          }
        : null,
      article_description: row.articleDescription,
      extid: row.extid,
    }),
    article_description: row.articleDescription,
    item_index: row.itemIndex,
    quantity_unit: row.quantityUnit,
    quantity_ordered: row.quantityOrdered,
    quantity_delivered: row.quantityDelivered,
    quantity_received: row.quantityReceived,
    receiving_status: row.receivingStatus,
    remarks: row.remarks,
    equipment_class: row.equipmentClass,
    selected_article_category_id: row.selectedArticleCategoryId,
    selected_article_category_at: iso(row.selectedArticleCategoryAt),
    selected_md_document_id: row.selectedMdDocumentId,
    selected_sdoc_document_id: row.selectedSdocDocumentId,
    is_review_closed: row.isReviewClosed,
    has_new_data_to_review: row.hasNewDataToReview,
    created_at: row.createdAt.toISOString(),
    expert_overdue_since: iso(row.expertOverdueSince),
    supplier_overdue_since: iso(row.supplierOverdueSince),
    crew_overdue_since: iso(row.crewOverdueSince),
    crew_first_ever_overdue_since: iso(row.crewFirstEverOverdueSince),
    evaluation: (row.evaluation as Record<string, unknown> | null) ?? null,
    ...('article' in relations
      ? { article: relations.article ? articleAnswer(relations.article) : null }
      : {}),
    ...('supplier' in relations
      ? { supplier: relations.supplier ? supplierAnswer(relations.supplier) : null }
      : {}),
    ...('order' in relations ? { order: relations.order ? orderAnswer(relations.order) : null } : {}),
    ...('vessel' in relations ? { vessel: relations.vessel ? vesselAnswer(relations.vessel) : null } : {}),
    ...('category' in relations
      ? { selected_category: relations.category ? categoryAnswer(relations.category) : null }
      : {}),
    ...(relations.checks
      ? {
          check_results: relations.checks.map((check) => ({
            id: check.id,
            hazmat: check.hazmat,
            contamination: check.contamination,
            concentration: check.concentration,
            quantification_per_item_unit: check.quantificationPerItemUnit,
            quantification_unit: check.quantificationUnit,
            remarks: check.remarks,
            enabled: check.enabled,
          })),
        }
      : {}),
  };
}
