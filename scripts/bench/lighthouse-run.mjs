// One Lighthouse run of one page, boiled down to the figures the bench reports. Lighthouse's
// default (mobile) config, performance category only: a simulated Moto G Power on slow 4G
// (150 ms RTT, 1.6 Mbps) with a 4× CPU slowdown. "Simulated" means the page is loaded at full
// speed and Lighthouse computes what that load would cost on the phone, so the figures do not
// depend on this machine's network, but do on how long its CPU took for each task.
import http from 'node:http';
import zlib from 'node:zlib';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_ARGS } from '../../tests/support/chromium.mjs';

const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Starts a Chromium for Lighthouse to drive (the caller kills it: chrome.kill()). */
export function launchForLighthouse() {
  return chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
}

// React DOM's own property names and error text survive minification; a script holding them is React.
const REACT_MARKERS = /__reactContainer|__reactFiber|Minified React error/;

// What each script is, once per URL: its bytes as the server sends them (gzip for all but the
// smallest files) and whether it is React. Lighthouse's transfer sizes include the response
// headers (about 1 KB each here, mostly the CSP), which would swamp a 5 KB budget of small files.
const scriptCache = new Map();
function scriptFacts(url) {
  if (!scriptCache.has(url)) {
    scriptCache.set(
      url,
      new Promise((resolve) => {
        const req = http.get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
          const chunks = [];
          res.on('data', (c) => chunks.push(c));
          res.on('end', () => {
            const wire = Buffer.concat(chunks);
            let body = wire;
            try {
              if (res.headers['content-encoding'] === 'gzip') body = zlib.gunzipSync(wire);
            } catch {
              /* unreadable: counted, not recognized */
            }
            resolve({ wireBytes: wire.length, bytes: body.length, react: REACT_MARKERS.test(body.toString('latin1')) });
          });
          res.on('error', () => resolve({ wireBytes: 0, bytes: 0, react: false, error: true }));
        });
        req.on('error', () => resolve({ wireBytes: 0, bytes: 0, react: false, error: true }));
      }),
    );
  }
  return scriptCache.get(url);
}

/** Runs Lighthouse on url in the Chromium at `port`; returns its figures or { error }. */
export async function lighthouseRun(url, port) {
  const started = Date.now();
  let result;
  try {
    result = await lighthouse(url, { port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
  } catch (err) {
    return { error: String(err?.message ?? err), seconds: (Date.now() - started) / 1000 };
  }
  const { lhr } = result;
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, seconds: (Date.now() - started) / 1000 };
  const a = lhr.audits;
  const value = (id) => (typeof a[id]?.numericValue === 'number' ? a[id].numericValue : NaN);
  const origin = new URL(url).origin;
  // The page's own scripts (not a service worker's fetches): what ran, or was fetched to run,
  // before anyone touched the page — Lighthouse stops once the network and the CPU are quiet.
  const requests = a['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.sessionTargetType !== 'worker');
  const facts = await Promise.all(scripts.map((s) => (new URL(s.url).origin === origin ? scriptFacts(s.url) : null)));
  // The islands' code the loader asks for after load, at idle, at low priority (src/islands/
  // prefetch-code.ts) is fetched for a first tap but not run: counted apart, not as up front.
  const loadAt = a.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const all = scripts.map((s, i) => ({
    url: s.url.startsWith(origin) ? s.url.slice(origin.length) : s.url,
    transferSize: s.transferSize,
    resourceSize: s.resourceSize,
    wireBytes: facts[i]?.wireBytes ?? s.transferSize,
    react: facts[i]?.react ?? false,
    afterLoad: /^(Low|VeryLow)$/.test(s.priority) && s.rendererStartTime >= loadAt,
  }));
  const files = all.filter((f) => !f.afterLoad);
  const later = all.filter((f) => f.afterLoad);
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '';
  return {
    score: lhr.categories.performance.score === null ? NaN : Math.round(lhr.categories.performance.score * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    lcpElement,
    js: {
      count: files.length,
      wireBytes: files.reduce((n, f) => n + f.wireBytes, 0),
      transferSize: files.reduce((n, f) => n + f.transferSize, 0),
      react: files.some((f) => f.react),
      files,
      afterLoad: {
        count: later.length,
        wireBytes: later.reduce((n, f) => n + f.wireBytes, 0),
        react: later.some((f) => f.react),
        files: later,
      },
    },
    warnings: lhr.runWarnings,
    seconds: (Date.now() - started) / 1000,
  };
}
