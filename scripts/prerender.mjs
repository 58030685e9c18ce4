// Prerenders the built site to static HTML (run after `vite build` and `vite build --ssr`):
// every static route, then every page a visitor can reach by following the links of those pages
// (news, notices, programs…), each with the data it used embedded for hydration. Writes
// dist/<path>/index.html, dist/404.html, sitemap.xml and robots.txt.
//
// Data snapshot (PRERENDER_DATA):
//   demo         the demo back-end's fixtures (default when site.apiBase is empty and VITE_API_BASE unset)
//   https://…    a live back-end (the school's ERP); failed operations render as empty states
//   off          no prerendering: dist/ stays a client-rendered single-page app
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { esc, pageHead } from './page-meta.mjs';
import { demoLoader, heroVariants, httpLoader } from './hero-variants.mjs';
import { LATER_FILE, islandPrefixes, laterDocument, splitLater } from './later-part.mjs';

const root = join(import.meta.dirname, '..');
const dist = process.env.DIST_DIR ?? join(root, 'dist');
const ssr = await import(pathToFileURL(join(process.env.SSR_DIR ?? join(root, 'dist-ssr'), 'entry-server.js')).href);
const { siteConfig } = ssr;

const apiBase = process.env.VITE_API_BASE ?? siteConfig.site.apiBase;
const source = process.env.PRERENDER_DATA ?? (apiBase ? apiBase : 'demo');
if (source === 'off') {
  console.log('prerender: off (PRERENDER_DATA=off)');
  process.exit(0);
}

// DOMPurify needs a DOM: give it one, so prerendered rich text is sanitized HTML exactly as in the browser.
ssr.setPurifier(createDOMPurify(new JSDOM('').window));

let snapshot;
let fingerprints;
if (source === 'demo') {
  const dir = process.env.DEMO_FIXTURES ?? join(root, 'demo/fixtures');
  const bodies = {};
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    try {
      bodies[f.replace(/\.json$/, '').replace('.', '/')] = JSON.parse(readFileSync(join(dir, f), 'utf8'));
    } catch {
      /* an unreadable fixture is an empty state, as in the browser */
    }
  }
  ({ data: snapshot, fingerprints } = ssr.snapshotFromBodies(bodies));
} else {
  ssr.setEndpoints({ apiBase: source, fileHost: process.env.VITE_FILE_HOST ?? siteConfig.site.fileHost ?? '' });
  const r = await ssr.snapshotFromBackend();
  ({ data: snapshot, fingerprints } = r);
  if (r.failed.length) console.warn(`prerender: these operations failed and render empty: ${r.failed.join(', ')}`);
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
const builtAt = Date.now();
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
        `    <script type="application/json" id="__snapshot" data-built-at="${builtAt}" data-rest="${esc(urlPath(dataFileOf(path)))}?b=${builtAt}">${jsonForScript(inlineData(used, islands))}</script>\n` +
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
    // (The shell's Content-Security-Policy <meta>, scripts/csp-meta-plugin.ts.)
    csp: template.match(/<meta http-equiv="Content-Security-Policy"[^>]*>/)?.[0],
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
  return { html: parts.before + ssr.laterSlot(`${fileUrl}?b=${builtAt}`, fileUrl) + parts.after, styleFiles: firstFiles, doc };
}

// The first screen's main image of each page gets right-sized copies (scripts/hero-variants.mjs),
// read from where the data came from.
const hero = heroVariants({
  dist,
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
  const rendered = await ssr.renderUrl(path, snapshot);
  const { html } = rendered;
  const split = splitPage(path, route, rendered);
  const segs = path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  // A segment that decodes to a path separator or a dot name cannot be a file name: leave that
  // page to the client (the SPA fallback serves it). So can one too long for a file name.
  if (segs.some((s) => s.includes('/') || s.includes('\\') || s === '.' || s === '..' || Buffer.byteLength(s) > 200)) continue;
  const file = join(dist, ...segs, 'index.html');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, await hero.rewrite(page(path, route, split ? { ...rendered, ...split } : rendered)));
  writeFileSync(join(dirname(file), 'page-data.json'), JSON.stringify(rendered.used));
  written.push(path);
  files.add(join(...segs, 'index.html'));
  files.add(join(...segs, 'page-data.json'));
  if (split) {
    writeFileSync(join(dirname(file), LATER_FILE), split.doc);
    files.add(join(...segs, LATER_FILE));
  }
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
const listFile = join(dist, '.prerendered.json');
const before = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
for (const old of before)
  if (typeof old === 'string' && !files.has(old) && !old.includes('..') && existsSync(join(dist, old))) rmSync(join(dist, old));
writeFileSync(listFile, JSON.stringify([...files]));

// 404.html for static hosts that serve it for unknown paths.
const nf = siteConfig.routes.find((r) => r.path === '*');
if (nf) {
  const rendered = await ssr.renderUrl('/__page_not_found__', snapshot);
  writeFileSync(join(dist, '404.html'), page('/__page_not_found__', nf, rendered).replace(` data-prerendered="/__page_not_found__"`, ''));
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
  `User-agent: *\nAllow: /\nDisallow: /studio\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`,
);
if (process.env.PRERENDER_LOG) console.log(written.join('\n'));
console.log(
  `prerender: ${written.length} pages from ${source === 'demo' ? 'the demo fixtures' : source}${written.length >= LIMIT ? ` (stopped at PRERENDER_LIMIT=${LIMIT})` : ''}`,
);
if (!existsSync(join(dist, 'index.html'))) process.exit(1);
