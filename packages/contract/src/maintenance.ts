import {
  CATEGORY_RELEVANCIES,
  CONTAMINATIONS,
  DOCUMENT_TYPES,
  EQUIPMENT_CLASSES,
  HAZMAT_CODES,
  ORDER_STATUSES,
} from '@keelson/domain';
import { z } from 'zod';
import { ZDay, ZInstant } from './dates.ts';
import { ITEM_STATS_FIELDS } from './stats-lists.ts';

const ZText = (max: number) => z.string().trim().max(max);
const ZQuantity = z.number().finite().min(0).max(1e9);

// ── Catalog of a company (bucket) ────────────────────────────────────────────────────────────────
export const ZRelevancy = z.enum(
  CATEGORY_RELEVANCIES.filter((value) => value !== 'none') as ['relevant', 'additional', 'not_relevant'],
);
export const ZCategory = z.object({
  id: z.string(),
  bucket_id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  relevancy: ZRelevancy,
});
export const ZCategoryCreate = z.object({
  name: ZText(200).min(1),
  description: ZText(2000).nullable().optional(),
  relevancy: ZRelevancy,
});

export const ZArticle = z.object({
  id: z.string(),
  impaNumber: z.string().nullable(),
  name: z.string(),
  description: z.string().nullable(),
  categoryId: z.string().nullable(),
});
export const ZArticleCreate = z.object({
  impaNumber: ZText(20)
    .regex(/^\d{6}$/, 'IMPA numbers have 6 digits')
    .nullable()
    .optional(),
  name: ZText(300).min(1),
  description: ZText(2000).nullable().optional(),
  categoryId: z.string().uuid().nullable().optional(),
});

export const ZSupplier = z.object({
  id: z.string(),
  name: z.string(),
  extid: z.string().nullable(),
  contact_emails: z.array(z.string()),
});
export const ZSupplierCreate = z.object({
  name: ZText(200).min(1),
  extid: ZText(100).nullable().optional(),
  contact_emails: z.array(z.string().trim().toLowerCase().email()).max(10).default([]),
});

/** PATCH /ihm/maint/suppliers/{id}: the supplier's name and the addresses its requests go to. */
export const ZSupplierPatch = z
  .object({
    name: ZText(200).min(1),
    contact_emails: z.array(z.string().trim().toLowerCase().email()).max(10),
  })
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, 'nothing to change');

export const ZVessel = z.object({
  id: z.string(),
  name: z.string(),
  imo: z.string().nullable(),
  project_id: z.string().nullable(),
});
export const ZVesselCreate = z.object({
  name: ZText(200).min(1),
  imo: ZText(7)
    .regex(/^\d{7}$/)
    .nullable()
    .optional(),
  project_id: z.string().uuid().nullable().optional(),
});

// ── Purchase orders and items ────────────────────────────────────────────────────────────────────
export const ZOrderStatus = z.enum(ORDER_STATUSES);
export const ZPurchaseOrderItemCreate = z.object({
  extid: ZText(100).nullable().optional(),
  article_id: z.string().uuid().nullable().optional(),
  article_description: ZText(1000).nullable().optional(),
  supplier_id: z.string().uuid().nullable().optional(),
  quantity_ordered: ZQuantity.nullable().optional(),
  quantity_unit: ZText(20).nullable().optional(),
  remarks: ZText(2000).nullable().optional(),
});
export const ZPurchaseOrderCreate = z.object({
  vessel_id: z.string().uuid(),
  extid: ZText(100).nullable().optional(),
  order_number: ZText(100).nullable().optional(),
  requisition_number: ZText(100).nullable().optional(),
  status: ZOrderStatus.default('ordered'),
  ordered_at: ZInstant.nullable().optional(),
  remarks: ZText(2000).nullable().optional(),
  items: z.array(ZPurchaseOrderItemCreate).min(1).max(500),
});

/** The predefined set filters of the item lists (spec section 7). */
export const ITEM_SET_FILTERS = [
  'expert_tasks',
  'expert_monitor',
  'expert_done',
  'crew_tasks',
  'crew_monitor',
  'crew_done',
] as const;
/** The set filters as the spec names them (section 9: `is_in_expert_tasks_list` …) → our short names. */
export const SPEC_SET_FILTER_NAMES = Object.fromEntries(
  ITEM_SET_FILTERS.map((set) => [`is_in_${set}_list`, set]),
) as Record<`is_in_${(typeof ITEM_SET_FILTERS)[number]}_list`, (typeof ITEM_SET_FILTERS)[number]>;

/** A set filter by the spec's name or its short alias. */
export const ZItemSetFilter = z.preprocess(
  (value) =>
    typeof value === 'string' && value in SPEC_SET_FILTER_NAMES
      ? SPEC_SET_FILTER_NAMES[value as keyof typeof SPEC_SET_FILTER_NAMES]
      : value,
  z.enum(ITEM_SET_FILTERS),
);

/** Table pages: page from 0, 50 or 100 rows (spec section 9). */
export const ZTablePaging = {
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce
    .number()
    .int()
    .refine((size) => size === 50 || size === 100, 'size is 50 or 100')
    .default(50),
};

export const ZItemListQuery = z.object({
  set: ZItemSetFilter.optional(),
  stats_field: z.enum(ITEM_STATS_FIELDS).optional(),
  vessel_id: z.string().uuid().optional(),
  supplier_id: z.string().uuid().optional(),
  order_id: z.string().uuid().optional(),
  search: z.string().max(500).optional(),
  include: z.string().max(300).optional(),
  ...ZTablePaging,
});

/** The orders of a company (or of one vessel): newest first, 50 or 100 a page. */
export const ZPurchaseOrderListQuery = z.object({
  vessel_id: z.string().uuid().optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  search: z.string().max(500).optional(),
  include: z.string().max(100).optional(),
  ...ZTablePaging,
});
export const ZPurchaseOrderQuery = z.object({ include: z.string().max(100).optional() });

export const ZCategorize = z.object({ category_id: z.string().uuid() });
export const ZSelectEquipmentClass = z.object({ equipment_class: z.enum(EQUIPMENT_CLASSES).nullable() });
export const ZCheckResultCreate = z.object({
  hazmat: z.enum(HAZMAT_CODES),
  contamination: z.enum(CONTAMINATIONS).nullable(),
  concentration: ZQuantity.nullable().optional(),
  quantification_per_item_unit: ZQuantity.nullable().optional(),
  quantification_unit: ZText(20).nullable().optional(),
  remarks: ZText(2000).nullable().optional(),
});
export const ZDocumentType = z.enum(DOCUMENT_TYPES);

// ── Answers ──────────────────────────────────────────────────────────────────────────────────────
const ZIsoNullable = z.string().nullable();
/** The stored evaluation (see docs/domain/order-item-lifecycle.md); dates as ISO strings. */
export const ZEvaluation = z.record(z.string(), z.unknown());

export const ZPurchaseOrder = z.object({
  id: z.string(),
  company_id: z.string(),
  vessel_id: z.string(),
  extid: z.string().nullable(),
  requisition_number: z.string().nullable(),
  order_number: z.string().nullable(),
  status: z.string(),
  ordered_at: ZIsoNullable,
  remarks: z.string().nullable(),
  created_at: z.string(),
  num_items: z.number().int(),
  evaluation: ZEvaluation.nullable(),
  vessel: ZVessel.optional(),
});
export type TPurchaseOrder = z.infer<typeof ZPurchaseOrder>;

/** A check result as an item carries it; the check-result routes answer it with its item and creation time (ZCheckResult). */
export const ZItemCheckResult = z.object({
  id: z.string(),
  hazmat: z.string(),
  contamination: z.string().nullable(),
  concentration: z.number().nullable(),
  quantification_per_item_unit: z.number().nullable(),
  quantification_unit: z.string().nullable(),
  remarks: z.string().nullable(),
  enabled: z.boolean(),
});

export const ZPurchaseOrderItem = z.object({
  id: z.string(),
  short_id: z.string(),
  company_id: z.string(),
  order_id: z.string(),
  supplier_id: z.string().nullable(),
  article_id: z.string().nullable(),
  extid: z.string().nullable(),
  display_name: z.string(),
  article_description: z.string().nullable(),
  item_index: z.number().nullable(),
  quantity_unit: z.string().nullable(),
  quantity_ordered: z.number().nullable(),
  quantity_delivered: z.number().nullable(),
  quantity_received: z.number().nullable(),
  receiving_status: z.string().nullable(),
  remarks: z.string().nullable(),
  equipment_class: z.string().nullable(),
  selected_article_category_id: z.string().nullable(),
  selected_article_category_at: ZIsoNullable,
  selected_md_document_id: z.string().nullable(),
  selected_sdoc_document_id: z.string().nullable(),
  is_review_closed: z.boolean(),
  has_new_data_to_review: z.boolean(),
  created_at: z.string(),
  expert_overdue_since: ZIsoNullable,
  supplier_overdue_since: ZIsoNullable,
  crew_overdue_since: ZIsoNullable,
  crew_first_ever_overdue_since: ZIsoNullable,
  evaluation: ZEvaluation.nullable(),
  article: ZArticle.nullable().optional(),
  supplier: ZSupplier.nullable().optional(),
  order: ZPurchaseOrder.omit({ evaluation: true, num_items: true }).nullable().optional(),
  vessel: ZVessel.nullable().optional(),
  selected_category: ZCategory.nullable().optional(),
  check_results: z.array(ZItemCheckResult).optional(),
});
export type TPurchaseOrderItem = z.infer<typeof ZPurchaseOrderItem>;

export const ZItemPage = z.object({
  content: z.array(ZPurchaseOrderItem),
  page: z.number().int(),
  size: z.number().int(),
  total_elements: z.number().int(),
});

/** One order; with include=items its items (with article, supplier, order, vessel and category), in item order. */
export const ZPurchaseOrderDetail = ZPurchaseOrder.extend({ items: z.array(ZPurchaseOrderItem).optional() });
export const ZPurchaseOrderPage = z.object({
  content: z.array(ZPurchaseOrder),
  page: z.number().int(),
  size: z.number().int(),
  total_elements: z.number().int(),
});

// ── Documents, document requests and the supplier portal (docs/decisions/0008) ───────────────────
const ZRequestType = z.enum(['md', 'sdoc']);
const ZMessage = z.string().trim().min(1).max(4000);

export const ZDocumentUploadQuery = z.object({
  type: ZDocumentType,
  filename: z.string().trim().min(1).max(255),
  valid_from: ZDay.optional(),
  valid_to: ZDay.optional(),
});
export const ZDocumentListQuery = z.object({
  type: ZDocumentType.optional(),
  /** The search syntax over filename, extid and remarks. */
  search: z.string().max(200).optional(),
  ...ZTablePaging,
});
export const ZDocument = z.object({
  id: z.string(),
  company_id: z.string(),
  type: ZDocumentType,
  filename: z.string(),
  file_size: z.number().int(),
  content_type: z.string(),
  valid_from: ZIsoNullable,
  valid_to: ZIsoNullable,
  added_by_supplier_id: z.string().nullable(),
  created_at: z.string(),
  /** Signed, valid 10 minutes, needs no session. */
  download_url: z.string(),
  /** Today within valid_from and valid_to, each bound only when set (spec section 3). */
  is_valid: z.boolean(),
  /** A supplier approved one of its reuses (spec section 3); answered where the reuses were read. */
  is_suggested_for_reuse: z.boolean().optional(),
});
export type TDocument = z.infer<typeof ZDocument>;
export const ZDocumentPage = z.object({
  content: z.array(ZDocument),
  page: z.number().int(),
  size: z.number().int(),
  total_elements: z.number().int(),
});
export const ZFileUrlQuery = z.object({
  expires: z.coerce.number().int(),
  signature: z.string().max(128),
  /** inline shows the file in the browser (the preview); attachment downloads it. */
  disposition: z.enum(['attachment', 'inline']).default('attachment'),
});

export const ZDocumentRequestCreate = z.object({
  document_type: ZRequestType,
  message: ZMessage.optional(),
  /** An existing document the supplier is asked to verify (reuse). */
  document_id: z.string().uuid().optional(),
});
export const ZDocumentRequestBatch = z.object({
  item_ids: z.array(z.string().uuid()).min(1).max(500),
  document_types: z.array(ZRequestType).min(1).max(2),
  message: ZMessage.optional(),
});
export const ZDocumentRequestActionCreate = z.object({
  type: z.enum(['message', 'document_accepted', 'document_rejected', 'closed']),
  message: ZMessage.optional(),
  document_id: z.string().uuid().optional(),
});
export const ZDocumentRequestAction = z.object({
  id: z.string(),
  at: z.string(),
  user_role: z.enum(['expert', 'supplier', 'system']),
  type: z.string(),
  message: z.string().nullable(),
  document: ZDocument.nullable(),
});
export const ZDocumentRequest = z.object({
  id: z.string(),
  order_item_id: z.string(),
  company_id: z.string(),
  supplier_id: z.string().nullable(),
  document_type: ZRequestType,
  status: z.string(),
  is_closed: z.boolean(),
  started_at: z.string(),
  closed_at: ZIsoNullable,
  document_id: z.string().nullable(),
  supplier_notified_at: ZIsoNullable,
  supplier_reminded1_at: ZIsoNullable,
  supplier_reminded2_at: ZIsoNullable,
  actions: z.array(ZDocumentRequestAction),
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequest>;
export const ZDocumentRequestBatchAnswer = z.object({
  created: z.array(ZDocumentRequest),
  skipped: z.array(z.object({ item_id: z.string(), document_type: ZRequestType, reason: z.string() })),
  mails_sent: z.number().int(),
});
export const ZReuseDecision = z.object({
  reusage_decision: z.enum(['SUPPLIER_APPROVED', 'EXPERT_APPROVED', 'SUPPLIER_REJECTED', 'EXPERT_REJECTED']),
});
export const ZDocumentReuse = z.object({
  id: z.string(),
  document_id: z.string(),
  vessel_id: z.string().nullable(),
  article_id: z.string().nullable(),
  type: ZRequestType,
  reusage_decision: z.string().nullable(),
  created_at: z.string(),
  modified_at: ZIsoNullable,
});
export const ZSupplierReminderAnswer = z.object({
  supplier_id: z.string(),
  open_requests: z.number().int(),
  last_email_sent_at: ZIsoNullable,
  manual_reminders_reset_at: ZIsoNullable,
});

export const ZPortalMessage = z.object({ message: ZMessage });
export const ZPortalRequest = ZDocumentRequest.omit({ company_id: true, supplier_id: true }).extend({
  item_display_name: z.string(),
  article_impa: z.string().nullable(),
  order_number: z.string().nullable(),
  vessel_name: z.string().nullable(),
  /** The document to verify (reuse), when the expert named one. */
  document: ZDocument.nullable(),
});
export const ZPortalView = z.object({
  supplier_name: z.string(),
  company_name: z.string(),
  requests: z.array(ZPortalRequest),
});
export type TPortalView = z.infer<typeof ZPortalView>;
