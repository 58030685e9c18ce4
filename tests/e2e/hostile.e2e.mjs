// The site against hostile back-end data (demo/fixtures-hostile, made by
// demo/make-hostile-fixtures.mjs): every route of site.config.json at 375 and 1366 px, plus
// hostile query strings and route parameters. The sweep starts cold (the empty shell, so no
// prerendered snapshot of the normal data) and then moves through the app as links would, with
// two deep links opened directly at the end. On every page:
//   - HTTP 200, no 'Unexpected Application Error!', no page error, no dialog (alert) opened;
//   - no console error of ours. Tolerated, and only these: the browser's own "Failed to load
//     resource" messages for <img>/<video>/<audio> resources that are not our build's files, and
//     for the API operations the set deliberately answers with an HTTP error (watchPage);
//   - window.__pwned never set (every payload sets it if it runs), no CSP violation;
//   - no element with an on* attribute, srcdoc, or a javascript:/data:/vbscript: URL in any URL
//     attribute; no script but our build's; no iframe but the map and video embeds (unsafeDom);
//   - the loader ends and the page does not grow wider than the screen (10 000-character words);
//   - axe-core finds no serious or critical accessibility violation (hostile text must not cost a
//     visitor a label, a name or contrast: whole document on the first page, then <main>).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, withSite } from './support.mjs';
import { SETS, httpErrorOps, HOSTILE_MAP, PWNED } from '../../demo/make-hostile-fixtures.mjs';
import { armContext, axe, axeLines, cspViolations, junkPath, openFull, opener, overflow, pageVerdict, sweep, unsafeDom, watchPage } from './routes-support.mjs';

/** Page kinds still null in the registry render Page Not Found in production; that is not a failure here. */
const unbuilt = new Set([...readFileSync(join(ROOT, 'src/pages/registry.ts'), 'utf8').matchAll(/^\s*'?([a-z-]+)'?: null,/gm)].map((m) => m[1]));

const EXTRA = [
  `/map?frame=${encodeURIComponent(HOSTILE_MAP)}`,
  `/map?frame=${encodeURIComponent(`javascript:${PWNED}`)}`,
  `/academics/academic-program?TranId=${encodeURIComponent(`"><img src=x onerror=${PWNED}>`)}`,
  `/academics/academic-programs?TranId=${encodeURIComponent(`<script>${PWNED}</script>`)}`,
  `/services-facilities?TranId=${encodeURIComponent(`javascript:${PWNED}`)}`,
  `/media/news?category=${encodeURIComponent(`<script>${PWNED}</script>`)}`,
  `/no/such/${encodeURIComponent(`<script>${PWNED}</script>`)}`,
];

async function sweepAt(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: 'reduce' });
  await armContext(context);
  const page = await context.newPage();
  const watcher = watchPage(page, url, { expectHttpErrors: httpErrorOps('hostile') });
  const failures = [];
  const layout = [];
  const a11y = [];
  const notes = [];
  // Cold: no prerendered snapshot of the normal fixtures; every value comes from the hostile set.
  const open = opener(page, watcher, url, { cold: true });
  let visited = 0;

  async function check(path, kind, { junk = false, full = false } = {}) {
    visited++;
    watcher.reset();
    let res;
    try {
      res = full ? await openFull(page, watcher, url + path) : await open(path);
    } catch (e) {
      failures.push(`${width}px ${path}: the page did not settle (${e.message.split('\n')[0]})`);
      return;
    }
    // Bring everything below the fold into view once (lazy images, scroll reveals).
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await watcher.quiet(100);
    const v = await pageVerdict(page);
    const where = `${width}px ${path.slice(0, 120)}`;
    if (res && res.status() !== 200) failures.push(`${where}: HTTP ${res.status()}`);
    if (v.crashed) failures.push(`${where}: router crash: ${v.text.slice(0, 200)}`);
    if (v.notFound && !junk && kind && !unbuilt.has(kind) && kind !== 'not-found') failures.push(`${where}: shows Page Not Found`);
    if (kind && unbuilt.has(kind)) notes.push(`${path}: page kind "${kind}" is not built yet`);
    for (const u of await unsafeDom(page)) failures.push(`${where}: ${u}`);
    const csp = await cspViolations(page, url);
    for (const v of csp.filter((x) => !x.parsedPayload)) failures.push(`${where}: ${v.text}`);
    const blockedWhileParsing = csp.some((x) => x.parsedPayload);
    for (const p of watcher.problems) {
      // The console line Chrome prints with each such report (see cspViolations).
      if (blockedWhileParsing && /^console error: Executing inline event handler violates the following Content Security Policy directive/.test(p)) continue;
      failures.push(`${where}: ${p}`);
    }
    const wide = await overflow(page);
    if (wide.extra) layout.push(`${where}: the page is ${wide.extra}px wider than the screen: ${wide.culprits.join('; ')}`);
    a11y.push(...axeLines(where, await axe(page, visited === 1 ? 'document' : 'main').catch((e) => [{ impact: 'critical', id: 'axe-failed', help: e.message.split('\n')[0], targets: [], count: 0 }])));
  }

  await sweep(page, {
    visit: (path, r) => check(path, r.page, { junk: path !== r.path && path === junkPath(r.path) }),
    onNoLink: (r, why) => {
      notes.push(`${r.path}: ${why}; opened with junk parameters instead`);
      return junkPath(r.path);
    },
  });
  for (const r of [
    '/programs/:slug', '/media/news/:id/:title', '/media/notice/:id/:title', '/achievements/:slug', '/career-list/:id/:title',
  ]) {
    await check(junkPath(r), null, { junk: true });
  }
  for (const p of EXTRA) await check(p, null, { junk: true });
  // Deep links opened directly (a full load each), not only through the running app.
  for (const p of [junkPath('/media/news/:id/:title'), EXTRA[0]]) await check(p, null, { junk: true, full: true });
  await context.close();
  return { failures, layout, a11y, notes, visited };
}

// One sweep per width (both at once), shared by the two tests below.
let sweepResults;
function sweepOnce() {
  sweepResults ??= withSite(({ url, browser }) => Promise.all([375, 1366].map((w) => sweepAt(browser, url, w))), { fixtures: SETS.hostile.dir });
  return sweepResults;
}

test('hostile data: every route at 375 and 1366 px renders, runs nothing injected, shows no unsafe URL', { timeout: 300_000 }, async () => {
  const results = await sweepOnce();
  const failures = results.flatMap((r) => r.failures);
  const notes = [...new Set(results.flatMap((r) => r.notes))];
  if (notes.length) console.log(`hostile sweep notes:\n  ${notes.join('\n  ')}`);
  assert.ok(results.every((r) => r.visited > 40), 'the sweep opened every route');
  assert.deepEqual(failures, [], `\n${failures.join('\n')}`);
});

test('hostile data: 10 000-character words never make a page wider than the screen', { timeout: 300_000 }, async () => {
  const results = await sweepOnce();
  const layout = results.flatMap((r) => r.layout);
  assert.deepEqual(layout, [], `\n${layout.join('\n')}`);
});

test('hostile data: no serious or critical axe violation on any page at 375 and 1366 px', { timeout: 300_000 }, async () => {
  const found = (await sweepOnce()).flatMap((r) => r.a11y);
  assert.deepEqual(found, [], `\n${found.join('\n')}`);
});
