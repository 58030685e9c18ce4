// Operations whose answers name people the school would not publish permanently (site.liveOnly:
// pupils' birthdays by default). Their data is drawn only in the browser from a live answer: never
// in a prerendered page, its page-data file or the browser's stored data (scripts/build/prerender.ts,
// src/entry-server.tsx, src/app/persisted-cache.ts).
// `liveOnly`: the config's list (liveOnlyOf: a part reads the config it is drawn with); by default
// the built config's.
import { builtApi } from './built-api';
import { ops } from './operations';

/** Whether an operation (by name, 'Admin/GetBirthDayList') is live only. */
export function isLiveOnly(op: { name: string }, liveOnly: readonly string[] = builtApi.liveOnly): boolean {
  return liveOnly.includes(op.name);
}

/** Whether the SWR key of an operation is that of a live-only one. */
export function isLiveOnlyKey(key: string, liveOnly: readonly string[] = builtApi.liveOnly): boolean {
  return Object.values(ops).some((op) => op.key === key && isLiveOnly(op, liveOnly));
}

/** The SWR keys of the live-only operations. */
export function liveOnlyKeys(liveOnly: readonly string[] = builtApi.liveOnly): string[] {
  return Object.values(ops)
    .filter((op) => isLiveOnly(op, liveOnly))
    .map((op) => op.key);
}
