import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's tab kept in the URL (?tab=), so a reload or the back button returns to it. A new tab
 * starts with its own state: the other query parameters (a tab's search, page…) are dropped.
 */
export function useTabParam<Tab extends string>(tabs: readonly Tab[], fallback: Tab) {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = (tabs as readonly string[]).includes(value ?? '') ? (value as Tab) : fallback;
  const setTab = useCallback(
    (next: string | null) =>
      setParams(
        (current) => {
          if (next === (current.get('tab') ?? fallback)) return current;
          const changed = new URLSearchParams();
          if (next && next !== fallback) changed.set('tab', next);
          return changed;
        },
        { replace: true },
      ),
    [setParams, fallback],
  );
  return [tab, setTab] as const;
}
