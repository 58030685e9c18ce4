// GetEventHoliday: a bare array of upcoming events and holidays (contract #19), or
// { IsSuccess:false } from the controller's catch. These items have no base members.
import { cleanColour } from './theme';
import { parseBackendDate } from './dates';
import { rowsOf } from './rows';
import { field, items, str } from './read';

export interface EventHoliday {
  /** 'Holiday' or 'Event' as the back-end writes it (HolidayEvent), '' when unknown. */
  kind: string;
  /** The event-type name. */
  type: string;
  name: string;
  description: string;
  /** Epoch ms, null when unset (0001-01-01). */
  fromMs: number | null;
  toMs: number | null;
  fromBs: string;
  toBs: string;
  forClass: string;
  colour: string;
  image: string;
  /** The server's "<n> Days Remaining" / "Passed", computed from the server's today. */
  remaining: string;
  atTime: string;
}

export function guardEventHoliday(body: unknown): EventHoliday[] {
  return items(rowsOf(body), (o) => {
    const name = str(o.Name);
    if (!name) return null;
    return {
      kind: str(o.HolidayEvent),
      type: str(o.EventType),
      name,
      description: str(o.Description),
      fromMs: parseBackendDate(field(o, 'FromDate_AD', 'FromDate')),
      toMs: parseBackendDate(field(o, 'ToDate_AD', 'ToDate')),
      fromBs: str(o.FromDate_BS),
      toBs: str(o.ToDate_BS),
      forClass: str(o.ForClass),
      colour: cleanColour(o.ColorCode),
      image: str(o.ImagePath),
      remaining: str(o.Remaining),
      atTime: str(o.AtTime),
    };
  });
}
