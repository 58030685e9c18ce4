// Operations whose answers name people the school would not publish permanently (site.liveOnly:
// pupils' birthdays by default). Their data is drawn only in the browser from a live answer: never
// in a prerendered page, its page-data file or the browser's stored data (scripts/build/prerender.mjs,
// src/entry-server.tsx, src/app/persisted-cache.ts).
import { apiSettings } from './endpoint';
import { ops } from './operations';

/** Whether an operation (by name, 'Admin/GetBirthDayList') is live only. */
export function isLiveOnly(op: { name: string }): boolean {
  return apiSettings().liveOnly.includes(op.name);
}

/** Whether the SWR key of an operation is that of a live-only one. */
export function isLiveOnlyKey(key: string): boolean {
  return Object.values(ops).some((op) => op.key === key && isLiveOnly(op));
}
