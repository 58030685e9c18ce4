// A lazily loaded part inside an island that has CSS of its own (the form engine): like
// React.lazy, and while prerendering each render notes which module it drew in the render's facts
// (src/render/render-context.ts), so the page's CSS holds that part's styles from the first paint.
// The module is filled in by the build (scripts/island-manifest-plugin.ts), as for registry entries.
import { createElement, lazy, type ComponentType } from 'react';
import { useRenderContext } from '../render/render-context';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as React.lazy's own signature
export function lazyPart<P extends Record<string, any>>(
  loader: () => Promise<{ default: ComponentType<P> }>,
  module?: string,
): ComponentType<P> {
  const Lazy = lazy(loader) as unknown as ComponentType<P>;
  function LazyPart(props: P) {
    const { facts } = useRenderContext();
    if (module) facts?.modules.add(module);
    return createElement(Lazy, props);
  }
  return LazyPart;
}
