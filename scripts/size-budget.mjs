// Deterministic size budgets, enforced in CI (speed figures live in `npm run bench`, printed only).
// A prerendered page's HTML loads only the island loader; an island's code is fetched when it
// wakes (src/islands/). So, read from the built site (the budgets step of scripts/build.mjs;
// `node scripts/size-budget.mjs` checks DIST_DIR, default dist/):
//   - a content page (About Us, a notice) loads at most 5 KB gzip of JavaScript up front: its
//     module script and any modulepreload;
//   - the home page loads at most 80 KB gzip before any interaction: the loader, plus
//     hydrate.tsx and the module of every island waking at 'load' or 'idle', with their static
//     imports (scripts/home-chunks.mjs, on Vite's manifest);
//   - no chunk of ours is above 150 KB gzip;
//   - none of the heavy parts (form engine, calendar, gallery, studio) is among what the home
//     page loads before any interaction, and each is still a chunk of its own;
//   - no prerendered page makes its first paint wait on a fetch (scripts/first-paint-rules.mjs);
//   - the home page's HTML, as brotli, fits in the first round trip of a new connection (TCP's
//     initial window, 10 packets of 1,460 bytes, less ~1 KB for the response's headers): every
//     14–29 KB more costs a phone on slow 4G another 150 ms before its first paint
//     (scripts/later-part.mjs keeps the sections below the first screen out of it).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { htmlAssets } from './html-assets.mjs';
import { firstPaintProblems } from './first-paint-rules.mjs';
import { REGISTRIES, beforeInteraction, homeProblems, islandsInHtml, lazyModules, registryEntries, wakesUnasked } from './home-chunks.mjs';

const ROOT = join(import.meta.dirname, '..');
const KB = 1024;
const CONTENT_BUDGET = 5 * KB;
const HOME_BUDGET = 80 * KB;
const CHUNK_BUDGET = 150 * KB;
const FIRST_WINDOW = 10 * 1460 - 1100;

/**
 * Checks the budgets on the built site in `out`, printing each figure; returns whether they hold
 * and the problems found.
 */
export function sizeBudgets({ out, root = ROOT }) {
  const dist = out;
  const problems = [];
  const kb = (n) => `${(n / KB).toFixed(1)} KB`;
  const gzCache = new Map();
  const gz = (file) => {
    if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
    return gzCache.get(file);
  };
  const jsOf = (html) => htmlAssets(html).js.map((f) => f.replace(/^\//, ''));
  const fail = (msg) => {
    console.log(`✗ ${msg}`);
    problems.push(msg);
  };

  // Content pages: what their HTML loads up front.
  const contentPages = ['who-we-are/about-us/index.html'];
  const noticeDir = join(dist, 'media/notice');
  if (existsSync(noticeDir)) {
    // A notice page: /media/notice/<id>/<title>/index.html, the first one written.
    const detail = readdirSync(noticeDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .flatMap((d) =>
        readdirSync(join(noticeDir, d.name), { withFileTypes: true })
          .filter((t) => t.isDirectory())
          .map((t) => `media/notice/${d.name}/${t.name}/index.html`),
      )
      .find((f) => existsSync(join(dist, f)));
    if (detail) contentPages.push(detail);
  }
  for (const page of contentPages) {
    if (!existsSync(join(dist, page))) {
      fail(`${page} is missing: was the site prerendered (PRERENDER_DATA not off)?`);
      continue;
    }
    const files = jsOf(readFileSync(join(dist, page), 'utf8'));
    const bytes = files.reduce((n, f) => n + gz(f), 0);
    console.log(
      `JS up front on /${page.replace(/index\.html$/, '')}: ${kb(bytes)} gzip (budget ${CONTENT_BUDGET / KB} KB) — ${files.join(', ') || 'none'}`,
    );
    if (bytes > CONTENT_BUDGET)
      fail(
        `/${page.replace(/index\.html$/, '')} loads ${kb(bytes)} gzip of JavaScript up front, over the ${CONTENT_BUDGET / KB} KB budget`,
      );
  }

  // The home page before any interaction, on Vite's manifest.
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    fail('dist/.vite/manifest.json is missing (vite.config.ts: build.manifest), so what the home page loads cannot be measured');
  } else {
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const registries = Object.fromEntries(
      Object.entries(REGISTRIES).map(([kind, file]) => [kind, registryEntries(readFileSync(join(root, file), 'utf8'), file)]),
    );
    for (const [kind, file] of Object.entries(REGISTRIES))
      if (!Object.keys(registries[kind]).length) fail(`no island entries read from ${file}: has the form of its lines changed?`);
    const html = readFileSync(join(dist, 'index.html'), 'utf8');
    const islands = islandsInHtml(html);
    const eager = islands.filter(wakesUnasked);
    const { keys, problems } = beforeInteraction({ manifest, htmlJs: jsOf(html), islands, registries });
    problems.forEach(fail);
    const files = [...new Set(keys.map((k) => manifest[k].file).filter((f) => f.endsWith('.js')))];
    const sized = files.map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
    const homeBytes = sized.reduce((n, s) => n + s.size, 0);
    const describe = (i) =>
      i.name === 'section' ? `section ${i.props?.section?.type}` : i.name === 'page' ? `page ${i.props?.route?.page}` : i.name;
    console.log(
      `JS on the home page before interaction: ${kb(homeBytes)} gzip (budget ${HOME_BUDGET / KB} KB), ${files.length} files — the loader${eager.length ? `, hydrate and ${eager.map((i) => `${describe(i)} (${i.wake})`).join(', ')}` : ''}:`,
    );
    for (const s of sized) console.log(`  ${kb(s.size).padStart(8)}  ${s.f}`);
    if (homeBytes > HOME_BUDGET)
      fail(`the home page loads ${kb(homeBytes)} gzip of JavaScript before any interaction, over the ${HOME_BUDGET / KB} KB budget`);

    // The heavy parts stay out of it.
    const heavy = homeProblems({
      manifest,
      keys,
      readFile: (f) => readFileSync(join(dist, f), 'utf8'),
      lazy: lazyModules(manifest, registries),
    });
    heavy.forEach(fail);
    if (!heavy.length) console.log('✓ the form engine, calendar, gallery and studio are not loaded by the home page before interaction');
  }

  // The home page in the first round trip.
  const homeBr = join(dist, 'index.html.br');
  if (!existsSync(homeBr)) fail('dist/index.html.br is missing: the build writes a brotli copy of each page (scripts/precompress.mjs)');
  else {
    const bytes = readFileSync(homeBr).length;
    console.log(`home page HTML: ${kb(bytes)} brotli (budget ${kb(FIRST_WINDOW)}: TCP's first window less the headers)`);
    if (bytes > FIRST_WINDOW)
      fail(
        `the home page's HTML is ${kb(bytes)} as brotli, over the ${kb(FIRST_WINDOW)} that reach a phone in a connection's first round trip: move a section below home.firstScreenSections, or shorten the first screen`,
      );
  }

  // No chunk of ours too big.
  const chunks = readdirSync(join(dist, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: gz(`assets/${f}`) }))
    .sort((a, b) => b.size - a.size);
  for (const c of chunks.slice(0, 5)) console.log(`  chunk ${c.f}: ${kb(c.size)} gzip`);
  for (const c of chunks.filter((c) => c.size > CHUNK_BUDGET))
    fail(`${c.f} is ${kb(c.size)} gzip, over the ${CHUNK_BUDGET / KB} KB chunk budget`);

  // Every prerendered page: nothing its first paint would wait on.
  const pagesIn = (dir) =>
    readdirSync(join(dist, dir), { withFileTypes: true }).flatMap((d) =>
      d.isDirectory()
        ? d.name === 'assets' || d.name.startsWith('.')
          ? []
          : pagesIn(join(dir, d.name))
        : d.name === 'index.html'
          ? [join(dir, d.name)]
          : [],
    );
  const pages = pagesIn('');
  let waits = 0;
  for (const page of pages) {
    for (const p of firstPaintProblems(readFileSync(join(dist, page), 'utf8'))) {
      waits++;
      fail(`/${page.replace(/index\.html$/, '')}: ${p}`);
    }
  }
  if (!waits) console.log(`✓ none of the ${pages.length} prerendered pages makes its first paint wait on a fetch`);

  console.log(problems.length ? '✗ size budgets exceeded' : '✓ size budgets hold');
  return { ok: !problems.length, problems };
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exit(sizeBudgets({ out: process.env.DIST_DIR ?? join(ROOT, 'dist') }).ok ? 0 : 1);
