// Back-end dates are zone-less local times of the school (Nepal, UTC+05:45), sometimes with an
// explicit offset, and "0001-01-01T00:00:00" when unset. We turn them into epoch milliseconds
// so that expiry and "newest first" are right for a visitor in any time zone.
import type { Json } from './read';

export const NEPAL_OFFSET_MIN = 5 * 60 + 45;
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?)?(Z|[+-]\d{2}:?\d{2})?$/;

/** Epoch ms, or null when missing, unset (year 1) or unreadable. */
export function parseBackendDate(v: Json): number | null {
  if (typeof v !== 'string') return null;
  const m = ISO.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h = '0', mi = '0', s = '0', frac = '0', zone] = m;
  const year = Number(y);
  if (year < 1900) return null;
  const ms = Math.round(Number(`0.${frac}`) * 1000);
  let t = Date.UTC(year, Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s), ms);
  if (zone === 'Z') return t;
  if (zone) {
    const zm = /([+-])(\d{2}):?(\d{2})/.exec(zone)!;
    const off = (Number(zm[2]) * 60 + Number(zm[3])) * (zm[1] === '-' ? -1 : 1);
    return t - off * 60000;
  }
  t -= NEPAL_OFFSET_MIN * 60000;
  return t;
}

/** The wall-clock parts of an instant in Nepal, for display without the visitor's zone. */
export function nepalParts(ms: number): { year: number; month: number; day: number; weekday: number; hour: number; minute: number } {
  const d = new Date(ms + NEPAL_OFFSET_MIN * 60000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    weekday: d.getUTCDay(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
  };
}
