import { useCallback } from 'react';
import type { ItemFilters, ItemSet } from '../../api/orders.ts';
import { pagingFromQuery, useQueryFilters } from '../../components/use-query-filters.ts';
import { companyOrdersPath } from '../company/CompanyNav.tsx';
import { ALL_LISTS, isItemSet, isItemStatsField } from './order-labels.ts';

type FilterParam = 'set' | 'stats_field' | 'vessel' | 'supplier' | 'q' | 'page' | 'size';

/**
 * The list's filters live in the URL query (?set=&stats_field=&vessel=&supplier=&q=&page=&size=),
 * so the item drawer, a reload or a link (e.g. from a statistics count) returns to the same list.
 * set=all lists every list. Changing a filter goes back to page 0.
 */
export function useOrderFilters(defaultSet: ItemSet) {
  const parse = useCallback(
    (params: URLSearchParams): ItemFilters => {
      const set = params.get('set');
      const statsField = params.get('stats_field');
      return {
        set: set === ALL_LISTS ? null : isItemSet(set) ? set : defaultSet,
        statsField: isItemStatsField(statsField) ? statsField : null,
        vesselId: params.get('vessel') ?? '',
        supplierId: params.get('supplier') ?? '',
        search: params.get('q') ?? '',
        ...pagingFromQuery(params),
      };
    },
    [defaultSet],
  );
  return useQueryFilters<FilterParam, ItemFilters>(parse);
}

/**
 * Where leaving the item area goes: the company's orders list with the view's task list as the item
 * filter (spec section 2), keeping the vessel, supplier and search the user had.
 */
export function ordersListPath(bucketId: string, search: string, taskList: ItemSet): string {
  const params = new URLSearchParams(search);
  params.set('set', taskList);
  params.delete('page');
  params.delete('stats_field');
  return `${companyOrdersPath(bucketId)}?${params}`;
}
