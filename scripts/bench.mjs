// npm run bench: size and speed figures, printed and saved to bench-results/, never asserted.
// Sizes: the JS and CSS a page's HTML loads before first render (its scripts, modulepreloads and
// stylesheets, raw and gzip), and everything it loads in its first 2.5 s. Speed: Chromium with a phone
// profile (375x812, 4x CPU slowdown, slow 4G: 150 ms RTT, 1.6 Mbps down) against `npm run demo`'s
// build: FCP, LCP, CLS, total blocking time and time until content shows, as medians of several
// runs, for a first visit and a returning visit, and which element was the largest paint.
// Options: --runs N (default 3), --no-build, --only "<page name>" (e.g. --only home).
import { execSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { startDemoServer } from '../demo/server.mjs';
import { securityHeaders } from './security-headers.mjs';
import { launchChromium } from '../tests/support/chromium.mjs';
import { htmlAssets } from './html-assets.mjs';

const root = join(import.meta.dirname, '..');
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf('--runs') + 1]) || 3;
if (!args.includes('--no-build')) execSync('npm run -s build', { cwd: root, stdio: 'inherit' });

const ROUTES = {
  home: '/',
  'news list': '/media/news',
  'notice list': '/media/notice',
  gallery: '/media/gallery',
  calendar: '/academics/calendar',
  'admission form': '/requests-inquiries/admission-inquiry',
  'about us': '/who-we-are/about-us',
};
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
if (only && !(only in ROUTES)) {
  console.error(`--only: one of ${Object.keys(ROUTES).join(', ')}`);
  process.exit(2);
}
const TARGETS = { lcpMs: 1500, tbtMs: 50, cls: 0.02, returningMs: 1000 };

const median = (xs) => {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Collected in the page from the first byte on.
const OBSERVE = `
  window.__perf = { lcp: 0, lcpElement: '', cls: 0, longTasks: [], contentAt: 0 };
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.className && typeof el.className === 'string' ? '.' + el.className.split(' ')[0] : '') + (el.closest('[role=dialog],dialog') ? ' (in a dialog)' : '') : '';
  new PerformanceObserver((l) => { for (const e of l.getEntries()) { window.__perf.lcp = e.startTime; window.__perf.lcpElement = describe(e.element); } }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); }).observe({ type: 'longtask', buffered: true });
  const seen = () => { if (!window.__perf.contentAt && document.querySelector('main#main')) window.__perf.contentAt = performance.now(); };
  new MutationObserver(seen).observe(document, { childList: true, subtree: true });
`;

// What the page's HTML itself loads before first render (from the built files, so it does not
// depend on timing): module script and modulepreloads (JS), stylesheets (CSS).
const distDir = process.env.DIST_DIR ?? join(root, 'dist');
async function beforeRender(url) {
  const { js, css } = htmlAssets(await (await fetch(url)).text());
  const origin = new URL(url).origin;
  const sum = (files) =>
    files
      .map((f) => new URL(f, url))
      .filter((u) => u.origin === origin) // (another host's files are not ours to measure)
      .reduce(
        (acc, u) => {
          const body = readFileSync(join(distDir, decodeURIComponent(u.pathname)));
          // gzip -9, as the size budget (scripts/size-budget.mjs) counts.
          return { raw: acc.raw + body.length, gzip: acc.gzip + gzipSync(body, { level: 9 }).length, files: acc.files + 1 };
        },
        { raw: 0, gzip: 0, files: 0 },
      );
  return { js: sum(js), css: sum(css) };
}

async function measure(browser, url, { returning }) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers: 'allow' });
  const page = await context.newPage();
  await page.addInitScript(OBSERVE);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 });
  const bytes = { js: 0, jsGz: 0, css: 0, cssGz: 0, total: 0 };
  page.on('response', async (r) => {
    try {
      const body = await r.body();
      const type = r.request().resourceType();
      bytes.total += body.length;
      if (type === 'script') {
        bytes.js += body.length;
        bytes.jsGz += gzipSync(body).length;
      }
      if (type === 'stylesheet') {
        bytes.css += body.length;
        bytes.cssGz += gzipSync(body).length;
      }
    } catch {
      /* redirects and aborted requests have no body */
    }
  });
  if (returning) {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await page.goto('about:blank');
    Object.assign(bytes, { js: 0, jsGz: 0, css: 0, cssGz: 0, total: 0 });
  }
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const perf = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const p = window.__perf;
    const tbt = p.longTasks.filter(([s]) => s >= fcp).reduce((n, [, d]) => n + Math.max(0, d - 50), 0);
    return { fcp, lcp: p.lcp, lcpElement: p.lcpElement, cls: p.cls, tbt, contentAt: p.contentAt };
  });
  await context.close();
  return { ...perf, bytes };
}

const server = await startDemoServer({ port: 0, staticDir: distDir, headers: securityHeaders() });
const browser = await launchChromium();
const results = { date: new Date().toISOString(), machine: `${process.platform} ${process.arch}, node ${process.version}`, runs, profile: '375x812, CPU 4x, 150 ms RTT, 1.6 Mbps', targets: TARGETS, routes: {} };
try {
  for (const [name, path] of Object.entries(ROUTES).filter(([n]) => !only || n === only)) {
    const first = [];
    const back = [];
    for (let i = 0; i < runs; i++) {
      first.push(await measure(browser, server.url + path, { returning: false }));
      back.push(await measure(browser, server.url + path, { returning: true }));
    }
    const m = (list, k) => median(list.map((x) => x[k]));
    const b = first[0].bytes;
    const initial = await beforeRender(server.url + path);
    results.routes[name] = {
      path,
      beforeRender: initial,
      first: { fcp: m(first, 'fcp'), lcp: m(first, 'lcp'), lcpElement: first.map((x) => x.lcpElement).join(' | '), cls: m(first, 'cls'), tbt: m(first, 'tbt'), contentAt: m(first, 'contentAt') },
      returning: { fcp: m(back, 'fcp'), lcp: m(back, 'lcp'), contentAt: m(back, 'contentAt') },
      bytes: b,
    };
    const r = results.routes[name];
    console.log(
      `${name.padEnd(15)} before first render: JS ${kb(initial.js.gzip)} gz (${kb(initial.js.raw)}, ${initial.js.files} files), CSS ${kb(initial.css.gzip)} gz (${kb(initial.css.raw)}) | ` +
        `first 2.5 s: JS ${kb(b.jsGz)} gz (${kb(b.js)}), CSS ${kb(b.cssGz)} gz, total ${kb(b.total)} | ` +
        `first: FCP ${r.first.fcp.toFixed(0)} ms, LCP ${r.first.lcp.toFixed(0)} ms, CLS ${r.first.cls.toFixed(3)}, TBT ${r.first.tbt.toFixed(0)} ms, content ${r.first.contentAt.toFixed(0)} ms | ` +
        `returning: LCP ${r.returning.lcp.toFixed(0)} ms | largest paint: ${first[0].lcpElement || '?'}`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
const out = join(root, 'bench-results');
mkdirSync(out, { recursive: true });
const file = join(out, `bench-${results.date.slice(0, 10)}.json`);
writeFileSync(file, JSON.stringify(results, null, 2));
console.log(`\ntargets: home LCP < ${TARGETS.lcpMs} ms, TBT < ${TARGETS.tbtMs} ms, CLS < ${TARGETS.cls}, returning visitor content < ${TARGETS.returningMs} ms`);
console.log(`saved ${file}`);
