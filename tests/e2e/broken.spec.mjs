// The site with every call to the back-end failing (DEMO_FAIL=all with the normal fixtures): the
// frame from config (header with the configured title, navigation, footer with Quick Links and
// 'N/A') and clear empty states. (The sweep of every route against a failing back-end is
// sweep.spec.mjs.)
import { expect, test, viewportOf } from './fixtures.mjs';
import { mainText } from './support.mjs';
import { OPERATIONS } from '../../demo/server.mjs';
import { armContext, config, cspViolations, openCold, openInApp, pageVerdict, watchPage } from './routes-support.mjs';

/** A config text in English: a plain string or { en, ne }. */
const english = (v) => (typeof v === 'string' ? v : (v?.en ?? ''));
const siteTitle = english(config.site.title);
const FAILING_STATUS_OPS = Object.entries(OPERATIONS)
  .filter(([, s]) => s.fail.status >= 400)
  .map(([op]) => op);

/** The text of <main> below the page's header banner. */

test.use({ reducedMotion: 'reduce' });

for (const width of [375, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });
    test(`DEMO_FAIL=all at ${width} px: header, navigation and footer from config, clear empty states`, async ({
      page,
      context,
      serve,
    }) => {
      const { url } = await serve({ fail: 'all' });
      await armContext(context);
      const watcher = watchPage(page, url, { expectHttpErrors: FAILING_STATUS_OPS });
      const soft = expect.soft;
      // Cold: a prerendered page would rightly show the data it was built with.
      await openCold(page, watcher, url, '/');

      // Header: the configured title stands in for the company name.
      await soft(page.locator('body > #root header').first(), 'the header shows the configured title').toContainText(siteTitle, {
        useInnerText: true,
      });
      soft(await page.title(), 'the document title').toContain(siteTitle);
      // Navigation: every top-level menu entry of the config (the menu gate fails open).
      if (width >= 768) {
        const nav = page.locator('nav[aria-label="Main navigation"]');
        for (const e of config.menu.main)
          await soft(nav.getByText(english(e.label), { exact: true }).first(), `navigation has "${english(e.label)}"`).toBeVisible();
      } else {
        await page.getByTestId('menu-toggle').click();
        const drawer = page.getByTestId('drawer');
        await expect(drawer).toBeVisible();
        for (const e of config.menu.main)
          soft(await drawer.getByText(english(e.label), { exact: true }).count(), `drawer has "${english(e.label)}"`).toBeGreaterThan(0);
        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
      }
      // Footer: Quick Links from config, Information with 'N/A'.
      const footer = page.locator('footer').last();
      await soft(footer.locator('section[aria-labelledby="footer-quick"] a'), "the footer shows the config's quick links").toHaveCount(
        config.menu.quickLinks.length,
      );
      const info = await footer.locator('section[aria-labelledby="footer-info"]').innerText();
      soft((info.match(/N\/A/g) ?? []).length, `footer Information says N/A for phone, email and address: ${info}`).toBeGreaterThanOrEqual(
        3,
      );

      // Data pages say that there is nothing, rather than nothing at all.
      const EMPTY = /\bno\b|N\/A|not available|could not|not found/i;
      for (const [path, empty] of [
        ['/media/news', /No news available|Could not load/],
        ['/media/gallery', EMPTY],
        ['/media/notice', EMPTY],
        ['/who-we-are/about-us', EMPTY],
        ['/public-info/download', EMPTY],
        ['/contact/contact-us', /.+/],
      ]) {
        await openInApp(page, watcher, path);
        soft(await mainText(page), `${path}: a clear empty state`).toMatch(empty);
        soft((await pageVerdict(page)).crashed, `${path}: router crash`).toBe(false);
      }
      expect(watcher.problems).toEqual([]);
      expect((await cspViolations(page, url)).map((c) => c.text)).toEqual([]);
    });
  });
}
