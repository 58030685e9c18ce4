// Every kind of island the site has, the one list: the browser wakes an island by the name its
// element carries (data-island), the prerenderer renders each island it meets and says what it is
// (its label, wake and module), and the size budgets get the whole catalog from it. Each kind is
// declared beside its host (src/island-kit/island-kind.ts).
import type { ReactElement } from 'react';
import { pageIsland } from '../app/page-island';
import { framePartIslands } from '../app/layout/frame-island';
import { sectionIsland } from '../sections/section-host';
import { entryOf, readProps, type IslandProps, type IslandKind } from '../island-kit/island-kind';
import type { SiteConfig } from '../generated/site-config';
import type { Wake } from '../island-kit/wake';

const KINDS: readonly IslandKind[] = [pageIsland, sectionIsland, ...Object.values(framePartIslands)];
const byName = new Map(KINDS.map((k) => [k.name, k]));

/** The kind of island an element's name (data-island) says, or null. */
export function islandKind(name: string): IslandKind | null {
  return byName.get(name) ?? null;
}

/** An island's props from what its page wrote (data-props) and the config: null when they name nothing. */
export function islandProps(name: string, written: IslandProps, config: SiteConfig): IslandProps | null {
  const kind = islandKind(name);
  return kind && readProps(kind, written, config);
}

/** An island's element from its name and props: what the prerenderer renders and the browser hydrates. */
export function islandElement(name: string, props: IslandProps | null): ReactElement | null {
  const kind = islandKind(name);
  return kind && props && entryOf(kind, props) ? kind.element(props) : null;
}

/** Fetches an island's code, so it hydrates in one go instead of suspending. */
export function preloadIsland(name: string, props: IslandProps | null): Promise<unknown> {
  const kind = islandKind(name);
  return (kind && props && entryOf(kind, props)?.component.preload()) ?? Promise.resolve();
}

/** One island the site can render: its kind's name, its key in the kind's registry, its wake and module. */
export interface CatalogEntry {
  island: string;
  key: string;
  wake: Wake;
  module?: string;
}

/** Every island of every kind (entries not built yet left out). */
export function islandCatalog(): CatalogEntry[] {
  return KINDS.flatMap((kind) =>
    Object.entries(kind.registry).flatMap(([key, entry]) =>
      entry ? [{ island: kind.name, key, wake: entry.wake, module: entry.module }] : [],
    ),
  );
}
