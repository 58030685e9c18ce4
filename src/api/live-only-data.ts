// The values a live-only answer held (site.liveOnly: the birthdays' names and photo paths), so a
// picture drawn from one is asked for in the way the service worker reads as "never keep":
// SmartImage gives it referrerpolicy="no-referrer" (src/sw/sw-route.js). useOperation notes each
// live-only answer as a component reads it, before the component draws its pictures. Only ever
// filled in the browser: live-only data is never prerendered. A public picture that shares a path
// with live-only data (a teacher's photo on the team page too) is left uncached as well.
const values = new Set<string>();
const noted = new WeakSet<object>();

/** Notes every string of a live-only answer. Cheap to call at each render: an answer is walked once. */
export function noteLiveOnlyData(value: unknown): void {
  if (typeof value === 'string') {
    if (value) values.add(value);
    return;
  }
  if (!value || typeof value !== 'object' || noted.has(value)) return;
  noted.add(value);
  for (const v of Array.isArray(value) ? value : Object.values(value)) noteLiveOnlyData(v);
}

/** Whether a value (an image's path) came from live-only data. */
export function isLiveOnlyValue(value: unknown): boolean {
  return typeof value === 'string' && values.has(value);
}
