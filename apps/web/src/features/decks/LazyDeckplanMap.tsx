import { type ComponentProps, lazy, Suspense } from 'react';
import { LoadingIndicator } from '../../components/loading/LoadingIndicator.tsx';
import type { DeckplanMap as EagerDeckplanMap } from './DeckplanMap.tsx';

// Leaflet (about 40 KB gzip with its CSS) loads when the first plan opens, not with the dashboard.
const DeckplanMap = lazy(() =>
  import('./DeckplanMap.tsx').then((module) => ({ default: module.DeckplanMap })),
);

export function LazyDeckplanMap(props: ComponentProps<typeof EagerDeckplanMap>) {
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <DeckplanMap {...props} />
    </Suspense>
  );
}
