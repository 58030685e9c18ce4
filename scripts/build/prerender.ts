// The pages step of the pipeline (scripts/build/pipeline.ts): every static route, then every page a
// visitor can reach by following the links of those pages (news, notices, programs…), each in
// every language of the site at its address there (/ne/…), each rendered by the server bundle (src/entry-server.tsx renderUrl, which returns the page as data)
// and written by the page writer (scripts/build/page-writer.ts) into <out>/<path>/. Then 404.html,
// sitemap.xml and robots.txt. Says which pages it wrote and which it skipped, and why. Each page
// fetches its data file and later part from its build's archive (/_b/<build>/…, which the release
// gets after the compression: scripts/publish/release.ts archiveBuild).
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PAGE_FILE, esc, pageWriter, urlPath, type WrittenFacts } from './page-writer';
import { LOADER_MARKS } from './loader-up-front';
import type { SearchRecord } from './search-index';
import { ISLAND_MANIFEST, readBundle } from './record';
import { cspMetaTag, sitePolicy } from './security-headers';
import { pagePathProblem } from '../publish/page-paths';
import { firstScreenNote, fitFirstScreen, type FirstScreenFit } from './first-window';
import { ARCHIVE_DIR } from '../publish/release';
import { inputDigests, pageDigest, unlinkIfThere, writeOwn, type pageReuse } from './page-reuse';
import { BROTLI, type CompressOptions } from './precompress';
import type { Snapshot } from './data';
import type { PageIsland } from './home-chunks';
import type * as ServerBundle from '../../src/entry-server';
import type { PageKind, Route } from '../../src/generated/site-config';
import type { ImageCopies } from '../../src/lib/image-copy';
import type { SiteLang } from '../../src/lib/lang-path';
import type { RenderedPage } from '../../src/prerender/render-page';

/** Why a page of an item the data does not have is not prerendered (in the report's skipped pages). */
export const MISSING = 'no such item in the data (a link to it was followed): not prerendered, its address shows Page Not Found';

/** What the pages step uses of the server bundle (src/entry-server.tsx); a stand-in for it in a test may have no feeds. */
export type PrerenderSsr = Pick<
  typeof ServerBundle,
  | 'siteConfig'
  | 'siteLangs'
  | 'addressOf'
  | 'routeOfAddress'
  | 'withListPages'
  | 'renderUrl'
  | 'freshnessPlan'
  | 'changeNote'
  | 'CHANGES_FILE'
  | 'IMAGE_COPIES_KEY'
  | 'copiesFor'
  | 'opKeyOf'
  | 'laterSlot'
  | 'laterTexts'
  | 'LATER_MARK'
> &
  Partial<Pick<typeof ServerBundle, 'siteFeeds'>>;

/** A page not made, and why. */
export interface Skipped {
  path: string;
  reason: string;
}

/** A home page whose first screen the build changed to fit the first round trip, or that does not fit even so. */
export type FirstScreen = FirstScreenFit & { path: string };

/** A page's record in the build's record (pageRecord): where it is and what it runs, then what its making gave. */
export interface PageRecord {
  path: RenderedPage['path'];
  kind: PageKind;
  lang: SiteLang;
  dir: string;
  /** The scripts its HTML loads. */
  js: string[];
  islands: PageIsland[];
  /** The build whose stamp its files carry. */
  builtAt: number;
  /** Its files' digest (page-reuse.ts pageDigest) and names. */
  digest: string;
  files: string[];
  /** The brotli quality of its files other than its HTML (precompress.ts BROTLI). */
  brotli: number;
  /** The data keys it shows, whether it drew the build's time, and its inputs' digest (with the server bundle's hash). */
  keys: string[];
  timeRead: RenderedPage['timeRead'];
  inputs?: string;
  /** Its links, as numbers into the build's table of links. */
  links: number[];
  /** The marks the loader acts on that its HTML carries, and what its first paint would wait on (the page writer's facts). */
  marks: WrittenFacts['marks'];
  waits: WrittenFacts['waits'];
  /** Its search record, made as it was written (a page of a searched kind, in a build with a search: search-index.ts). */
  search?: SearchRecord | null;
}

/** What the pages step made. */
export interface Prerendered {
  written: string[];
  /** The pages linked unchanged from the live release (in `written` too). */
  reused: string[];
  /** The pages reused without being rendered (in `reused` too). */
  unrendered: string[];
  pages: PageRecord[];
  skipped: Skipped[];
  files: string[];
  builtAt: number;
  firstScreen: FirstScreen[];
  /** The table of links the pages' records number. */
  links: string[];
  /** What a build without the site's address leaves out (withoutSiteUrl); [] with one. */
  leftOut: string[];
}

/** An error's first line, as the reason a page was skipped. */
const firstLine = (e: unknown): string => String((e as Error | null | undefined)?.message ?? e).split('\n')[0];

/**
 * Prerenders every page into `out` from the data step's snapshot. Returns the paths written (and
 * of each page its kind, folder, the scripts its HTML loads and its islands, for the size
 * budgets), and the pages skipped, each with its reason: a page that throws while rendered or
 * written, or whose path cannot be a folder (scripts/publish/page-paths.ts), is skipped and the
 * rest is published. `images`: the images step's copies of every picture the data names
 * (scripts/build/image-copies.ts), which the pages draw, and `imageFiles`, the copies it linked
 * into `out` (listed with the pages, so that a rebuild removes the copies no page shows any more).
 * `firstScreen`: each home page whose first screen the build changed to fit the first round trip,
 * or that does not fit even so (scripts/build/first-window.ts).
 *
 * `builtAt`: the build's time stamp (the release's), which the pages are drawn as of; `purifier`:
 * the DOMPurify rich text is sanitized with (bound to a server-side DOM). `onFile(file)` hears of each page file once
 * it is written (the pipeline compresses it while the next pages render).
 *
 * `reuse`: the live release's pages (scripts/build/page-reuse.ts): a page whose files are its
 * live twin's but for the stamp is linked from there, not written (nor compressed again); its
 * record says which build wrote it (`builtAt`), and `reused` lists it. Every page's record has
 * its files' `digest` and `files`, for the next build.
 */
export async function prerender({
  ssr,
  out,
  data,
  source,
  apiBase,
  builtAt = Date.now(),
  purifier,
  images,
  imageFiles = [],
  env = process.env,
  onFile = () => {},
  reuse,
  code,
  search,
}: {
  ssr: PrerenderSsr;
  out: string;
  data: Pick<Snapshot, 'snapshot' | 'fingerprints'>;
  source: string;
  apiBase: string;
  builtAt?: number;
  purifier?: ServerBundle.RenderUrlOptions['purifier'];
  images?: ImageCopies;
  imageFiles?: string[];
  env?: Record<string, string | undefined>;
  onFile?: (file: string, opts?: CompressOptions) => void;
  /**
   * The search record of a page from the HTML written for it (search-index.ts pageSearchRecord), or
   * null; unset: a build without a search (a live release's code from before it).
   */
  search?: (page: { path: string; kind: string; lang: string }, html: string) => SearchRecord | null;
  reuse?: ReturnType<typeof pageReuse>;
  /** The server bundle's hash: with it, a page whose inputs did not change and that drew no date is not rendered again. */
  code?: string;
}): Promise<Prerendered> {
  const { siteConfig } = ssr;
  const { snapshot, fingerprints } = data;
  const bundle = readBundle(out);
  if (!bundle) throw new Error(`${out} has no island manifest (${ISLAND_MANIFEST}): build the site first (npm run build)`);
  const { entry } = bundle;

  // The empty app shell Vite wrote, kept for hosts that want one (index.html becomes the home page).
  if (!existsSync(join(out, 'spa.html'))) copyFileSync(join(out, 'index.html'), join(out, 'spa.html'));

  const siteUrl = (env.SITE_URL ?? siteConfig.site.siteUrl ?? '').replace(/\/$/, '');
  const cssRead = new Map<string, string>();
  // The policy every page carries, as the app shell's head does (scripts/build/vite/shell-head.ts).
  const csp = cspMetaTag(sitePolicy(siteConfig, env));
  const writer = pageWriter({
    bundle,
    builtAt,
    ssr,
    siteUrl,
    csp,
    // (The marks the size budget asks of each page: those that make the loader import at once.)
    marks: LOADER_MARKS,
    readCss: (f) => {
      let css = cssRead.get(f);
      if (css === undefined) cssRead.set(f, (css = readFileSync(join(out, f), 'utf8').trim()));
      return css;
    },
    fresh: (keys) => ssr.freshnessPlan(keys, fingerprints, siteConfig.site.freshnessMinutes ?? 10, apiBase ?? ''),
  });

  // The route table with the numbered pages of its long lists before it (src/navigation/list-page-routes.ts).
  const routes = ssr.withListPages(siteConfig.routes).filter((r) => r.path !== '*');
  const patternOf = (p: string) => new RegExp('^' + p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/?#]+') + '/?$');
  const matchers = routes.map((r) => ({ route: r, re: patternOf(r.path) }));
  const routeFor = (path: string) => matchers.find((m) => m.re.test(path))?.route;
  // Time-bound lists (notices) are rendered as of the build; each item says when it expires. (When
  // the snapshot was taken: the browser prefers data it stored after this: src/app/snapshot.ts.)
  // Where the back-end and its files are, as the pages name them: each render is given them.
  const endpoints = { apiBase: apiBase ?? '', fileHost: env.VITE_FILE_HOST ?? siteConfig.site.fileHost ?? '' };
  const render = (path: string, route: Route, more: Pick<ServerBundle.RenderUrlOptions, 'firstScreenSections'> = {}) =>
    ssr.renderUrl(path, snapshot, { route, siteUrl, images, now: builtAt, purifier, endpoints, ...more });
  // The home page's first screen in a connection's first round trip: the build moves sections to
  // its later part until it fits, and says so (scripts/build/first-window.ts).
  const homeSections = (siteConfig.home?.sections ?? []).filter((s) => s.enabled).map((s) => s.id);
  const firstScreen: FirstScreen[] = [];

  const queue = ['/', ...routes.map((r) => r.path).filter((p) => !p.includes(':') && p !== '/')];
  const seen = new Set(queue);
  const written: string[] = [];
  const reused: string[] = [];
  const pages: PageRecord[] = [];
  const skipped: Skipped[] = [];
  const files = new Set<string>();
  // A guard against a link loop, not a size: a school after a few years has well over a thousand
  // pages (each notice, news item, achievement and album, in two languages, and the lists' pages),
  // and every one of them must be reachable with JavaScript off.
  const LIMIT = Number(env.PRERENDER_LIMIT ?? 10_000);
  // How many of the queue's paths render together (each in every language). Four: on years of
  // content (1,300 pages, a rebuild of every page) the pages step took 42.3 s against 50.6 s one
  // at a time (medians of 3 pairs, 2026-12-02, 2 cores). PRERENDER_AT_ONCE=1 renders one at a time.
  const AT_ONCE = Math.max(1, Number(env.PRERENDER_AT_ONCE) || 4);
  // A page the live release has, whose inputs are those it was rendered from and which drew no
  // date, is not rendered again: its files are the live one's (scripts/build/page-reuse.ts). Only
  // with the server bundle's hash (`code`) and a bundle that says whether a page read the time.
  const freshness = siteConfig.site.freshnessMinutes ?? 10;
  const inputsOf = code
    ? inputDigests({
        global: {
          code,
          bundle,
          config: siteConfig,
          siteUrl,
          csp,
          apiBase: apiBase ?? '',
          // (The file host the pages name pictures and documents on: scripts/build/data.ts.)
          fileHost: env.VITE_FILE_HOST ?? siteConfig.site.fileHost ?? '',
          freshness,
          year: new Date().getFullYear(),
        },
        snapshot,
        fingerprints,
        images,
        copiesFor: ssr.copiesFor,
        opOf: ssr.opKeyOf,
      })
    : null;
  // Every page's links (site paths), once each: a page's record names them by number.
  const linkTable: string[] = [];
  const linkIndex = new Map<string, number>();
  const linkNumbers = (links: string[]) =>
    [...new Set(links.map((h) => h.split(/[?#]/)[0]).filter((l) => l.startsWith('/')))].map((l) => {
      let n = linkIndex.get(l);
      if (n === undefined) linkIndex.set(l, (n = linkTable.push(l) - 1));
      return n;
    });
  const unrendered: string[] = [];
  // Every page in each of the site's languages, at its address there (the route table's path,
  // with the language's prefix: src/lib/lang-path.ts). The queue holds the route table's paths; they
  // are taken AT_ONCE at a time and rendered together, each in its languages (each render keeps
  // what it learns in a context of its own: src/render/render-context.ts), so one page's writing
  // and compressing (in worker threads) overlaps another's rendering. Their links are then followed
  // in the queue's order and the languages', so the queue, and `rank` (the order pages are listed
  // in: the sitemap's, the report's), are the ones one page at a time would give, whichever
  // finished first.
  const langs = ssr.siteLangs;
  const rank = new Map<string, number>();
  while (queue.length && written.length < LIMIT) {
    // (No more at once than the limit has room for.)
    const room = Math.ceil((LIMIT - written.length) / langs.length);
    const wave = queue.splice(0, Math.min(AT_ONCE, room)).flatMap((path) => {
      const route = routeFor(path);
      if (!route) return [];
      for (const lang of langs) rank.set(ssr.addressOf(path, lang), rank.size);
      return langs.map((lang) => makePage(ssr.addressOf(path, lang), route, lang));
    });
    for (const page of await Promise.all(wave)) {
      // Every link to a page of the site, without its query or fragment, is a page to make (in each language).
      for (const href of page?.links ?? []) {
        const link = href.split(/[?#]/)[0];
        if (!link.startsWith('/')) continue;
        const [routePath] = ssr.routeOfAddress(link);
        if (!seen.has(routePath) && routeFor(routePath)) {
          seen.add(routePath);
          queue.push(routePath);
        }
      }
    }
  }
  const ranked = (address: string) => rank.get(address) ?? Number.MAX_SAFE_INTEGER;
  const byRank = (a: string, b: string) => ranked(a) - ranked(b);
  for (const list of [written, reused, unrendered]) list.sort(byRank);
  for (const list of [pages, skipped, firstScreen] as { path: string }[][]) list.sort((a, b) => byRank(a.path, b.path));

  /** Renders and writes the page at `address`; returns it, or null when it was skipped (with its reason). */
  async function makePage(address: string, route: Route, lang: SiteLang): Promise<{ links: string[] } | null> {
    const unwritable = pagePathProblem(address);
    if (unwritable) {
      skipped.push({ path: address, reason: unwritable });
      return null;
    }
    const segs = address
      .split('/')
      .filter(Boolean)
      .map((s) => decodeURIComponent(s));
    const kept = unchanged(address, route, lang, segs);
    if (kept) return kept;
    // (Assigned by each render, make() below: the page last rendered, and the HTML written for it.)
    let page!: RenderedPage;
    let html = '';
    const wrote: string[] = [];
    let digest: string;
    let names: string[] = [];
    let stamp = builtAt;
    // Brotli's quality for the page's files (scripts/build/precompress.ts): the cheap one for a page
    // that changed in two runs in a row, the best one once it stays. Never for its HTML, which
    // every visit downloads before the first paint (the home page's must fit the first round
    // trip at the best quality: scripts/build/size-budget.ts).
    let brotli = BROTLI.long;
    const redo: string[] = [];
    try {
      const make = async (more?: { firstScreenSections: number }) => {
        page = await render(address, route, more);
        // The same data in the same order every build (islands render in parallel, so the order they
        // read it in varies): a page is byte for byte the same when nothing changed, which the
        // report's changes and the archive's sharing of equal files rely on.
        page.used = Object.fromEntries(Object.entries(page.used).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
        return writer.files(page);
      };
      // A link to an item the data does not have (withdrawn, or never there): no page for it, and
      // no place in the sitemap or the prerender limit; said in the report. Its address shows the
      // app's Page Not Found.
      const first = await make();
      if (page.facts.missing) {
        skipped.push({ path: address, reason: MISSING });
        return null;
      }
      let made = first;
      if (route.page === 'home') {
        const fitted = await fitFirstScreen({
          sections: homeSections,
          configured: siteConfig.home?.firstScreenSections ?? 4,
          render: (n) => make({ firstScreenSections: n }),
          first,
        });
        made = fitted.files;
        if (fitted.fit.moved.length || !fitted.fit.fits) firstScreen.push({ path: address, ...fitted.fit });
      }
      html = made[PAGE_FILE];
      mkdirSync(join(out, ...segs), { recursive: true });
      digest = pageDigest(made, builtAt);
      names = Object.keys(made).sort();
      const from = reuse?.take(address, digest, names, segs, out);
      if (from) {
        stamp = from;
        reused.push(address);
        if (reuse?.twin(address)?.brotli === BROTLI.churn)
          redo.push(...names.filter((n) => n !== PAGE_FILE).map((n) => join(out, ...segs, n)));
      } else {
        if (reuse?.churned(address)) brotli = BROTLI.churn;
        for (const [name, text] of Object.entries(made)) {
          // (Removed first: a file there may be a link another release shares, never written into.)
          unlinkIfThere(join(out, ...segs, name));
          writeFileSync(join(out, ...segs, name), text);
          wrote.push(join(out, ...segs, name));
        }
      }
      for (const name of Object.keys(made)) files.add(join(...segs, name));
      for (const f of wrote) onFile(f, { quality: f.endsWith(`/${PAGE_FILE}`) ? BROTLI.long : brotli });
      for (const f of redo) onFile(f, { quality: BROTLI.long, redo: true });
    } catch (e) {
      // (No half of a page stays: a file written before the one that failed goes too.)
      for (const f of wrote) rmSync(f, { force: true });
      skipped.push({ path: address, reason: firstLine(e) });
      return null;
    }
    written.push(address);
    // (Every link on it, its later part's too: the pages to make next.)
    const links = [...page.facts.links, ...(page.later?.facts.links ?? [])];
    const keys = Object.keys(page.used).filter((k) => k !== ssr.IMAGE_COPIES_KEY);
    // (The page says whether it drew the build's time; one that cannot say is taken to have.)
    const timeRead = inputsOf && typeof page.timeRead === 'boolean' ? page.timeRead : true;
    pages.push(
      pageRecord(address, route, lang, segs, {
        islands: page.islands.map((i) => ({ label: i.label, wake: i.wake, module: i.module })),
        // (For the next build's reuse, and the archive: the build whose stamp the page's files carry.)
        builtAt: stamp,
        digest,
        files: names,
        brotli,
        keys,
        timeRead,
        ...(inputsOf ? { inputs: inputsOf(keys, address, route) } : {}),
        links: linkNumbers(links),
        ...writer.facts(page),
        ...(search ? { search: search({ path: address, kind: route.page, lang }, html) } : {}),
      }),
    );
    return { links };
  }

  /**
   * The live page, not rendered again, when its inputs are those it was made from and it drew no
   * date (its files linked: reuse.take); returns what makePage returns (its links), or null.
   */
  function unchanged(address: string, route: Route, lang: SiteLang, segs: string[]): { links: string[] } | null {
    const twin = reuse?.twin(address);
    if (!reuse || !inputsOf || route.page === 'home' || !twin?.inputs || twin.timeRead !== false || !Array.isArray(twin.keys)) return null;
    const links = reuse.linksOf(twin);
    // (A record from before the writer's facts, or without the search record this build makes: its
    // page is rendered again.)
    if (
      !links ||
      !Array.isArray(twin.marks) ||
      !Array.isArray(twin.waits) ||
      (search && twin.search === undefined) ||
      inputsOf(twin.keys, address, route) !== twin.inputs
    )
      return null;
    mkdirSync(join(out, ...segs), { recursive: true });
    const from = reuse.take(address, twin.digest, twin.files, segs, out);
    if (!from) return null;
    let brotli = twin.brotli ?? BROTLI.long;
    if (brotli === BROTLI.churn) {
      for (const n of twin.files) if (n !== PAGE_FILE) onFile(join(out, ...segs, n), { quality: BROTLI.long, redo: true });
      brotli = BROTLI.long;
    }
    for (const n of twin.files) files.add(join(...segs, n));
    written.push(address);
    reused.push(address);
    unrendered.push(address);
    pages.push(
      pageRecord(address, route, lang, segs, {
        // (A record with inputs has its islands: only one from before islands were recorded has none.)
        islands: twin.islands ?? [],
        builtAt: from,
        digest: twin.digest,
        files: twin.files,
        brotli,
        keys: twin.keys,
        timeRead: false,
        inputs: twin.inputs,
        links: linkNumbers(links),
        marks: twin.marks,
        waits: twin.waits,
        ...(search ? { search: twin.search } : {}),
      }),
    );
    return { links };
  }

  /** A page's record in the build's record: where it is and what it runs, then what its making gave. */
  function pageRecord(
    address: string,
    route: Route,
    lang: SiteLang,
    segs: string[],
    made: Omit<PageRecord, 'path' | 'kind' | 'lang' | 'dir' | 'js'>,
  ): PageRecord {
    return { path: address, kind: route.page, lang, dir: segs.join('/'), js: [entry.file], ...made };
  }

  // A rebuild of the pages (npm run rebuild:pages) removes the pages of items the back-end no longer
  // has (a withdrawn notice), which the last run wrote: their paths fall back to the app, which
  // says they are gone.
  // (Paths relative to the output; the dot file is not a page.)
  for (const f of imageFiles) files.add(f);
  const listFile = join(out, '.prerendered.json');
  const before = (existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : []) as unknown[];
  for (const old of before)
    if (
      typeof old === 'string' &&
      !files.has(old) &&
      !old.includes('..') &&
      !old.startsWith(`${ARCHIVE_DIR}/`) &&
      existsSync(join(out, old))
    )
      rmSync(join(out, old));
  writeOwn(listFile, JSON.stringify([...files]));

  // 404.html for static hosts that serve it for unknown paths: a page of no path of its own. One
  // per language, the other's under its prefix (/ne/404.html): the page a host serves for a miss
  // under /ne/ (docs/deployment.md), in the language of the address, without a script.
  const nf = siteConfig.routes.find((r) => r.path === '*');
  if (nf)
    for (const lang of langs) {
      const file = ssr.addressOf('/404.html', lang);
      try {
        const doc = writer.document(await render(ssr.addressOf('/__page_not_found__', lang), nf), { prerendered: false });
        mkdirSync(dirname(join(out, file)), { recursive: true });
        writeOwn(join(out, file), doc);
      } catch (e) {
        skipped.push({ path: file, reason: firstLine(e) });
      }
    }

  // The Atom feeds of notices and news in each language (src/prerender/site-feeds.ts), with the
  // pages' data: they need the site's address, as the sitemap does.
  // (A stand-in for the server bundle in a test may have none.)
  const feeds = (await ssr.siteFeeds?.(snapshot, { siteUrl, builtAt })) ?? [];
  for (const feed of feeds) {
    const segs = feed.path.split('/').filter(Boolean);
    try {
      mkdirSync(join(out, ...segs.slice(0, -1)), { recursive: true });
      writeOwn(join(out, ...segs), feed.xml);
      files.add(join(...segs));
      onFile(join(out, ...segs));
    } catch (e) {
      skipped.push({ path: feed.path, reason: firstLine(e) });
    }
  }
  const leftOut = siteUrl ? [] : withoutSiteUrl();

  if (siteUrl) {
    // Each page with its address in every language it was written in, itself included, and
    // x-default (the default language's), as in its head: Google reads these pairs from a sitemap
    // as from the pages (a page written in one language only has none).
    const twins = new Map<string, Record<string, string>>();
    for (const p of written) {
      const [path, lang] = ssr.routeOfAddress(p);
      twins.set(path, { ...twins.get(path), [lang]: p });
    }
    const loc = (p: string) => esc(siteUrl + urlPath(p));
    const urls = written.map((p) => {
      // (Every written page is in twins, at its route's path.)
      const pair = twins.get(ssr.routeOfAddress(p)[0])!;
      const inLangs = langs.filter((l) => pair[l]);
      const alternates =
        inLangs.length < 2
          ? []
          : [...inLangs.map((l) => [l, pair[l]]), ...(pair[langs[0]] ? [['x-default', pair[langs[0]]]] : [])].map(
              ([hreflang, a]) => `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${loc(a)}"/>`,
            );
      return `  <url><loc>${loc(p)}</loc>${alternates.join('')}${alternates.length ? '\n  ' : ''}</url>`;
    });
    writeOwn(
      join(out, 'sitemap.xml'),
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        `${urls.join('\n')}\n</urlset>\n`,
    );
  }
  writeOwn(
    join(out, 'robots.txt'),
    // (/_b/: past builds' data files, for pages already open: nothing for a search engine.)
    `User-agent: *\nAllow: /\nDisallow: /studio\nDisallow: /${ARCHIVE_DIR}/\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`,
  );
  // The change note: what this build was made from, which a page of an older build compares with
  // its own plan instead of asking the ERP (src/islands/freshness-probe.ts). At the root, never
  // archived: it is the newest build's.
  const note = JSON.stringify(ssr.changeNote(fingerprints));
  writeOwn(join(out, ssr.CHANGES_FILE), note);
  // (And in this build's archive: what a page of this build compares the newest note with.)
  mkdirSync(join(out, ARCHIVE_DIR, String(builtAt)), { recursive: true });
  writeOwn(join(out, ARCHIVE_DIR, String(builtAt), ssr.CHANGES_FILE), note);
  files.add(ssr.CHANGES_FILE);
  if (env.PRERENDER_LOG) console.log(written.join('\n'));
  if (feeds.length) console.log(`prerender: feeds ${feeds.map((f) => `${f.path} (${f.entries})`).join(', ')}`);
  for (const l of leftOut) console.log(`prerender: ${l}`);
  for (const f of firstScreen) console.log(`prerender: ${firstScreenNote(f)}`);
  console.log(
    `prerender: ${written.length} pages from ${source === 'demo' ? 'the demo fixtures' : source}${written.length >= LIMIT ? ` (stopped at PRERENDER_LIMIT=${LIMIT})` : ''}` +
      (skipped.length ? `; ${skipped.length} skipped:\n${skipped.map((s) => `  ${s.path}: ${s.reason}`).join('\n')}` : ''),
  );
  if (reused.length)
    console.log(`prerender: ${reused.length} of them unchanged, linked from the live release (${unrendered.length} not even rendered)`);
  return { written, reused, unrendered, pages, skipped, files: [...files], builtAt, firstScreen, links: linkTable, leftOut };
}

/**
 * What a build without the site's address (site.siteUrl, SITE_URL) leaves out, each as a line of
 * the build's output and report: search engines and feed readers need absolute addresses, and a
 * page cannot know its own. A production build's concern; said whatever the build.
 */
export function withoutSiteUrl(): string[] {
  return [
    "no site address (site.siteUrl in site.config.json, or SITE_URL): left out are each page's canonical link and og:url, " +
      "absolute hreflang alternates (the pages name their twins by path, which search engines ignore), sitemap.xml and robots.txt's Sitemap line, " +
      'the Atom feeds of notices and news (and their links), the share links of notices, news and achievements, ' +
      "the pages' structured data (JSON-LD), and link-preview images given as paths",
  ];
}
