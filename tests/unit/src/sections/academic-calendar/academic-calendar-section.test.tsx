// The home section 'academic-calendar' from the demo fixtures (year 2083 BS): starts at the current
// Nepali month, wraps Chaitra ↔ Baishakh, marks today, lists the month's events, says
// 'No events available for this month.' without data, and hydrates from the server's first month.
import { fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AcademicCalendarSection from '@src/sections/academic-calendar/academic-calendar-section';
import type { SectionProps } from '@src/sections/section-props';
import { renderWithSite, siteTree } from '@test/render';
import { hydrateHtml } from '@test/hydrate';
import { rawFixture } from '@test/fixtures';

type Section = SectionProps<'academic-calendar'>['section'];
const section = (heading?: string): Section => ({
  id: 'academic-calendar',
  type: 'academic-calendar',
  enabled: true,
  ...(heading ? { props: { heading } } : {}),
});

/** Nepal time noon on an AD day. */
const setToday = (iso: string) => vi.setSystemTime(new Date(`${iso}T06:15:00Z`));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  setToday('2026-11-22'); // Mangsir 6, 2083
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** jsdom's Blob has no text(). */
const readBlob = (b: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(r.result as string); // readAsText's result is a string
    r.onerror = () => reject(r.error ?? new Error('read failed'));
    r.readAsText(b);
  });
const shownMonth = () => screen.getByTestId('shown-month').textContent;
// The section renders the months either side too, hidden, for a first tap's plain answer
// (month-answer.ts): what a visitor sees is the shown month's panel.
const panel = () => within(document.querySelector<HTMLElement>('[data-month-panel]:not([hidden])')!);
const grid = () => panel().getByTestId('month-grid');
const dayCells = () =>
  within(grid())
    .getAllByRole('cell')
    .filter((c) => c.hasAttribute('data-day'));

describe('academic calendar section', () => {
  it('shows the heading, the year badge and the current Nepali month with its events', () => {
    renderWithSite(<AcademicCalendarSection section={section('School Calendar')} />);
    expect(screen.getByRole('heading', { level: 2, name: 'School Calendar' })).toBeTruthy();
    expect(screen.getByTestId('year-badge').textContent).toBe('2083 BS');
    expect(shownMonth()).toBe('Mangsir (मंसिर)');
    expect(screen.getByRole('heading', { level: 3, name: "Mangsir Month's Events and Holidays" })).toBeTruthy();
    const items = panel().getAllByTestId('event-item');
    expect(items.map((li) => li.querySelector('strong')!.textContent)).toEqual([
      'Science Exhibition 2083',
      'Parent-teacher meeting',
      'Second Terminal Examination',
      'Annual Sports Week',
    ]);
    // BS date with the AD date beside it, and the type.
    expect(items[0].textContent).toContain('Mangsir 5 – 7, 2083');
    expect(items[0].textContent).toContain('(21 – 23 November 2026)');
    expect(items[0].textContent).toContain('Event');
  });

  it("defaults the heading to 'Academic Calendar'", () => {
    renderWithSite(<AcademicCalendarSection section={section()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Academic Calendar' })).toBeTruthy();
  });

  it('draws a Sun-to-Sat grid of 42 cells with StartDayId − 1 blanks, weekends red and today marked', () => {
    renderWithSite(<AcademicCalendarSection section={section()} />);
    const headers = within(grid())
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const cells = within(grid()).getAllByRole('cell');
    expect(cells).toHaveLength(42);
    // Mangsir 2083: 29 days from a Tuesday (StartDayId 3).
    expect(cells.slice(0, 2).every((c) => c.hasAttribute('data-blank'))).toBe(true);
    expect(cells[2].getAttribute('data-day')).toBe('1');
    expect(dayCells()).toHaveLength(29);
    const today = dayCells().find((c) => c.getAttribute('aria-current') === 'date')!;
    expect(today.getAttribute('data-day')).toBe('6');
    expect(today.textContent).toContain('Today');
    const twelfth = dayCells().find((c) => c.getAttribute('data-day') === '12')!;
    expect(twelfth.className).toContain('weekend');
    // An event day takes its first event's colour, with text chosen by contrast.
    const fifteenth = dayCells().find((c) => c.getAttribute('data-day') === '15')!;
    expect(fifteenth.getAttribute('data-event')).toBe('Second Terminal Examination');
    expect(fifteenth.style.background).toBe('rgb(245, 124, 0)');
    expect(fifteenth.style.color).toBe('rgb(0, 0, 0)');
  });

  it('moves by month with previous and next', () => {
    renderWithSite(<AcademicCalendarSection section={section()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(shownMonth()).toBe('Poush (पुस)');
    expect(
      panel()
        .getAllByTestId('event-item')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['Christmas', 'Prithvi Jayanti']);
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(shownMonth()).toBe('Kartik (कात्तिक)');
    // Dashain started in Ashwin and is still listed in Kartik.
    expect(panel().getAllByTestId('event-item')[0].textContent).toContain('Ashwin 25 – Kartik 4, 2083');
    // No "today" outside the current month.
    expect(dayCells().some((c) => c.hasAttribute('aria-current'))).toBe(false);
  });

  it('wraps from Chaitra to Baishakh and back', () => {
    setToday('2027-03-24'); // Chaitra 10, 2083
    renderWithSite(<AcademicCalendarSection section={section()} />);
    expect(shownMonth()).toBe('Chaitra (चैत)');
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(shownMonth()).toBe('Baishakh (बैशाख)');
    expect(panel().getAllByTestId('event-item')[0].textContent).toContain('New Year 2083');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(shownMonth()).toBe('Chaitra (चैत)');
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(shownMonth()).toBe('Falgun (फागुन)');
  });

  it("says 'No events available for this month.' for a month the back-end has no data for", () => {
    const all = rawFixture('GetAcademicCalendar') as Array<{ MonthId: number }>;
    renderWithSite(<AcademicCalendarSection section={section()} />, {
      overrides: { GetAcademicCalendar: all.filter((m) => m.MonthId === 1), GetEventHoliday: [] },
    });
    expect(shownMonth()).toBe('Mangsir (मंसिर)');
    expect(panel().getByTestId('no-events').textContent).toBe('No events available for this month.');
    // The grid still shows the month, from the BS table (Mangsir 2083: 29 days from Tuesday).
    expect(dayCells()).toHaveLength(29);
    expect(dayCells()[0].getAttribute('data-day')).toBe('1');
    expect(within(grid()).getAllByRole('cell')[2].getAttribute('data-day')).toBe('1');
  });

  it('with no data at all: the year from today, an empty month and the message', () => {
    renderWithSite(<AcademicCalendarSection section={section()} />, { overrides: { GetAcademicCalendar: [], GetEventHoliday: [] } });
    expect(screen.getByTestId('year-badge').textContent).toBe('2083 BS');
    expect(shownMonth()).toBe('Mangsir (मंसिर)');
    expect(within(grid()).getAllByRole('cell')).toHaveLength(42);
    expect(panel().getByText('No events available for this month.')).toBeTruthy();
    expect(panel().queryAllByTestId('event-item')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(panel().getByText('No events available for this month.')).toBeTruthy();
  });

  it('offers each event as an .ics download with AD dates', async () => {
    const blobs: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blobs.push(b as Blob);
      return 'blob:calendar';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithSite(<AcademicCalendarSection section={section()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to calendar: Science Exhibition 2083' }));
    expect(clicked).toHaveLength(1);
    expect(clicked[0].download).toBe('science-exhibition-2083.ics');
    expect(blobs[0].type).toBe('text/calendar;charset=utf-8');
    const text = await readBlob(blobs[0]);
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text).toContain('SUMMARY:Science Exhibition 2083\r\n');
    expect(text).toContain('DTSTART;VALUE=DATE:20261121\r\n');
    expect(text).toContain('DTEND;VALUE=DATE:20261124\r\n');
  });

  it('renders the first month on the server and switches to the current month after hydration', async () => {
    const tree = siteTree(<AcademicCalendarSection section={section()} />);
    const html = renderToString(tree);
    expect(html).toContain('Baishakh (बैशाख)');
    expect(html).not.toContain('aria-current="date"');
    const { container, recoverable, consoleErrors, unmount } = await hydrateHtml(html, tree);
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.querySelector('[data-testid="shown-month"]')!.textContent).toBe('Mangsir (मंसिर)');
    expect(container.querySelector('[aria-current="date"]')!.getAttribute('data-day')).toBe('6');
    // The grid keeps its 42 cells: no jump in height.
    expect(container.querySelectorAll('[data-month-panel]:not([hidden]) [data-testid="month-grid"] td')).toHaveLength(42);
    unmount();
  });
});
