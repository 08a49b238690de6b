import type { ReuseFilters } from '../../api/document-reuses.ts';
import { pagingFromQuery, useQueryFilters } from '../../components/use-query-filters.ts';
import { isDecisionFilter } from './reuse-labels.ts';

export type ReuseFilterParam = 'decision' | 'type' | 'vessel' | 'page' | 'size';

const parseReuseFilters = (params: URLSearchParams): ReuseFilters => {
  const decision = params.get('decision');
  const type = params.get('type');
  return {
    decision: isDecisionFilter(decision) ? decision : '',
    type: type === 'md' || type === 'sdoc' ? type : '',
    vesselId: params.get('vessel') ?? '',
    ...pagingFromQuery(params),
  };
};

/**
 * The reuse list's filters live in the URL query (?decision=&type=&vessel=&page=&size=), like the
 * order list's, so a reload or a link shows the same rows. Changing a filter goes back to page 0.
 */
export function useReuseFilters() {
  const { filters, update } = useQueryFilters<ReuseFilterParam, ReuseFilters>(parseReuseFilters);
  return { filters, update };
}
