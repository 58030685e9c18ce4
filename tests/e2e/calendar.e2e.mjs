// The academic calendar in a real browser: /academics/calendar at 375 px and 1366 px (12 month
// grids, readable phone cells, no errors), an event's "Add to calendar" .ics download, and the
// home section starting at the current Nepali month (clock fixed on Mangsir 6, 2083).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { closeBannerPopup, openPage, withSite } from './support.mjs';

const TODAY = new Date('2026-11-22T06:15:00Z'); // Mangsir 6, 2083 in Nepal

async function openCalendar(browser, url, width) {
  const opened = await openPage(browser, url, { width });
  await opened.page.clock.setFixedTime(TODAY);
  await opened.page.goto(url + '/academics/calendar');
  await opened.page.locator('[data-testid="calendar-month"]').nth(11).waitFor();
  return opened;
}

// One served site and browser for all three checks (keeps the file well under 40 s).
test('academic calendar in the browser', async (t) => {
  await withSite(async ({ url, browser }) => {
    await t.test('page on a phone: 12 stacked grids of 42 cells, cells at least 40 px tall, no sideways scroll', () => phone(url, browser));
    await t.test('page on a desktop: legend, labelled event days, scrolling list, .ics download', () => desktop(url, browser));
    await t.test('home section starts at the current Nepali month and wraps by month', () => home(url, browser));
  });
});

async function phone(url, browser) {
  const { page, problems } = await openCalendar(browser, url, 375);
  const months = page.locator('[data-testid="calendar-month"]');
  assert.equal(await months.count(), 12);
  const cellCounts = await page.$$eval('[data-testid="calendar-month"] table', (ts) => ts.map((t) => t.querySelectorAll('tbody td').length));
  assert.deepEqual(cellCounts, Array(12).fill(42));
  const first = await months.nth(0).boundingBox();
  const second = await months.nth(1).boundingBox();
  assert.ok(second.y >= first.y + first.height, 'months are stacked');
  const cell = await page.locator('[data-testid="calendar-month"] td[data-day="1"]').first().boundingBox();
  assert.ok(cell.height >= 40, `cell height ${cell.height}`);
  assert.ok(cell.width >= 38, `cell width ${cell.width}`);
  const fontSize = await page.$eval('[data-testid="calendar-month"] td[data-day="1"] span', (s) => parseFloat(getComputedStyle(s).fontSize));
  assert.ok(fontSize >= 14, `day number ${fontSize}px`);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), true, 'no horizontal scroll');
  // Event names in cells are a desktop extra; on phones the colour and the list carry them.
  assert.equal(await page.locator('td[data-event="New Year 2083"] span[aria-hidden="true"]').isVisible(), false);
  assert.equal(await page.locator('td[aria-current="date"]').getAttribute('data-day'), '6');
  assert.deepEqual(problems, []);
  await page.context().close();
}

async function desktop(url, browser) {
  const { page, problems } = await openCalendar(browser, url, 1366);
  assert.equal(await page.locator('[data-testid="calendar-month"]').count(), 12);
  assert.equal((await page.locator('[data-testid="calendar-year"]').textContent()).trim(), 'Academic calendar 2083 BS');
  assert.deepEqual(await page.locator('[data-testid="legend-item"]').allTextContents(), ['Holiday', 'Meeting', 'Event', 'Exam']);
  const newYear = page.locator('td[data-event="New Year 2083"]');
  assert.equal(await newYear.locator('span[aria-hidden="true"]').isVisible(), true);
  assert.equal(await newYear.evaluate((td) => getComputedStyle(td).backgroundColor), 'rgb(211, 47, 47)');
  assert.equal(await page.locator('td[data-day="12"]').first().evaluate((td) => getComputedStyle(td).color), 'rgb(220, 38, 38)');
  // Baishakh has 5 entries: its list scrolls within 500 px; the grid and list sit side by side.
  const list = page.locator('[data-testid="calendar-month"]').nth(0).locator('[data-testid="event-list"]');
  const box = await list.evaluate((el) => ({ overflow: getComputedStyle(el).overflowY, max: getComputedStyle(el).maxHeight, scrolls: el.scrollHeight > el.clientHeight }));
  assert.deepEqual(box, { overflow: 'auto', max: '500px', scrolls: true });
  const grid = await page.locator('[data-testid="calendar-month"]').nth(0).locator('table').boundingBox();
  const side = await list.boundingBox();
  assert.ok(side.x > grid.x + grid.width - 1, 'list beside the grid');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar: Science Exhibition 2083' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'science-exhibition-2083.ics');
  const text = await readFile(await download.path(), 'utf8');
  assert.ok(text.startsWith('BEGIN:VCALENDAR\r\n'), text.slice(0, 40));
  assert.match(text, /DTSTART;VALUE=DATE:20261121\r\nDTEND;VALUE=DATE:20261124\r\n/);
  assert.match(text, /SUMMARY:Science Exhibition 2083\r\n/);
  assert.ok(text.endsWith('END:VCALENDAR\r\n'));
  assert.deepEqual(problems, []);
  await page.context().close();
}

async function home(url, browser) {
  const { page, problems } = await openPage(browser, url, { width: 375 });
  await page.clock.setFixedTime(TODAY);
  await page.goto(url + '/');
  // The home page's banner popup sits above the section; close it first.
  await closeBannerPopup(page);
  const section = page.locator('[data-section="academic-calendar"]');
  const shown = section.locator('[data-testid="shown-month"]');
  // The section is an island that wakes as it scrolls into view: from then on it is today's month,
  // whatever month the page was built in.
  await section.scrollIntoViewIfNeeded();
  await shown.waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="shown-month"]')?.textContent?.startsWith('Mangsir'));
  assert.equal(await section.locator('[data-testid="year-badge"]').textContent(), '2083 BS');
  await page.waitForFunction(() => document.querySelector('[data-section="academic-calendar"] td[aria-current="date"]')?.getAttribute('data-day') === '6');
  const next = section.getByRole('button', { name: 'Next month' });
  for (let i = 0; i < 4; i++) await next.click();
  await page.waitForFunction(() => document.querySelector('[data-testid="shown-month"]')?.textContent?.startsWith('Chaitra'));
  await next.click(); // Chaitra → Baishakh
  await page.waitForFunction(() => document.querySelector('[data-testid="shown-month"]')?.textContent?.startsWith('Baishakh'));
  assert.equal(await section.locator('[data-testid="event-item"]').count(), 5);
  assert.deepEqual(problems, []);
  await page.context().close();
}
