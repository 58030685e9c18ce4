// One registry entry: a lazily loaded component, when it wakes on a prerendered page, and the
// module its code is (filled in by the build: scripts/build/vite/island-manifest.ts resolves the
// import as the bundler does and adds its id, so the prerenderer and the size budgets find the
// island's chunk and CSS in the island manifest). The page, section and frame registries are
// built from these, so each kind declares its wake in the one place where its config name meets
// its component.
import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyPage } from './lazy-page';
import type { Wake } from './wake';

export interface IslandEntry<P> {
  component: LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };
  wake: Wake;
  /** The component's module, from the project's root (src/…/x.tsx); undefined outside a build. */
  module?: string;
}

export function island<P>(loader: () => Promise<{ default: ComponentType<P> }>, wake: Wake, module?: string): IslandEntry<P> {
  return { component: lazyPage(loader), wake, module };
}
