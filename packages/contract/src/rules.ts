import { RULE_ACTIONS, RULE_APPLICATION_STATUSES } from '@keelson/domain';
import { z } from 'zod';

// Automatic rules (spec sections 3, 4, 7: Rule, Rule application; docs/domain/rules.md).

const ZIds = z.array(z.string().uuid()).max(200);

export const ZRuleFilter = z.strictObject({
  search: z.string().trim().max(500).optional(),
  vessel_ids: ZIds.optional(),
  supplier_ids: ZIds.optional(),
  category_ids: ZIds.optional(),
  impa_codes: z.array(z.string().trim().min(1).max(20)).max(200).optional(),
});

export const ZRuleCreate = z.strictObject({
  label: z.string().trim().min(1).max(200),
  subject_filter: ZRuleFilter,
  action: z.enum(RULE_ACTIONS),
  category_id: z.string().uuid().nullable().optional(),
});

export const ZRule = z.object({
  id: z.string(),
  type: z.enum(['rule', 'batch']),
  is_user_defined: z.boolean(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  disabled: z.boolean(),
  score: z.object({
    value: z.number().nullable(),
    decisions: z.number().int(),
    agreements: z.number().int(),
    /** The status the score alone gives: confirmed once enough decisions agree. */
    effective_status: z.enum(['unconfirmed', 'confirmed']),
  }),
  subject_type: z.literal('ihm_order_item'),
  subject_filter: ZRuleFilter,
  action: z.object({ type: z.enum(RULE_ACTIONS), category_id: z.string().nullable() }),
  is_user_confirmed: z.boolean(),
  status: z.enum(['unconfirmed', 'invalid', 'confirmed']),
  confirmation: z.enum(['confirmed', 'via_score']).nullable(),
  /** Training, Broken or Active (spec section 4). */
  label_status: z.enum(['Training', 'Broken', 'Active']),
  problem: z.string().nullable(),
  label: z.string(),
  scope_bucket_id: z.string(),
  /** Customer buckets this rule (of an expert bucket) is confirmed for. */
  targeting_bucket_ids: z.array(z.string()),
});
export type TRule = z.infer<typeof ZRule>;

export const ZRuleApplication = z.object({
  id: z.string(),
  status: z.enum(RULE_APPLICATION_STATUSES),
  is_suggestion: z.boolean(),
  job: z.string().nullable(),
  rule: z.object({ id: z.string(), label: z.string() }),
  item_id: z.string(),
  category_id: z.string().nullable(),
  closed_review: z.boolean(),
  agreed: z.boolean().nullable(),
  undone_at: z.string().nullable(),
  created_at: z.string(),
});
export type TRuleApplication = z.infer<typeof ZRuleApplication>;

export const ZRuleApplicationsQuery = z.strictObject({
  purchase_order_item_id: z.string().uuid().optional(),
  rule_id: z.string().uuid().optional(),
  is_suggestion: z.enum(['true', 'false']).optional(),
  page_limit: z.coerce.number().int().min(1).max(200).default(50),
  page_offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** The relevance check (spec section 7): a company's articles with their category and item counts. */
export const ZRelevanceQuery = z.strictObject({
  search: z.string().trim().max(200).optional(),
  /** `none`: articles without a category. */
  category_id: z.union([z.string().uuid(), z.literal('none')]).optional(),
  page_limit: z.coerce.number().int().min(1).max(200).default(50),
  page_offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const ZRelevanceArticle = z.object({
  id: z.string(),
  name: z.string(),
  impa_number: z.string().nullable(),
  category: z
    .object({
      id: z.string(),
      name: z.string(),
      relevancy: z.enum(['relevant', 'additional', 'not_relevant']),
    })
    .nullable(),
  num_items: z.number().int(),
  num_open_items: z.number().int(),
});
export type TRelevanceArticle = z.infer<typeof ZRelevanceArticle>;
export const ZRelevancePage = z.object({ content: z.array(ZRelevanceArticle), total: z.number().int() });

export const ZRelevancePatch = z.strictObject({
  articles: z
    .array(z.strictObject({ id: z.string().uuid(), category_id: z.string().uuid().nullable() }))
    .min(1)
    .max(500),
});
