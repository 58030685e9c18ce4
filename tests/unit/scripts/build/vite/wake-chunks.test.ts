// @vitest-environment node
// How the islands' code is cut into files (scripts/build/vite/wake-chunks.ts), on a small module graph shaped
// like the site's: the loader up front; hydrate.tsx, two sections, the nav and two plain-script
// chunks (the prefetch, the banner popup) loaded on demand.
import { describe, expect, it } from 'vitest';
import { BASE_CHUNK, WAKE_CHUNK, wakeChunkPlan } from '@scripts/build/vite/wake-chunks';

const ROOT = '/site';
const react = `${ROOT}/node_modules/react/index.js`;
const dompurify = `${ROOT}/node_modules/dompurify/purify.js`;
const s = (p: string) => `${ROOT}/src/${p}`;

/** Module → [static imports, dynamic imports]. */
const MODULES: Record<string, [string[], string[]?]> = {
  [s('main.tsx')]: [
    [s('islands/loader.ts'), s('lib/site-markers.ts')],
    [s('islands/prefetch-code.ts'), s('sections/banner-popup-behavior.ts')],
  ],
  [s('islands/loader.ts')]: [[s('lib/site-markers.ts')], [s('islands/hydrate.tsx')]],
  [s('lib/site-markers.ts')]: [[]],
  [s('islands/hydrate.tsx')]: [
    [react, s('app/snapshot.ts'), s('islands/island-root.tsx'), s('lib/site-markers.ts')],
    [s('sections/a.tsx'), s('sections/b.tsx'), s('app/layout/nav.tsx')],
  ],
  [react]: [[]],
  [s('app/snapshot.ts')]: [[]],
  [s('islands/island-root.tsx')]: [[react]],
  [s('islands/prefetch-code.ts')]: [[s('app/snapshot.ts'), s('islands/loader.ts')]],
  [s('sections/banner-popup-behavior.ts')]: [[s('components/modal.ts')]],
  [s('components/modal.ts')]: [[]],
  [s('sections/a.tsx')]: [[react, s('lib/safe-url.ts'), s('components/card.tsx'), s('lib/sanitize.ts')]],
  [s('sections/b.tsx')]: [[react, s('lib/safe-url.ts'), s('components/card.tsx'), s('lib/sanitize.ts'), s('hooks/use-dialog.ts')]],
  [s('app/layout/nav.tsx')]: [[react, s('lib/safe-url.ts'), s('hooks/use-dialog.ts'), s('lib/menu.ts')]],
  [s('lib/safe-url.ts')]: [[]],
  [s('lib/menu.ts')]: [[]],
  [s('components/card.tsx')]: [[react, s('components/card.module.css')]],
  [s('components/card.module.css')]: [[]],
  [s('lib/sanitize.ts')]: [[dompurify]],
  [dompurify]: [[]],
  [s('hooks/use-dialog.ts')]: [[react, s('components/modal.ts')]],
};
const graph = {
  getModuleInfo: (id: string) => (MODULES[id] ? { importedIds: MODULES[id][0], dynamicallyImportedIds: MODULES[id][1] ?? [] } : null),
};
const plan = wakeChunkPlan(graph, ROOT, 'src/main.tsx', 'src/islands/hydrate.tsx');
const chunkOf = (id: string) => plan.get(id) ?? null;

describe('the wake chunks', () => {
  it('put what wakes islands, shared with the islands, in one chunk', () => {
    expect(chunkOf(react)).toBe(WAKE_CHUNK);
  });

  it('leave the island runtime (only hydrate.tsx imports it) and hydrate.tsx itself where they were', () => {
    expect(chunkOf(s('islands/island-root.tsx'))).toBeNull();
    expect(chunkOf(s('islands/hydrate.tsx'))).toBeNull();
  });

  it('put small helpers of ours that several islands share with it', () => {
    expect(chunkOf(s('lib/safe-url.ts'))).toBe(WAKE_CHUNK);
    expect(chunkOf(s('hooks/use-dialog.ts'))).toBe(WAKE_CHUNK);
  });

  it('leave a helper its own island alone needs in that island', () => {
    expect(chunkOf(s('lib/menu.ts'))).toBeNull();
  });

  it('leave out a helper bringing CSS (every page would inline it), a library, and what shares their file', () => {
    expect(chunkOf(s('components/card.tsx'))).toBeNull();
    expect(chunkOf(s('components/card.module.css'))).toBeNull();
    expect(chunkOf(dompurify)).toBeNull();
    expect(chunkOf(s('lib/sanitize.ts'))).toBeNull();
  });

  it('keep what the plain-script chunks share with the islands in a small chunk of its own, never the wake chunk', () => {
    expect(chunkOf(s('app/snapshot.ts'))).toBe(BASE_CHUNK);
    expect(chunkOf(s('components/modal.ts'))).toBe(BASE_CHUNK);
    for (const [id, chunk] of plan)
      if (chunk === BASE_CHUNK) for (const dep of MODULES[id][0]) expect([undefined, BASE_CHUNK]).toContain(plan.get(dep));
  });

  it('never take a module of the up-front script', () => {
    expect(chunkOf(s('lib/site-markers.ts'))).toBeNull();
    expect(chunkOf(s('islands/loader.ts'))).toBeNull();
    expect(chunkOf(s('main.tsx'))).toBeNull();
  });

  it('refuse a wake module that does not import React (the plain chunks are told apart by it)', () => {
    const noReact = { getModuleInfo: (id: string) => (id === s('main.tsx') ? { importedIds: [], dynamicallyImportedIds: [] } : null) };
    expect(() => wakeChunkPlan(noReact, ROOT, 'src/main.tsx', 'src/islands/hydrate.tsx')).toThrow(/does not import React/);
  });
});
