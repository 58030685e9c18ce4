// Prerendering entry (built with `vite build --ssr`; the pipeline imports it, scripts/build/pipeline.ts):
// the snapshot of the back-end's data the pages are made from, and one page rendered with it as
// data (src/prerender/render-page.tsx), with the site's config.
import { checkedLive, ops } from './api/operations';
import { operationRequest } from './api/fetcher';
import { isLiveOnly } from './api/live-only';
import { viewPrefix } from './api/views';
import { fingerprint } from './lib/hash';
import { siteConfig } from './site-config/config-file';
import { islandCatalog } from './islands/island-kinds';
import { laterSlot, laterTexts, renderPage, type RenderOptions, type RenderedPage } from './prerender/render-page';
import { LATER_MARK } from './island-kit/later-mark';
import { siteFeeds as feedsOf } from './prerender/site-feeds';
import { addressIn, langOfPath, langsOf, routePathOf } from './lib/lang-path';

// The prerenderer builds with the site's config: the tree gets it as a value (App, IslandRoot), and
// a render its endpoints as an option (renderUrl's `endpoints`; by default the config's).
export { siteConfig, islandCatalog, laterSlot, laterTexts, LATER_MARK };
export { withListPages } from './navigation/list-page-routes';

/**
 * The site's languages, the default first, and the address of a route's path in each (the
 * prerenderer makes every page in each: src/lib/lang-path.ts).
 */
export const siteLangs = langsOf(siteConfig.site.defaultLanguage ?? 'en');
export const addressOf = (path: string, lang: (typeof siteLangs)[number]) => addressIn(path, lang, siteLangs[0]);
/** An address as the route table's path and its language ('/ne/media/news' → ['/media/news', 'ne']). */
export const routeOfAddress = (address: string) => [routePathOf(address, siteLangs[0]), langOfPath(address, siteLangs[0])] as const;
export type { RenderedIsland, RenderedPage } from './prerender/render-page';
// The data step reads each answer of the back-end itself (scripts/publish/last-good.ts).
export { builtOperationNames, fetchBuildAnswers, readAnswer } from './api/build-answers';
// The images step makes copies of every picture the snapshot names (scripts/build/image-copies.ts).
export { imageUrlsIn, copiesFor } from './api/image-urls';
export { CMS_UPLOAD, copyWidths, IMAGE_COPIES_KEY } from './lib/image-copy';
// The search step folds the indexed text as the search page folds the query (scripts/build/search-index.ts).
export { foldForSearch } from './lib/search-fold';

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

/** The operation a data key is of: its own key, or the key of the operation a view of it is made from. */
export function opKeyOf(key: string): string | undefined {
  return Object.values(ops).find((o) => o.key === key || key.startsWith(viewPrefix(o)))?.key;
}

/**
 * The page's freshness plan: the operations it shows (whole or through a view), whose
 * fingerprints in its build's change note (archived as _b/<build>/changes.json) the page compares
 * with the newest note's (src/islands/freshness-probe.ts); no fingerprint in the page's own files,
 * so a page whose data did not change stays byte for byte the same when its list changes. For a
 * form's choices from the ERP (checkedLive), the request the page asks the ERP itself.
 */
export function freshnessPlan(keys: string[], fingerprints: Record<string, string>, everyMinutes: number, apiBase = '') {
  const plan = new Set<string>();
  const live: Record<string, [path: string, body: string, fingerprint: string]> = {};
  for (const key of keys) {
    const op = opKeyOf(key);
    if (!op || !fingerprints[op]) continue;
    const checked = checkedLive.find((o) => o.key === op);
    if (checked) {
      const { path, body } = operationRequest(checked.name, checked.body);
      live[op] = [path, JSON.stringify(body), fingerprints[op]];
    } else plan.add(op);
  }
  return { every: everyMinutes * 60_000, ops: [...plan].sort(), ...(Object.keys(live).length ? { api: apiBase, live } : {}) };
}

/**
 * The change note of a build (CHANGES_FILE at the site's root): each operation's fingerprint. No
 * time: a rebuild with nothing new writes the same bytes (and nothing new goes up to a bucket).
 */
export function changeNote(fingerprints: Record<string, string>) {
  return {
    ops: Object.fromEntries(
      Object.keys(fingerprints)
        .sort()
        .map((k) => [k, fingerprints[k]]),
    ),
  };
}
export { CHANGES_FILE } from './islands/freshness-probe';

/** The site's Atom feeds in every language, from the pages' data ([] without the site's address: src/prerender/site-feeds.ts). */
export const siteFeeds = (snapshot: Record<string, unknown>, o: { siteUrl: string; builtAt: number }) => feedsOf(siteConfig, snapshot, o);

export type RenderUrlOptions = Omit<RenderOptions, 'config'> & {
  /**
   * The home page's first screen with this many sections instead of home.firstScreenSections: the
   * build's, when the configured ones do not fit in a connection's first round trip
   * (scripts/build/first-window.ts). Its sections' islands carry what they were rendered with.
   */
  firstScreenSections?: number;
};

/**
 * One page of the site rendered with the site's config, as data (src/prerender/render-page.tsx), in
 * the language of its address (addressOf). One language at a time.
 */
export function renderUrl(
  url: string,
  snapshot: Record<string, unknown>,
  { firstScreenSections, ...options }: RenderUrlOptions,
): Promise<RenderedPage> {
  const config = firstScreenSections === undefined ? siteConfig : { ...siteConfig, home: { ...siteConfig.home, firstScreenSections } };
  return renderPage(url, snapshot, { ...options, config });
}
