// Prerenders the built site to static HTML (run after `vite build` and `vite build --ssr`):
// every static route, then every page a visitor can reach by following the links of those pages
// (news, notices, programs…), each with the data it used embedded for hydration. Writes
// dist/<path>/index.html, dist/404.html, sitemap.xml and robots.txt.
//
// Data snapshot (PRERENDER_DATA):
//   demo         the demo back-end's fixtures (default when site.apiBase is empty and VITE_API_BASE unset)
//   https://…    a live back-end (the school's ERP); an operation that fails is built from its
//                last good answer (scripts/publish/last-good.mjs), or renders empty when none was kept
//   off          no prerendering: dist/ stays a client-rendered single-page app
//
// Run by scripts/publish.mjs (npm run build, npm run rebuild:pages) into a new release's folder
// (DIST_DIR, SSR_DIR); it writes what it did to PUBLISH_RESULT (operations held or failed, pages
// made and skipped) for the publisher's report. A page that cannot be made is skipped and
// reported; the rest is published.
import { existsSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { esc, pageHead } from './page-meta.mjs';
import { demoLoader, heroVariants, httpLoader } from './hero-variants.mjs';
import { LATER_FILE, islandPrefixes, laterDocument, splitLater } from './later-part.mjs';
import { acquireFromBackend, acquireFromFiles } from './publish/last-good.mjs';
import { pagePathProblem } from './publish/page-paths.mjs';
import { archivedUrl } from './publish/release.mjs';

const root = join(import.meta.dirname, '..');
const dist = process.env.DIST_DIR ?? join(root, 'dist');
// ── publish: the server bundle is SSR_DIR, else the one beside the release dist is (a release keeps
// its own: .publish/releases/<id>/ssr), else the project's live release's, else dist-ssr/ ──
function ssrDir() {
  if (process.env.SSR_DIR) return process.env.SSR_DIR;
  for (const site of [dist, join(root, 'dist')]) {
    try {
      const dir = join(realpathSync(site), '..', 'ssr');
      if (existsSync(join(dir, 'entry-server.js'))) return dir;
    } catch {
      /* not there */
    }
  }
  return join(root, 'dist-ssr');
}
const ssr = await import(pathToFileURL(join(ssrDir(), 'entry-server.js')).href);
const { siteConfig } = ssr;

const apiBase = process.env.VITE_API_BASE ?? siteConfig.site.apiBase;
const source = process.env.PRERENDER_DATA ?? (apiBase ? apiBase : 'demo');
// ── publish: what this run did, for the publisher's report (scripts/publish/report.mjs) ──
const resultFile = process.env.PUBLISH_RESULT;
const result = { source, operations: [], pages: [], skipped: [] };
const writeResult = () => resultFile && writeFileSync(resultFile, JSON.stringify(result));
if (source === 'off') {
  console.log('prerender: off (PRERENDER_DATA=off)');
  result.off = true;
  writeResult();
  process.exit(0);
}

// DOMPurify needs a DOM: give it one, so prerendered rich text is sanitized HTML exactly as in the browser.
ssr.setPurifier(createDOMPurify(new JSDOM('').window));

// ── publish: the data (scripts/publish/last-good.mjs) ──
// From a live back-end: each operation's answer when it is good, else its last good answer (kept in
// PUBLISH_DIR, beside the releases), said so in the result. From the demo's files: as they are.
let snapshot;
let fingerprints;
if (source === 'demo') {
  const acquired = acquireFromFiles({ ssr, dir: process.env.DEMO_FIXTURES ?? join(root, 'demo/fixtures') });
  ({ data: snapshot, fingerprints } = acquired);
  result.operations = acquired.operations;
} else {
  ssr.setEndpoints({ apiBase: source, fileHost: process.env.VITE_FILE_HOST ?? siteConfig.site.fileHost ?? '' });
  const acquired = await acquireFromBackend({
    ssr,
    source,
    publishDir: process.env.PUBLISH_DIR ?? join(dirname(dist), '.publish'),
    now: Number(process.env.PUBLISH_NOW) || Date.now(),
    confirmEmpty: (process.env.PUBLISH_CONFIRM_EMPTY ?? '').split(',').filter(Boolean),
    confirmMs: (siteConfig.site.publish?.confirmEmptyMinutes ?? 60) * 60_000,
    timeoutMs: Number(process.env.PUBLISH_TIMEOUT_MS) || undefined,
  });
  ({ data: snapshot, fingerprints } = acquired);
  result.operations = acquired.operations;
  const held = acquired.operations.filter((o) => o.status !== 'fresh').map((o) => `${o.name} ${o.status}`);
  if (held.length) console.warn(`prerender: not as answered: ${held.join(', ')}`);
  ssr.setEndpoints({ apiBase, fileHost: process.env.VITE_FILE_HOST ?? siteConfig.site.fileHost });
}

// The app shell Vite wrote; on a rebuild of the pages alone (npm run rebuild:pages) index.html is
// already the prerendered home page, and the shell is the spa.html kept from the first run.
const template = readFileSync(join(dist, existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html'), 'utf8');

// Which source module each page kind and section type loads (from the registries' import lines),
// and from Vite's manifest the CSS and JS chunks behind it, so a prerendered page links its own
// styles (it looks right before any script runs) and preloads its code.
const manifestFile = join(dist, '.vite/manifest.json');
const manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
function registryModules(file) {
  const src = readFileSync(join(root, file), 'utf8');
  const out = {};
  for (const m of src.matchAll(/^\s*'?([a-z-]+)'?:\s*[\w<>]+\(\(\) => import\('\.\/([^']+)'\)/gm)) {
    const base = join(dirname(file), m[2]).replace(/\\/g, '/');
    out[m[1]] = ['.tsx', '.ts'].map((ext) => base + ext).find((k) => manifest[k]);
  }
  return out;
}
const pageModules = registryModules('src/pages/registry.ts');
const sectionModules = registryModules('src/sections/registry.ts');
function assetsOf(key, seen = new Set(), acc = { css: new Set(), js: new Set() }) {
  const entry = manifest[key];
  if (!entry || seen.has(key)) return acc;
  seen.add(key);
  if (!entry.isEntry) acc.js.add('/' + entry.file);
  for (const c of entry.css ?? []) acc.css.add('/' + c);
  for (const i of entry.imports ?? []) assetsOf(i, seen, acc);
  return acc;
}
// A prerendered page carries the CSS of everything it shows — the frame, its page, its home
// sections, its islands — in one <style> in its head: on a phone network a stylesheet to fetch
// before the first paint costs a round trip or two (the reference page of `npm run bench` has its
// CSS inline too). No JavaScript besides the island loader: an island's code is fetched when it
// wakes (src/islands/loader.ts), never competing with the first paint.
const globalCss = [...template.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g)].map((m) => m[1]);
const cssRead = new Map();
const readCss = (f) => {
  if (!cssRead.has(f)) cssRead.set(f, readFileSync(join(dist, f), 'utf8').trim());
  return cssRead.get(f);
};
/** The CSS files a page's parts need, in the order they are inlined. */
function cssFiles(route, islands, html) {
  const acc = { css: new Set(), js: new Set() };
  // (The frame's parts are in start-app's static imports.)
  for (const key of ['src/app/start-app.tsx', pageModules[route.page]]) assetsOf(key, new Set(), acc);
  for (const i of islands) if (i.name === 'section') assetsOf(sectionModules[i.props.section?.type], new Set(), acc);
  // A form in the page (the form engine is a lazy chunk of its own) is styled from the first paint.
  if (/\bdata-wizard=|<form class="rjsf"/.test(html)) assetsOf('src/forms/form-engine.tsx', new Set(), acc);
  assetsOf('src/islands/hydrate.tsx', new Set(), acc);
  return [...new Set([...globalCss, ...acc.css])];
}
// Each inlined file is also named by a disabled <link> (never fetched): when an island wakes,
// Vite's loader sees its CSS is there and does not add it again (a stylesheet added later would
// re-apply rules in another order and shift the page).
const cssNames = (files) => files.map((f) => `<link rel="stylesheet" href="${f}" disabled>`).join('');
const cssText = (files) => files.map(readCss).join('\n');
const styleOf = (files) => `<style>${cssText(files)}</style>${cssNames(files)}`;
// No <link rel=preload> for images: the first screen's main image is an <img fetchpriority=high>
// in the first bytes of the page, which the browser's preload scanner finds at once. A preload
// link (React writes one for each such image) fetched it no sooner, and made the page's first
// paint wait on that image in Lighthouse's estimate (FCP 2.1x the reference's; 1.4x without).
const dropImagePreloads = (html) => html.replace(/<link rel="preload" as="image"[^>]*\/?>/g, '');
// The inline style first, then the loader, and no modulepreload of code the page may never wake.
// The loader is a module script, so it never blocks parsing, but browsers fetch module scripts at
// high priority, beside the first screen's image, and Lighthouse counts a high-priority script
// that arrived before the first paint as one the paint waited for (+160 ms of a 900 ms FCP).
// Nothing in the first paint needs it: fetchpriority=low says so.
const templateScript = template.match(/\s*<script type="module"[^>]*><\/script>/)?.[0] ?? '';
const moduleScript = templateScript.replace('<script type="module"', '<script type="module" fetchpriority="low"');
const shell = template
  .replace(templateScript, '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
writeFileSync(join(dist, 'spa.html'), template); // the empty shell, for hosts that want one

const routes = siteConfig.routes.filter((r) => r.path !== '*');
const patternOf = (p) => new RegExp('^' + p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/?#]+') + '/?$');
const matchers = routes.map((r) => ({ route: r, re: patternOf(r.path) }));
const routeFor = (path) => matchers.find((m) => m.re.test(path))?.route;
const companyKey = Object.keys(snapshot).find((k) => k.startsWith('GetAboutCompany'));
const company = (companyKey && snapshot[companyKey]) || {};
const schoolName = company.name || siteConfig.site.title;
const siteUrl = (process.env.SITE_URL ?? siteConfig.site.siteUrl ?? '').replace(/\/$/, '');

const jsonForScript = (v) =>
  JSON.stringify(v)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
// The logo as the pages show it (file host + path, backslashes as slashes): the link preview
// image of a page without an image of its own.
const fileHost = (process.env.VITE_FILE_HOST ?? siteConfig.site.fileHost ?? '').replace(/\/$/, '');
const logoPath = typeof company.logo === 'string' ? company.logo.trim().replace(/\\/g, '/') : '';
const logo = !logoPath ? '' : /^https?:\/\//i.test(logoPath) ? logoPath : `${fileHost}/${logoPath.replace(/^\/+/, '')}`;
// When the snapshot was taken: the browser prefers data it stored after this (src/app/snapshot.ts).
// (The publisher gives it: the build's id, in the data files' archive path.)
const builtAt = Number(process.env.PRERENDER_BUILT_AT) || Date.now();
result.builtAt = builtAt;
// ── publish: a published page fetches its own build's data files, which the next releases keep
// (scripts/publish/release.mjs archiveBuild), never the next build's, which would not match it ──
const fetchUrlOf = (fileUrl) => (process.env.PUBLISH_ARCHIVE ? archivedUrl(builtAt, fileUrl) : fileUrl);
// Time-bound lists (notices) are rendered as of the build; each item says when it expires.
ssr.setRenderNow(builtAt);

// The data a page's islands need at once (those waking on load or when idle) is in its HTML; all
// of it is in page-data.json beside it, fetched when a later island wakes (src/app/snapshot.ts):
// the HTML a phone must download before the first paint stays small.
// (?b=<build time>: a page's data file never changes within a build, so it can be kept as such.)
const dataFileOf = (path) => `${path.replace(/\/+$/, '')}/page-data.json`;
const urlPath = (p) => {
  try {
    return encodeURI(decodeURI(p));
  } catch {
    return p;
  }
};
function inlineData(used, islands) {
  const now = new Set(islands.filter((i) => i.wake === 'load' || i.wake === 'idle').flatMap((i) => i.keys));
  return Object.fromEntries(Object.entries(used).filter(([k]) => now.has(k)));
}

function page(path, route, { html, used, islands, styleFiles }) {
  const head = pageHead({ path, route, html, schoolName, slogan: company.slogan || '', siteUrl, logo });
  const reads = (ssr.QUERY_READERS[route.page] ?? []).join(' ');
  // (Replacement functions: page text may contain `$&` or `$'`, which a replacement string would expand.)
  return shell
    .replace(/<title>[^<]*<\/title>/, () => head)
    .replace('</head>', () => `  ${styleOf(styleFiles ?? cssFiles(route, islands, html))}${moduleScript}\n  </head>`)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root" data-prerendered="${esc(path)}"${reads ? ` data-reads="${reads}"` : ''}>${dropImagePreloads(html)}</div>\n` +
        `    <script type="application/json" id="__snapshot" data-built-at="${builtAt}" data-rest="${esc(fetchUrlOf(urlPath(dataFileOf(path))))}?b=${builtAt}">${jsonForScript(inlineData(used, islands))}</script>\n` +
        `    <script type="application/json" id="__fresh">${jsonForScript(ssr.freshnessPlan(Object.keys(used), fingerprints, apiBase ?? '', siteConfig.site.freshnessMinutes ?? 10))}</script>`,
    );
}

/**
 * A page with sections below its first screen (the home page) keeps them out of its HTML, in
 * later.html beside it (scripts/later-part.mjs): the page gets a slot in their place and only its
 * first part's CSS; the file gets the sections and the CSS only they need. null: nothing to split.
 */
function splitPage(path, route, rendered) {
  const parts = splitLater(rendered.html);
  if (!parts) return null;
  const laterHtml = parts.sections.join('');
  const inLater = islandPrefixes(laterHtml);
  const firstFiles = cssFiles(
    route,
    rendered.islands.filter((i) => !inLater.has(i.idp)),
    parts.before + parts.after,
  );
  const laterFiles = cssFiles(
    route,
    rendered.islands.filter((i) => inLater.has(i.idp)),
    laterHtml,
  ).filter((f) => !firstFiles.includes(f));
  const fileUrl = urlPath(`${path.replace(/\/+$/, '')}/${LATER_FILE}`);
  const texts = ssr.laterTexts(schoolName);
  const doc = laterDocument({
    lang: 'en',
    title: texts.title,
    pagePath: esc(urlPath(path)),
    canonical: esc(siteUrl + urlPath(path)),
    sharedCss: firstFiles,
    css: cssText(laterFiles),
    named: cssNames(laterFiles),
    sections: parts.sections,
    backLabel: texts.back,
  });
  return { html: parts.before + ssr.laterSlot(`${fetchUrlOf(fileUrl)}?b=${builtAt}`, fileUrl) + parts.after, styleFiles: firstFiles, doc };
}

// The first screen's main image of each page gets right-sized copies (scripts/hero-variants.mjs),
// read from where the data came from.
// (What the last build made of each picture: kept when a picture cannot be fetched.)
const heroFile = join(dist, '.hero-variants.json');
const hero = heroVariants({
  dist,
  known: existsSync(heroFile) ? JSON.parse(readFileSync(heroFile, 'utf8')) : {},
  load:
    source === 'demo'
      ? demoLoader(process.env.DEMO_ATTACHMENTS ?? join(root, 'demo/attachments'))
      : httpLoader(
          source,
          [process.env.VITE_FILE_HOST ?? siteConfig.site.fileHost].filter((u) => /^https?:\/\//.test(u ?? '')),
        ),
});

const queue = ['/', ...routes.map((r) => r.path).filter((p) => !p.includes(':') && p !== '/')];
const seen = new Set(queue);
const written = [];
const files = new Set();
const LIMIT = Number(process.env.PRERENDER_LIMIT ?? 600);
while (queue.length && written.length < LIMIT) {
  const path = queue.shift();
  const route = routeFor(path);
  if (!route) continue;
  // ── publish: a page whose address cannot be a file, or that fails to render or write, is
  // skipped and reported ({ path, reason }); every other page is published ──
  const problem = pagePathProblem(path);
  if (problem) {
    result.skipped.push({ path, reason: problem });
    continue;
  }
  const segs = path
    .split('/')
    .filter(Boolean)
    .map((s) => decodeURIComponent(s));
  const file = join(dist, ...segs, 'index.html');
  const made = [];
  let html;
  try {
    const rendered = await ssr.renderUrl(path, snapshot);
    // The same data in the same order every build (islands render in parallel, so the order they
    // read it in varies): a page is byte for byte the same when nothing changed, which the
    // publisher's report and its archive of data files rely on.
    rendered.used = Object.fromEntries(Object.entries(rendered.used).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    html = rendered.html;
    const split = splitPage(path, route, rendered);
    const text = await hero.rewrite(page(path, route, split ? { ...rendered, ...split } : rendered));
    mkdirSync(dirname(file), { recursive: true });
    for (const [name, body] of [
      ['page-data.json', JSON.stringify(rendered.used)],
      ...(split ? [[LATER_FILE, split.doc]] : []),
      ['index.html', text],
    ]) {
      made.push(join(dirname(file), name));
      writeFileSync(join(dirname(file), name), body);
    }
    for (const name of ['index.html', 'page-data.json', ...(split ? [LATER_FILE] : [])]) files.add(join(...segs, name));
  } catch (e) {
    for (const f of made) rmSync(f, { force: true });
    result.skipped.push({ path, reason: String(e?.message ?? e).split('\n')[0] });
    console.warn(`prerender: skipped ${path}: ${e?.message ?? e}`);
    continue;
  }
  written.push(path);
  result.pages.push({ path, file: [...segs, 'index.html'].join('/') });
  for (const m of html.matchAll(/href="(\/[^"#?]*)"/g)) {
    const link = m[1].replace(/&amp;/g, '&');
    if (!seen.has(link) && routeFor(link) && !link.includes('..')) {
      seen.add(link);
      queue.push(link);
    }
  }
}

// A rebuild of the pages (npm run rebuild:pages) removes the pages of items the back-end no longer
// has (a withdrawn notice), which the last run wrote: their paths fall back to the app, which
// says they are gone.
// (Paths relative to dist/; the dot file is not a page.)
for (const f of hero.files) files.add(f);
writeFileSync(heroFile, JSON.stringify(hero.sources));
const listFile = join(dist, '.prerendered.json');
const before = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
for (const old of before)
  if (typeof old === 'string' && !files.has(old) && !old.includes('..') && existsSync(join(dist, old))) rmSync(join(dist, old));
writeFileSync(listFile, JSON.stringify([...files]));

// 404.html for static hosts that serve it for unknown paths.
const nf = siteConfig.routes.find((r) => r.path === '*');
if (nf) {
  try {
    const rendered = await ssr.renderUrl('/__page_not_found__', snapshot);
    writeFileSync(join(dist, '404.html'), page('/__page_not_found__', nf, rendered).replace(` data-prerendered="/__page_not_found__"`, ''));
  } catch (e) {
    result.skipped.push({ path: '/404.html', reason: String(e?.message ?? e).split('\n')[0] });
  }
}

if (siteUrl) {
  const urls = written.map((p) => `  <url><loc>${esc(siteUrl + encodeURI(decodeURI(p)))}</loc></url>`).join('\n');
  writeFileSync(
    join(dist, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
}
writeFileSync(
  join(dist, 'robots.txt'),
  // (/_b/: past builds' data files, for pages already open: nothing for a search engine.)
  `User-agent: *\nAllow: /\nDisallow: /studio\nDisallow: /_b/\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`,
);
if (process.env.PRERENDER_LOG) console.log(written.join('\n'));
console.log(
  `prerender: ${written.length} pages from ${source === 'demo' ? 'the demo fixtures' : source}${written.length >= LIMIT ? ` (stopped at PRERENDER_LIMIT=${LIMIT})` : ''}`,
);
// ── publish: the report's part of this run ──
writeResult();
if (!existsSync(join(dist, 'index.html'))) process.exit(1);
