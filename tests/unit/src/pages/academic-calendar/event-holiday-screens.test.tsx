// GetEventHoliday on the calendar screens: its events and holidays are merged into the page's
// per-month lists and grids and the home section's panel, once each (the demo's items are all also
// in GetAcademicCalendar), with their time and classes; items the academic calendar lacks appear
// on their BS days; bad items are left out.
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AcademicCalendarPage from '@src/pages/academic-calendar/academic-calendar-page';
import AcademicCalendarSection from '@src/sections/academic-calendar/academic-calendar-section';
import type { Route } from '@src/generated/site-config';
import type { SectionProps } from '@src/sections/section-props';
import { renderWithSite } from '@test/render';
import { rawFixture } from '@test/fixtures';

const route = { path: '/academics/calendar', page: 'academic-calendar', title: 'Academic Calendar' } as Route;
const section = { id: 'academic-calendar', type: 'academic-calendar', enabled: true } as SectionProps<'academic-calendar'>['section'];
const renderPage = (overrides?: Record<string, unknown>) =>
  renderWithSite(<AcademicCalendarPage route={route} />, { path: route.path, overrides });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-22T06:15:00Z')); // Mangsir 6, 2083 in Nepal
});
afterEach(() => vi.useRealTimers());

const monthSection = (n: number) => screen.getAllByTestId('calendar-month')[n - 1];
const cell = (n: number, day: number) => monthSection(n).querySelector<HTMLElement>(`td[data-day="${day}"]`)!;
const names = (root: HTMLElement) =>
  within(root)
    .queryAllByTestId('event-item')
    .map((li) => li.querySelector('strong')!.textContent);
const item = (root: HTMLElement, name: string) =>
  within(root)
    .getAllByTestId('event-item')
    .find((li) => li.querySelector('strong')!.textContent === name)!;

/** Items the demo's academic calendar does not have, as the back-end writes them. */
const extra = [
  // BS strings empty (the contract's default): dates from the AD day. 2026-12-09 = Mangsir 23.
  {
    HolidayEvent: 'Event',
    EventType: 'Trip',
    Name: 'Science museum visit',
    Description: '',
    FromDate_AD: '2026-12-09T00:00:00',
    ToDate_AD: '2026-12-09T00:00:00',
    FromDate_BS: '',
    ToDate_BS: '',
    ForClass: 'Grade 6',
    ColorCode: '#00796B',
    ImagePath: '',
    Remaining: '17 Days Remaining',
    AtTime: '8:00 AM',
  },
  // Bad items: no name, no dates, null everywhere, not an object.
  { Name: null, FromDate_BS: '2083-08-20' },
  { Name: 'Undated', FromDate_AD: '0001-01-01T00:00:00', ToDate_AD: null, FromDate_BS: '', ToDate_BS: null },
  null,
  // Next BS year: not on this year's screens.
  {
    HolidayEvent: 'Holiday',
    EventType: 'Holiday',
    Name: 'New Year 2084',
    FromDate_BS: '2084-01-01',
    ToDate_BS: '2084-01-01',
    ColorCode: '#D32F2F',
  },
];
const withExtra = () => [...(rawFixture('GetEventHoliday') as unknown[]), ...extra];

describe('GetEventHoliday on the academic calendar page', () => {
  it('lists each event once, with its time and classes from GetEventHoliday', () => {
    renderPage();
    expect(names(monthSection(8))).toEqual([
      'Science Exhibition 2083',
      'Parent-teacher meeting',
      'Second Terminal Examination',
      'Annual Sports Week',
    ]);
    expect(within(item(monthSection(8), 'Science Exhibition 2083')).getByTestId('event-details').textContent).toBe(
      '10:00 AM · For Grade 4-10',
    );
    // AtTime null, ForClass '': no details line.
    expect(within(item(monthSection(9), 'Christmas')).queryByTestId('event-details')).toBeNull();
  });

  it('adds the items the academic calendar lacks to the month list, the grid and the legend', () => {
    renderPage({ GetEventHoliday: withExtra() });
    expect(names(monthSection(8))).toEqual([
      'Science Exhibition 2083',
      'Parent-teacher meeting',
      'Second Terminal Examination',
      'Science museum visit',
      'Annual Sports Week',
    ]);
    const visit = item(monthSection(8), 'Science museum visit');
    expect(visit.textContent).toContain('Mangsir 23, 2083');
    expect(visit.textContent).toContain('9 December 2026');
    expect(within(visit).getByTestId('event-details').textContent).toBe('8:00 AM · For Grade 6');
    expect(cell(8, 23).getAttribute('data-event')).toBe('Science museum visit');
    expect(cell(8, 23).style.background).toBe('rgb(0, 121, 107)');
    expect(
      within(screen.getByTestId('legend'))
        .getAllByTestId('legend-item')
        .map((li) => li.textContent),
    ).toEqual(['Holiday', 'Meeting', 'Event', 'Exam', 'Trip']);
    // Bad items and the next year's item are nowhere.
    expect(screen.queryByText('Undated')).toBeNull();
    expect(screen.queryByText('New Year 2084')).toBeNull();
  });

  it('shows the events and holidays when GetAcademicCalendar has nothing', () => {
    renderPage({ GetAcademicCalendar: [] });
    expect(screen.getByTestId('calendar-year').textContent).toBe('Academic calendar 2083 BS');
    expect(names(monthSection(9))).toEqual(['Christmas', 'Prithvi Jayanti']);
    expect(cell(9, 10).getAttribute('data-event')).toBe('Christmas');
    // Final Examination runs Falgun 24 – Chaitra 5: both grids mark it.
    expect(cell(11, 30).getAttribute('data-event')).toBe('Final Examination');
    expect(cell(12, 5).getAttribute('data-event')).toBe('Final Examination');
    expect(cell(12, 6).hasAttribute('data-event')).toBe(false);
    expect(within(monthSection(1)).getByTestId('no-events').textContent).toBe('No Events Available');
  });
});

describe('GetEventHoliday in the home calendar panel', () => {
  // (The months either side are rendered too, hidden, for a first tap's plain answer: the shown
  // month's panel is what a visitor sees.)
  const panel = () => within(document.querySelector<HTMLElement>('[data-month-panel]:not([hidden])')!);
  it("lists the month's events and holidays when the academic calendar has no data for it", () => {
    const all = rawFixture('GetAcademicCalendar') as Array<{ MonthId: number }>;
    renderWithSite(<AcademicCalendarSection section={section} />, {
      overrides: { GetAcademicCalendar: all.filter((m) => m.MonthId === 1) },
    });
    expect(screen.getByTestId('shown-month').textContent).toBe('Mangsir (मंसिर)');
    expect(panel().queryByTestId('no-events')).toBeNull();
    expect(
      panel()
        .getAllByTestId('event-item')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['Science Exhibition 2083', 'Parent-teacher meeting', 'Second Terminal Examination', 'Annual Sports Week']);
    fireEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      panel()
        .getAllByTestId('event-item')
        .map((li) => li.querySelector('strong')!.textContent),
    ).toEqual(['Christmas', 'Prithvi Jayanti']);
  });

  it('lists merged events once with the fixtures', () => {
    renderWithSite(<AcademicCalendarSection section={section} />, { overrides: { GetEventHoliday: withExtra() } });
    const shown = panel()
      .getAllByTestId('event-item')
      .map((li) => li.querySelector('strong')!.textContent);
    expect(shown).toEqual([
      'Science Exhibition 2083',
      'Parent-teacher meeting',
      'Second Terminal Examination',
      'Science museum visit',
      'Annual Sports Week',
    ]);
  });

  it('a failed GetEventHoliday changes nothing', () => {
    renderWithSite(<AcademicCalendarSection section={section} />, {
      overrides: { GetEventHoliday: { IsSuccess: false, ResponseMSG: 'Timeout expired' } },
    });
    expect(panel().getAllByTestId('event-item')).toHaveLength(4);
  });
});
