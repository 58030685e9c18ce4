// Brings one island of a prerendered page to life (the loader calls wakeIsland when the island's
// wake comes): fetches its code, hydrates it over its HTML with the page's data, then carries out
// what the visitor did before it woke (text typed, a box ticked; the loader replays a tap). Also
// re-renders an island or a static part whose data changed (renderIsland). Each in the page's
// language, its address's (src/lib/lang-path.ts), as it was prerendered.
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { Cache } from 'swr';
import { loadPageData, readSnapshot, snapshotTime } from '../app/snapshot';
import { drawnAt, type RenderContext } from '../render/render-context';
import { endpointsOf } from '../api/endpoint';
import { loadDictionary } from '../i18n/t';
import { langOfPath } from '../lib/lang-path';
import { islandElement, islandProps, preloadIsland } from './island-kinds';
import { IslandRoot } from './island-root';
import { watchTyped } from './typed-before-wake';
import { fullStyles } from './full-styles';
import { asObject } from '../lib/json';
import { siteOnly } from '../components/safe-html/site-markers';
import { builtConfig } from '../app/site-value';

// For the loader, once an island is awake (its taps): with this chunk rather than in the page's
// up-front script, which needs them only after an island woke.
export { inPendingPart, whenReactOwns } from './react-owned';

// One SWR cache for every island of the page, so a data update reaches every island showing it.
const cache = new Map() as unknown as Cache;
const roots = new Map<HTMLElement, Root>();
let data: Record<string, unknown> | null = null;

/** The address the page was prerendered for: its language is this address's. */
const pageAddress = () => document.getElementById('root')?.dataset.prerendered ?? location.pathname;

// The page's render context, made once from what the page says (src/render/render-context.ts): its
// language, its address's; hydration starts at the time the page was built, as its HTML was
// rendered (use-now.ts); the built config's endpoints; nothing collected.
let render: RenderContext | null = null;
const pageRender = (): RenderContext =>
  (render ??= {
    lang: langOfPath(pageAddress(), builtConfig.site.defaultLanguage ?? 'en'),
    now: drawnAt(snapshotTime() || null),
    endpoints: endpointsOf(builtConfig),
    facts: null,
  });

// The page's language, its dictionary loaded (Nepali's is a chunk of its own) before any island is
// drawn in it. (Rejects when the dictionary cannot be had: the island is left as the HTML shows it.)
let language: Promise<void> | null = null;
function withLanguage(): Promise<void> {
  const lang = langOfPath(pageAddress(), builtConfig.site.defaultLanguage ?? 'en');
  // (Plain helpers speak the document's: <html lang>, the page's.)
  language ??= loadDictionary(lang).catch((e: unknown) => {
    language = null;
    throw e;
  });
  return language;
}

function islandTree(el: HTMLElement, onCommit: () => void) {
  const name = el.dataset.island ?? '';
  const props = parseProps(el);
  return (
    <StrictMode>
      <IslandRoot
        mode={{ mode: 'inside' }}
        config={builtConfig}
        path={pageAddress()}
        search={location.search}
        data={(data ??= readSnapshot())}
        cache={() => cache}
        render={pageRender()}
      >
        {/* Around the element, not beside it: a sibling would change every useId id in the
            island from the ids renderUrl gave it (tests/unit/src/islands/hydrate-ids.test.tsx). */}
        <Committed onCommit={onCommit}>{islandElement(name, props)}</Committed>
      </IslandRoot>
    </StrictMode>
  );
}

/** Hydrates the island over its prerendered HTML; resolves once it is live. */
export async function wakeIsland(el: HTMLElement): Promise<void> {
  if (roots.has(el)) return;
  // What the visitor has typed, and types while the island wakes, is kept for React.
  const handOver = watchTyped(el);
  // Its code, the page's data (the part not in the HTML), its language's words and the page's full
  // CSS (what it may show next) come together.
  await Promise.all([
    preloadIsland(el.dataset.island ?? '', parseProps(el)).catch(() => undefined),
    withPageData(),
    withLanguage(),
    fullStyles(),
    laterPartIn(el),
  ]);
  if (roots.has(el)) return;
  await new Promise<void>((resolve) => {
    roots.set(
      el,
      hydrateRoot(el, islandTree(el, resolve), {
        identifierPrefix: el.dataset.idp,
        onRecoverableError: (e) => console.warn('island', el.dataset.island, e),
      }),
    );
  });
  el.dataset.awake = 'true';
  handOver();
}

/** How long a wake waits for the island's later part (a file that never comes: then drawn afresh). */
const LATER_WAIT_MS = 5000;

/**
 * Resolves once the island holds no slot of a later part still to be filled (the calendar's
 * months after the first, src/islands/fill-later-part.ts): hydrating over the slot, React would find
 * other markup than it draws and draw the island afresh. A slot that failed stays (the island is
 * then drawn afresh, with every part).
 */
function laterPartIn(el: HTMLElement): Promise<void> {
  const pending = () => !!el.querySelector(siteOnly('[data-later-slot]:not([data-failed])'));
  if (!pending()) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      watch.disconnect();
      clearTimeout(timer);
      resolve();
    };
    const watch = new MutationObserver(() => !pending() && done());
    watch.observe(el, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-failed'] });
    const timer = setTimeout(done, LATER_WAIT_MS);
  });
}

/** Renders the island afresh (its data changed since the build): a static part, or one not yet awake. */
export async function renderIsland(el: HTMLElement): Promise<void> {
  await Promise.all([
    preloadIsland(el.dataset.island ?? '', parseProps(el)).catch(() => undefined),
    withPageData(),
    withLanguage(),
    fullStyles(),
  ]);
  // Islands inside a static part are drawn again with it.
  for (const [inner, root] of roots) {
    if (inner === el || !el.contains(inner)) continue;
    root.unmount();
    roots.delete(inner);
  }
  let root = roots.get(el);
  if (!root) roots.set(el, (root = createRoot(el, { identifierPrefix: el.dataset.idp })));
  await new Promise<void>((resolve) => root.render(islandTree(el, resolve)));
  el.dataset.awake = 'true';
}

/** The back-end's data changed since the build: every part showing it is drawn again with it. */
export async function refreshIslands(root: HTMLElement, changed: Record<string, unknown>): Promise<void> {
  await Promise.all([withPageData(), fullStyles()]);
  data = { ...(data ?? readSnapshot()), ...changed };
  // A live island's hooks read the shared cache first and, while it has nothing for a key, keep
  // the data they first showed (SWR's keepPreviousData), whatever the fallback becomes: the new
  // data goes into the cache too, or a woken island (a form a parent is filling in) keeps the
  // build's data, such as the ERP's old class ids.
  for (const [key, value] of Object.entries(changed)) cache.set(key, { ...cache.get(key), data: value });
  const keys = new Set(Object.keys(changed));
  const parts = [...root.querySelectorAll<HTMLElement>(siteOnly('[data-island]'))].filter((el) => parseKeys(el).some((k) => keys.has(k)));
  // Outer parts first: an inner part drawn with its outer one is gone by its turn.
  for (const el of parts) if (el.isConnected) await renderIsland(el);
}

function parseKeys(el: HTMLElement): string[] {
  const v = jsonAttr(el.dataset.keys);
  return Array.isArray(v) ? v.filter((k): k is string => typeof k === 'string') : [];
}

/** The page's whole data, once: what the HTML carries and its data file (snapshot.ts). */
async function withPageData(): Promise<void> {
  if (data) return;
  const all = await loadPageData();
  data ??= all;
}

/** The island's props: its page names its config entry (data-props), which the built config holds. */
function parseProps(el: HTMLElement): Record<string, unknown> | null {
  return islandProps(el.dataset.island ?? '', asObject(jsonAttr(el.dataset.props)), builtConfig);
}

/** An attribute's JSON (the prerenderer wrote it), or undefined when absent or unreadable. */
function jsonAttr(text: string | undefined): unknown {
  try {
    return text === undefined ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Its children, and onCommit once they are committed (their effects run before its own). */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(() => onCommit(), [onCommit]);
  return children;
}
