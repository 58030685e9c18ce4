// npm run bench: how fast the site is on a phone, printed and saved to bench-results/, never asserted
// (it exits 0 when targets are missed).
// What it measures is what a school deploys: the demo back-end starts first, the site is built with
// its data (PRERENDER_DATA=<that server>), and the same server then serves the fresh dist/ with the
// deployment's security headers and gzip. Beside the site it serves a no-JavaScript reference page
// (scripts/bench/reference-page.mjs: inline CSS, a ~60 KB hero JPEG), and every speed figure is
// read as a ratio to it: the machine's noise and the network's cost hit both alike.
//   1. Lighthouse 12 (default mobile config: simulated Moto G Power, slow 4G 150 ms RTT / 1.6 Mbps,
//      4× CPU), performance only: score, FCP, LCP, TBT, CLS and the JavaScript loaded before any
//      interaction (and whether it was React; the islands' code the page fetches after load at
//      low priority, not run, apart), for the reference and each page, runs interleaved.
//   2. Chromium through playwright-core, throttled the same way over the DevTools protocol: when
//      the admission form's first text field shows (against the reference's LCP), and the first
//      paint of about us reached from home while the service worker is in control.
//   3. The first-tap table (issue 33, scripts/bench/first-tap.mjs): each kind of island tapped
//      3 s and 1 s after load in Chromium with DevTools' Slow 4G and 4× CPU, a fresh profile per
//      run, from the touch to the first frame of the visible answer, beside a plain-script menu
//      on the reference page.
//   4. A returning visitor who chose Nepali opens an English address (issue 32,
//      scripts/bench/lang-return.mjs), caches warm and evicted, in Chromium with Slow 4G and 4× CPU:
//      when the Nepali page's content is painted, and whether anything English was painted first.
//   5. Images with uploads of the real kind (issue 40, scripts/bench/image-pages.mjs): the site
//      is built again from the demo back-end serving DEMO_PHOTOS=real (12-megapixel camera JPEGs,
//      PNG posters of 3-5.5 MB: demo/real-photos.mjs), and a phone 375 px wide with a 2× screen,
//      in Chromium without throttling, fetches each page with images: the bytes of images at load
//      and after scrolling the whole page, and the largest single image; the gallery's viewer on
//      a 1366 px desktop (the photo's natural width and bytes); Lighthouse for home, gallery and
//      about us beside the reference; and the time of a rebuild of the pages with no new image
//      against one from fixtures with every image emptied (medians of 3). Sections 1-4 run on the
//      demo's own images before it (the dist/ left at the end is the real-photo build).
//   6. Years of content (issue 41, scripts/bench/years.ts): the site built again, into a folder
//      of its own, from the demo back-end holding three years of a school's content
//      (DEMO_CONTENT=years, with DEMO_PHOTOS=real as section 5), served with it: the biggest
//      page's HTML and brotli bytes, a notice page's data file, and for home, the notice list, the
//      news list, the gallery and a notice page the data a view fetches in its first 12 s on
//      DevTools' Slow 4G, with the back-end's read calls of every page measured.
//   7. Publishing proportional to what changed (issue 41, scripts/bench/publishing.mjs): a full
//      build of a site of its own, then a rebuild of the pages with nothing new and one with one
//      notice more: the time per page and bytes per page, the build's peak memory, each
//      rebuild's time against the full build's, what the rebuild with nothing new adds on disk,
//      and whether the notice was published. With DEMO_CONTENT=years when the demo back-end has
//      it (then beside the same rows for the demo's own content, the per-page baseline).
// The Lighthouse table has the Nepali pages (/ne/…) beside the English ones.
// Options: --runs N (default 3; medians of fewer are noisy), --no-build (measure the dist/ there
// is), --only "<page name>" (e.g. --only "about us"; the reference is always measured too; the
// first taps on that page are measured with it), --only first-tap (the first-tap table alone),
// --only "returning nepali" (section 4 alone), --only nepali (the pages measured in both languages,
// each English row beside its Nepali one, with the reference, and section 4), --only images
// (section 5 alone: one build, with the real photos), --no-images (sections 1-4 without section 5),
// --only years (section 6 alone: one build, of its own), --no-years (without section 6),
// --only publishing (section 7 alone: the publishing rows, below),
// --frames DIR (first taps: keep the screen at the tap, just before the answer and at it, as PNGs
// in DIR, to look at what was measured; filming slows the page, so read those figures as such).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { startDemoServer } from '../demo/server.mjs';
import { securityHeaders } from './build/security-headers.ts';
import { launchChromium } from '../tests/support/chromium.mjs';
import { BOTH_LANGUAGES, PAGES, RETURN_PAGE, TARGETS, JS_TARGETS, noticeDetailPath } from './bench/pages.ts';
import { RETURN_TARGET, referenceLcp, returningNepali } from './bench/lang-return.mjs';
import { writeReference, removeReference } from './bench/reference-page.mjs';
import { launchForLighthouse, lighthouseRun } from './bench/lighthouse-run.mjs';
import { THROTTLE, measureLoad, swNavigation } from './bench/chromium-timing.mjs';
import { firstTapTable, lighthouseMedians, lighthouseTable, median, ms, mark } from './bench/report.mjs';
import { FIRST_TAPS, FIRST_TAP_DELAYS, REFERENCE_TAP, measureFirstTap } from './bench/first-tap.mjs';
import { SLOW_4G_TEXT } from './bench/slow-4g.ts';
import { attachmentsDir } from '../demo/attachments-dir.mjs';
import {
  IMAGE_LIGHTHOUSE_PAGES,
  IMAGE_PAGES,
  IMAGE_TARGETS,
  imageTable,
  rebuildLine,
  size,
  viewerLine,
  withoutImages,
} from './bench/image-bytes.ts';
import { measureImagePage, measureViewer } from './bench/image-pages.mjs';
import { YEARS_CONTENT_TEXT, yearsSection, yearsTable } from './bench/years.ts';
import { demoHasYears, publishingLines, publishingRuns } from './bench/publishing.mjs';

const root = join(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);

const runs = option('--runs') === undefined ? 3 : Number(option('--runs'));
if (!Number.isInteger(runs) || runs < 1) {
  console.error('--runs: a whole number, 1 or more (3 or more for medians worth reading)');
  process.exit(2);
}
const build = !args.includes('--no-build');
const only = option('--only')?.toLowerCase();
const FIRST_TAP_ONLY = 'first-tap';
const RETURN_ONLY = 'returning nepali';
const LANGUAGES_ONLY = 'nepali';
const IMAGES_ONLY = 'images';
const YEARS_ONLY = 'years';
const PUBLISHING_ONLY = 'publishing';
const ONLY = [FIRST_TAP_ONLY, RETURN_ONLY, LANGUAGES_ONLY, IMAGES_ONLY, YEARS_ONLY, PUBLISHING_ONLY];
if (only !== undefined && !(only in PAGES) && !ONLY.includes(only)) {
  console.error(`--only: one of ${[...Object.keys(PAGES), ...ONLY].map((n) => `"${n}"`).join(', ')}`);
  process.exit(2);
}
const framesDir = option('--frames');
const tapsOnly = only === FIRST_TAP_ONLY;
const returnOnly = only === RETURN_ONLY;
const languagesOnly = only === LANGUAGES_ONLY;
const imagesOnly = only === IMAGES_ONLY;
const yearsOnly = only === YEARS_ONLY;
const publishingOnly = only === PUBLISHING_ONLY;
const measurePublishing = !only || publishingOnly;
const measureImages = (!only || imagesOnly) && !args.includes('--no-images');
const measureYears = (!only || yearsOnly) && !args.includes('--no-years');
const selected =
  tapsOnly || returnOnly || imagesOnly || yearsOnly || publishingOnly
    ? []
    : languagesOnly
      ? BOTH_LANGUAGES
      : Object.keys(PAGES).filter((n) => !only || n === only);
const firstTaps =
  returnOnly || languagesOnly || imagesOnly || yearsOnly || publishingOnly
    ? []
    : FIRST_TAPS.filter((t) => !only || tapsOnly || t.page === only);
const measureReturn = !only || returnOnly || languagesOnly;
const REBUILD_RUNS = 3;
const FORM_PAGE = 'admission inquiry';
const SW_FROM = 'home';
const SW_TO = 'about us';

const started = Date.now();
const log = (msg) => {
  const s = Math.round((Date.now() - started) / 1000);
  console.log(`[${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}] ${msg}`);
};
if (runs < 3) log(`note: ${runs} run${runs > 1 ? 's' : ''} per page; medians of fewer than 3 runs are noisy`);

// Everything started here is stopped here, on success, failure or Ctrl-C alike.
const open = { server: null, chrome: null, browser: null, reference: false };
async function cleanUp() {
  if (open.chrome) {
    try {
      open.chrome.kill();
    } catch {
      /* already gone */
    }
    open.chrome = null;
  }
  if (open.browser) await open.browser.close().catch(() => {});
  open.browser = null;
  if (open.reference) removeReference(distDir);
  open.reference = false;
  if (open.server) await open.server.close();
  open.server = null;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the browsers and the server`);
    cleanUp().finally(() => process.exit(130));
  });
}

function npmBuild(env, command = ['npm', 'run', '-s', 'build'], stdio = 'inherit') {
  return new Promise((resolve) => {
    // Asynchronous on purpose: the prerenderer fetches its data from the server in this process,
    // which a synchronous child would leave unanswered.
    const child = spawn(command[0], command.slice(1), { cwd: root, stdio, env: { ...process.env, ...env } });
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(1));
  });
}

/**
 * Lighthouse for `targets` ([{ name, path }]), interleaved: reference, page 1, page 2…, then
 * again, `runs` rounds. One Chromium per round (Lighthouse opens a fresh tab and clears the
 * origin's storage for every run). Returns name → the runs.
 */
async function lighthouseRounds(origin, targets, label = 'lighthouse') {
  const lhRuns = Object.fromEntries(targets.map((t) => [t.name, []]));
  const total = runs * targets.length;
  let done = 0;
  for (let round = 1; round <= runs && targets.length; round++) {
    open.chrome = await launchForLighthouse();
    for (const t of targets) {
      done++;
      let r = await lighthouseRun(origin + t.path, open.chrome.port);
      if (r.error) {
        // Lighthouse sometimes loses the trace on a loaded machine (NO_NAVSTART…) and says to run it again: once.
        log(`${label} ${done}/${total} ${t.name}: ${r.error.split('\n')[0]}; running it again`);
        r = { ...(await lighthouseRun(origin + t.path, open.chrome.port)), retried: true };
      }
      lhRuns[t.name].push(r);
      log(
        `${label} ${done}/${total} (round ${round}/${runs}) ${t.name}: ` +
          (r.error
            ? `failed: ${r.error}`
            : `perf ${r.score}, FCP ${ms(r.fcp)}, LCP ${ms(r.lcp)}, TBT ${ms(r.tbt)}, CLS ${r.cls.toFixed(3)}, JS ${r.js.count} script${r.js.count === 1 ? '' : 's'} ${(r.js.wireBytes / 1024).toFixed(1)} KB${r.js.react ? ' React' : ''}` +
              (r.js.afterLoad.count ? ` (+ ${(r.js.afterLoad.wireBytes / 1024).toFixed(1)} KB of islands' code after load)` : '')) +
          ` (${r.seconds.toFixed(0)} s)`,
      );
    }
    open.chrome.kill();
    open.chrome = null;
  }
  return lhRuns;
}

/**
 * Section 5: the demo back-end serves the real-kind uploads, the site is built from it, and the
 * image rows, the viewer, Lighthouse and the rebuild times are measured. Returns what it
 * measured (also saved in results.images).
 */
async function imageSection(origin) {
  const server = open.server;
  const defaultFixtures = server.options.fixtures;
  const photosDir = await attachmentsDir({ DEMO_PHOTOS: 'real' }, root, { log });
  server.update({ attachmentsDir: photosDir });
  // The build reads the demo's uploads from the same folder the server serves (demo/attachments-dir.mjs).
  const buildEnv = { PRERENDER_DATA: origin, DEMO_PHOTOS: 'real', DEMO_ATTACHMENTS: photosDir };
  const out = {
    photos: photosDir,
    built: false,
    phone: '375x812, deviceScaleFactor 2, Chromium, no throttling, service worker blocked',
    pages: {},
  };
  out.targets = IMAGE_TARGETS;
  results.images = out;
  if (build) {
    log(`images: building the site with the real photos (PRERENDER_DATA=${origin}, DEMO_PHOTOS=real) …`);
    const t = Date.now();
    const code = await npmBuild(buildEnv);
    if (code === 2) note('images: the build published with something held, failed or skipped (its report above): measured as built');
    else if (code !== 0) {
      note(`images: the build with the real photos failed (exit ${code}); section 5 not measured`);
      out.error = `build exit ${code}`;
      return out;
    }
    out.built = true;
    log(`images: built in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  } else {
    note('images: --no-build, so the dist/ there is was measured, with the real photos served (built from other data?)');
  }
  // The build switched dist/ to a new release: the reference page goes into that one.
  if (open.reference) removeReference(distDir);
  const reference = writeReference(distDir);
  open.reference = true;

  // The image rows, on the phone.
  open.browser = await launchChromium();
  results.machine.chromium = open.browser.version();
  const names = Object.keys(IMAGE_PAGES);
  for (const name of names) {
    const path = name === 'notice detail' ? noticeDetailPath(distDir) : IMAGE_PAGES[name];
    if (!path) {
      out.pages[name] = { path: null, error: 'no prerendered notice detail page under dist/media/notice/' };
      continue;
    }
    try {
      const m = await measureImagePage(open.browser, origin + path);
      out.pages[name] = { path, ...m };
      log(
        `images ${name} (${decodeURI(path)}): at load ${size(m.load.bytes)} (${m.load.count}), after scrolling ${size(m.scrolled.bytes)} (${m.scrolled.count}), largest ${size(m.scrolled.largest?.bytes)}`,
      );
    } catch (err) {
      out.pages[name] = { path, error: String(err?.message ?? err).split('\n')[0] };
      log(`images ${name}: failed: ${out.pages[name].error}`);
    }
  }
  try {
    out.viewer = await measureViewer(open.browser, origin + IMAGE_PAGES.gallery);
  } catch (err) {
    out.viewer = { error: String(err?.message ?? err).split('\n')[0] };
  }
  log(viewerLine(out.viewer));
  await open.browser.close();
  open.browser = null;

  // Lighthouse with the real photos, beside the reference, in the same rounds.
  const lhTargets = [
    { name: 'reference', path: reference.path },
    ...IMAGE_LIGHTHOUSE_PAGES.map((n) => ({ name: n, path: IMAGE_PAGES[n] })),
  ];
  const lhRuns = await lighthouseRounds(origin, lhTargets, 'images: lighthouse');
  out.lighthouse = Object.fromEntries(
    lhTargets.map((t) => [t.name, { path: t.path, median: lighthouseMedians(lhRuns[t.name]), runs: lhRuns[t.name] }]),
  );

  // Rebuild of the pages with no new image, against one from fixtures with every image emptied,
  // interleaved (no images, then the images, each round), so dist/ ends as the real-photo build.
  if (build) {
    const noImages = mkdtempSync(join(os.tmpdir(), 'bench-no-images-'));
    let emptied = 0;
    for (const f of readdirSync(defaultFixtures)) {
      const file = join(defaultFixtures, f);
      if (!f.endsWith('.json')) {
        copyFileSync(file, join(noImages, f));
        continue;
      }
      const text = readFileSync(file, 'utf8');
      let json;
      try {
        json = JSON.parse(text);
      } catch {
        writeFileSync(join(noImages, f), text);
        continue;
      }
      const w = withoutImages(json);
      emptied += w.emptied;
      writeFileSync(join(noImages, f), JSON.stringify(w.value, null, 2));
    }
    out.rebuild = { runs: REBUILD_RUNS, emptiedImages: emptied, withImagesMs: [], noImagesMs: [], exitCodes: [] };
    const rebuild = async (kind, fixtures) => {
      server.update({ fixtures });
      const t = Date.now();
      const code = await npmBuild(
        buildEnv,
        ['node', '--import', 'tsx', 'scripts/build/pipeline.ts', '--pages'],
        ['ignore', 'ignore', 'inherit'],
      );
      const took = Date.now() - t;
      out.rebuild.exitCodes.push({ kind, code });
      return { took, code };
    };
    try {
      for (let round = 1; round <= REBUILD_RUNS; round++) {
        for (const [kind, fixtures] of [
          ['noImagesMs', noImages],
          ['withImagesMs', defaultFixtures],
        ]) {
          const r = await rebuild(kind, fixtures);
          out.rebuild[kind].push(r.code === 0 || r.code === 2 ? r.took : NaN);
          log(
            `images: rebuild of the pages ${round}/${REBUILD_RUNS}, ${kind === 'noImagesMs' ? 'no images at all' : 'no new image'}: ${(r.took / 1000).toFixed(1)} s (exit ${r.code})`,
          );
        }
      }
    } finally {
      server.update({ fixtures: defaultFixtures });
      rmSync(noImages, { recursive: true, force: true });
    }
    out.rebuild.withImagesMedianMs = median(out.rebuild.withImagesMs);
    out.rebuild.noImagesMedianMs = median(out.rebuild.noImagesMs);
    out.rebuild.ratio = out.rebuild.withImagesMedianMs / out.rebuild.noImagesMedianMs;
    // The rebuilds switched dist/ again: the reference page goes into the last one, as cleanUp expects.
    removeReference(distDir);
    writeReference(distDir);
  } else {
    note('images: --no-build, so no rebuild was timed');
  }
  out.distStamp = statSync(join(distDir, 'index.html')).mtimeMs;
  return out;
}

/** Section 5's tables. */
function printImages(images) {
  if (images.error) return;
  console.log(
    `\nImages with uploads of the real kind (DEMO_PHOTOS=real), a phone 375 px wide with a 2× screen, Chromium, exact bytes of image responses:`,
  );
  const rows = Object.entries(images.pages).map(([name, p]) => ({ name, ...p }));
  for (const l of imageTable(rows)) console.log('  ' + l);
  console.log('  ' + viewerLine(images.viewer));
  if (images.lighthouse) {
    console.log(
      `\n  Lighthouse ${results.machine.lighthouse}, mobile, with the real photos, median of ${runs} run${runs > 1 ? 's' : ''} (targets: perf ≥ ${TARGETS.score}, LCP ≤ ${TARGETS.lcpRatio}× the reference's):`,
    );
    const lhRows = Object.entries(images.lighthouse).map(([name, r]) => ({ name, path: r.path, median: r.median }));
    for (const l of lighthouseTable(lhRows)) console.log('    ' + l);
  }
  if (images.rebuild)
    console.log('\n  ' + rebuildLine(images.rebuild.withImagesMedianMs, images.rebuild.noImagesMedianMs, images.rebuild.runs));
}

/**
 * Section 6: the publishing rows (scripts/bench/publishing.mjs), on the demo's own content and,
 * when the demo back-end has it, on years of content (DEMO_CONTENT=years, a back-end of its own).
 */
async function publishingSection(origin) {
  const today = await publishingRuns({ root, server: open.server, origin, log });
  const out = { today, years: null, lines: [] };
  results.publishing = out;
  if (demoHasYears(root)) {
    const was = process.env.DEMO_CONTENT;
    process.env.DEMO_CONTENT = 'years';
    const years = await startDemoServer({ port: 0, fixtures: join(root, 'demo/fixtures'), delayMs: 0, fail: '', log: false });
    try {
      out.years = await publishingRuns({ root, server: years, origin: years.url, log, env: { DEMO_CONTENT: 'years' } });
    } finally {
      await years.close();
      if (was === undefined) delete process.env.DEMO_CONTENT;
      else process.env.DEMO_CONTENT = was;
    }
  } else note('publishing: the demo back-end has no DEMO_CONTENT=years yet: measured on its own content only');
  out.lines = out.years ? [...publishingLines(out.years, today.error ? null : today), ...publishingLines(today)] : publishingLines(today);
  return out;
}

const results = {
  date: new Date().toISOString(),
  machine: {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    cores: os.cpus().length,
    node: process.version,
    platform: `${process.platform} ${process.arch}`,
    lighthouse: JSON.parse(readFileSync(join(root, 'node_modules/lighthouse/package.json'), 'utf8')).version,
    chromium: null,
  },
  runs,
  options: { build, only: only ?? null, images: measureImages, years: measureYears },
  targets: { ...TARGETS, js: JS_TARGETS },
  lighthouse: { profile: 'Lighthouse default mobile: simulated Moto G Power, 150 ms RTT, 1.6 Mbps, 4x CPU', pages: {} },
  chromium: {
    profile: `CDP: ${THROTTLE.cpu}x CPU, ${THROTTLE.latency} ms latency, ${THROTTLE.downloadKbps} kbps down, ${THROTTLE.uploadKbps} kbps up, 412x823`,
  },
  notes: [],
};
const note = (text) => {
  results.notes.push(text);
  log(`note: ${text}`);
};

try {
  // One server for everything: it looks files up on each request (nothing about dist/ is read
  // when it starts, and its gzip cache is keyed by size and modification time), so it can answer
  // the prerenderer during the build and then serve the dist/ that build wrote. Default fixtures,
  // no delay or failures, whatever DEMO_* says in the environment.
  open.server = await startDemoServer({
    port: 0,
    fixtures: join(root, 'demo/fixtures'),
    delayMs: 0,
    fail: '',
    staticDir: distDir,
    headers: securityHeaders(),
    log: false,
  });
  const origin = open.server.url;
  log(`demo back-end on ${origin}`);
  results.dataSource = build ? `PRERENDER_DATA=${origin} (demo back-end, default fixtures)` : 'existing dist/ (--no-build)';

  // (--only images: section 5 builds the site itself, with the real photos.)
  if (build && !imagesOnly && !yearsOnly && !publishingOnly) {
    log(`building the site with PRERENDER_DATA=${origin} …`);
    const t = Date.now();
    const code = await npmBuild({ PRERENDER_DATA: origin });
    // (Exit 2: published, with something held, failed or skipped, which the build's report names.)
    if (code === 2) note('the build published with something held, failed or skipped (its report above): measured as built');
    else if (code !== 0) {
      console.error(`\nbench: the build failed (exit ${code}); nothing measured. Fix it, or measure the dist/ there is with --no-build.`);
      await cleanUp();
      process.exit(1);
    }
    log(`built in ${((Date.now() - t) / 1000).toFixed(0)} s`);
  } else if (!build && !yearsOnly && !existsSync(join(distDir, 'index.html'))) {
    console.error('bench: --no-build, but there is no dist/index.html: run `npm run build` first');
    await cleanUp();
    process.exit(1);
  }
  // Another build into dist/ during the run would mix two versions of the site: noted at the end.
  // (Section 5 builds again on purpose: its stamp is taken after that.)
  let distStamp = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : NaN;

  const reference = (imagesOnly && build) || yearsOnly || publishingOnly ? null : writeReference(distDir);
  open.reference = !!reference;
  if (reference)
    log(
      `reference page ${reference.path}: ${(reference.htmlBytes / 1024).toFixed(1)} KB HTML, ${(reference.heroBytes / 1024).toFixed(0)} KB hero JPEG`,
    );

  const pages = [];
  for (const name of selected) {
    let path = PAGES[name];
    if (name === 'notice detail') {
      path = noticeDetailPath(distDir);
      if (!path) {
        note('notice detail: no prerendered notice detail page under dist/media/notice/, skipped');
        continue;
      }
      log(`notice detail: ${decodeURI(path)}`);
    }
    pages.push({ name, path });
  }
  // (--only first-tap, "returning nepali" or images: no Lighthouse here, not even for the reference.)
  const targets =
    tapsOnly || returnOnly || imagesOnly || yearsOnly || publishingOnly ? [] : [{ name: 'reference', path: reference.path }, ...pages];

  // ---- 1. Lighthouse, interleaved: reference, page 1, page 2…, then again.
  const lhRuns = await lighthouseRounds(origin, targets);
  const rows = targets.map((t) => ({ ...t, median: lighthouseMedians(lhRuns[t.name]) }));
  for (const row of rows) results.lighthouse.pages[row.name] = { path: row.path, median: row.median, runs: lhRuns[row.name] };

  // ---- 2. Chromium with CDP throttling.
  // (--only nepali: the Lighthouse rows and section 4 alone.)
  const formPage = languagesOnly ? undefined : pages.find((p) => p.name === FORM_PAGE);
  const swPage = !languagesOnly && (selected.includes(SW_FROM) || selected.includes(SW_TO)) ? PAGES[SW_TO] : null;
  const form = { reference: [], form: [] };
  const swNav = [];
  if (formPage || swPage) {
    open.browser = await launchChromium();
    results.machine.chromium = open.browser.version();
    for (let round = 1; round <= runs; round++) {
      if (formPage) {
        const ref = await measureLoad(open.browser, origin + reference.path);
        form.reference.push(ref);
        log(`chromium round ${round}/${runs} reference: ${ref.error ? `failed: ${ref.error}` : `LCP ${ms(ref.lcp)}, FCP ${ms(ref.fcp)}`}`);
        const f = await measureLoad(open.browser, origin + formPage.path, { waitForForm: true });
        form.form.push(f);
        log(
          `chromium round ${round}/${runs} ${FORM_PAGE}: ${f.error ? `failed: ${f.error}` : `first text field shown at ${ms(f.formAt)} (FCP ${ms(f.fcp)}, LCP ${ms(f.lcp)})`}`,
        );
      }
      if (swPage) {
        const n = await swNavigation(open.browser, origin, swPage);
        swNav.push(n);
        log(
          `chromium round ${round}/${runs} home → ${SW_TO} (service worker in control): ` +
            (n.error
              ? `failed: ${n.error}`
              : `FCP ${ms(n.fcp)}, document ${n.viaServiceWorker ? 'via the service worker' : 'from the network'}, first byte at ${ms(n.responseStart)}`),
        );
      }
    }
    await open.browser.close();
    open.browser = null;
  }
  const formSummary = formPage && {
    referenceLcp: median(form.reference.map((r) => r.lcp)),
    formAt: median(form.form.map((r) => r.formAt)),
    runs: form,
  };
  if (formSummary) {
    formSummary.ratio = formSummary.formAt / formSummary.referenceLcp;
    results.chromium.admissionForm = formSummary;
  }
  const swSummary = swPage && {
    from: PAGES[SW_FROM],
    to: swPage,
    fcp: median(swNav.map((r) => r.fcp)),
    responseStart: median(swNav.map((r) => r.responseStart)),
    viaServiceWorker: swNav.some((r) => r.viaServiceWorker),
    runs: swNav,
  };
  if (swSummary) results.chromium.swNavigation = swSummary;

  // ---- 3. First taps: rounds of (reference, each row) × (3 s, 1 s), each in a fresh context.
  const tapRows = firstTaps.length
    ? [{ ...REFERENCE_TAP, path: reference.menuPath }, ...firstTaps.map((t) => ({ ...t, path: t.path ?? PAGES[t.page] }))]
    : [];
  const tapRuns = tapRows.map(() => Object.fromEntries(FIRST_TAP_DELAYS.map((d) => [d, []])));
  if (tapRows.length) {
    open.browser = await launchChromium();
    results.machine.chromium = open.browser.version();
    const tapTotal = runs * tapRows.length * FIRST_TAP_DELAYS.length;
    let tapDone = 0;
    for (let round = 1; round <= runs; round++) {
      for (const [i, tap] of tapRows.entries()) {
        for (const delay of FIRST_TAP_DELAYS) {
          tapDone++;
          const slug = `${tap.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}-${delay / 1000}s-run${round}`;
          const r = await measureFirstTap(open.browser, origin, tap, delay, { frames: framesDir && join(framesDir, slug) });
          tapRuns[i][delay].push(r);
          log(
            `first tap ${tapDone}/${tapTotal} (round ${round}/${runs}) ${tap.name}, ${delay / 1000} s after load: ` +
              (r.error
                ? `failed: ${r.error}`
                : r.missed
                  ? `missed: the touch landed on ${r.tappedOn}`
                  : r.lost
                    ? `lost: no answer within 10 s`
                    : `answered in ${ms(r.ms)} (tapped ${(r.tapAfterLoad / 1000).toFixed(2)} s after load, Event Timing ${Number.isFinite(r.eventMs) ? ms(r.eventMs) : '< 16 ms'})`),
          );
        }
      }
    }
    await open.browser.close();
    open.browser = null;
    results.chromium.firstTap = {
      profile: `CDP: DevTools Slow 4G, ${SLOW_4G_TEXT}; phone 412x823 (the dropdown: tablet 800x1280); a fresh context per run`,
      delaysMs: FIRST_TAP_DELAYS,
      rows: tapRows.map((t, i) => ({ name: t.name, path: t.path, issue: t.issue ?? null, afterFirst: !!t.first, runs: tapRuns[i] })),
    };
  }

  // ---- 4. The returning visitor who chose Nepali, on an English address: rounds of (reference,
  // caches evicted, caches warm), each in a fresh context.
  const returnRuns = { reference: [], evicted: [], warm: [] };
  const returnPath = PAGES[RETURN_PAGE];
  if (measureReturn) {
    open.browser = await launchChromium();
    results.machine.chromium = open.browser.version();
    for (let round = 1; round <= runs; round++) {
      const ref = await referenceLcp(open.browser, origin + reference.path);
      returnRuns.reference.push(ref);
      log(`returning Nepali round ${round}/${runs} reference: ${ref.error ? `failed: ${ref.error}` : `LCP ${ms(ref.lcp)}`}`);
      for (const caches of ['evicted', 'warm']) {
        const r = await returningNepali(open.browser, origin, returnPath, { caches });
        returnRuns[caches].push(r);
        log(
          `returning Nepali round ${round}/${runs} ${returnPath}, caches ${caches}: ` +
            (r.error
              ? `failed: ${r.error}`
              : `Nepali content at ${ms(r.nepaliAt)} on ${r.landed}${r.viaServiceWorker ? ' (via the service worker)' : ''}, English paints: ${r.english.length ? r.english.join(', ') : 'none'}`),
        );
      }
    }
    await open.browser.close();
    open.browser = null;
    const refLcp = median(returnRuns.reference.map((r) => r.lcp));
    const budget = refLcp * RETURN_TARGET.lcpRatio + RETURN_TARGET.roundTripMs;
    results.chromium.returningNepali = {
      profile: `CDP: DevTools Slow 4G, ${SLOW_4G_TEXT}; phone 412x823; a fresh context per run`,
      path: returnPath,
      referenceLcp: refLcp,
      budgetMs: budget,
      ...Object.fromEntries(
        ['evicted', 'warm'].map((c) => {
          const ok = returnRuns[c].filter((r) => !r.error);
          return [
            c,
            { nepaliAt: median(ok.map((r) => r.nepaliAt)), englishPainted: ok.some((r) => r.english.length > 0), okRuns: ok.length },
          ];
        }),
      ),
      runs: returnRuns,
    };
  }

  // ---- 5. Images with uploads of the real kind.
  const images = measureImages ? await imageSection(origin) : null;

  // ---- 6. Years of content, in a build and a back-end of its own (dist/ untouched).
  if (measureYears) results.years = await yearsSection({ build, photos: 'real', log, note, launchChromium });

  // ---- 7. Publishing proportional to what changed.
  const publishing = measurePublishing ? await publishingSection(origin) : null;

  // ---- Report.
  if (rows.length) {
    console.log(
      `\nLighthouse ${results.machine.lighthouse}, mobile (simulated Moto G Power, slow 4G 150 ms RTT / 1.6 Mbps, 4× CPU), median of ${runs} run${runs > 1 ? 's' : ''}:`,
    );
    for (const line of lighthouseTable(rows)) console.log('  ' + line);
  }
  const refScore = rows[0]?.median.score;
  if (rows.length && !(refScore >= 100)) {
    console.log(
      `  ⚠ the reference page scored ${Number.isFinite(refScore) ? refScore : '—'}, not 100: this run's performance scores are not comparable with the ≥ ${TARGETS.score} target (a busy machine?)`,
    );
    results.notes.push(`reference scored ${refScore} (< 100): performance scores not meaningful`);
  }
  if (formSummary || swSummary) {
    console.log(
      `\nChromium ${results.machine.chromium ?? ''} throttled through CDP (${THROTTLE.cpu}× CPU, ${THROTTLE.latency} ms latency, ${THROTTLE.downloadKbps / 1000} Mbps down, ${THROTTLE.uploadKbps} kbps up), median of ${runs}:`,
    );
  }
  // (Labels padded to one width, figures right-aligned, so the lines read as a table.)
  const line = (label, figure, rest = '') => console.log(`  ${label.padEnd(52)}${figure.padStart(9)}${rest}`);
  if (formSummary) {
    const { referenceLcp, formAt, ratio } = formSummary;
    const ok = Number.isFinite(ratio) ? ratio <= TARGETS.formVsRefLcp : null;
    line('reference page: LCP', ms(referenceLcp));
    line(
      `${FORM_PAGE}: first text field shown`,
      ms(formAt),
      `  ${Number.isFinite(ratio) ? ratio.toFixed(2) + '×' : '—'} the reference's LCP   target ≤ ${TARGETS.formVsRefLcp}× ${mark(ok)}`,
    );
  }
  if (swSummary) {
    const ok = Number.isFinite(swSummary.fcp) ? swSummary.fcp < TARGETS.swNavigationFcpMs : null;
    line(
      `home → ${SW_TO}, service worker in control: FCP`,
      ms(swSummary.fcp),
      `  target < ${TARGETS.swNavigationFcpMs} ms ${mark(ok)}   (document ${swSummary.viaServiceWorker ? 'answered through the service worker' : 'from the network'}, first byte at ${ms(swSummary.responseStart)})`,
    );
  }

  if (tapRows.length) {
    console.log(
      `\nFirst tap: Chromium ${results.machine.chromium ?? ''}, DevTools Slow 4G through CDP (${SLOW_4G_TEXT}), a fresh profile per run, from the touch to the first frame of the visible answer, median of ${runs}:`,
    );
    const table = firstTapTable(results.chromium.firstTap.rows);
    for (const l of table.lines) console.log('  ' + l);
    for (const n of table.notes) note(n);
    if (framesDir) note(`first taps filmed into ${framesDir} (the screen at the tap, before the answer, at it): filming slows the page`);
  }

  const ret = results.chromium.returningNepali;
  if (ret) {
    console.log(
      `\nReturning visitor who chose Nepali, opening ${ret.path} (English): Chromium ${results.machine.chromium ?? ''}, DevTools Slow 4G through CDP (${SLOW_4G_TEXT}), median of ${runs}:`,
    );
    line('reference page: LCP', ms(ret.referenceLcp));
    for (const c of ['evicted', 'warm']) {
      const r = ret[c];
      const ok = Number.isFinite(r.nepaliAt) && r.okRuns ? r.nepaliAt <= ret.budgetMs && !r.englishPainted : null;
      line(
        `caches ${c}: Nepali content painted`,
        ms(r.nepaliAt),
        `  target ≤ ${ms(ret.budgetMs)} (${RETURN_TARGET.lcpRatio}× the reference's LCP + one round trip), English painted first: ${r.englishPainted ? 'yes' : 'no'} ${mark(ok)}`,
      );
    }
  }

  if (images) {
    printImages(images);
    // (Section 5 built again on purpose; when its build failed, nothing else changed dist/ either.)
    distStamp = images.distStamp ?? (existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : NaN);
  }

  if (results.years && !results.years.error) {
    console.log(
      `\nYears of content (DEMO_CONTENT=years: ${YEARS_CONTENT_TEXT}; ${results.years.photos ? `DEMO_PHOTOS=${results.years.photos}` : "the demo's drawings"}), targets printed, not asserted:`,
    );
    for (const l of yearsTable(results.years)) console.log('  ' + l);
  }

  if (publishing) {
    console.log('\nPublishing (a site of its own, built and rebuilt as the schedule runs it):');
    for (const l of publishing.lines) console.log('  ' + l);
  }

  const stampNow = existsSync(join(distDir, 'index.html')) ? statSync(join(distDir, 'index.html')).mtimeMs : NaN;
  if (stampNow !== distStamp && !(Number.isNaN(stampNow) && Number.isNaN(distStamp))) {
    note('dist/ was rebuilt while the bench ran (another build?): the figures may mix two versions of the site');
  }
  const out = join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  // Date and time in the name, so several runs a day are all kept.
  const file = join(out, `bench-${results.date.slice(0, 16).replace(':', '-')}.json`);
  results.seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
  console.log(`\nsaved ${file} (${Math.floor(results.seconds / 60)} min ${results.seconds % 60} s)`);
} finally {
  await cleanUp();
}
