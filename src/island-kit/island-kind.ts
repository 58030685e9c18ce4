// A kind of island: what its elements are called in the page (data-island), the registry its
// props choose an entry of (the entry's code, wake and module), and the element it renders. Each
// kind is declared once, beside the host that renders it (src/app/page-island.tsx,
// src/sections/section-host.tsx, src/app/layout/frame-island.tsx); src/islands/island-kinds.ts
// lists them, for the browser (which wakes an island by its name) and the prerenderer (which
// says of each island it rendered what it is and which module it needs).
import type { ReactElement } from 'react';
import type { SiteConfig } from '../generated/site-config';
import type { IslandEntry } from './island-entry';

/** An island's props: plain JSON. */
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
  /**
   * What the page writes of its props (data-props): its config entry by its place in the config
   * (a section's index in home.sections, a route's path), never a copy of it; the props that are
   * not config as they are. Without it, the props themselves.
   */
  written?(props: P, config: SiteConfig): IslandProps;
  /** Its props again from what the page wrote and the config the page was built with; null when the place holds nothing. */
  read?(written: IslandProps, config: SiteConfig): P | null;
}

/** What the page writes of an island's props (data-props). */
export function writtenProps<P extends IslandProps>(kind: IslandKind<P>, props: P, config: SiteConfig): IslandProps {
  return kind.written ? kind.written(props, config) : props;
}

/** An island's props from what its page wrote (data-props), or null when they name nothing of the config. */
export function readProps<P extends IslandProps>(kind: IslandKind<P>, written: IslandProps, config: SiteConfig): P | null {
  return kind.read ? kind.read(written, config) : (written as P);
}

/** The registry entry an island's props choose, or null. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as the registry's
export function entryOf<P extends IslandProps>(kind: IslandKind<P>, props: P): IslandEntry<any> | null {
  const key = kind.key(props);
  return Object.hasOwn(kind.registry, key) ? (kind.registry[key] ?? null) : null;
}
