// What both calendar screens need from GetAcademicCalendar and GetEventHoliday: the year, each
// month's 42 cells and its events, the legend. GetEventHoliday's items of the year shown are
// merged in (deduplicated against the academic calendar's events; see event-holiday-entries.ts);
// items of other years are left out, as the screens show one BS year. Months the back-end did not
// send are drawn from our BS table when the year is known (else SPEC's defaults: 30 days from
// Sunday), with only the merged-in events.
import { useCallback, useMemo } from 'react';
import { useCalendar, useCompany, useEventHoliday } from '../../api/hooks';
import type { CalendarMonth } from '../../api/guards/calendar';
import type { EventHoliday } from '../../api/guards/event-holiday';
import { useView } from '../../api/use-view';
import { calendarViews, eventHolidayViews } from '../calendar-views';
import { bsMonthStartWeekday, daysInBsMonth, isSupportedBsYear, type BsDate } from '../bs-date';
import { calendarYear, eventLegend, monthEntries, yearEntries, type CalendarEntry, type LegendItem } from '../calendar-events';
import { dayEvents, eventHolidayEntries, inYear, legendWith, mergeEntries } from '../event-holiday-entries';
import { gridDaysInMonth, monthGrid, type GridCell } from '../month-grid';
import { useTodayBs } from '../use-today-bs';

export interface CalendarModel {
  isLoading: boolean;
  failed: boolean;
  /** True when the back-end sent at least one month, or an event/holiday of the year shown. */
  hasData: boolean;
  /** The BS year shown: the data's, else today's in Nepal (null on the server without data). */
  year: number | null;
  today: BsDate | null;
  legend: LegendItem[];
  /** Every event of the year (for "add all"). */
  entries: CalendarEntry[];
  school: string;
  /** The back-end's month (undefined when it sent none for that month). */
  month: (monthId: number) => CalendarMonth | undefined;
  cells: (monthId: number) => GridCell[];
  monthEntries: (monthId: number) => CalendarEntry[];
}

/** The model of the calendar page: the whole answers (it lists every event of them). */
export function useCalendarModel(): CalendarModel {
  const { data, isLoading, failed } = useCalendar();
  const { data: eventHolidays } = useEventHoliday();
  const dataYear = useMemo(() => calendarYear(data), [data]);
  return useModelOf({ data, dataYear, eventHolidays, isLoading, failed });
}

/**
 * The model of the home page's calendar section: the views of what it shows (calendar-views.ts),
 * so the home page's data holds one year of the calendar, not the back-end's whole answers.
 */
export function useHomeCalendarModel(): CalendarModel {
  const { data: shown, isLoading, failed } = useView(calendarViews.shown, {});
  const today = useTodayBs();
  const { data: eventHolidays } = useView(eventHolidayViews.ofYear, { year: shown.year ?? today?.year ?? null });
  return useModelOf({ data: shown.months, dataYear: shown.year, eventHolidays, isLoading, failed });
}

function useModelOf({
  data,
  dataYear,
  eventHolidays,
  isLoading,
  failed,
}: {
  data: CalendarMonth[];
  dataYear: number | null;
  eventHolidays: EventHoliday[];
  isLoading: boolean;
  failed: boolean;
}): CalendarModel {
  const { data: company } = useCompany();
  const today = useTodayBs();
  const byId = useMemo(() => new Map(data.map((m) => [m.monthId, m])), [data]);
  const year = dataYear ?? today?.year ?? null;
  // Entries need a year for their dates; 0 marks "unknown" (not exportable, shown without year).
  const { entries, added } = useMemo(() => {
    const extra = year === null ? [] : eventHolidayEntries(eventHolidays).filter((e) => inYear(e, year));
    return mergeEntries(yearEntries(data, year ?? 0), extra);
  }, [data, eventHolidays, year]);
  const legend = useMemo(() => legendWith(eventLegend(data), added), [data, added]);

  const cells = useCallback(
    (monthId: number): GridCell[] => {
      const m = byId.get(monthId);
      const known = year !== null && isSupportedBsYear(year);
      const length = m ? gridDaysInMonth(m.daysInMonth) : known ? daysInBsMonth(year, monthId) : gridDaysInMonth(null);
      const extra = year === null ? [] : dayEvents(added, year, monthId, length);
      if (m) return monthGrid({ daysInMonth: m.daysInMonth, startDayId: m.startDayId, days: m.days, events: [...m.events, ...extra] });
      if (known) return monthGrid({ daysInMonth: length, startDayId: bsMonthStartWeekday(year, monthId) + 1, events: extra });
      return monthGrid({ events: extra });
    },
    [byId, year, added],
  );

  return {
    isLoading,
    failed,
    hasData: data.length > 0 || added.length > 0,
    year,
    today,
    legend,
    entries,
    school: company.name,
    month: (monthId) => byId.get(monthId),
    cells,
    monthEntries: (monthId) => monthEntries(entries, monthId, year ?? 0),
  };
}
