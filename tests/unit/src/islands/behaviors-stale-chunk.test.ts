// A section behaviour's chunk gone after a deploy (src/islands/behaviors.ts): once the stale-chunk
// guard has kept the error quiet to reload the tab, Vite's loader resolves the import with no
// module. The page must not throw in the moment before the reload (the browser suite's
// offline.spec.mjs saw "Cannot read properties of undefined (reading 'start')"), and a behaviour
// whose chunk came still starts.
import { afterEach, expect, it, vi } from 'vitest';
import { pageRoot } from '@test/page-root';

const started = vi.fn();
vi.mock('@src/sections/section-behaviors', async (actual) => ({
  ...(await actual<typeof import('@src/sections/section-behaviors')>()),
  sectionBehaviors: {
    'banner-popup': { tag: 'dialog', attr: 'data-banner-popup', load: async () => undefined },
    slider: { attr: 'data-slider', load: async () => ({ start: started }) },
  },
}));
vi.mock('@src/islands/hydrate', () => ({ renderIsland: vi.fn(async () => {}) }));

const { startBehaviors } = await import('@src/islands/behaviors');

let root: HTMLElement | undefined;
afterEach(() => root?.remove());

it('starts the behaviours whose chunk came, and passes over one that gave no module', async () => {
  const rejections: unknown[] = [];
  const onRejection = (e: unknown) => rejections.push(e);
  process.on('unhandledRejection', onRejection);
  try {
    root = pageRoot('<dialog data-banner-popup></dialog><div data-slider></div>');
    startBehaviors(root);
    await vi.waitFor(() => expect(started).toHaveBeenCalledWith(root!.querySelector('[data-slider]')));
    // (Each behaviour starts in a task of its own: a few more for the one without a module.)
    await new Promise((r) => setTimeout(r, 50));
    expect(rejections).toEqual([]);
  } finally {
    process.off('unhandledRejection', onRejection);
  }
});
