// Accessibility of every route of site.config.json with the normal fixtures, at 375 and 1366 px:
// axe-core (node_modules/axe-core) runs on each page; no serious or critical violation may be
// left. The same sweep runs under the production CSP (the demo server sends
// scripts/security-headers.mjs), so it also proves the whole site works under it: no CSP
// violation on any page.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeBannerPopup, withSite } from './support.mjs';
import { armContext, axe, axeLines, cspViolations, opener, sweep, watchPage } from './routes-support.mjs';

async function sweepAt(browser, url, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 768 ? 812 : 900 }, reducedMotion: 'reduce' });
  await armContext(context);
  const page = await context.newPage();
  const watcher = watchPage(page, url);
  const open = opener(page, watcher, url);
  const a11y = [];
  const csp = [];
  let visited = 0;
  const report = (path, list) => a11y.push(...axeLines(`${width}px ${path}`, list));
  await sweep(page, {
    visit: async (path) => {
      await open(path);
      // The home page comes first; its banner popup opens once the banners have arrived, which can
      // be after the page has settled. Wait for it, so the first check always covers the popup.
      if (visited === 0) await page.getByRole('dialog', { name: 'Announcements' }).waitFor({ timeout: 15_000 });
      report(path, await axe(page, visited === 0 ? 'document' : 'main'));
      if (visited === 0 && width < 768) {
        // The phone drawer: the frame's other state (after closing the home page's banner popup).
        await closeBannerPopup(page);
        await page.click('[data-testid="menu-toggle"]');
        await page.waitForSelector('[data-testid="drawer"]');
        report(`${path} (menu open)`, await axe(page, '[data-testid="drawer"]'));
        await page.keyboard.press('Escape');
        await page.waitForSelector('[data-testid="drawer"]', { state: 'detached' });
      }
      visited++;
      for (const v of await cspViolations(page, url)) csp.push(`${width}px ${path}: ${v.text}`);
    },
    onNoLink: (r, why) => {
      a11y.push(`${width}px ${r.path}: ${why}`);
      return null;
    },
  });
  await context.close();
  return { a11y, csp, visited };
}

let results;
function sweepOnce() {
  results ??= withSite(({ url, browser }) => Promise.all([375, 1366].map((w) => sweepAt(browser, url, w))));
  return results;
}

test('accessibility: no serious or critical axe violation on any route at 375 and 1366 px', { timeout: 150_000 }, async () => {
  const r = await sweepOnce();
  assert.ok(r.every((x) => x.visited > 40), 'the sweep opened every route');
  const found = r.flatMap((x) => x.a11y);
  assert.deepEqual(found, [], `\n${found.join('\n')}`);
});

test('the whole site works under the production CSP: no violation on any route', { timeout: 150_000 }, async () => {
  const found = (await sweepOnce()).flatMap((x) => x.csp);
  assert.deepEqual(found, [], `\n${found.join('\n')}`);
});
