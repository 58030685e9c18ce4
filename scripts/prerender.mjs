// The pages step of the pipeline (scripts/build.mjs): every static route, then every page a
// visitor can reach by following the links of those pages (news, notices, programs…), each with
// the data it used embedded for hydration. Writes <out>/<path>/index.html, 404.html, sitemap.xml
// and robots.txt, and says which pages it wrote and which it skipped, and why.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import createDOMPurify from 'dompurify';
import { esc, pageHead } from './page-meta.mjs';
import { demoLoader, heroVariants, httpLoader } from './hero-variants.mjs';
import { LATER_FILE, islandPrefixes, laterDocument, splitLater } from './later-part.mjs';
import { ISLAND_MANIFEST, readBundle } from './build/record.mjs';

/**
 * Prerenders every page into `out` from the data step's snapshot. Returns the paths written and
 * the pages skipped, each with its reason: a page that throws while rendered or written, or whose
 * path cannot be a file, is skipped and the rest is published.
 *
 * @param {{ ssr: any, out: string, root: string, data: { snapshot: Record<string, unknown>, fingerprints: Record<string, string> }, source: string, apiBase: string, env?: NodeJS.ProcessEnv }} o
 * @returns {Promise<{ written: string[], pages: object[], skipped: { path: string, reason: string }[], files: string[], builtAt: number }>}
 */
export async function prerender({ ssr, out, root, data, source, apiBase, env = process.env }) {
  const dist = out;
  const { siteConfig } = ssr;
  const { snapshot, fingerprints } = data;

  // DOMPurify needs a DOM: give it one, so prerendered rich text is sanitized HTML exactly as in the browser.
  ssr.setPurifier(createDOMPurify(new JSDOM('').window));

  // The app shell Vite wrote; on a rebuild of the pages alone (npm run rebuild:pages) index.html is
  // already the prerendered home page, and the shell is the spa.html kept from the first run.
  const template = readFileSync(join(dist, existsSync(join(dist, 'spa.html')) ? 'spa.html' : 'index.html'), 'utf8');

  // A prerendered page carries the CSS of everything it shows — the frame, its page, its home
  // sections, its islands — in one <style> in its head: on a phone network a stylesheet to fetch
  // before the first paint costs a round trip or two (the reference page of `npm run bench` has its
  // CSS inline too). No JavaScript besides the island loader: an island's code is fetched when it
  // wakes (src/islands/loader.ts), never competing with the first paint. Which CSS each part needs
  // is the island manifest's (scripts/island-manifest-plugin.ts).
  const bundle = readBundle(dist);
  if (!bundle) throw new Error(`${dist} has no island manifest (${ISLAND_MANIFEST}): build the site first (npm run build)`);
  const cssRead = new Map();
  const readCss = (f) => {
    if (!cssRead.has(f)) cssRead.set(f, readFileSync(join(dist, f), 'utf8').trim());
    return cssRead.get(f);
  };
  const cssOf = (module) => bundle.modules[module]?.css ?? [];
  /**
   * The CSS files a page's parts need, in the order they are inlined: the site's global CSS, the
   * app shell's (the frame outside the islands), each island's (the frame's parts, the page's
   * body, its sections), the lazy parts drawn in them (the form engine), and what wakes them.
   */
  function cssFiles(islands) {
    const files = [
      ...bundle.entry.css,
      ...cssOf(bundle.named.shell),
      ...islands.flatMap((i) => cssOf(i.module)),
      ...islands.flatMap((i) => i.parts.flatMap(cssOf)),
      ...cssOf(bundle.named.wake),
    ];
    return [...new Set(files)].map((f) => `/${f}`);
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
  const siteUrl = (env.SITE_URL ?? siteConfig.site.siteUrl ?? '').replace(/\/$/, '');

  const jsonForScript = (v) =>
    JSON.stringify(v)
      .replace(/</g, '\\u003c')
      .replace(/\u2028/g, '\\u2028')
      .replace(/\u2029/g, '\\u2029');
  // The logo as the pages show it (file host + path, backslashes as slashes): the link preview
  // image of a page without an image of its own.
  const fileHost = (env.VITE_FILE_HOST ?? siteConfig.site.fileHost ?? '').replace(/\/$/, '');
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
      .replace('</head>', () => `  ${styleOf(styleFiles ?? cssFiles(islands))}${moduleScript}\n  </head>`)
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
    const firstFiles = cssFiles(rendered.islands.filter((i) => !inLater.has(i.idp)));
    const laterFiles = cssFiles(rendered.islands.filter((i) => inLater.has(i.idp))).filter((f) => !firstFiles.includes(f));
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
    return { html: parts.before + ssr.laterSlot(`${fileUrl}?b=${builtAt}`, fileUrl) + parts.after, styleFiles: firstFiles, doc };
  }

  // The first screen's main image of each page gets right-sized copies (scripts/hero-variants.mjs),
  // read from where the data came from.
  const hero = heroVariants({
    dist,
    load:
      source === 'demo'
        ? demoLoader(env.DEMO_ATTACHMENTS ?? join(root, 'demo/attachments'))
        : httpLoader(
            source,
            [env.VITE_FILE_HOST ?? siteConfig.site.fileHost].filter((u) => /^https?:\/\//.test(u ?? '')),
          ),
  });

  const queue = ['/', ...routes.map((r) => r.path).filter((p) => !p.includes(':') && p !== '/')];
  const seen = new Set(queue);
  const written = [];
  const pages = [];
  const skipped = [];
  const files = new Set();
  const LIMIT = Number(env.PRERENDER_LIMIT ?? 600);
  while (queue.length && written.length < LIMIT) {
    const path = queue.shift();
    const route = routeFor(path);
    if (!route) continue;
    const unwritable = unwritableReason(path);
    if (unwritable) {
      skipped.push({ path, reason: unwritable });
      continue;
    }
    const segs = segmentsOf(path);
    const dir = join(dist, ...segs);
    let html;
    let rendered;
    try {
      rendered = await ssr.renderUrl(path, snapshot);
      html = rendered.html;
      const split = splitPage(path, route, rendered);
      const pageHtml = await hero.rewrite(page(path, route, split ? { ...rendered, ...split } : rendered));
      mkdirSync(dir, { recursive: true });
      writeFileSync(join(dir, 'index.html'), pageHtml);
      writeFileSync(join(dir, 'page-data.json'), JSON.stringify(rendered.used));
      if (split) writeFileSync(join(dir, LATER_FILE), split.doc);
      files.add(join(...segs, 'index.html'));
      files.add(join(...segs, 'page-data.json'));
      if (split) files.add(join(...segs, LATER_FILE));
    } catch (e) {
      skipped.push({ path, reason: String(e?.message ?? e).split('\n')[0] });
      continue;
    }
    written.push(path);
    pages.push({
      path,
      kind: route.page,
      dir: segs.join('/'),
      js: [bundle.entry.file],
      islands: rendered.islands.map((i) => ({ label: i.label, wake: i.wake, module: i.module })),
    });
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
    const urls = written.map((p) => `  <url><loc>${esc(siteUrl + urlPath(p))}</loc></url>`).join('\n');
    writeFileSync(
      join(dist, 'sitemap.xml'),
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
    );
  }
  writeFileSync(
    join(dist, 'robots.txt'),
    `User-agent: *\nAllow: /\nDisallow: /studio\n${siteUrl ? `Sitemap: ${siteUrl}/sitemap.xml\n` : ''}`,
  );
  if (env.PRERENDER_LOG) console.log(written.join('\n'));
  console.log(
    `prerender: ${written.length} pages from ${source === 'demo' ? 'the demo fixtures' : source}${written.length >= LIMIT ? ` (stopped at PRERENDER_LIMIT=${LIMIT})` : ''}` +
      (skipped.length ? `; ${skipped.length} skipped:\n${skipped.map((s) => `  ${s.path}: ${s.reason}`).join('\n')}` : ''),
  );
  return { written, pages, skipped, files: [...files], builtAt };
}

/** A page's path as file names: each segment decoded (a segment that does not decode stays as it is). */
function segmentsOf(path) {
  return path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
}

/** The files the prerenderer writes in a page's folder: no page's path may end in one of them. */
const PAGE_FILES = new Set(['index.html', 'page-data.json', LATER_FILE]);

/**
 * Why a page's path cannot be written as a folder of the output, or null when it can: a segment
 * that decodes to a path separator, a dot name, a control character or a name too long for a
 * file, or a name the prerenderer writes in a page's folder (`/programs/page-data.json` would be
 * a folder where the `/programs` page keeps its data). That page is left to the client (the SPA
 * fallback serves it).
 */
export function unwritableReason(path) {
  for (const s of segmentsOf(path)) {
    if (s.includes('/') || s.includes('\\')) return `a path segment holds a path separator (${JSON.stringify(s)})`;
    if (s === '.' || s === '..') return 'a path segment is a dot name';
    if ([...s].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return 'a path segment holds a control character';
    if (Buffer.byteLength(s) > 200) return 'a path segment is too long for a file name';
    if (PAGE_FILES.has(s.toLowerCase())) return `a path segment is named like a file of a page's folder (${s})`;
  }
  return null;
}
