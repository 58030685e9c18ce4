// A part of the page that a prerendered page renders on its own: hydrated when it wakes, or, if
// 'static', re-rendered in the browser only when its data changed (src/islands/hydrate.tsx).
// `name` and `props` must be enough to render it again (island-elements.tsx), so props are plain
// JSON: a config entry, never a function.
import { useContext, type ReactNode } from 'react';
import { IslandContext } from './island-context';
import type { Wake } from './wake';

export function Island({
  name,
  props = {},
  wake,
  children,
}: {
  name: string;
  props?: Record<string, unknown>;
  wake: Wake;
  children: ReactNode;
}) {
  const ctx = useContext(IslandContext);
  if (ctx.mode !== 'server') return children;
  return <div data-island-slot={ctx.slot({ name, props, wake })} />;
}
