// Operations whose answers name people the school would not publish permanently (site.liveOnly:
// pupils' birthdays by default). Their data is drawn only in the browser from a live answer: never
// in a prerendered page, its page-data file or the browser's stored data (scripts/prerender.mjs,
// src/entry-server.tsx, src/app/persisted-cache.ts).
import { siteConfig } from '../config/site-config';
import { ops } from './operations';

const names = new Set(siteConfig.site.liveOnly ?? ['Admin/GetBirthDayList']);

/** Whether an operation (by name, 'Admin/GetBirthDayList') is live only. */
export function isLiveOnly(op: { name: string }): boolean {
  return names.has(op.name);
}

/** The SWR keys of the live-only operations. */
export const liveOnlyKeys: ReadonlySet<string> = new Set(Object.values(ops).filter(isLiveOnly).map((op) => op.key));
