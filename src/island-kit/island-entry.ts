// One registry entry: a lazily loaded component and when it wakes on a prerendered page. The page,
// section and frame registries are built from these, so each kind declares its wake in the one
// place where its config name meets its component.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
import type { Wake } from './wake';

export interface IslandEntry<P> {
  component: LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };
  wake: Wake;
}

export function island<P>(loader: () => Promise<{ default: ComponentType<P> }>, wake: Wake): IslandEntry<P> {
  return { component: lazyPage(loader), wake };
}
