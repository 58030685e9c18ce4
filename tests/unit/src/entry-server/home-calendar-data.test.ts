// The home page's calendar section as the build prerenders it (src/entry-server.tsx renderUrl), from
// a back-end whose GetEventHoliday holds years of events and whose GetAcademicCalendar sent a year
// twice: the home page's data holds the section's views of them (src/calendar/calendar-views.ts),
// one year of months and that year's events, never the whole answers; the calendar page keeps the
// whole answers it lists. (jsdom: see render-url.test.ts.)
import { beforeAll, describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { renderUrl, snapshotFromBodies, siteConfig, withListPages } from '@src/entry-server';
import { routeMatches } from '@src/lib/route-match';
import { ops } from '@src/api/operations';
import { viewPrefix } from '@src/api/views';
import type { ShownCalendar } from '@src/calendar/calendar-views';
import type { EventHoliday } from '@src/api/guards/event-holiday';
import { fixtureBodies } from '@test/fixtures';

const YEARS = 6;
let snapshot: Record<string, unknown>;
let bodies: Record<string, unknown>;
const routes = withListPages(siteConfig.routes);
const AT = { now: Date.UTC(2026, 10, 24, 6, 0), purifier: DOMPurify };
const render = (url: string) => renderUrl(url, snapshot, { ...AT, route: routes.find((r) => routeMatches(r.path, url))! });

beforeAll(() => {
  bodies = fixtureBodies();
  // Years of events and holidays before this one (BS dates moved back a year at a time, no AD date).
  const items = bodies[ops.eventHoliday.name] as Record<string, unknown>[];
  const back = (bs: unknown, n: number) => String(bs).replace(/^(\d{4})/, (y) => String(Number(y) - n));
  bodies[ops.eventHoliday.name] = [
    ...Array.from({ length: YEARS }, (_, n) =>
      items.map((it) => ({
        ...it,
        Name: `${String(it.Name)} (${n + 1} years ago)`,
        FromDate_BS: back(it.FromDate_BS, n + 1),
        ToDate_BS: back(it.ToDate_BS, n + 1),
        FromDate_AD: null,
        ToDate_AD: null,
      })),
    ).flat(),
    ...items,
  ];
  // The calendar's year sent twice (an ERP answering with more than one year's months).
  const months = bodies[ops.calendar.name] as unknown[];
  bodies[ops.calendar.name] = [...months, ...months];
  ({ data: snapshot } = snapshotFromBodies(bodies));
});

const viewsOf = (used: Record<string, unknown>, op: { key: string }) => Object.entries(used).filter(([k]) => k.startsWith(viewPrefix(op)));

describe("the home page's calendar data", () => {
  it("holds the section's views, one year of months and that year's events, not the whole answers", async () => {
    const page = await render('/');
    expect(page.facts.missing).toBe(false);
    expect(Object.keys(page.used)).not.toContain(ops.calendar.key);
    expect(Object.keys(page.used)).not.toContain(ops.eventHoliday.key);
    const [calendar] = viewsOf(page.used, ops.calendar);
    const shown = calendar[1] as ShownCalendar;
    expect(shown.months).toHaveLength(12);
    expect(shown.year).toBe(2083);
    const [events] = viewsOf(page.used, ops.eventHoliday);
    const items = events[1] as EventHoliday[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((it) => !it.name.includes('years ago'))).toBe(true);
    // The section draws from them: its months and events are in the page (its later part).
    const html = page.html + (page.later?.sections.join('') ?? '');
    expect(html).toContain('data-month-root');
    expect(html).toContain(items[0].name);
    // Less than a quarter of the whole answers' bytes, whatever the years before hold.
    const whole = JSON.stringify(snapshot[ops.calendar.key]).length + JSON.stringify(snapshot[ops.eventHoliday.key]).length;
    expect(JSON.stringify(shown).length + JSON.stringify(items).length).toBeLessThan(whole / 4);
  });

  it('is the whole answers on the calendar page, which lists every event of them', async () => {
    const page = await render('/academics/calendar');
    expect(Object.keys(page.used)).toContain(ops.calendar.key);
  });
});
