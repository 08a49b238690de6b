import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ItemFilters, ItemSet, PageSize } from '../../api/orders.ts';
import { ALL_LISTS, isItemSet, isItemStatsField } from './order-labels.ts';

type FilterParam = 'set' | 'stats_field' | 'vessel' | 'supplier' | 'q' | 'page' | 'size';

/**
 * The list's filters live in the URL query (?set=&stats_field=&vessel=&supplier=&q=&page=&size=),
 * so the item drawer, a reload or a link (e.g. from a statistics count) returns to the same list.
 * set=all lists every list. Changing a filter goes back to page 0.
 */
export function useOrderFilters(defaultSet: ItemSet) {
  const [params, setParams] = useSearchParams();
  const filters: ItemFilters = useMemo(() => {
    const set = params.get('set');
    const statsField = params.get('stats_field');
    const size = Number(params.get('size'));
    return {
      set: set === ALL_LISTS ? null : isItemSet(set) ? set : defaultSet,
      statsField: isItemStatsField(statsField) ? statsField : null,
      vesselId: params.get('vessel') ?? '',
      supplierId: params.get('supplier') ?? '',
      search: params.get('q') ?? '',
      page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
      size: (size === 100 ? 100 : 50) as PageSize,
    };
  }, [params, defaultSet]);

  const update = useCallback(
    (changes: Partial<Record<FilterParam, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value && !(key === 'page' && value === '0')) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );
  return { filters, update, search: params.toString() };
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
  return `/dashboard/companies/${bucketId}/orders?${params}`;
}
