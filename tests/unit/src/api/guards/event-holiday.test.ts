// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardEventHoliday } from '@src/api/guards/event-holiday';
import { failureBodies, junk } from '@test/guard-shapes';

const real = {
  HolidayEvent: 'Holiday',
  EventType: 'Festival',
  Name: 'Dashain',
  Description: '',
  FromDate_AD: '2026-10-10T00:00:00',
  ToDate_AD: '2026-10-20T00:00:00',
  FromDate_BS: '2083-06-24',
  ToDate_BS: '2083-07-03',
  ForClass: '',
  ColorCode: '#00AA00',
  ImagePath: '',
  Remaining: '12 Days Remaining',
  AtTime: null,
};

describe('guardEventHoliday', () => {
  it('reads the contract bare array', () => {
    expect(guardEventHoliday([real])).toEqual([
      {
        kind: 'Holiday',
        type: 'Festival',
        name: 'Dashain',
        description: '',
        fromMs: Date.UTC(2026, 9, 9, 18, 15),
        toMs: Date.UTC(2026, 9, 19, 18, 15),
        fromBs: '2083-06-24',
        toBs: '2083-07-03',
        forClass: '',
        colour: '#00aa00',
        image: '',
        remaining: '12 Days Remaining',
        atTime: '',
      },
    ]);
  });

  it('reads a wrapper and unset dates', () => {
    const [e] = guardEventHoliday({ IsSuccess: true, DataColl: [{ ...real, FromDate_AD: '0001-01-01T00:00:00', ToDate_AD: null }] });
    expect([e.fromMs, e.toMs]).toEqual([null, null]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardEventHoliday(body)).toEqual([]);
  });

  it('drops nameless entries and junk', () => {
    expect(guardEventHoliday([...junk, { ...real, Name: null }, { Name: 'x', ColorCode: null }])).toHaveLength(1);
  });
});
