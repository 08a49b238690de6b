import { buildPageTitle } from '@keelson/domain';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { clearAlertsOnRouteChange } from '../components/alerts/alert-store.ts';
import { OnDemand } from '../components/loading/lazy-screen.tsx';
import { useStore } from '../lib/store.ts';
import { innerTitlesStore } from './page-title.ts';

export type RouteHandle = { title?: string };

/** Keeps the document title and clears alerts on every route change. */
export function RootLayout() {
  const matches = useMatches();
  const location = useLocation();
  const innerTitles = useStore(innerTitlesStore);
  const title = buildPageTitle([
    ...matches.map((match) => (match.handle as RouteHandle | undefined)?.title),
    ...innerTitles,
  ]);
  const previousPath = useRef(location.pathname);

  useEffect(() => {
    document.title = title;
  }, [title]);

  useEffect(() => {
    if (previousPath.current === location.pathname) return;
    previousPath.current = location.pathname;
    clearAlertsOnRouteChange();
  });

  // The pages loaded on demand show Mantine's loader until their code arrives.
  return (
    <OnDemand>
      <Outlet />
    </OnDemand>
  );
}
