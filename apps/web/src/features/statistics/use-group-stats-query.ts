import { useCallback } from 'react';
import type { GroupStatsQuery } from '../../api/stats.ts';
import { useQueryFilters } from '../../components/use-query-filters.ts';

type Param = 'page' | 'size' | 'dir' | 'q';

/** Spec section 9: page 0, size 100, sorted by name ascending — the values the URL leaves out. */
export function groupStatsQuery(params: URLSearchParams): GroupStatsQuery {
  return {
    page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
    size: params.get('size') === '50' ? 50 : 100,
    direction: params.get('dir') === 'desc' ? 'desc' : 'asc',
    search: params.get('q') ?? '',
  };
}

/**
 * The group table's page, size, sort and search in the URL (?page=&size=&dir=&q=), so coming back
 * from the orders list a count led to shows the same rows.
 */
export function useGroupStatsQuery() {
  const { filters, update } = useQueryFilters<Param, GroupStatsQuery>(groupStatsQuery);
  const change = useCallback(
    (changes: Partial<GroupStatsQuery>) =>
      update({
        ...('page' in changes ? { page: String(changes.page) } : {}),
        ...('size' in changes ? { size: changes.size === 50 ? '50' : '' } : {}),
        ...('direction' in changes ? { dir: changes.direction === 'desc' ? 'desc' : '' } : {}),
        ...('search' in changes ? { q: changes.search ?? '' } : {}),
      }),
    [update],
  );
  return { query: filters, change };
}
