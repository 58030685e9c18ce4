// Shared by the route sweep (sweep.spec.mjs) and the tests that move through the app: which paths
// to open for the routes of site.config.json, how to reach the dynamic ones with real ids (through
// the links the list pages really show, as a visitor would), how to tell that a page has settled
// without waiting for "networkidle", and a watcher that records everything that went wrong on a page.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { DIST, navigateInApp, ROOT } from './support.mjs';
import { LANG_SCRIPT } from '../../src/i18n/lang-choice.js';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export const config = JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));

/** Routes the sweeps do not open: the catch-all (tested on its own). */
export const SKIP = new Set(['*']);

/** Where to find a real link for each dynamic route: the list page and the link's prefix. */
export const SOURCES = {
  '/programs/:slug': ['/programs', '/programs/'],
  '/syllabus/:slug': ['@/programs/:slug', '/syllabus/'],
  '/media/news/:category': ['/media/news', '/media/news/'],
  '/media/news/:id/:title': ['/media/news', '/media/news/'],
  '/media/notice/:id/:title': ['/media/notice', '/media/notice/'],
  '/media/gallery/:id/:title': ['/media/gallery', '/media/gallery/'],
  '/achievements/:slug': ['/achievements', '/achievements/'],
  '/career-list/:id/:title': ['/career-list', '/career-list/'],
};

/** The routes a sweep opens, in config order (every list page comes before its detail route). */
export function sweepRoutes() {
  return config.routes.filter((r) => !SKIP.has(r.path));
}

/** A path for a dynamic route when no list offers a link: every parameter filled with junk. */
export function junkPath(routePath) {
  return routePath.replace(/:[a-z]+/gi, () => encodeURIComponent(`<script>window.__pwned=1</script>"'`));
}

/** The hrefs of the links inside <main>, as written. */
export function mainHrefs(page) {
  return page.$$eval('main a[href]', (as) => as.map((a) => a.getAttribute('href')));
}

/**
 * Walks every route once: visit(path, route) must open the path and wait for it to settle; the
 * links on each page are kept so a dynamic route can use one its list page showed. When a list
 * shows none, onNoLink(route) returns a path to open instead (or null to skip the route).
 * openAs maps a route's path to the path to open for it (e.g. /map with its ?frame=).
 */
export async function sweep(page, { visit, onNoLink, openAs = {} }) {
  const links = new Map();
  const resolved = new Map();
  for (const r of sweepRoutes()) {
    let path = openAs[r.path] ?? r.path;
    if (path.includes(':')) {
      const [list, prefix] = SOURCES[path] ?? [];
      const listPath = list?.startsWith('@') ? resolved.get(list.slice(1)) : list;
      // (A link of the route's own shape: a category's page and a news item's share a prefix.)
      const segments = (p) => p.split(/[?#]/)[0].split('/').length;
      const hit = (links.get(listPath) ?? []).find(
        (h) => h && h.startsWith(prefix) && h.length > prefix.length && segments(h) === segments(path),
      );
      path = hit ?? onNoLink(r, list ? `no link starting with ${prefix} on ${listPath}` : 'no way to find a real link for it');
      if (!path) continue;
      resolved.set(r.path, path);
    }
    await visit(path, r);
    links.set(path, await mainHrefs(page).catch(() => []));
  }
}

/** Same-origin API calls look like /v1/General/GetNewsList or /v1/Admin/GetBirthDayList. */
export function operationOf(url) {
  const m = /\/v1\/(General|Admin)\/([^/?#]+)/i.exec(url);
  if (!m) return null;
  return m[1].toLowerCase() === 'admin' ? `Admin.${m[2]}` : m[2];
}

/** Installs the CSP-violation recorder and the window.__pwned trap in every page of a context. */
export async function armContext(context) {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations.push({
        directive: e.effectiveDirective,
        blocked: e.blockedURI || 'inline',
        source: e.sourceFile || location.href,
        line: e.lineNumber,
        sample: e.sample || '',
      });
    });
    let pwned;
    Object.defineProperty(window, '__pwned', {
      configurable: false,
      get: () => pwned,
      set: (v) => {
        pwned = v;
        window.__pwnedStack = new Error('window.__pwned was set').stack;
      },
    });
  });
}

/**
 * Records what goes wrong on a page. Console errors are problems, except the browser's own
 * "Failed to load resource" messages (a) for image/media resources other than our build's own
 * files — the hostile sets point images at URLs that fail, and such a message can only come from
 * the browser refusing a resource, never from our code — and (b) for the API operations the
 * fixture set deliberately answers with an HTTP error status (expectHttpErrors). Same-origin
 * responses >= 400 and failed same-origin requests are problems with the same two exceptions,
 * plus requests to operations that are meant to hang (expectHang), which end by our timeout.
 */
export function watchPage(page, origin, { expectHttpErrors = [], expectHang = [] } = {}) {
  const problems = [];
  const tolerated = [];
  const types = new Map();
  let inFlight = 0;
  let lastActivity = Date.now();
  const own = (u) => u.startsWith(origin);
  const ourFile = (u) => own(u) && /^\/(assets\/|placeholder\.svg|favicon\.svg)/.test(new URL(u).pathname);
  const expectedOp = (u, list) => own(u) && list.includes(operationOf(u) ?? '');
  const hanging = (u) => expectedOp(u, expectHang);
  const counted = (r) => own(r.url()) && !hanging(r.url());

  page.on('request', (r) => {
    types.set(r.url(), r.resourceType());
    if (counted(r)) inFlight++;
    lastActivity = Date.now();
  });
  const done = (r) => {
    if (counted(r)) inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', (r) => {
    done(r);
    const u = r.url();
    if (!own(u)) return;
    const why = r.failure()?.errorText ?? '';
    // ERR_ABORTED is the browser cancelling a request because the page moved on (a chunk still
    // loading for the previous route). A broken server shows up in 'response' as a status >= 400.
    if (why === 'net::ERR_ABORTED') tolerated.push(`request cancelled: ${u}`);
    else if (hanging(u) || (['image', 'media'].includes(r.resourceType()) && !ourFile(u))) tolerated.push(`request failed: ${u} ${why}`);
    else problems.push(`request failed: ${u} ${why}`);
  });
  page.on('response', (r) => {
    const u = r.url();
    if (!own(u) || r.status() < 400) return;
    const type = r.request().resourceType();
    if (expectedOp(u, expectHttpErrors) || (['image', 'media'].includes(type) && !ourFile(u))) tolerated.push(`HTTP ${r.status()}: ${u}`);
    else problems.push(`HTTP ${r.status()}: ${u}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('dialog', (d) => {
    problems.push(`dialog opened: ${d.type()} ${d.message()}`);
    d.dismiss().catch(() => {});
  });
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    const text = m.text();
    const url = m.location()?.url ?? '';
    if (/^Failed to load resource/.test(text) && url) {
      const type = types.get(url);
      if ((['image', 'media'].includes(type) && !ourFile(url)) || expectedOp(url, expectHttpErrors)) {
        tolerated.push(`console: ${text} (${type} ${url})`);
        return;
      }
    }
    problems.push(`console error: ${text}${url ? ` (${url})` : ''}`);
  });

  return {
    problems,
    tolerated,
    /** Resolves once no request to our origin has been in flight for quietMs. */
    async quiet(quietMs = 150, timeoutMs = 10_000) {
      const end = Date.now() + timeoutMs;
      while (Date.now() < end) {
        if (inFlight === 0 && Date.now() - lastActivity >= quietMs) return;
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    reset() {
      problems.length = 0;
      tolerated.length = 0;
    },
    /** Counts now as activity, so quiet() waits for what a navigation is about to request. */
    touch() {
      lastActivity = Date.now();
    },
  };
}

/**
 * The page is shown and live: a prerendered page whose islands the loader has armed (<html
 * data-islands="armed">), or the client-rendered app's frame once its loader has ended
 * (data-app-ready is set by the frame once the client has rendered it).
 */
export async function frameShown(page, timeout = 15_000) {
  await page.waitForFunction(
    () =>
      !!document.querySelector('main#main') &&
      (document.documentElement.dataset.islands === 'armed' || !!document.querySelector('[data-app-ready] main#main')),
    null,
    { timeout },
  );
}

/** Opens a path with a full page load and waits until it has settled. */
export async function openFull(page, watcher, url, { timeout = 15_000 } = {}) {
  const res = await page.goto(url, { waitUntil: 'commit' });
  await frameShown(page, timeout);
  await settled(page, watcher);
  return res;
}

/**
 * After the frame is shown: the page's code has arrived (the Suspense fallback, PageLoading, is
 * gone), so has the rest of a long page (the home page's later.html fills its slot once the
 * browser is idle after load, which can be well after the network has gone quiet; a slot that
 * could not be filled stays, marked data-failed, for the checks to find), and nothing has been
 * requested from our origin for a moment.
 */
async function settled(page, watcher) {
  watcher.touch();
  await page.waitForFunction(
    () =>
      !document.querySelector('main [role="status"][style*="min-height"]') &&
      !document.querySelector('[data-later-slot]:not([data-failed])'),
    null,
    { timeout: 30_000 },
  );
  await watcher.quiet();
}

/**
 * Opens a path with a full load of the empty app shell (spa.html of a prerendered build, else
 * index.html) instead of any prerendered page: a cold start, where every piece of data comes from
 * the back-end and the full-screen loader stands in until the start-up calls settle. That is what
 * a visitor gets on any path the build did not prerender.
 */
export async function openCold(page, watcher, base, path, opts) {
  const shell = existsSync(join(DIST, 'spa.html')) ? '/spa.html' : '/index.html';
  const target = new URL(path, base).href;
  await page.route(
    (u) => u.href === target,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      return route.fulfill({ response: await route.fetch({ url: base + shell }) });
    },
    { times: 1 },
  );
  return openFull(page, watcher, target, opts);
}

/** Opens a path inside the running app (as a link click would) and waits until it has settled. */
export async function openInApp(page, watcher, path) {
  watcher.touch();
  await navigateInApp(page, path);
  await frameShown(page);
  await settled(page, watcher);
}

/** Opens the first path with a full load (cold: the empty shell), every later one inside the running app. */
export function opener(page, watcher, base, { cold = false } = {}) {
  let loaded = false;
  return async (path) => {
    if (loaded) return openInApp(page, watcher, path);
    loaded = true;
    return cold ? openCold(page, watcher, base, path) : openFull(page, watcher, base + path);
  };
}

/**
 * Everything on the page that could run script or load something unsafe: event-handler
 * attributes, javascript:/data:/vbscript: URLs in any URL attribute, srcdoc, scripts that are not
 * our build's, iframes other than the Google Maps and youtube-nocookie embeds, <base>, meta
 * refresh, <object>/<embed>, a data-* attribute inside rich text (a marker the page's own scripts
 * would act on). Also the CSP violations and window.__pwned.
 */
export function unsafeDom(page) {
  // (The one inline script the site writes, the language choice's in the head, is allowed by the
  // policy's hash of its exact text: only that text, only in the head.)
  return page.evaluate((langScript) => {
    const found = [];
    const describe = (el) => {
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/)[0]}` : '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}`;
    };
    const URL_ATTRS = new Set([
      'href',
      'src',
      'srcset',
      'action',
      'formaction',
      'poster',
      'data',
      'background',
      'xlink:href',
      'ping',
      'cite',
      'longdesc',
      'manifest',
      'codebase',
    ]);
    // eslint-disable-next-line no-control-regex -- control characters are how "java\tscript:" hides
    const unsafe = (v) => /^(javascript|data|vbscript):/i.test(v.replace(/[\u0000-\u0020]/g, ''));
    const IFRAME_OK = [
      /^https:\/\/www\.google\.com\/maps\/embed\?/,
      /^https:\/\/maps\.google\.com\/maps\?/,
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}(\?|$)/,
    ];
    for (const el of document.querySelectorAll('*')) {
      for (const a of el.attributes) {
        const n = a.name.toLowerCase();
        if (n.startsWith('on')) found.push(`${describe(el)} has an event-handler attribute ${n}`);
        if (n === 'srcdoc') found.push(`${describe(el)} has srcdoc`);
        if (URL_ATTRS.has(n) && unsafe(a.value)) found.push(`${describe(el)} ${n}="${a.value.slice(0, 60)}"`);
        if (n === 'style' && /url\(\s*['"]?\s*(javascript|vbscript|data:text)/i.test(a.value))
          found.push(`${describe(el)} style with ${a.value.slice(0, 60)}`);
      }
      const tag = el.tagName;
      const langChoice = el.parentElement === document.head && !el.hasAttribute('src') && el.textContent === langScript;
      if (
        tag === 'SCRIPT' &&
        !langChoice &&
        !/^\/assets\//.test(el.getAttribute('src') ?? '') &&
        el.getAttribute('type') !== 'application/json' &&
        // (Structured data, the page writer's, in the head: a data block no browser runs.)
        !(el.getAttribute('type') === 'application/ld+json' && el.parentElement === document.head)
      ) {
        found.push(`script element: ${el.outerHTML.slice(0, 80)}`);
      }
      if (tag === 'IFRAME') {
        // A lazy frame (the map) carries its address in data-lazy-src until it nears the screen.
        const addresses = ['src', 'data-lazy-src'].map((n) => el.getAttribute(n)).filter((v) => v !== null);
        if (addresses.length === 0) addresses.push('');
        for (const v of addresses) if (!IFRAME_OK.some((re) => re.test(v))) found.push(`iframe src="${v.slice(0, 80)}"`);
      }
      if (tag === 'BASE' || tag === 'OBJECT' || tag === 'EMBED') found.push(`${tag.toLowerCase()} element`);
      // Rich text (SafeHtml's container) carries no data-* marker: the page's scripts act on those.
      // (data-weight is the sanitizer's own mark, set after the check: src/components/safe-html/sanitize.ts;
      // data-h a renumbered heading's size, set by rich-structure.ts after it, on headings only.)
      if (el.matches('[data-sanitized] *'))
        for (const at of el.attributes)
          if (
            at.name.startsWith('data-') &&
            !(at.name === 'data-weight' && el.tagName === 'B') &&
            !(at.name === 'data-h' && /^H[2-6]$/.test(el.tagName))
          )
            found.push(`${describe(el)} in rich text has ${at.name}`);
      if (tag === 'META' && /refresh/i.test(el.getAttribute('http-equiv') ?? '')) found.push('meta refresh');
    }
    if (window.__pwned !== undefined) found.push(`window.__pwned was set: ${window.__pwnedStack ?? ''}`);
    return found;
  }, LANG_SCRIPT);
}

/**
 * The CSP violations since the last call (they are cleared). A violation is `parsedPayload` when
 * it is the browser's report for an event-handler attribute that came from hostile data and was
 * blocked while our own code (DOMPurify, in a file under /assets/) parsed the HTML to clean it:
 * Chrome checks script-src-attr when it parses such an attribute even in an inert document, so
 * it reports although nothing runs (DOMPurify issues #107 and #900). Identified by directive
 * script-src-attr, a source file of our build, and a sample (the CSP sends 'report-sample')
 * holding the payload's marker.
 */
export async function cspViolations(page, origin, marker = '__pwned') {
  const list = await page.evaluate(() => (window.__cspViolations ?? []).splice(0));
  return list.map((v) => ({
    ...v,
    parsedPayload: v.directive === 'script-src-attr' && v.source.startsWith(`${origin}/assets/`) && v.sample.includes(marker),
    text: `CSP violation: ${v.directive} blocked ${v.blocked} at ${v.source}:${v.line}${v.sample ? ` sample "${v.sample}"` : ''}`,
  }));
}

/** How much wider than the screen the page is, and the deepest elements that stick out. */
export function overflow(page) {
  return page.evaluate(() => {
    const W = window.innerWidth;
    const extra = document.documentElement.scrollWidth - W;
    if (extra <= 1) return { extra: 0, culprits: [] };
    const culprits = [];
    const describe = (el) => {
      const parts = [];
      for (let e = el; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        const cls = typeof e.className === 'string' && e.className ? `.${e.className.trim().split(/\s+/)[0]}` : '';
        const sec = e.getAttribute('data-section') ? `[data-section=${e.getAttribute('data-section')}]` : '';
        parts.unshift(`${e.tagName.toLowerCase()}${sec}${cls}`);
      }
      return parts.join(' > ');
    };
    // An element sticks out when its box does, or (overflow visible) its content does. Inside a
    // clipping box (overflow hidden/auto, e.g. a carousel viewport) only the box itself counts.
    const walk = (el) => {
      let found = false;
      for (const c of el.children) {
        const style = getComputedStyle(c);
        if (style.position === 'fixed' || style.display === 'none') continue;
        const r = c.getBoundingClientRect();
        const box = r.right > W + 1 && r.width > 0;
        const clips = style.overflowX !== 'visible';
        const content = !clips && r.left + c.scrollWidth > W + 1;
        if (!box && !content) continue;
        found = true;
        if ((clips || !walk(c)) && culprits.length < 4) culprits.push(`${describe(c)} (content ${Math.round(c.scrollWidth)}px wide)`);
      }
      return found;
    };
    walk(document.body);
    return { extra, culprits };
  });
}

/** The text of <main>, and whether the router showed its crash or not-found screen. */
export async function pageVerdict(page) {
  // The parts below the first screen are content-visibility: auto (global.css): the browser lays
  // them out only as they near the screen, and innerText leaves out what it has not. A visitor
  // reaches each by scrolling; the sweep has them all drawn at once (a style set through the
  // CSSOM, which the page's CSP allows).
  await page
    .evaluate(() => document.querySelectorAll('[data-later]').forEach((el) => (el.style.contentVisibility = 'visible')))
    .catch(() => {});
  const text = await page
    .locator('main')
    .innerText()
    .catch(() => '');
  return {
    text,
    crashed: /Unexpected Application Error/.test(text),
    notFound: /Page Not Found/.test(text),
    unregistered: await page.locator('[data-unregistered]').count(),
  };
}

/**
 * Puts axe-core in every page of a context from its first script on (an init script, sent to the
 * browser once, where injecting it with page.evaluate would send its 550 kB on every visit). Top
 * frames only: embedded third-party frames are not axe's to enter. axe() injects it itself where
 * a context was not armed with it.
 */
export async function armAxe(context) {
  await context.addInitScript({ content: `if (window === window.top) {\n${AXE}\n}` });
}

/**
 * The serious and critical axe-core violations on the page (axe is injected through the DevTools
 * protocol, so the CSP does not apply to it). scope: 'document' (the frame: header, navigation,
 * footer, plus the page) or a selector; the frame is the same on every route, so sweeps check the
 * whole document once and then only <main>. Embedded third-party frames (maps, videos) are not
 * ours to fix and are not entered.
 * Only the rules that can report a serious or critical violation run: axe gives every rule an
 * impact, and each violation of a rule has that impact (axe-core's _finalizeRuleResult), so the
 * minor and moderate ones (region, heading-order, the landmark rules …) could only produce what
 * the filter below drops. Should an axe release give a rule no impact, every rule runs.
 */
export async function axe(page, scope = 'main') {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE);
  return page.evaluate(async (scope) => {
    const SEVERE = ['serious', 'critical'];
    const rules = window.axe._audit?.rules ?? [];
    const pruned = rules.length > 0 && rules.every((r) => r.impact);
    const r = await window.axe.run(scope === 'document' ? document : { include: [[scope]] }, {
      resultTypes: ['violations'],
      iframes: false,
      ...(pruned
        ? { rules: Object.fromEntries(rules.filter((r) => !SEVERE.includes(r.impact)).map((r) => [r.id, { enabled: false }])) }
        : {}),
    });
    return r.violations
      .filter((v) => SEVERE.includes(v.impact))
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
        count: v.nodes.length,
      }));
  }, scope);
}

/** One line per violation, for a failure list. */
export function axeLines(where, violations) {
  return violations.map((v) => `${where}: ${v.impact} ${v.id} (${v.help}) ×${v.count}: ${v.targets.join(' | ')}`);
}
