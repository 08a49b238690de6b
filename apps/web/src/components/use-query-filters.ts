import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PageSize } from '../api/orders.ts';

/** ?page= (zero-based, 0 when missing or wrong) and ?size= (100, else 50) of a paged list. */
export function pagingFromQuery(params: URLSearchParams): { page: number; size: PageSize } {
  const size = Number(params.get('size'));
  return {
    page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
    size: size === 100 ? 100 : 50,
  };
}

/**
 * A list's filters kept in the URL query, so a reload or a link shows the same rows. `parse` reads
 * them (keep it stable: module-level or memoized). `update` sets the named parameters (an empty
 * value or page 0 removes one) and, unless it changes the page, goes back to page 0.
 */
export function useQueryFilters<Param extends string, Filters>(parse: (params: URLSearchParams) => Filters) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parse(params), [params, parse]);
  const update = useCallback(
    (changes: Partial<Record<Param, string>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries<string | undefined>(changes)) {
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
