// /academics/calendar from the demo fixtures (2083 BS) and from empty data: the year, the legend
// of distinct types, 12 month grids of 42 cells, weekends, event days, the side lists.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AcademicCalendarPage from '@src/pages/academic-calendar/academic-calendar-page';
import type { Route } from '@src/generated/site-config';
import { renderWithSite, siteTree } from '@test/render';
import { hydrateHtml } from '@test/hydrate';
import { rawFixture } from '@test/fixtures';

const route = { path: '/academics/calendar', page: 'academic-calendar', title: 'Academic Calendar' } as Route;
const render = (overrides?: Record<string, unknown>) =>
  renderWithSite(<AcademicCalendarPage route={route} />, { path: route.path, overrides });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:15:00Z')); // Mangsir 6, 2083 in Nepal
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const months = () => screen.getAllByTestId('calendar-month');
const monthSection = (n: number) => months()[n - 1];
const cell = (n: number, day: number) => monthSection(n).querySelector<HTMLElement>(`td[data-day="${day}"]`)!;
const cellsOf = (n: number) => [...monthSection(n).querySelectorAll<HTMLElement>('tbody td')];
const entryNames = (n: number) =>
  within(monthSection(n))
    .queryAllByTestId('event-item')
    .map((li) => li.querySelector('strong')!.textContent);

describe('academic calendar page', () => {
  it('shows the BS year and a legend of the distinct event types with their colours', () => {
    render();
    expect(screen.getByTestId('calendar-year').textContent).toBe('Academic calendar 2083 BS');
    const legend = screen.getByTestId('legend');
    expect(legend.getAttribute('aria-label')).toBe('Event types');
    const items = within(legend).getAllByTestId('legend-item');
    expect(items.map((li) => li.textContent)).toEqual(['Holiday', 'Meeting', 'Event', 'Exam']);
    expect(items.map((li) => (li.querySelector('span') as HTMLElement).style.background)).toEqual([
      'rgb(211, 47, 47)',
      'rgb(56, 142, 60)',
      'rgb(25, 118, 210)',
      'rgb(245, 124, 0)',
    ]);
  });

  it('has 12 month grids, Baishakh to Chaitra in English and Nepali, each of 6 weeks of Sun-to-Sat', () => {
    render();
    expect(months()).toHaveLength(12);
    // Only the first is drawn up front; the browser draws each later one as it nears the screen.
    expect(months().map((m) => m.hasAttribute('data-later'))).toEqual([false, ...Array(11).fill(true)]);
    // (DOM queries, not role queries: twelve 42-cell tables make role queries slow in jsdom.)
    expect(months().map((m) => m.querySelector('h3')!.textContent)).toEqual([
      'Baishakh (बैशाख) 2083',
      'Jestha (जेठ) 2083',
      'Ashadh (असार) 2083',
      'Shrawan (साउन) 2083',
      'Bhadra (भदौ) 2083',
      'Ashwin (असोज) 2083',
      'Kartik (कात्तिक) 2083',
      'Mangsir (मंसिर) 2083',
      'Poush (पुस) 2083',
      'Magh (माघ) 2083',
      'Falgun (फागुन) 2083',
      'Chaitra (चैत) 2083',
    ]);
    for (const m of months()) {
      const table = m.querySelector('table')!;
      expect([...table.querySelectorAll('thead th[scope="col"]')].map((th) => th.textContent)).toEqual([
        'Sun',
        'Mon',
        'Tue',
        'Wed',
        'Thu',
        'Fri',
        'Sat',
      ]);
      expect(table.querySelectorAll('tbody tr')).toHaveLength(6);
      expect(table.querySelectorAll('tbody td')).toHaveLength(42);
      expect([...table.querySelectorAll('tbody tr')].every((tr) => tr.children.length === 7)).toBe(true);
    }
    // Ashadh 2083: 32 days from a Monday (StartDayId 2).
    const ashadh = cellsOf(3);
    expect(ashadh[0].hasAttribute('data-blank')).toBe(true);
    expect(ashadh[1].getAttribute('data-day')).toBe('1');
    expect(ashadh.filter((c) => c.hasAttribute('data-day'))).toHaveLength(32);
  });

  it("marks weekends red and paints event days in the first event's colour with its name", () => {
    render();
    expect(cell(1, 5).className).toContain('weekend'); // Saturday with a meeting
    expect(cell(1, 12).className).toContain('weekend');
    expect(cell(1, 6).className).not.toContain('weekend');
    const newYear = cell(1, 1);
    expect(newYear.getAttribute('data-event')).toBe('New Year 2083');
    expect(newYear.getAttribute('title')).toBe('New Year 2083');
    expect(newYear.style.background).toBe('rgb(211, 47, 47)');
    expect(newYear.style.color).toBe('rgb(255, 255, 255)');
    expect(within(newYear).getByText('New Year 2083', { selector: '[aria-hidden="true"]' })).toBeTruthy();
    expect(within(newYear).getByText('Events: New Year 2083')).toBeTruthy();
    expect(cell(1, 2).style.background).toBe('');
    expect(cell(8, 6).getAttribute('aria-current')).toBe('date');
  });

  it("lists each month's events beside it; the list scrolls within 500px above 4 events", () => {
    render();
    expect(entryNames(1)).toEqual([
      'New Year 2083',
      'Staff meeting: session planning',
      'New session orientation',
      'Classes begin',
      'Buddha Jayanti',
    ]);
    const baishakh = within(monthSection(1)).getByTestId('event-list');
    expect(baishakh.getAttribute('data-scrolls')).toBe('true');
    expect(baishakh.style.maxHeight).toBe('500px');
    expect(baishakh.tabIndex).toBe(0);
    expect(baishakh.getAttribute('role')).toBe('region');
    const mangsir = within(monthSection(8)).getByTestId('event-list');
    expect(entryNames(8)).toHaveLength(4);
    expect(mangsir.hasAttribute('data-scrolls')).toBe(false);
    expect(mangsir.style.maxHeight).toBe('');
    // Multi-day events once, with their range.
    expect(entryNames(4)).toEqual(['First Terminal Examination']);
    expect(within(monthSection(4)).getByTestId('event-item').textContent).toContain('Shrawan 20 – 26, 2083');
    expect(screen.queryByText('No Events Available')).toBeNull();
  });

  it("says 'No Events Available' for a month without events", () => {
    const raw = rawFixture('GetAcademicCalendar') as Array<Record<string, unknown>>;
    const jesthaEmpty = raw.map((m) =>
      m.MonthId === 2
        ? { ...m, EventColl: [], DataColl: (m.DataColl as Array<Record<string, unknown>>).map((d) => ({ ...d, EventColl: [] })) }
        : m,
    );
    render({ GetAcademicCalendar: jesthaEmpty });
    expect(within(monthSection(2)).getByTestId('no-events').textContent).toBe('No Events Available');
    expect(screen.getAllByText('No Events Available')).toHaveLength(1);
    expect(monthSection(2).querySelectorAll('td[data-event]')).toHaveLength(0);
  });

  it('uses 30 days from Sunday when the back-end omits DaysInMonth and StartDayId', () => {
    render({ GetAcademicCalendar: [{ MonthId: 5, MonthName: 'Bhadra', DataColl: [], EventColl: [] }] });
    const cells = cellsOf(5);
    expect(cells[0].getAttribute('data-day')).toBe('1');
    expect(cells.filter((c) => c.hasAttribute('data-day'))).toHaveLength(30);
  });

  it('with empty data: the year from today, 12 grids, no legend types, every month says No Events Available', () => {
    render({ GetAcademicCalendar: [], GetEventHoliday: [] });
    expect(screen.getByTestId('calendar-year').textContent).toBe('Academic calendar 2083 BS');
    expect(months()).toHaveLength(12);
    expect(screen.queryAllByTestId('legend-item')).toHaveLength(0);
    expect(screen.getAllByText('No Events Available')).toHaveLength(12);
    expect(screen.queryByTestId('add-all')).toBeNull();
    // Grids from the BS table: Baishakh 2083 has 31 days from a Tuesday.
    const cells = cellsOf(1);
    expect(cells[2].getAttribute('data-day')).toBe('1');
    expect(cells.filter((c) => c.hasAttribute('data-day'))).toHaveLength(31);
  });

  it('downloads the whole year as one .ics', () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (blobs.push(b as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render();
    const all = screen.getByTestId('add-all');
    expect(all.getAttribute('aria-label')).toBe('Add all events to calendar (2083 BS)');
    fireEvent.click(all);
    expect(blobs).toHaveLength(1);
    expect(names[0]).toMatch(/academic-calendar\.ics$/);
  });

  it('prerenders without today and hydrates without a mismatch, then marks today', async () => {
    const tree = siteTree(<AcademicCalendarPage route={route} />, { path: route.path });
    const html = renderToString(tree);
    expect(html).toContain('Academic calendar 2083 BS');
    expect(html).not.toContain('aria-current="date"');
    const { container, recoverable, consoleErrors, unmount } = await hydrateHtml(html, tree);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.querySelector('[aria-current="date"]')!.getAttribute('data-day')).toBe('6');
    unmount();
  });
});
