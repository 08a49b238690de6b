import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from 'react';
import { LoadingIndicator } from './LoadingIndicator.tsx';

/**
 * A screen whose code is fetched the first time it renders (a chunk of its own, so it stays out of
 * the first load): `lazyScreen(() => import('./X.tsx'), 'X')` for a module's named export.
 */
// biome-ignore lint/suspicious/noExplicitAny: the props of any screen, as React's own lazy() takes them
export function lazyScreen<M extends Record<K, ComponentType<any>>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): LazyExoticComponent<M[K]> {
  return lazy(async () => ({ default: (await load())[name] }));
}

/** Shows Mantine's loader while a screen loaded on demand arrives. */
export function OnDemand({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingIndicator />}>{children}</Suspense>;
}
