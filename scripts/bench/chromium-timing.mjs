// The two figures Lighthouse cannot give, measured in Debian's Chromium (playwright-core) with
// the phone throttled through the DevTools protocol like Lighthouse's profile: 4× CPU slowdown,
// 150 ms latency, 1.6 Mbps down, 750 kbps up, on a Moto G Power sized screen.
//   formVisible:   how long until the admission form's first text field shows, and, measured
//                  the same way, the reference page's LCP to compare it with.
//   swNavigation:  home → about us while the service worker controls the page and has seen
//                  about us once: the new page's first contentful paint.
// Each measurement runs in a fresh browser context (empty caches, no service worker yet).

import { workerCalls } from './slow-4g.ts';

export const THROTTLE = { cpu: 4, latency: 150, downloadKbps: 1600, uploadKbps: 750 };
const NETWORK = {
  offline: false,
  latency: THROTTLE.latency,
  downloadThroughput: (THROTTLE.downloadKbps * 1000) / 8,
  uploadThroughput: (THROTTLE.uploadKbps * 1000) / 8,
};
// Lighthouse's mobile screen (Moto G Power).
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

// Runs in every document from its first byte: the LCP as it grows, and the first moment a text
// field of the page's main content has a box (checked each animation frame, i.e. just before
// the browser paints it).
const OBSERVE = `
  window.__bench = { lcp: 0, formAt: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const FIELD = 'main input[type=text], main input:not([type]), main textarea';
  const check = () => {
    for (const el of document.querySelectorAll(FIELD)) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) { window.__bench.formAt = performance.now(); return; }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
`;

async function throttlePage(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  return cdp;
}

// A service worker's own fetches go out from its own target, which the page's throttling does
// not cover (tried: with the page alone throttled, a network-first navigation answered in 50 ms
// instead of 170). Playwright gives no CDP session for a worker, so attach to it from the
// browser's session the old, unflattened way and send it the same conditions.
async function throttleServiceWorkers(browser, pageCdp) {
  const session = await browser.newBrowserCDPSession();
  const { targetInfo } = await pageCdp.send('Target.getTargetInfo');
  const { targetInfos } = await session.send('Target.getTargets');
  const workers = targetInfos.filter((t) => t.type === 'service_worker' && t.browserContextId === targetInfo.browserContextId);
  const callsTo = workerCalls(session);
  const throttled = [];
  for (const w of workers) {
    const { sessionId } = await session.send('Target.attachToTarget', { targetId: w.targetId, flatten: false });
    const call = callsTo(sessionId);
    await call('Network.enable', {});
    const net = await call('Network.emulateNetworkConditions', NETWORK);
    // (Workers may not take CPU throttling; the network is what matters for a network-first page.)
    await call('Emulation.setCPUThrottlingRate', { rate: THROTTLE.cpu });
    if (!net.error) throttled.push(w.url);
  }
  return { session, throttled };
}

/**
 * A value read in the page through the DevTools protocol: a plain Runtime.evaluate, which runs
 * nothing but the expression. (Playwright's page.evaluate and waitForFunction first put their own
 * scripts in the page: about 50 ms of its main thread at 4× CPU, which a measurement taken before
 * the first paint would count against the page. Seen in a trace of the service-worker navigation.)
 */
async function read(cdp, expression) {
  const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  return result.value;
}

/** Polls read(cdp, expression) from here, every pollMs, until it is truthy; returns it. */
async function readWhen(cdp, expression, { timeoutMs, pollMs = 50 }) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    // (Between two documents there is no context to evaluate in for a moment: try again.)
    const value = await read(cdp, expression).catch(() => undefined);
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${expression}`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/**
 * Loads url throttled; returns { lcp, fcp, formAt } in ms from navigation start. With
 * waitForForm it waits for the form's first text field, else for the load event and LCP.
 */
export async function measureLoad(browser, url, { waitForForm = false, timeoutMs = 60000 } = {}) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const cdp = await throttlePage(context, page);
    await page.goto(url, { waitUntil: waitForForm ? 'commit' : 'load', timeout: timeoutMs });
    await readWhen(cdp, waitForForm ? 'window.__bench?.formAt > 0' : 'window.__bench?.lcp > 0', { timeoutMs, pollMs: 100 });
    // Later, larger paints still count for LCP: give them a moment.
    await page.waitForTimeout(1000);
    return JSON.parse(
      await read(
        cdp,
        `JSON.stringify({ lcp: window.__bench.lcp || NaN, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN, formAt: window.__bench.formAt || NaN })`,
      ),
      (k, v) => (v === null ? NaN : v),
    );
  } catch (err) {
    return { error: String(err?.message ?? err).split('\n')[0] };
  } finally {
    await context.close();
  }
}

/**
 * Home → target with the service worker in control and the target fetched once before, the
 * network and CPU throttled only for that last navigation. Returns the new page's FCP (ms from
 * the click's navigation start) and how its document was answered.
 */
export async function swNavigation(browser, origin, targetPath, { timeoutMs = 60000 } = {}) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  let swSession;
  try {
    const page = await context.newPage();
    await page.goto(origin + '/', { waitUntil: 'load', timeout: timeoutMs });
    const controlled = () =>
      page
        .waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 15000 })
        .then(
          () => true,
          () => false,
        );
    if (!(await controlled())) {
      await page.reload({ waitUntil: 'load' });
      if (!(await controlled())) return { error: 'no service worker took control of the page (is sw.js registered?)' };
    }
    // Visit the target once so the worker has it, then go back home and let things settle.
    await page.goto(origin + targetPath, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForTimeout(1000);
    await page.goto(origin + '/', { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForTimeout(1500);
    const cdp = await throttlePage(context, page);
    const sw = await throttleServiceWorkers(context.browser() ?? browser, cdp);
    swSession = sw.session;
    // The new page's first contentful paint, as the browser reports it: nothing of the harness
    // runs in the page until then (see read()).
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      cdp.on('Page.lifecycleEvent', (e) => {
        if (e.name !== 'firstContentfulPaint') return;
        clearTimeout(timer);
        resolve(true);
      });
    });
    await cdp.send('Runtime.evaluate', { expression: `location.href = ${JSON.stringify(targetPath)}` });
    await page.waitForURL((u) => u.pathname === targetPath, { waitUntil: 'commit', timeout: timeoutMs });
    if (!(await painted)) return { error: `no first contentful paint of ${targetPath} within ${timeoutMs} ms` };
    const facts = JSON.parse(
      await readWhen(
        cdp,
        `(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          const n = performance.getEntriesByType('navigation')[0];
          return paint && location.pathname === ${JSON.stringify(targetPath)} && JSON.stringify({ fcp: paint.startTime, viaServiceWorker: n.workerStart > 0, responseStart: n.responseStart, responseEnd: n.responseEnd });
        })()`,
        { timeoutMs },
      ),
    );
    return { ...facts, throttledWorkers: sw.throttled };
  } catch (err) {
    return { error: String(err?.message ?? err).split('\n')[0] };
  } finally {
    await swSession?.detach().catch(() => {});
    await context.close();
  }
}
