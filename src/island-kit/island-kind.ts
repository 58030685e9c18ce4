// A kind of island: what its elements are called in the page (data-island), the registry its
// props choose an entry of (the entry's code, wake and module), and the element it renders. Each
// kind is declared once, beside the host that renders it (src/app/page-island.tsx,
// src/sections/section-host.tsx, src/app/layout/frame-island.tsx); src/islands/island-kinds.ts
// lists them, for the browser (which wakes an island by its name) and the prerenderer (which
// says of each island it rendered what it is and which module it needs).
import type { ReactElement } from 'react';
import type { IslandEntry } from './island-entry';

/** An island's props: plain JSON (the page writes them in data-props). */
export type IslandProps = Record<string, unknown>;

// (Methods, not function properties: a kind declared for its own props is also an IslandKind of
// any props, which the list of every kind holds.)
export interface IslandKind<P extends IslandProps = IslandProps> {
  /** data-island of its elements. */
  name: string;
  /** The registry its entries come from, every entry under its key (null: not built yet). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each registry is typed where it is declared
  registry: Readonly<Record<string, IslandEntry<any> | null>>;
  /** Which entry the props choose. */
  key(props: P): string;
  /** The island itself, as the server renders it and the browser hydrates it. */
  element(props: P): ReactElement | null;
  /** How reports name it ("section slider"). */
  label(props: P): string;
}

/** The registry entry an island's props choose, or null. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the registry's
export function entryOf<P extends IslandProps>(kind: IslandKind<P>, props: P): IslandEntry<any> | null {
  const key = kind.key(props);
  return Object.hasOwn(kind.registry, key) ? (kind.registry[key] ?? null) : null;
}
