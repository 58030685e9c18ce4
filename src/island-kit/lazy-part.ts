// A lazily loaded part inside an island that has CSS of its own (the form engine): like
// React.lazy, and while prerendering each render says which module it drew, so the page's CSS
// holds that part's styles from the first paint (src/entry-server.tsx gathers them). The module is
// filled in by the build (scripts/build/vite/island-manifest.ts), as for registry entries.
import { createElement, lazy, type ComponentType } from 'react';

let rendered: Set<string> | null = null;

/** While prerendering: gather the modules of the lazy parts rendered into `into` (null stops). */
export function collectModules(into: Set<string> | null): void {
  rendered = into;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyPart<P extends Record<string, any>>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  module?: string,
): ComponentType<P> {
  const Lazy = lazy(loader) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    if (module) rendered?.add(module);
    return createElement(Lazy, props);
  }
  return LazyPart;
}
