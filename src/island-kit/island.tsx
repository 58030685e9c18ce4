// A part of the page that a prerendered page renders on its own: hydrated when it wakes, or, if
// 'static', re-rendered in the browser only when its data changed (src/islands/hydrate.tsx).
// Its kind and props must be enough to render it again (the kind's element), so props are plain
// JSON, never a function; the page names their config entry by its place (the kind's written and
// read, island-kind.ts) rather than copying it. It wakes as its registry entry says.
import { useContext, type ReactNode } from 'react';
import { IslandContext } from './island-context';
import { entryOf, type IslandKind } from './island-kind';

export function Island<P extends Record<string, unknown>>({
  kind,
  props,
  children,
}: {
  kind: IslandKind<P>;
  props: P;
  children: ReactNode;
}) {
  const ctx = useContext(IslandContext);
  if (ctx.mode !== 'server') return children;
  return <div data-island-slot={ctx.slot({ kind, props, wake: entryOf(kind, props)?.wake ?? 'static' })} />;
}
