// Renders one page of the site for the prerenderer (src/entry-server.tsx renderUrl): the frame,
// then each island on its own, exactly as the browser will hydrate it (src/islands/), waiting for
// every lazy part, and returns the page as data — its head fields, its first screen and later
// part, its islands and the data they show (with the copies of the pictures it names), its links — which the page
// writer turns into files (scripts/build/page-writer.ts). What the render is given and learns
// travels in its render context (src/render/render-context.ts), one per pass, never module state.
import { randomUUID } from 'node:crypto';
import { StrictMode, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { ops } from '../api/operations';
import { fileUrl } from '../api/file-url';
import { endpointsOf } from '../api/endpoint';
import type { Company } from '../api/guards/company';
import { IslandContext, type IslandMode, type IslandSlot, type LaterTaker } from '../island-kit/island-context';
import { entryOf, writtenProps } from '../island-kit/island-kind';
import { WAKE, type Wake } from '../island-kit/wake';
import { LATER_SLOT_ATTR } from '../island-kit/later-mark';
import { copiesFor } from '../api/image-urls';
import { IMAGE_COPIES_KEY, type ImageCopies } from '../lib/image-copy';
import { pageFacts, type PageFacts } from './page-facts';
import { headFields, type HeadFields } from '../lib/page-head';
import type { PageKind, Route, SiteConfig } from '../generated/site-config';
import { QUERY_READERS } from '../app/start-plan';
import { drawnAt, renderFacts, type RenderContext } from '../render/render-context';
import { nextMidnightInNepal } from '../calendar/bs-date';
import { loadDictionary, translate, type Lang } from '../i18n/t';
import { addressIn, langOfPath, langPrefix, langsOf, routePathOf } from '../lib/lang-path';
import { IslandRoot } from '../islands/island-root';
import { pageStructuredData } from './page-structured-data';
import { feedTitle } from './site-feeds';
import { feedAddress, type FeedKind } from '../lib/feed-paths';
import { islandElement, preloadIsland } from '../islands/island-kinds';
import { takeHoisted, uniqueStyles } from './hoisted-styles';

/** One island of a prerendered page. */
export interface RenderedIsland {
  /** Its element's name (data-island) and how reports name it ("section slider"). */
  name: string;
  label: string;
  wake: Wake;
  props: Record<string, unknown>;
  /** The data it shows (snapshot keys) and its useId prefix (data-idp). */
  keys: string[];
  idp: string;
  /** Its component's module (src/…), whose chunk and CSS the island manifest gives; undefined outside a build. */
  module?: string;
  /** The modules of the lazy parts drawn in it (the form engine), whose CSS the page needs too. */
  parts: string[];
  /** It is in the page's later part (later.html), not in its first screen. */
  later: boolean;
}

/** What one prerendered page is made of: everything its files are written from. */
export interface RenderedPage {
  /** The path it was rendered for (the URL's, as the browser will ask for it: its language's prefix in front). */
  path: string;
  /** Its language: its address's (src/lib/lang-path.ts). */
  lang: Lang;
  /** Its head: title, description, link preview image, canonical URL. */
  head: HeadFields;
  /** The page's HTML (what goes in #root): its first screen, every island in place in its own element (data-island…). */
  html: string;
  /**
   * The styles React hoists (`<style href precedence>`: the theme's colours, a carousel's preset),
   * for the head: in <body> such a style breaks HTML's rules (src/prerender/hoisted-styles.ts).
   */
  styles: string[];
  /**
   * The rest of a long page (LaterPart): where in `html` its slot goes, its parts, each on its own,
   * the styles they hoist, and the heading they stand under in the page (later.html shows it).
   */
  later: { at: number; sections: string[]; styles: string[]; heading?: string; facts: PageFacts } | null;
  /** The data the page shows (its snapshot). */
  used: Record<string, unknown>;
  /** The islands on the page, in the order they were met (outer before inner). */
  islands: RenderedIsland[];
  /** The query parameters the page's kind reads (the root's data-reads: src/app/start-plan.ts). */
  reads: string[];
  /**
   * What its first screen's HTML says of it (page-facts.ts: its summary, links, classes, marks and
   * what it fetches; its later part's are `later.facts`). `facts.missing`: the page is of an item
   * the data does not have (a link to a withdrawn notice), headed Page Not Found, and not
   * prerendered (scripts/build/prerender.ts).
   */
  facts: PageFacts;
  /**
   * It drew from the render's time (a notice's expiry, the calendar's today): a page that did not
   * is the same at any build time, and a rebuild whose inputs for it did not change need not render
   * it again (scripts/build/page-reuse.ts).
   */
  timeRead: boolean;
}

export interface RenderOptions {
  /** The site's config, as the site was built with. */
  config: SiteConfig;
  /** The route the path is a page of (its kind and title make the head). */
  route: Route;
  /** The site's public address ('' when unknown: no canonical URL). */
  siteUrl?: string;
  /**
   * The build's copies of every picture the data names (scripts/build/image-copies.ts): the page
   * draws them, and its data carries those of the pictures it names, for the browser's renders.
   */
  images?: ImageCopies;
  /** The time the page is drawn as of (epoch ms: the build's; time-bound lists, the calendar's today); unset: unknown. */
  now?: number | null;
  /** The DOMPurify back-end HTML is cleaned with (the build's is bound to a server-side DOM). */
  purifier?: RenderContext['purifier'];
  /** Where the back-end and its files are, as the page names them (the build's); unset: the config's. */
  endpoints?: RenderContext['endpoints'];
}

/**
 * Renders one URL for a prerendered page, in the language of its address (`/ne/…`: Nepali when
 * English is the default; src/lib/lang-path.ts): the frame, then each island on its own
 * (src/islands/), exactly as the browser will hydrate it, each with the data keys it read; the
 * parts of the page's later part each on its own too. Returns the page as data, for the page
 * writer. Pages may be rendered side by side, in any languages: each pass speaks its page's
 * (its render context's language, which every text it makes is given).
 */
export async function renderPage(url: string, snapshot: Record<string, unknown>, options: RenderOptions): Promise<RenderedPage> {
  const lang = langOfPath(url.split('?')[0], options.config.site.defaultLanguage ?? 'en');
  await loadDictionary(lang);
  return renderIn(lang, url, snapshot, options);
}

async function renderIn(lang: Lang, url: string, snapshot: Record<string, unknown>, options: RenderOptions): Promise<RenderedPage> {
  // The site's address as the build knows it (SITE_URL wins over the config's), for every part
  // that writes an absolute address (the share links, the footer's feed links).
  const config = options.siteUrl ? { ...options.config, site: { ...options.config.site, siteUrl: options.siteUrl } } : options.config;
  const defaultLang = config.site.defaultLanguage ?? 'en';
  const [pathname, query = ''] = url.split('?');
  const search = query ? `?${query}` : '';
  const base = langPrefix(lang, defaultLang);
  const used = new Set<string>();
  // The views the page's parts read, with the values they were drawn with (src/api/use-view.ts).
  const viewValues = new Map<string, unknown>();
  const shown = (k: string) => k in snapshot || viewValues.has(k);
  const islands: RenderedIsland[] = [];
  // The data every part renders with: the snapshot and, beside it, the copies of its pictures.
  const data = options.images ? { ...snapshot, [IMAGE_COPIES_KEY]: options.images } : snapshot;
  // The marks islands leave in a pass's HTML carry a mark of this render that no content can know.
  const pass = randomUUID();
  const laterMark = `<!--later ${pass}-->`;
  // What a LaterPart leaves in its island's pass (the mark of this render: rich text keeps data-
  // attributes, so a constant could be forged).
  const laterSlotMark = `${pass}:later`;
  let laterSections: string[] | null = null;
  let laterFacts: PageFacts | undefined;
  let laterHeading: string | undefined;
  // The hoisted styles of the first screen, and of the later part.
  const firstStyles: string[] = [];
  const laterStyles: string[] = [];
  // The one island whose LaterPart becomes the page's later part (the first met; a second renders
  // its parts in place).
  let laterOwner: string | null = null;
  // What every pass of the page is given; each pass learns into facts of its own.
  const endpoints = options.endpoints ?? endpointsOf(config);
  const given: Omit<RenderContext, 'facts'> = { lang, now: drawnAt(options.now), purifier: options.purifier, endpoints };
  let timeRead = false;
  const ctx: PageContext = { pass, given, onPass: (p) => (timeRead ||= p.timeRead) };
  const main = await renderPass(url, 'p', ctx, (slot, render) => (
    <IslandContext.Provider value={{ mode: 'server', slot }}>
      <StaticRouter location={url} basename={base || undefined}>
        {/* A fresh cache per page; revalidation is paused: the snapshot is the truth here. */}
        <App config={config} lang={lang} render={render} swr={{ provider: () => new Map(), fallback: data, isPaused: () => true }} />
      </StaticRouter>
    </IslandContext.Provider>
  ));
  main.used.forEach((k) => used.add(k));
  main.views.forEach((v, k) => viewValues.set(k, v));
  firstStyles.push(...main.styles);

  async function fill(out: Pass, later: boolean): Promise<string> {
    const parts = await Promise.all(out.slots.map((s) => renderIsland(s, later)));
    let html = out.html;
    out.slots.forEach((s, i) => (html = html.split(slotMark(s.mark)).join(parts[i])));
    return html;
  }

  async function renderIsland(island: Slot, later: boolean): Promise<string> {
    const { kind, props } = island;
    // Each island is a React root of its own: its useId ids get a prefix of their own (data-idp),
    // or two islands would both name an element _R_1_ and a label would point at the wrong one.
    const entry: RenderedIsland = {
      name: kind.name,
      label: kind.label(props),
      wake: island.wake,
      props,
      keys: [],
      idp: '',
      module: entryOf(kind, props)?.module,
      parts: [],
      later,
    };
    const idp = (entry.idp = `i${islands.push(entry)}-`);
    await preloadIsland(kind.name, props);
    const element = islandElement(kind.name, props);
    const root = (mode: IslandMode, render: RenderContext, child: ReactElement | null) => (
      <IslandRoot mode={mode} config={config} path={pathname} search={search} data={data} cache={() => new Map()} render={render}>
        {child}
      </IslandRoot>
    );
    // A static part is never hydrated: islands inside it are islands of their own. Inside a
    // hydrated island everything is rendered with it. Any island of the first screen may keep the
    // rest of the page for later (LaterPart: the home page's sections, the calendar's months).
    let laterParts: ReactElement[] | null = null;
    const takeLater: LaterTaker = (parts, heading) => {
      if (laterOwner !== null && laterOwner !== idp) return null;
      laterOwner = idp;
      laterParts = parts;
      laterHeading = heading;
      return laterSlotMark;
    };
    const hydrated = WAKE[island.wake].ships;
    /** How a part of this island renders: as the island will be hydrated, or as a static part. */
    const modeFor = (slot: (island: IslandSlot) => string, keepLater?: LaterTaker): IslandMode =>
      hydrated ? { mode: 'inside', later: keepLater } : { mode: 'server', slot, later: keepLater };
    // (Inside the later part of the page, nothing keeps a later part again.)
    const out = await renderPass(`island ${entry.label}`, idp, ctx, (slot, render) =>
      root(modeFor(slot, later ? undefined : takeLater), render, element),
    );
    out.used.forEach((k) => used.add(k));
    out.views.forEach((v, k) => viewValues.set(k, v));
    (later ? laterStyles : firstStyles).push(...out.styles);
    entry.parts = [...out.modules];
    // A part that drew the build's day (the calendar's today) carries when that day ends in Nepal:
    // the loader wakes it at once after that, to draw the day it is.
    let html = await fill(out, later);
    let dayBound = out.dayBound;
    const parts = laterParts as ReactElement[] | null;
    if (parts) {
      // Each part of the later part on its own (the loader puts them in one per task), in the same
      // place in the site as the island that holds them; inside a hydrated island, as the island
      // draws them (its hydration meets them in the page).
      const passes = await Promise.all(
        parts.map((part, n) =>
          renderPass(`the later part of ${entry.label}`, `${idp}l${n}-`, ctx, (slot, render) => root(modeFor(slot), render, part)),
        ),
      );
      laterSections = await Promise.all(passes.map((p) => fill(p, true)));
      // (One pass over its parts together: each is a whole element.)
      laterFacts = pageFacts(laterSections.join(''));
      for (const p of passes) {
        laterStyles.push(...p.styles);
        p.used.forEach((k) => (used.add(k), out.used.add(k)));
        p.views.forEach((v, k) => viewValues.set(k, v));
        dayBound ||= p.dayBound;
      }
      html = html.split(`<div data-later-slot="${laterSlotMark}"></div>`).join(laterMark);
    }
    // The data it shows, its later part's included. (Sorted: the same data gives the same bytes,
    // whichever island finished rendering first, so the service worker's version changes only with
    // the content.)
    entry.keys = [...out.used].filter(shown).sort();
    // (A part that drew the day read the render's time: its pass marked the page as drawn at a time.)
    const built = dayBound ? given.now : null;
    const until = dayBound && built !== null ? ` data-until="${nextMidnightInNepal(new Date(built))}"` : '';
    const attrs = `data-island="${escAttr(kind.name)}" data-wake="${island.wake}" data-idp="${idp}" data-props="${escAttr(JSON.stringify(writtenProps(kind, props, config)))}" data-keys="${escAttr(JSON.stringify(entry.keys))}"${until}`;
    return `<div ${attrs}>${html}</div>`;
  }

  let html = await fill(main, false);
  let later: RenderedPage['later'] = null;
  if (laterSections) {
    const at = html.indexOf(laterMark);
    if (at < 0) throw new Error(`Prerendering ${url} failed: its later part has no place in the page`);
    html = html.slice(0, at) + html.slice(at + laterMark.length);
    later = { at, sections: laterSections, styles: uniqueStyles(laterStyles), heading: laterHeading, facts: laterFacts! };
  }
  return pageRecord(html, later);
  function pageRecord(html: string, later: RenderedPage['later']): RenderedPage {
    const usedData: Record<string, unknown> = {};
    // A view's value rather than the answer it is made from; an operation read whole, whole.
    for (const k of [...used].sort())
      if (viewValues.has(k)) usedData[k] = viewValues.get(k);
      else if (k in snapshot) usedData[k] = snapshot[k];
    // (Last: the data's own keys first, in the same order every build.)
    if (options.images) usedData[IMAGE_COPIES_KEY] = copiesFor(usedData, options.images, endpoints.fileHost);
    // The head: the page's title, and its first paragraph and image (the first screen's: what a
    // reader of a link preview sees first).
    const facts = pageFacts(html);
    const company = (snapshot[ops.company.key] ?? {}) as Partial<Company>;
    // The same page in each language (the Page Not Found page has no address of its own).
    const routePath = routePathOf(pathname, defaultLang);
    const head = headFields({
      path: pathname,
      lang,
      alternates:
        options.route.path === '*' ? [] : langsOf(defaultLang).map((l) => ({ lang: l, path: addressIn(routePath, l, defaultLang) })),
      route: options.route,
      paragraph: facts.paragraph,
      image: facts.image,
      heading: facts.heading,
      schoolName: company.name || config.site.title,
      slogan: company.slogan || '',
      siteUrl: options.siteUrl,
      logo: fileUrl(company.logo, endpoints.fileHost) ?? '',
      feeds: listFeeds(options.route.page, lang, defaultLang, company.name || config.site.title),
      jsonLd: pageStructuredData({
        config,
        route: options.route,
        routePath,
        address: pathname,
        lang,
        siteUrl: options.siteUrl ?? '',
        fileHost: endpoints.fileHost,
        data: usedData,
      }),
    });
    return {
      path: pathname,
      lang,
      head,
      html,
      styles: uniqueStyles(firstStyles),
      later,
      used: usedData,
      islands,
      reads: [...(QUERY_READERS[options.route.page] ?? [])],
      facts,
      timeRead,
    };
  }
}

/** The feed of a notice or news list page (its <link rel="alternate">), as a path in its language. */
function listFeeds(page: PageKind, lang: Lang, defaultLang: Lang, school: string): { title: string; path: string }[] {
  const kind: FeedKind | null = page === 'notice-list' ? 'notices' : page === 'news-list' ? 'news' : null;
  return kind ? [{ title: feedTitle(kind, school, lang), path: feedAddress(kind, lang, defaultLang) }] : [];
}

/**
 * Where the rest of a long page goes (LaterPart): a slot the loader fills from `src`
 * after load (src/islands/fill-later-part.ts), holding until then a link to the same sections as a
 * page of their own (`href`), which is what a visitor without JavaScript follows; in `lang`, the
 * page's (rendered already, so its dictionary is loaded).
 */
export function laterSlot(src: string, href: string, lang: Lang): string {
  const text = translate(lang, 'app.restOfPage');
  return `<div ${LATER_SLOT_ATTR} data-src="${escAttr(src)}"><p class="container section"><a class="btn btn-outline" href="${escAttr(href)}">${escText(text)}</a></p></div>`;
}

/**
 * The texts later.html shows itself (its title, which names the page it is the rest of by that
 * page's title, and its way back), in the page's language.
 */
export function laterTexts(pageTitle: string, lang: Lang): { title: string; back: string } {
  return {
    title: escText(translate(lang, 'app.restOfPageTitle', { name: pageTitle })),
    back: escText(translate(lang, 'app.backToPageStart')),
  };
}

const escText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An island met in a pass, and the mark it left in the pass's HTML. */
interface Slot extends IslandSlot {
  mark: string;
}

/** The element an island leaves in its place in a pass (src/island-kit/island.tsx). */
const slotMark = (mark: string) => `<div data-island-slot="${mark}"></div>`;

/** What every pass of one page shares: its mark, what its render is given, and who hears what each pass learned. */
interface PageContext {
  pass: string;
  given: Omit<RenderContext, 'facts'>;
  onPass: (pass: Pass) => void;
}

/** A pass's tree: where its islands leave their slots, and the render context its roots provide. */
type PassTree = (slot: (island: IslandSlot) => string, render: RenderContext) => ReactElement;

/**
 * renderToString writes a suspended part (a lazy page or section met for the first time) as its
 * fallback, marked <!--$!-->. Lazy modules stay loaded once resolved, so after letting their
 * imports settle, rendering again gives the whole part as plain HTML: no streaming scripts, which a
 * CSP without 'unsafe-inline' would block.
 */
async function renderPass(what: string, idp: string, page: PageContext, tree: PassTree): Promise<Pass> {
  let out = renderOnce(idp, page, tree);
  for (let i = 0; i < 100; i++) {
    if (!out.html.includes('<!--$!-->')) break;
    await new Promise((r) => setTimeout(r, 15));
    out = renderOnce(idp, page, tree);
  }
  // A part that threw while rendering would be left for the browser to render: fail the page
  // instead, naming the error, so a static page never ships without it.
  if (out.html.includes('<!--$!-->')) {
    const msg = /data-msg="([^"]*)"/.exec(out.html)?.[1] ?? 'a part of the page never finished loading';
    throw new Error(`Prerendering ${what} failed: ${msg.replace(/&quot;/g, '"').trim()}`);
  }
  page.onPass(out);
  return out;
}

interface Pass {
  html: string;
  used: Set<string>;
  /** The views it read, with their values. */
  views: Map<string, unknown>;
  slots: Slot[];
  /** The modules of the lazy parts it drew (src/island-kit/lazy-part.ts). */
  modules: Set<string>;
  /** The part drew the build's day (the calendar's today: src/calendar/use-today-bs.ts). */
  dayBound: boolean;
  /** The part drew from the render's time. */
  timeRead: boolean;
  /** The styles React hoisted out of it (hoisted-styles.ts). */
  styles: string[];
}

function renderOnce(idp: string, page: PageContext, tree: PassTree): Pass {
  const facts = renderFacts();
  const render: RenderContext = { ...page.given, facts };
  const slots: Slot[] = [];
  const slot = (island: IslandSlot) => {
    const mark = `${page.pass}:${idp}${slots.length}`;
    slots.push({ ...island, mark });
    return mark;
  };
  const { html, styles } = takeHoisted(renderToString(<StrictMode>{tree(slot, render)}</StrictMode>, { identifierPrefix: idp }));
  return {
    html,
    used: facts.keys,
    views: facts.views,
    slots,
    modules: facts.modules,
    dayBound: facts.dayBound,
    timeRead: facts.timeRead,
    styles,
  };
}
