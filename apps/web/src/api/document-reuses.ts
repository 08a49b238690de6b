import type { REUSE_DECISION_FILTERS, ZDocumentReusePage, ZReuseDecision } from '@keelson/contract';
import { api } from './http.ts';
import type { PageSize } from './orders.ts';

type Infer<Schema extends { parse: (value: unknown) => unknown }> = ReturnType<Schema['parse']>;

export type TDocumentReusePage = Infer<typeof ZDocumentReusePage>;
export type TDocumentReuse = TDocumentReusePage['content'][number];
export type ReuseDecision = Infer<typeof ZReuseDecision>['reusage_decision'];
/** One of the four decisions or `undecided` (none yet). */
export type ReuseDecisionFilter = (typeof REUSE_DECISION_FILTERS)[number];

export type ReuseFilters = {
  /** Empty for every decision. */
  decision: ReuseDecisionFilter | '';
  type: 'md' | 'sdoc' | '';
  vesselId: string;
  page: number;
  size: PageSize;
};

/** The company's document reuses (docs/decisions/0010) and the expert's decision on one. */
export const documentReusesApi = {
  list: (bucketId: string, filters: ReuseFilters) =>
    api.get<TDocumentReusePage>(`/ihm/maint/companies/${bucketId}/document-reuses`, {
      reusage_decision: filters.decision,
      type: filters.type,
      vessel_id: filters.vesselId,
      include: 'document,vessel,article',
      page: filters.page,
      size: filters.size,
    }),
  decide: (id: string, decision: ReuseDecision) =>
    api.patch<unknown>(`/ihm/maint/document-reuses/${id}`, { reusage_decision: decision }),
};
