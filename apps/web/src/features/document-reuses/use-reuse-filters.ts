import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ReuseFilters } from '../../api/document-reuses.ts';
import type { PageSize } from '../../api/orders.ts';
import { isDecisionFilter } from './reuse-labels.ts';

export type ReuseFilterParam = 'decision' | 'type' | 'vessel' | 'page' | 'size';

/**
 * The reuse list's filters live in the URL query (?decision=&type=&vessel=&page=&size=), like the
 * order list's, so a reload or a link shows the same rows. Changing a filter goes back to page 0.
 */
export function useReuseFilters() {
  const [params, setParams] = useSearchParams();
  const filters: ReuseFilters = useMemo(() => {
    const decision = params.get('decision');
    const type = params.get('type');
    const size = Number(params.get('size'));
    return {
      decision: isDecisionFilter(decision) ? decision : '',
      type: type === 'md' || type === 'sdoc' ? type : '',
      vesselId: params.get('vessel') ?? '',
      page: Math.max(0, Number.parseInt(params.get('page') ?? '0', 10) || 0),
      size: (size === 100 ? 100 : 50) as PageSize,
    };
  }, [params]);

  const update = useCallback(
    (changes: Partial<Record<ReuseFilterParam, string>>) => {
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
  return { filters, update };
}
