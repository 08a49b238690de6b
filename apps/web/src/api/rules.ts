import type { TBucket, TRelevanceArticle, TRule, TRuleApplication } from '@keelson/contract';
import type { RuleActionType } from '@keelson/domain';
import { api } from './http.ts';

export type RuleBody = {
  label: string;
  subject_filter: {
    search?: string;
    vessel_ids?: string[];
    supplier_ids?: string[];
    category_ids?: string[];
    impa_codes?: string[];
  };
  action: RuleActionType;
  category_id?: string | null;
};
export type LearnedRule = {
  impa_code: string;
  article_name: string | null;
  category_id: string;
  category_name: string;
  decisions: number;
  agreement: number;
};
export type RuleChange = 'confirm' | 'reset' | 'enable' | 'disable';

const rulesPath = (bucketId: string) => `/ihm/maint/buckets/${bucketId}/rules`;

/** A company's automatic rules (spec section 7: Rules; docs/domain/rules.md). */
export const rulesApi = {
  list: (bucketId: string) => api.get<TRule[]>(rulesPath(bucketId)),
  create: (bucketId: string, body: RuleBody) => api.post<TRule>(rulesPath(bucketId), body),
  change: (bucketId: string, ruleId: string, change: RuleChange) =>
    api.post<TRule>(`${rulesPath(bucketId)}/${ruleId}/${change}`),
  batch: (bucketId: string, body: RuleBody) =>
    api.post<{ rule: TRule; job_id: string }>(`/ihm/maint/buckets/${bucketId}/batch-jobs`, body),
  target: (bucketId: string, ruleId: string, customerId: string, change: 'confirm' | 'reset') =>
    api.post<TRule>(`${rulesPath(bucketId)}/${ruleId}/targeting-bucket/${customerId}/${change}`),
  customers: (teamId: string, expertBucketId: string) =>
    api.get<TBucket[]>(`/teams/${teamId}/ihm/companies`, { expert_bucket_id: expertBucketId }),
  learned: (bucketId: string) => api.get<LearnedRule[]>(`${rulesPath(bucketId)}/learned`),
  acceptSuggestions: (bucketId: string, itemIds: string[]) =>
    api.post<{ accepted: number; skipped: number }>(
      `/ihm/maint/buckets/${bucketId}/rule-suggestions/accept`,
      {
        item_ids: itemIds,
      },
    ),
  suggestions: (itemId: string) =>
    api.get<TRuleApplication[]>('/ihm/maint/rule-applications', {
      purchase_order_item_id: itemId,
      is_suggestion: 'true',
    }),
};

export type RelevanceFilter = { search: string; categoryId: string; page: number; size: number };

/** The relevance check (spec section 7): articles with category and counts, bulk category change. */
export const relevanceApi = {
  articles: (bucketId: string, filter: RelevanceFilter) =>
    api.get<{ content: TRelevanceArticle[]; total: number }>(
      `/ihm/maint/relevance-check/buckets/${bucketId}/articles`,
      {
        search: filter.search || undefined,
        category_id: filter.categoryId || undefined,
        page_limit: filter.size,
        page_offset: filter.page * filter.size,
      },
    ),
  setCategories: (bucketId: string, articles: { id: string; category_id: string | null }[]) =>
    api.patch<{ updated: number; reevaluated: number }>(
      `/ihm/maint/relevance-check/buckets/${bucketId}/articles`,
      {
        articles,
      },
    ),
};
