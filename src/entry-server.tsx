// Prerendering entry (built with `vite build --ssr`): renders one URL of the site to HTML with the
// data snapshot, island by island, waiting for every lazy part, and reports which data it used.
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { ops } from './api/operations';
import { isLiveOnly } from './api/live-only';
import { collectUsedKeys } from './api/used-keys';
import { configureApi, setEndpoints } from './api/endpoint';
import { operationRequest } from './api/fetcher';
import { fingerprint } from './lib/hash';
import { setPurifier } from './components/safe-html/sanitize';
import { siteConfig } from './config/site-config';
import { IslandContext, type IslandSlot } from './island-kit/island-context';
import { IslandRoot } from './islands/island-root';
import { islandElement, preloadIsland } from './islands/island-elements';
import type { Wake } from './island-kit/wake';
import { QUERY_READERS } from './app/start-plan';
import { setRenderNow } from './hooks/use-now';
import { renderTime, takeDayBound } from './hooks/render-time';
import { nextMidnightInNepal } from './calendar/bs-date';
import { t } from './i18n/t';

// The prerenderer builds with the site's config: the back-end client is set up from it here, and
// the tree gets it as a value (App, IslandRoot).
configureApi(siteConfig);

export { siteConfig, setEndpoints, setPurifier, setRenderNow, QUERY_READERS };
// The publisher reads each answer of the back-end itself (scripts/publish/last-good.mjs).
export { builtOperationNames, fetchBuildAnswers, readAnswer } from './api/build-answers';

/**
 * What the pages are made from: each operation's answer as the hooks see it (guarded), and a
 * fingerprint of the answer as the back-end sent it, which a page compares with the back-end's
 * answer of the day to tell whether it is out of date (src/islands/freshness-probe.ts).
 */
export interface Snapshot {
  data: Record<string, unknown>;
  fingerprints: Record<string, string>;
}

/**
 * The snapshot from raw back-end bodies (e.g. the demo fixtures), guarded as the hooks would.
 * Live-only operations (site.liveOnly: birthdays) are left out, here and from a live back-end:
 * no page is built with their data.
 */
export function snapshotFromBodies(bodies: Record<string, unknown>): Snapshot {
  const out: Snapshot = { data: {}, fingerprints: {} };
  for (const op of Object.values(ops)) {
    if (!(op.name in bodies) || isLiveOnly(op)) continue;
    out.data[op.key] = (op.guard as (b: unknown) => unknown)(bodies[op.name]);
    out.fingerprints[op.key] = fingerprint(JSON.stringify(bodies[op.name]));
  }
  return out;
}

/**
 * What a page asks the back-end, in idle time, to learn whether what it shows changed since the
 * build: for each operation it shows, the request and the fingerprint of the build's answer.
 */
export function freshnessPlan(keys: string[], fingerprints: Record<string, string>, apiBase: string, everyMinutes: number) {
  const byKey = new Map(Object.values(ops).map((o) => [o.key, o]));
  const plan: Record<string, [path: string, body: string, fingerprint: string]> = {};
  for (const key of keys) {
    const op = byKey.get(key);
    if (!op || !fingerprints[key]) continue;
    const { path, body } = operationRequest(op.name, op.body);
    plan[key] = [path, JSON.stringify(body), fingerprints[key]];
  }
  return { api: apiBase, every: everyMinutes * 60_000, ops: plan };
}

/** What one prerendered page is made of. */
export interface RenderedPage {
  /** The page's HTML, every island in place inside its own element (data-island…). */
  html: string;
  /** The data the page shows (its snapshot). */
  used: Record<string, unknown>;
  /** The islands on the page and when they wake, for the page's head (which code to expect). */
  islands: { name: string; wake: Wake; props: Record<string, unknown>; keys: string[]; idp: string }[];
}

/**
 * Renders one URL for a prerendered page: the frame, then each island on its own (src/islands/),
 * exactly as the browser will hydrate it, each with the data keys it read.
 */
export async function renderUrl(url: string, snapshot: Record<string, unknown>): Promise<RenderedPage> {
  const [pathname, query = ''] = url.split('?');
  const search = query ? `?${query}` : '';
  const used = new Set<string>();
  const islands: RenderedPage['islands'] = [];
  const main = await renderPass(url, 'p', (slot) => (
    <IslandContext.Provider value={{ mode: 'server', slot }}>
      <StaticRouter location={url}>
        {/* A fresh cache per page; revalidation is paused: the snapshot is the truth here. */}
        <App config={siteConfig} swr={{ provider: () => new Map(), fallback: snapshot, isPaused: () => true }} />
      </StaticRouter>
    </IslandContext.Provider>
  ));
  main.used.forEach((k) => used.add(k));

  async function fill(html: string, slots: IslandSlot[]): Promise<string> {
    const parts = await Promise.all(slots.map((s) => renderIsland(s)));
    return html.replace(/<div data-island-slot="(\d+)"><\/div>/g, (_, i: string) => parts[Number(i)] ?? '');
  }

  async function renderIsland(island: IslandSlot): Promise<string> {
    // Each island is a React root of its own: its useId ids get a prefix of their own (data-idp),
    // or two islands would both name an element _R_1_ and a label would point at the wrong one.
    const entry = { ...island, keys: [] as string[], idp: '' };
    const idp = (entry.idp = `i${islands.push(entry)}-`);
    await preloadIsland(island.name, island.props);
    const element = islandElement(island.name, island.props);
    // A static part is never hydrated: islands inside it are islands of their own. Inside a
    // hydrated island everything is rendered with it.
    const out = await renderPass(`island ${island.name} ${JSON.stringify(island.props).slice(0, 80)}`, idp, (slot) => (
      <IslandRoot
        mode={island.wake === 'static' ? { mode: 'server', slot } : { mode: 'inside' }}
        config={siteConfig}
        path={pathname}
        search={search}
        data={snapshot}
        cache={() => new Map()}
      >
        {element}
      </IslandRoot>
    ));
    out.used.forEach((k) => used.add(k));
    const keys = [...out.used].filter((k) => k in snapshot);
    entry.keys = keys;
    // A part that drew the build's day (the calendar's today) carries when that day ends in Nepal:
    // the loader wakes it at once after that, to draw the day it is.
    const built = renderTime();
    const until = out.dayBound && built !== null ? ` data-until="${nextMidnightInNepal(new Date(built))}"` : '';
    const attrs = `data-island="${escAttr(island.name)}" data-wake="${island.wake}" data-idp="${idp}" data-props="${escAttr(JSON.stringify(island.props))}" data-keys="${escAttr(JSON.stringify(keys))}"${until}`;
    return `<div ${attrs}>${await fill(out.html, out.slots)}</div>`;
  }

  const html = await fill(main.html, main.slots);
  const usedData: Record<string, unknown> = {};
  for (const k of used) if (k in snapshot) usedData[k] = snapshot[k];
  return { html, used: usedData, islands };
}

/**
 * Where the rest of a long page goes (scripts/later-part.mjs): a slot the loader fills from `src`
 * after load (src/islands/later-part.ts), holding until then a link to the same sections as a
 * page of their own (`href`), which is what a visitor without JavaScript follows.
 */
export function laterSlot(src: string, href: string): string {
  return `<div data-later-slot data-src="${escAttr(src)}"><p class="container section"><a class="btn btn-outline" href="${escAttr(href)}">${escText(t('app.restOfPage'))}</a></p></div>`;
}

/** The texts later.html shows itself (its title and its way back), in the page's language. */
export function laterTexts(name: string): { title: string; back: string } {
  return { title: escText(t('app.restOfPageTitle', { name })), back: escText(t('app.backToPageStart')) };
}

const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * renderToString writes a suspended part (a lazy page or section met for the first time) as its
 * fallback, marked <!--$!-->. Lazy modules stay loaded once resolved, so after letting their
 * imports settle, rendering again gives the whole part as plain HTML: no streaming scripts, which a
 * CSP without 'unsafe-inline' would block.
 */
async function renderPass(what: string, idp: string, tree: (slot: (island: IslandSlot) => number) => ReactElement): Promise<Pass> {
  let out = renderOnce(idp, tree);
  for (let i = 0; i < 100 && out.html.includes('<!--$!-->'); i++) {
    await new Promise((r) => setTimeout(r, 15));
    out = renderOnce(idp, tree);
  }
  // A part that threw while rendering would be left for the browser to render: fail the build
  // instead, naming the error, so a static page never ships without it.
  if (out.html.includes('<!--$!-->')) {
    const msg = /data-msg="([^"]*)"/.exec(out.html)?.[1] ?? 'a part of the page never finished loading';
    throw new Error(`Prerendering ${what} failed: ${msg.replace(/&quot;/g, '"').trim()}`);
  }
  return out;
}

interface Pass {
  html: string;
  used: Set<string>;
  slots: IslandSlot[];
  /** The part drew the build's day (see src/hooks/render-time.ts). */
  dayBound: boolean;
}

function renderOnce(idp: string, tree: (slot: (island: IslandSlot) => number) => ReactElement): Pass {
  const used = new Set<string>();
  const slots: IslandSlot[] = [];
  collectUsedKeys(used);
  takeDayBound();
  try {
    const html = renderToString(<StrictMode>{tree((island) => slots.push(island) - 1)}</StrictMode>, { identifierPrefix: idp });
    return { html, used, slots, dayBound: takeDayBound() };
  } finally {
    collectUsedKeys(null);
  }
}
