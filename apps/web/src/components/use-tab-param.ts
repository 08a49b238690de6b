import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A screen's tab kept in the URL (?tab=), so a reload or the back button returns to it. */
export function useTabParam<Tab extends string>(tabs: readonly Tab[], fallback: Tab) {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = (tabs as readonly string[]).includes(value ?? '') ? (value as Tab) : fallback;
  const setTab = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          const changed = new URLSearchParams(current);
          if (next && next !== fallback) changed.set('tab', next);
          else changed.delete('tab');
          return changed;
        },
        { replace: true },
      ),
    [setParams, fallback],
  );
  return [tab, setTab] as const;
}
