// The search in a real browser, on the built site (its index written by the build's search step):
// the header's box sends its form to /search?q=, the page runs the query and links to the items;
// Nepali queries read the vowel signs (पानी is not पनि, काम not कम), find inflected forms
// (विद्यालय: विद्यालयको) and meet Devanagari and ASCII digits; nothing of Pagefind is fetched on a
// page until the search is used. (Queries against fixture records, run in Node with Pagefind's
// own browser module: tests/integration/search-index.test.ts.)
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEARCHED_KINDS } from '../../scripts/build/search-index.ts';
import { searchIndexPolicy, securityHeaders } from '../../scripts/build/security-headers.ts';
import { expect, test } from './fixtures.mjs';
import { ROOT } from './support.mjs';

const PAGEFIND = /\/pagefind\//;

/** Every request to the index's folder the page makes. */
function pagefindRequests(page) {
  const urls = [];
  page.on('request', (r) => {
    if (PAGEFIND.test(new URL(r.url()).pathname)) urls.push(r.url());
  });
  return urls;
}

/** The search page's results once it has searched: each result's title, link and kind. */
async function resultsOf(page) {
  const status = page.locator('[data-page="search"] [role="status"]');
  await expect(status).toHaveAttribute('data-state', 'done');
  return page.locator('[data-page="search"] ol > li').evaluateAll((items) =>
    items.map((li) => ({
      title: li.querySelector('h2')?.textContent ?? '',
      href: li.querySelector('h2 a')?.getAttribute('href') ?? '',
      kind: li.querySelector('span')?.textContent ?? '',
    })),
  );
}

const titles = (results) => results.map((r) => r.title);

test('the header box searches: no Pagefind file before, the results link to the items', async ({ page, problems }) => {
  const fetched = pagefindRequests(page);
  await page.goto('/media/notice');
  await page.waitForLoadState('load');
  const box = page.getByRole('search').first().getByRole('searchbox', { name: 'Search the site' });
  await box.focus();
  await page.waitForTimeout(500);
  expect(fetched, 'nothing of Pagefind on a page before its search runs').toEqual([]);

  await box.fill('examination routine');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=examination\+routine$/);
  const results = await resultsOf(page);
  expect(titles(results)).toContain('Second Terminal Examination routine 2083');
  expect(fetched.length, 'the index is fetched once the search runs').toBeGreaterThan(0);
  const hit = results.find((r) => r.title === 'Second Terminal Examination routine 2083');
  expect(hit.kind).toBe('Notice');
  await page.getByRole('link', { name: 'Second Terminal Examination routine 2083' }).click();
  await expect(page).toHaveURL(/\/media\/notice\/207\//);
  expect(problems).toEqual([]);
});

test('the search page without a query fetches nothing of Pagefind until a visitor types', async ({ page, problems }) => {
  const fetched = pagefindRequests(page);
  await page.goto('/search');
  await page.waitForLoadState('load');
  await expect(page.locator('[data-page="search"] [role="status"]')).toHaveText(/Type a word/);
  await page.waitForTimeout(1000);
  expect(fetched).toEqual([]);
  await page.locator('[data-page="search"]').getByRole('searchbox').fill('sports');
  const results = await resultsOf(page);
  expect(fetched.length).toBeGreaterThan(0);
  expect(titles(results)).toContain('Annual Sports Week schedule announced');
  await expect(page).toHaveURL(/\/search\?q=sports$/);
  expect(problems).toEqual([]);
});

test('Nepali queries read the vowel signs, find inflected forms and meet both kinds of digits', async ({ page, problems }) => {
  const search = async (q) => {
    await page.goto(`/ne/search?q=${encodeURIComponent(q)}`);
    return resultsOf(page);
  };
  const water = titles(await search('पानी'));
  expect(water).toContain('Winter uniform from Mangsir 15');
  expect(water, 'पानी does not find the notice with only पनि').not.toContain('Library week: book donation drive');

  const work = titles(await search('काम'));
  expect(work).toContain('Library week: book donation drive');
  expect(work, 'काम does not find the notice with only कम').not.toContain('Admission open for academic year 2084');

  const school = await search('विद्यालय');
  expect(titles(school), 'विद्यालय finds विद्यालयको').toContain('Admission open for academic year 2084');
  // (A result on a Nepali page links to the item's Nepali page, and says its kind in Nepali.)
  const admission = school.find((r) => r.title === 'Admission open for academic year 2084');
  expect(admission.href).toMatch(/^\/ne\/media\/notice\/203\//);
  expect(admission.kind).toBe('सूचना');

  expect(titles(await search('२०८३')), '२०८३ finds 2083').toContain('Second Terminal Examination routine 2083');
  await expect(page.locator('[data-page="search"] [role="status"]')).toContainText('नतिजा');
  expect(problems).toEqual([]);
});

test("the search index's files alone may compile WebAssembly, and the guide says so", async ({ request }) => {
  const policy = async (path) => (await request.get(path)).headers()['content-security-policy'];
  const page = await policy('/search');
  expect(page).not.toContain('wasm-unsafe-eval');
  expect(await policy('/pagefind/pagefind-worker.js')).toBe(searchIndexPolicy(page));
  expect(searchIndexPolicy(page)).toBe(page.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"));
  const doc = readFileSync(join(ROOT, 'docs/deployment.md'), 'utf8');
  expect(doc).toContain(`add_header Content-Security-Policy "${searchIndexPolicy(securityHeaders()['Content-Security-Policy'])}" always;`);
  expect(doc).toContain('location /pagefind/ { include snippets/school-search-index.conf; }');
});

// What the search page links to for browsing, by the route table: every searched kind's page, a
// detail kind's by its list (src/pages/search/browse-kinds.ts), each static page by its own route.
const LIST_OF = {
  'notice-detail': 'notice-list',
  'news-detail': 'news-list',
  'achievement-detail': 'achievements',
  'program-detail': 'programs',
  'academic-program': 'academic-programs',
};
function browsePaths(prefix) {
  const { routes } = JSON.parse(readFileSync(join(ROOT, 'site.config.json'), 'utf8'));
  const paths = new Set();
  for (const kind of Object.keys(SEARCHED_KINDS)) {
    const page = LIST_OF[kind] ?? kind;
    for (const r of routes.filter((r) => r.page === page && !r.path.includes(':'))) {
      paths.add(prefix + r.path);
      if (page !== 'static-page') break;
    }
  }
  return [...paths].sort();
}
const browseLinks = (page) =>
  page.locator('[data-page="search"] nav a').evaluateAll((links) => links.map((a) => a.getAttribute('href')).sort());

test.describe('JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the header box reaches the search page, which says why it cannot search and links to every kind of content', async ({ page }) => {
    await page.goto('/media/notice');
    const box = page.getByRole('search').first().getByRole('searchbox', { name: 'Search the site' });
    await box.fill('sports');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=sports$/);
    await expect(page.locator('[data-search-noscript]')).toHaveText(/Searching needs JavaScript, which is off/);
    // (The note for a script that never came is not shown beside it, even later.)
    await expect(page.locator('[data-search-late]')).toHaveCSS('display', 'none');
    const paths = browsePaths('');
    expect(paths).toEqual(expect.arrayContaining(['/media/notice', '/media/news', '/achievements', '/programs', '/who-we-are/about-us']));
    expect(await browseLinks(page)).toEqual(paths);
    await page.getByRole('navigation', { name: 'Browse the site' }).getByRole('link', { name: 'Notices' }).click();
    await expect(page).toHaveURL(/\/media\/notice$/);
    await expect(page.getByRole('link', { name: 'Second Terminal Examination routine 2083' })).toBeVisible();
  });

  test('in Nepali the note and the links are the Nepali pages', async ({ page }) => {
    await page.goto(`/ne/search?q=${encodeURIComponent('विद्यालय')}`);
    await expect(page.locator('[data-search-noscript]')).toHaveText(/खोज्न JavaScript चाहिन्छ/);
    await expect(page.getByRole('navigation', { name: 'साइट हेर्नुहोस्' })).toBeVisible();
    expect(await browseLinks(page)).toEqual(browsePaths('/ne'));
    await page.getByRole('navigation', { name: 'साइट हेर्नुहोस्' }).getByRole('link', { name: 'सूचनाहरू' }).click();
    await expect(page).toHaveURL(/\/ne\/media\/notice$/);
  });
});

test("where the page's script never arrives, the note comes a while after; once awake, it is gone", async ({ browser, page }) => {
  const broken = await browser.newContext();
  const lost = await broken.newPage();
  await lost.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await lost.goto('/search?q=sports');
  await expect(lost.locator('[data-search-late]')).toBeHidden();
  await expect(lost.locator('[data-search-late]')).toBeVisible({ timeout: 15_000 });
  await expect(lost.locator('[data-search-late]')).toHaveText(/The search could not start/);
  expect(await browseLinks(lost)).toEqual(browsePaths(''));
  await broken.close();

  await page.goto('/search?q=sports');
  await expect(page.locator('[data-page="search"] [role="status"]')).toHaveAttribute('data-state', 'done');
  await expect(page.locator('[data-search-late]')).toHaveCount(0);
});
