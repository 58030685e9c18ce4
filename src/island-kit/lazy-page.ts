// React.lazy with a preload(): the browser loads the code of the page (and home sections) being
// hydrated before hydrating, so a data update cannot reach a still-dehydrated Suspense boundary
// and swap prerendered content for its fallback.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<C extends ComponentType<any>>(
  loader: () => Promise<{ default: C }>,
): LazyExoticComponent<C> & { preload: () => Promise<unknown> } {
  let pending: Promise<{ default: C }> | null = null;
  const load = () => (pending ??= loader());
  return Object.assign(lazy(load), { preload: load });
}
