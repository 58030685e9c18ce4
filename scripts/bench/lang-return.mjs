// A returning visitor who chose Nepali opens an English address (a bookmark, a shared link), in
// Chromium with DevTools' Slow 4G and 4× CPU (slow-4g.ts, the profile issue 32 measured with):
// when is the Nepali page's content painted, counted from the start of the English address's
// navigation, and was anything of an English page painted before it? The page's head script
// (src/i18n/lang-choice.js) should replace the English address before anything is drawn.
//   caches 'evicted': a fresh profile holding only the choice (a cheap phone that evicted its
//                     caches keeps its local storage);
//   caches 'warm':    the visitor saw the English page and then the Nepali one, with the service
//                     worker in control, before opening the English address again.
// Beside it, the reference page's LCP under the same conditions: the target is Nepali content
// within 1.3× that plus one round trip.
import { SLOW_4G, throttleSlow4g } from './slow-4g.ts';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const KEY = 'school-site:lang';

// In every document from its first byte: the first document's start (kept in the tab's session
// storage, so the Nepali page can count from the English address's navigation), each paint of a
// document in English, and the LCP of this document.
const OBSERVE = `
  (() => {
    if (!sessionStorage.getItem('bench:t0')) sessionStorage.setItem('bench:t0', String(performance.timeOrigin));
    window.__bench = { lcp: 0 };
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__bench.lcp = e.startTime; })
      .observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((l) => {
      if (document.documentElement.lang !== 'en') return;
      for (const e of l.getEntries()) {
        const seen = JSON.parse(sessionStorage.getItem('bench:english') || '[]');
        seen.push(e.name + ' ' + location.pathname);
        sessionStorage.setItem('bench:english', JSON.stringify(seen));
      }
    }).observe({ type: 'paint', buffered: true });
  })();
`;

/** The reference page's LCP under Slow 4G, in a fresh profile. */
export async function referenceLcp(browser, url, { timeoutMs = 60000 } = {}) {
  const context = await browser.newContext(PHONE);
  let throttle;
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    throttle = await throttleSlow4g(browser, context, page);
    await page.goto(url, { waitUntil: 'load', timeout: timeoutMs });
    await page.waitForTimeout(1000);
    return { lcp: await page.evaluate(() => window.__bench.lcp || NaN) };
  } catch (err) {
    return { error: String(err?.message ?? err).split('\n')[0] };
  } finally {
    await throttle?.stop();
    await context.close();
  }
}

/**
 * Opens `englishPath` as a visitor who chose Nepali; returns { nepaliAt (ms from the English
 * navigation's start to the Nepali page's LCP), landed (the path shown), english (the paints of
 * English documents seen), viaServiceWorker }.
 */
export async function returningNepali(browser, origin, englishPath, { caches, timeoutMs = 60000 } = {}) {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  let throttle;
  try {
    const page = await context.newPage();
    if (caches === 'warm') {
      // Seen before in English, then in Nepali (the switch), with the worker in control.
      await page.goto(origin + englishPath, { waitUntil: 'load', timeout: timeoutMs });
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 15000 }).catch(() => page.reload());
      await page.waitForFunction(() => !!navigator.serviceWorker?.controller, null, { timeout: 15000 });
      await page.goto(origin + englishPath, { waitUntil: 'load', timeout: timeoutMs });
      await page.click('[data-testid=lang-switch]');
      await page.waitForURL((u) => u.pathname !== englishPath, { waitUntil: 'load', timeout: timeoutMs });
      await page.waitForTimeout(1500);
      await page.goto('about:blank');
    } else {
      await page.goto(origin + '/robots.txt');
      await page.evaluate((k) => localStorage.setItem(k, 'ne'), KEY);
      await page.goto('about:blank');
    }
    await page.addInitScript(OBSERVE);
    throttle = await throttleSlow4g(browser, context, page);
    await page.goto(origin + englishPath, { waitUntil: 'commit', timeout: timeoutMs });
    await page.waitForFunction(() => document.documentElement.lang === 'ne' && window.__bench?.lcp > 0, null, { timeout: timeoutMs });
    await page.waitForTimeout(1000);
    const r = await page.evaluate(() => ({
      t0: Number(sessionStorage.getItem('bench:t0')),
      origin: performance.timeOrigin,
      lcp: window.__bench.lcp,
      english: JSON.parse(sessionStorage.getItem('bench:english') || '[]'),
      landed: location.pathname,
      viaServiceWorker: performance.getEntriesByType('navigation')[0]?.workerStart > 0,
    }));
    return { nepaliAt: r.origin + r.lcp - r.t0, landed: r.landed, english: r.english, viaServiceWorker: r.viaServiceWorker };
  } catch (err) {
    return { error: String(err?.message ?? err).split('\n')[0] };
  } finally {
    await throttle?.stop();
    await context.close();
  }
}

/** The target: within 1.3× the reference's LCP plus one round trip of the profile. */
export const RETURN_TARGET = { lcpRatio: 1.3, roundTripMs: SLOW_4G.latency };
