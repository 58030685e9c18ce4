// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardCalendar } from '@src/api/guards/calendar';
import { failureBodies, junk } from '@test/guard-shapes';

// Contract #18: no base members; EventHolidayId (not Id); string members null when the DB has NULL.
const event = (nd: number, extra: object = {}) => ({
  EventHolidayId: 11,
  ForDate: '2026-04-15T00:00:00',
  NY: 2083,
  NM: 1,
  ND: nd,
  EventType: 'Holiday',
  Name: 'New Year',
  Description: null,
  ColorCode: '#FF0000',
  FromDate_AD: '2026-04-14T00:00:00',
  ToDate_AD: '2026-04-14T00:00:00',
  FromDate_BS: '2083-01-01',
  ToDate_BS: '2083-01-01',
  ImagePath: null,
  ForClass: null,
  AtTime: null,
  ...extra,
});
const day = (nd: number, events: unknown[] = [], extra: object = {}) => ({
  AD_Date: `2026-04-${String(13 + nd).padStart(2, '0')}T00:00:00`,
  BS_Date: `2083-01-0${nd}`,
  NY: 2083,
  NM: 1,
  ND: nd,
  DayId: nd + 1,
  StartDayId: 3,
  DaysInMonth: 31,
  MonthName: 'Baishakh',
  IsWeekend: nd === 5,
  WeekendColorCode: '',
  EventColl: events,
  ...extra,
});
const month = {
  MonthId: 1,
  MonthName: 'Baishakh',
  DaysInMonth: 31,
  StartDayId: 3,
  BlankDaysColl: [' ', ' '],
  DataColl: [day(1, [event(1)]), day(5)],
  EventColl: [event(1)],
};
const newYear = { id: 11, name: 'New Year', nd: 1, colour: '#ff0000', type: 'Holiday', description: '' };

describe('guardCalendar', () => {
  it('reads the contract bare array of months', () => {
    expect(guardCalendar([month])).toEqual([
      {
        monthId: 1,
        monthName: 'Baishakh',
        daysInMonth: 31,
        startDayId: 3,
        days: [
          { nd: 1, isWeekend: false, adDate: Date.UTC(2026, 3, 13, 18, 15), events: [newYear] },
          { nd: 5, isWeekend: true, adDate: Date.UTC(2026, 3, 17, 18, 15), events: [] },
        ],
        events: [newYear],
      },
    ]);
  });

  it('reads a { DataColl: [...] } wrapper and SPEC event Id', () => {
    const out = guardCalendar({
      IsSuccess: true,
      DataColl: [
        {
          MonthId: 2,
          MonthName: 'Jestha',
          DataColl: [],
          EventColl: [{ Id: 5, Name: 'Exam', ND: 3, ColorCode: 'abc', EventType: 'Event' }],
        },
      ],
    });
    expect(out[0].events).toEqual([{ id: 5, name: 'Exam', nd: 3, colour: '#abc', type: 'Event', description: '' }]);
  });

  it('defaults DaysInMonth to 30 and StartDayId to 1 (Sunday) when missing or out of range', () => {
    const [a, b] = guardCalendar([{ MonthId: 3 }, { MonthId: 4, DaysInMonth: 0, StartDayId: 9 }]);
    expect([a.daysInMonth, a.startDayId, b.daysInMonth, b.startDayId]).toEqual([30, 1, 30, 1]);
    expect(a.days).toEqual([]);
  });

  it("keeps a colour only when it is hex, and rebuilds the month's events from its days when EventColl is missing", () => {
    const [m] = guardCalendar([
      { MonthId: 1, DataColl: [day(2, [event(0, { ND: null, ColorCode: 'red; background:url(x)' })])], EventColl: null },
    ]);
    expect(m.events).toEqual([{ ...newYear, nd: 2, colour: '' }]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardCalendar(body)).toEqual([]);
  });

  it('drops junk months, days without ND and nameless events', () => {
    const out = guardCalendar([
      ...junk,
      { MonthName: 'no id' },
      { MonthId: 1, DataColl: [...junk, { ND: null }, day(1, [null, { Name: null }])], EventColl: [5] },
    ]);
    expect(out).toHaveLength(1);
    expect(out[0].days).toEqual([{ nd: 1, isWeekend: false, adDate: Date.UTC(2026, 3, 13, 18, 15), events: [] }]);
    expect(out[0].events).toEqual([]);
  });
});
