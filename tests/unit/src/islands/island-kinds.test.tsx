// The kinds of island (src/islands/island-kinds.ts), the one list the browser, the prerenderer
// and the size budgets go by: every entry of every registry is in the catalog with its wake, an
// island's element and code are found by the name its element carries, and a lazy part says
// which module it drew while prerendering (src/island-kit/lazy-part.ts).
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { islandCatalog, islandElement, islandKind, preloadIsland } from '@src/islands/island-kinds';
import { pageRegistry } from '@src/pages/page-registry';
import { sectionRegistry } from '@src/sections/section-registry';
import { frameIslands } from '@src/app/layout/frame-islands';
import { lazyPart } from '@src/island-kit/lazy-part';
import { renderFacts, RenderCtx } from '@src/render/render-context';

const built = (registry: Record<string, { wake: string } | null>) =>
  Object.entries(registry).flatMap(([key, e]) => (e ? [[key, e.wake]] : []));

describe('the catalog of islands', () => {
  it('holds every built entry of the page and section registries and every part of the frame, with its wake', () => {
    const catalog = islandCatalog();
    const of = (island: string) => catalog.filter((e) => e.island === island).map((e) => [e.key, e.wake]);
    expect(of('page')).toEqual(built(pageRegistry));
    expect(of('section')).toEqual(built(sectionRegistry));
    for (const [part, entry] of Object.entries(frameIslands)) expect(of(`frame:${part}`)).toEqual([[part, entry.wake]]);
    // Each kind once: a name is never two kinds.
    const names = [...new Set(catalog.map((e) => e.island))];
    expect(names.map((n) => islandKind(n)?.name)).toEqual(names);
  });

  it('finds an island’s element and code by the name its element carries, and nothing for a name or entry it does not know', async () => {
    expect(islandElement('page', { route: { path: '/x', page: 'about-us' } })).not.toBeNull();
    expect(islandElement('section', { section: { id: 's', type: 'notice-bar', enabled: true }, firstScreen: false })).not.toBeNull();
    expect(islandElement('frame:footer', {})).not.toBeNull();
    expect(islandElement('page', { route: { path: '/x', page: 'no-such-page' } })).toBeNull();
    expect(islandElement('frame:nowhere', {})).toBeNull();
    expect(islandKind('section')?.label({ section: { type: 'slider' } })).toBe('section slider');
    await expect(preloadIsland('nothing', {})).resolves.toBeUndefined();
  });
});

describe('lazyPart', () => {
  it('says which module it drew while the prerenderer gathers them, and nothing otherwise', () => {
    const Part = lazyPart(() => Promise.resolve({ default: () => <p>part</p> }), 'src/forms/form-engine.tsx');
    const facts = renderFacts();
    const seen = facts.modules;
    renderToString(
      <RenderCtx.Provider value={{ lang: 'en', now: null, endpoints: { apiBase: '', fileHost: '' }, facts }}>
        <Suspense fallback={null}>
          <Part />
        </Suspense>
      </RenderCtx.Provider>,
    );
    expect([...seen]).toEqual(['src/forms/form-engine.tsx']);
    renderToString(
      <Suspense fallback={null}>
        <Part />
      </Suspense>,
    );
    expect([...seen]).toEqual(['src/forms/form-engine.tsx']);
  });
});
