// The academic calendar in a real browser: /academics/calendar at 375 px and 1366 px (12 month
// grids, readable phone cells, no errors), an event's "Add to calendar" .ics download, and the
// home section starting at the current Nepali month (clock fixed on Mangsir 6, 2083).
import { readFile } from 'node:fs/promises';
import { DESKTOP, expect, test } from './fixtures.mjs';
import { closeBannerPopup } from './support.mjs';

const TODAY = new Date('2026-11-22T06:15:00Z'); // Mangsir 6, 2083 in Nepal

async function openCalendar(page) {
  await page.clock.setFixedTime(TODAY);
  await page.goto('/academics/calendar');
  await expect(page.getByTestId('calendar-month')).toHaveCount(12);
}

test('page on a phone: 12 stacked grids of 42 cells, cells at least 40 px tall, no sideways scroll', async ({ page, problems }) => {
  await openCalendar(page);
  const months = page.getByTestId('calendar-month');
  const cellCounts = await page.$$eval('[data-testid="calendar-month"] table', (ts) =>
    ts.map((t) => t.querySelectorAll('tbody td').length),
  );
  expect(cellCounts).toEqual(Array(12).fill(42));
  const first = await months.nth(0).boundingBox();
  const second = await months.nth(1).boundingBox();
  expect(second.y, 'months are stacked').toBeGreaterThanOrEqual(first.y + first.height);
  const cell = await page.locator('[data-testid="calendar-month"] td[data-day="1"]').first().boundingBox();
  expect(cell.height, 'cell height').toBeGreaterThanOrEqual(40);
  expect(cell.width, 'cell width').toBeGreaterThanOrEqual(38);
  const fontSize = await page.$eval('[data-testid="calendar-month"] td[data-day="1"] span', (s) =>
    parseFloat(getComputedStyle(s).fontSize),
  );
  expect(fontSize, 'day number font size').toBeGreaterThanOrEqual(14);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'no horizontal scroll').toBe(true);
  // Event names in cells are a desktop extra; on phones the colour and the list carry them.
  await expect(page.locator('td[data-event="New Year 2083"] span[aria-hidden="true"]')).toBeHidden();
  await expect(page.locator('td[aria-current="date"]')).toHaveAttribute('data-day', '6');
  expect(problems).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });
  test('page on a desktop: legend, labelled event days, scrolling list, .ics download', async ({ page, problems }) => {
    await openCalendar(page);
    await expect(page.getByTestId('calendar-year')).toHaveText('Academic calendar 2083 BS');
    await expect(page.getByTestId('legend-item')).toHaveText(['Holiday', 'Meeting', 'Event', 'Exam']);
    const newYear = page.locator('td[data-event="New Year 2083"]');
    await expect(newYear.locator('span[aria-hidden="true"]')).toBeVisible();
    await expect(newYear).toHaveCSS('background-color', 'rgb(211, 47, 47)');
    await expect(page.locator('td[data-day="12"]').first()).toHaveCSS('color', 'rgb(220, 38, 38)');
    // Baishakh has 5 entries: its list scrolls within 500 px; the grid and list sit side by side.
    const list = page.getByTestId('calendar-month').nth(0).getByTestId('event-list');
    const box = await list.evaluate((el) => ({
      overflow: getComputedStyle(el).overflowY,
      max: getComputedStyle(el).maxHeight,
      scrolls: el.scrollHeight > el.clientHeight,
    }));
    expect(box).toEqual({ overflow: 'auto', max: '500px', scrolls: true });
    const grid = await page.getByTestId('calendar-month').nth(0).locator('table').boundingBox();
    const side = await list.boundingBox();
    expect(side.x, 'list beside the grid').toBeGreaterThan(grid.x + grid.width - 1);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Add to calendar: Science Exhibition 2083' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('science-exhibition-2083.ics');
    const text = await readFile(await download.path(), 'utf8');
    expect(text.startsWith('BEGIN:VCALENDAR\r\n'), text.slice(0, 40)).toBe(true);
    expect(text).toMatch(/DTSTART;VALUE=DATE:20261121\r\nDTEND;VALUE=DATE:20261124\r\n/);
    expect(text).toMatch(/SUMMARY:Science Exhibition 2083\r\n/);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(problems).toEqual([]);
  });
});

test('home section starts at the current Nepali month and wraps by month', async ({ page, problems }) => {
  await page.clock.setFixedTime(TODAY);
  await page.goto('/');
  // The home page's banner popup sits above the section; close it first.
  await closeBannerPopup(page);
  const section = page.locator('[data-section="academic-calendar"]');
  const shown = section.getByTestId('shown-month');
  // The section is an island that wakes as it scrolls into view: from then on it is today's month,
  // whatever month the page was built in.
  await section.scrollIntoViewIfNeeded();
  await expect(shown).toHaveText(/^Mangsir/);
  await expect(section.getByTestId('year-badge')).toHaveText('2083 BS');
  await expect(section.locator('td[aria-current="date"]')).toHaveAttribute('data-day', '6');
  const next = section.getByRole('button', { name: 'Next month' });
  for (let i = 0; i < 4; i++) await next.click();
  await expect(shown).toHaveText(/^Chaitra/);
  await next.click(); // Chaitra → Baishakh
  await expect(shown).toHaveText(/^Baishakh/);
  // (The months either side are in the page too, hidden, for the first tap's plain answer.)
  await expect(section.getByTestId('event-item').filter({ visible: true })).toHaveCount(5);
  expect(problems).toEqual([]);
});

test("the page's HTML holds its first month; the other eleven come after load, and the page wakes over them as they are", async ({
  page,
  problems,
}) => {
  const res = await page.goto('/academics/calendar', { waitUntil: 'commit' });
  const html = await res.text();
  expect(
    [...html.matchAll(/ id="month-(\d+)"/g)].map((m) => m[1]),
    'in the first round trip: the first month',
  ).toEqual(['1']);
  expect(html).toContain('data-later-slot');
  await expect(page.getByTestId('calendar-month')).toHaveCount(12);
  await expect(page.locator('[data-later-slot]')).toHaveCount(0);
  // A month that came after load, marked: React hydrates it rather than drawing it again.
  await page.evaluate(() => (document.getElementById('month-8').__before = true));
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Add to calendar: Science Exhibition 2083' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('science-exhibition-2083.ics');
  await expect(page.locator('[data-island="page"]')).toHaveAttribute('data-awake', 'true');
  expect(await page.evaluate(() => document.getElementById('month-8').__before)).toBe(true);
  expect(problems, 'no hydration mismatch reported').toEqual([]);
});
