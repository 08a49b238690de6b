import { CONTAMINATIONS, HAZMAT_CODES, MESSAGES } from '@keelson/domain';
import { z } from 'zod';
import {
  ZArticle,
  ZDocument,
  ZDocumentReuse,
  ZItemCheckResult,
  ZTablePaging,
  ZVessel,
} from './maintenance.ts';

// Item edits, document selection, check results, the document-reuse list, document links and the
// active items (docs/decisions/0010).

/** Trimmed text; an empty text clears the field (null). */
const ZClearableText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .transform((value) => (value ? value : null));
const ZQuantity = z.number().finite().min(0).max(1e9);

const atLeastOneField = (value: Record<string, unknown>) =>
  Object.values(value).some((field) => field !== undefined);

/** PATCH of an item: only the fields sent change; unknown fields and an empty body are refused. */
export const ZItemEdit = z
  .strictObject({
    remarks: ZClearableText(2000).optional(),
    article_description: ZClearableText(1000).optional(),
    quantity_unit: ZClearableText(20).optional(),
    // The ordered quantity is required: it can be corrected, not emptied (issue 18).
    quantity_ordered: ZQuantity.nullable()
      .optional()
      .refine((value) => value !== null, MESSAGES.required),
    quantity_delivered: ZQuantity.nullable().optional(),
    delivery_code: ZClearableText(100).optional(),
  })
  .refine(atLeastOneField, 'Send at least one field');
export type TItemEdit = z.infer<typeof ZItemEdit>;

/** Selects a company document of that type for the item; null unselects. */
export const ZSelectItemDocument = z.strictObject({
  type: z.enum(['md', 'sdoc']),
  document_id: z.string().uuid().nullable(),
});

// ── Check results ────────────────────────────────────────────────────────────────────────────────
// The fields in the order the answers have always had them.
export const ZCheckResult = z.object({
  id: z.string(),
  order_item_id: z.string(),
  ...ZItemCheckResult.omit({ id: true }).shape,
  created_at: z.string(),
});
export type TCheckResult = z.infer<typeof ZCheckResult>;
export const ZCheckResultListQuery = z.object({
  include_disabled: z.enum(['true', 'false']).optional(),
});
/** The same rules as creating one (ZCheckResultCreate), every field optional, plus `enabled`. */
export const ZCheckResultPatch = z
  .strictObject({
    hazmat: z.enum(HAZMAT_CODES).optional(),
    contamination: z.enum(CONTAMINATIONS).nullable().optional(),
    concentration: ZQuantity.nullable().optional(),
    quantification_per_item_unit: ZQuantity.nullable().optional(),
    quantification_unit: ZClearableText(20).optional(),
    remarks: ZClearableText(2000).optional(),
    enabled: z.boolean().optional(),
  })
  .refine(atLeastOneField, 'Send at least one field');
export type TCheckResultPatch = z.infer<typeof ZCheckResultPatch>;

// ── Document reuses of a company ─────────────────────────────────────────────────────────────────
export const REUSE_DECISION_FILTERS = [
  'SUPPLIER_APPROVED',
  'EXPERT_APPROVED',
  'SUPPLIER_REJECTED',
  'EXPERT_REJECTED',
  'undecided',
] as const;
export const REUSE_INCLUDES = ['document', 'vessel', 'article'] as const;
export const ZDocumentReuseListQuery = z.object({
  reusage_decision: z.enum(REUSE_DECISION_FILTERS).optional(),
  type: z.enum(['md', 'sdoc']).optional(),
  vessel_id: z.string().uuid().optional(),
  /** Any of document, vessel, article joined by commas. */
  include: z
    .string()
    .max(100)
    .refine(
      (text) =>
        text
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .every((part) => (REUSE_INCLUDES as readonly string[]).includes(part)),
      'include is a list of document, vessel, article',
    )
    .optional(),
  ...ZTablePaging,
});
export const ZDocumentReuseListed = ZDocumentReuse.extend({
  document: ZDocument.optional(),
  vessel: ZVessel.nullable().optional(),
  article: ZArticle.nullable().optional(),
});
export type TDocumentReuseListed = z.infer<typeof ZDocumentReuseListed>;
export const ZDocumentReusePage = z.object({
  content: z.array(ZDocumentReuseListed),
  page: z.number().int(),
  size: z.number().int(),
  total_elements: z.number().int(),
});

// ── Where a company document is used ─────────────────────────────────────────────────────────────
export const ZDocumentLinksQuery = z.object({ document_id: z.string().uuid() });
export const ZDocumentLink = z.object({
  document_id: z.string(),
  order_item_id: z.string(),
  type: z.enum(['md', 'sdoc']),
  /** selected: the item's selected MD/SDoC; supplier: the item's supplier provided it for a request. */
  link: z.enum(['selected', 'supplier']),
  order_item: z.object({ id: z.string(), short_id: z.string(), display_name: z.string() }),
  order: z.object({ id: z.string(), order_number: z.string().nullable() }),
  vessel: z.object({ id: z.string(), name: z.string() }),
});
export type TDocumentLink = z.infer<typeof ZDocumentLink>;
export const ZDocumentLinks = z.array(ZDocumentLink);

// ── Active items ─────────────────────────────────────────────────────────────────────────────────
export const ZExistsAnswer = z.object({ exists: z.boolean() });
