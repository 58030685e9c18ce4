// Nepali pages in a real browser, against the production build: language is a place.
// - A Nepali page (/ne/…) is prerendered static HTML like the English one: no React run and at
//   most 5 KB of script up front before an interaction; its menu wakes in Nepali and links under /ne.
// - The switch is a link to the same page in the other language, both ways, and the choice is
//   remembered: an address in the other language goes to the chosen one.
// - A visitor who chose Nepali and opens an English address (a bookmark, a shared link) gets the
//   Nepali page without the English one ever being parsed or painted (the head's script,
//   src/i18n/lang-choice.js), with the service worker's caches warm and without them.
// - Each page names its pair in the other language (hreflang both ways, x-default the English one),
//   with <html lang> and og:locale of its own.
import { PHONE, expect, test } from './fixtures.mjs';
import { appReady, scriptsBeforeLoad, watchScripts } from './support.mjs';

const DEVANAGARI_DIGIT = /[०-९]/;
const KEY = 'school-site:lang';

/**
 * Records, in the tab's sessionStorage, every document in English whose content entered the page
 * (its #root was parsed) or that was painted: run in each document before its own scripts.
 */
function watchEnglish() {
  const note = (what) => {
    const seen = JSON.parse(sessionStorage.getItem('english-seen') ?? '[]');
    seen.push(`${what} ${location.pathname}`);
    sessionStorage.setItem('english-seen', JSON.stringify(seen));
  };
  const english = () => document.documentElement?.lang === 'en';
  new MutationObserver((_, obs) => {
    if (!document.getElementById('root')) return;
    if (english()) note('parsed');
    obs.disconnect();
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    if (english() && list.getEntries().length) note('painted');
  }).observe({ type: 'paint', buffered: true });
}

const englishSeen = (page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('english-seen') ?? '[]'));

test.use({ viewport: PHONE });

test('a Nepali page is static HTML in Nepali: no React before an interaction, then its menu wakes in Nepali', async ({
  page,
  problems,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/ne/who-we-are/about-us', { waitUntil: 'networkidle' });
  await appReady(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1, name: 'हाम्रो बारेमा' })).toBeVisible();
  await expect(page).toHaveTitle(/^हाम्रो बारेमा \| /);
  await page.waitForTimeout(500);
  // Up front (until the load event) only the loader; the islands' code comes after load and is
  // not run (island-code.spec.mjs), as on an English page.
  const upFront = await scriptsBeforeLoad(page, scripts);
  expect(
    upFront.filter((s) => s.react).map((s) => s.url),
    'no React up front',
  ).toEqual([]);
  expect(
    upFront.reduce((n, s) => n + s.gzip, 0),
    'scripts up front, bytes gzip',
  ).toBeLessThanOrEqual(5 * 1024);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('[data-island]')].some((el) => Object.keys(el).some((k) => k.startsWith('__react'))),
    ),
    'no island is React’s before an interaction',
  ).toBe(false);
  await expect(page.getByTestId('lang-switch')).toHaveText(/English/);

  // The phone menu wakes on a tap, in Nepali, its links at their Nepali addresses.
  await page.getByTestId('menu-toggle').click();
  const drawer = page.getByTestId('drawer');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('हाम्रो परिचय')).toBeVisible();
  const hrefs = await drawer.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(3);
  expect(hrefs.filter((h) => h !== '/ne' && !h.startsWith('/ne/'))).toEqual([]);
  expect(problems).toEqual([]);
});

test('dates on a Nepali page are Bikram Sambat days in Devanagari digits', async ({ page }) => {
  await page.goto('/ne/media/notice');
  const dates = await page.locator('main time').allInnerTexts();
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(d).toMatch(DEVANAGARI_DIGIT);
  await page.goto('/media/notice');
  expect((await page.locator('main time').allInnerTexts()).join(' ')).not.toMatch(DEVANAGARI_DIGIT);
});

test('the switch goes to the same page in the other language, both ways, and the choice is remembered', async ({ page, problems }) => {
  await page.goto('/who-we-are/about-us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.getByTestId('lang-switch').click();
  // The same page in Nepali, the switch's mark taken out of the address.
  await expect(page).toHaveURL(/\/ne\/who-we-are\/about-us$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1, name: 'हाम्रो बारेमा' })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('ne');

  // Remembered: an English address (a bookmark) opens in Nepali.
  await page.goto('/media/notice');
  await expect(page).toHaveURL(/\/ne\/media\/notice$/);
  await expect(page.getByRole('heading', { level: 1, name: 'सूचनाहरू' })).toBeVisible();

  // And back: English, remembered too, also over a Nepali address.
  await page.getByTestId('lang-switch').click();
  await expect(page).toHaveURL(/\/media\/notice$/);
  expect(new URL(page.url()).pathname).toBe('/media/notice');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('lang-switch')).toHaveText(/नेपाली/);
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('en');
  await page.goto('/ne/who-we-are/about-us');
  await expect(page).toHaveURL(/\/who-we-are\/about-us$/);
  expect(new URL(page.url()).pathname).toBe('/who-we-are/about-us');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  expect(problems).toEqual([]);
});

for (const caches of ['evicted', 'warm']) {
  test(`a visitor who chose Nepali opens an English address (caches ${caches}): the Nepali page, no English one parsed or painted`, async ({
    page,
    context,
    problems,
  }) => {
    await context.addInitScript(watchEnglish);
    if (caches === 'warm') {
      // Visited before in English (the service worker keeps the page), then chose Nepali.
      await page.goto('/media/notice');
      await appReady(page);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.goto('/who-we-are/about-us');
      await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
      await page.getByTestId('lang-switch').click();
      await expect(page).toHaveURL(/\/ne\/who-we-are\/about-us$/);
      // (The watch sees an English page that is shown.)
      expect(await englishSeen(page)).toEqual(expect.arrayContaining(['parsed /who-we-are/about-us', 'painted /who-we-are/about-us']));
      await page.evaluate(() => sessionStorage.removeItem('english-seen'));
    } else {
      // The choice is kept, nothing else is: a phone that evicted its caches.
      await context.addInitScript((k) => localStorage.setItem(k, 'ne'), KEY);
    }
    await page.goto('/media/notice');
    await expect(page).toHaveURL(/\/ne\/media\/notice$/);
    await expect(page.getByRole('heading', { level: 1, name: 'सूचनाहरू' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    expect(await englishSeen(page), 'English documents parsed or painted').toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('each page names its pair in the other language, and the pair names it back', async ({ request, site }) => {
  const head = async (path) => {
    const html = await (await request.get(new URL(path, site.url).href)).text();
    const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]);
    return {
      lang: /<html lang="([^"]+)"/.exec(html)?.[1],
      locale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
      alternates: Object.fromEntries(links),
    };
  };
  for (const path of ['/', '/who-we-are/about-us', '/media/notice', '/academics/calendar', '/requests-inquiries/admission-inquiry']) {
    const en = await head(path);
    const ne = await head(en.alternates.ne);
    expect(en, path).toMatchObject({ lang: 'en', locale: 'en_US' });
    expect(ne, path).toMatchObject({ lang: 'ne', locale: 'ne_NP' });
    expect(en.alternates.en, path).toBe(path);
    expect(en.alternates.ne, path).toBe(path === '/' ? '/ne' : `/ne${path}`);
    // Both name the same pair, and the English page as the default.
    expect(ne.alternates, path).toEqual(en.alternates);
    expect(en.alternates['x-default'], path).toBe(path);
  }
});

test('the Nepali news list links each category to its own Nepali page, prerendered and static', async ({ page, problems }) => {
  await page.goto('/ne/media/news');
  const filters = page.getByRole('navigation', { name: 'समाचारलाई विधाअनुसार छान्नुहोस्' });
  await expect(filters.getByRole('link', { name: 'सबै' })).toHaveAttribute('aria-current', 'page');
  await filters.getByRole('link', { name: 'Sports', exact: true }).click();
  await expect(page).toHaveURL(/\/ne\/media\/news\/Sports$/);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/ne/media/news/Sports');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(filters.getByRole('link', { name: 'Sports', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', '/media/news/Sports');
  expect(problems).toEqual([]);
});

test('the Nepali breadcrumb names each step in Nepali, the middle ones too', async ({ page }) => {
  for (const [path, steps] of [
    ['/ne/requests-inquiries/admission-inquiry', ['गृहपृष्ठ', 'अनुरोध तथा जिज्ञासा', 'भर्ना जिज्ञासा']],
    ['/ne/academics/calendar', ['गृहपृष्ठ', 'शैक्षिक', 'शैक्षिक पात्रो']],
    ['/ne/contact/contact-us', ['गृहपृष्ठ', 'सम्पर्क', 'सम्पर्क गर्नुहोस्']],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'पेजको मार्ग' }).getByRole('listitem'), path).toHaveText(steps);
  }
});

test('a missing page under /ne/ says so in Nepali: the app the server falls back to, and /ne/404.html without a script', async ({
  page,
  browser,
  site,
}) => {
  await page.goto('/ne/no-such-page');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('पेज भेटिएन');
  // The prerendered one, for hosts that serve a 404 page for a miss (docs/deployment.md).
  const plain = await browser.newContext({ javaScriptEnabled: false });
  try {
    const p = await plain.newPage();
    await p.goto(new URL('/ne/404.html', site.url).href);
    await expect(p.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(p.getByRole('heading', { level: 1 })).toHaveText('पेज भेटिएन');
    await expect(p.getByRole('link', { name: 'गृहपृष्ठ', exact: true }).first()).toHaveAttribute('href', '/ne');
  } finally {
    await plain.close();
  }
});
