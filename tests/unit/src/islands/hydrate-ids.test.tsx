// An island hydrates with the useId ids it was prerendered with (src/islands/hydrate.tsx builds
// the same tree as renderUrl): React's own props name the same elements as the page's HTML. A
// tree of another shape (a sibling beside the island's element) gave every id another value, which
// hydration does not patch: the HTML's aria-controls and ids went on naming each other, but React
// named other ones, so a part reading the page's state by its ids (the first answers' hand-over,
// components/first-answer/use-take-over.ts) found nothing.
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { renderUrl, siteConfig, snapshotFromBodies } from '@src/entry-server';
import { wakeIsland } from '@src/islands/hydrate';
import { fixtureBodies } from '@test/fixtures';

// (React schedules as in the browser: wakeIsland waits for the commit it schedules.)
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const BUILT_AT = Date.UTC(2026, 10, 24, 6, 0);
let snapshot: Record<string, unknown>;
beforeAll(() => {
  const bodies = fixtureBodies();
  snapshot = snapshotFromBodies(bodies).data;
});

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const ID_PROPS = ['id', 'aria-controls', 'aria-labelledby'];

it("the menu's island: every id, aria-controls and aria-labelledby React renders is the page's", async () => {
  const { html, used } = await renderUrl('/who-we-are/about-us', snapshot, {
    route: siteConfig.routes.find((r) => r.path === '/who-we-are/about-us')!,
    now: BUILT_AT,
  });
  document.body.innerHTML = `<script type="application/json" id="__snapshot" data-built-at="${BUILT_AT}">${JSON.stringify(used).replace(/</g, '\\u003c')}</script><div id="root" data-prerendered="/who-we-are/about-us">${html}</div>`;
  const nav = document.querySelector<HTMLElement>('[data-island="frame:nav"]')!;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await wakeIsland(nav);
  expect(nav.dataset.awake).toBe('true');
  expect(warn, 'no recoverable hydration error').not.toHaveBeenCalled();
  const differ: string[] = [];
  let named = 0;
  for (const el of nav.querySelectorAll('*')) {
    const key = Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    if (!key) continue;
    const props = (el as unknown as Record<string, Record<string, unknown>>)[key];
    for (const p of ID_PROPS)
      if (typeof props[p] === 'string') {
        named++;
        if (props[p] !== el.getAttribute(p)) differ.push(`${p}: React ${String(props[p])}, page ${el.getAttribute(p)}`);
      }
  }
  expect(named, 'the menu names its parts by id (drawer, dropdowns, accordion)').toBeGreaterThan(5);
  expect(differ).toEqual([]);
});
