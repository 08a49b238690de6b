import { useEffect } from 'react';
import { createStore } from '../lib/store.ts';

/**
 * Titles of screens inside an area with its own nested <Routes> (the dashboard), outermost first.
 * The data router's matches do not see those routes, so RootLayout appends these to the titles
 * of its matches: ['Projects'] under 'Dashboard' gives "Projects - Dashboard - Keelson".
 */
export const innerTitlesStore = createStore<readonly string[]>([]);

/** Sets the inner titles while the calling screen is mounted; undefined parts (still loading) are left out. */
export function usePageTitle(titles: readonly (string | undefined)[]) {
  const key = JSON.stringify(titles.filter(Boolean));
  useEffect(() => {
    const own = JSON.parse(key) as string[];
    innerTitlesStore.set(own);
    return () => {
      // Another screen may have set its titles already; only clear our own.
      if (innerTitlesStore.get() === own) innerTitlesStore.set([]);
    };
  }, [key]);
}
