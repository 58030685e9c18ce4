// Whether a value came from a live-only answer (site.liveOnly: the birthdays' names and photo
// paths), so a picture drawn from one is asked for in the way the service worker reads as "never
// keep": SmartImage gives it referrerpolicy="no-referrer" (src/sw/sw-route.js). Read from the
// answers the part's own data scope holds (its SWR cache: the page's, shared by its islands, or the
// app's), not collected anywhere: only ever there in the browser, as live-only data is never
// prerendered. A public picture that shares a path with live-only data (a teacher's photo on the
// team page too) is left uncached as well.
import { useSWRConfig } from 'swr';
import { liveOnlyKeys } from './live-only';
import { useApiSettings } from './use-api';

/** The strings of an answer, walked once per answer (a memo of the answer's value, not state:
 *  an answer is never changed, only replaced). */
const walked = new WeakMap<object, Set<string>>();

function stringsOf(answer: unknown): Set<string> | null {
  if (!answer || typeof answer !== 'object') return null;
  let out = walked.get(answer);
  if (!out) {
    const found = new Set<string>();
    const seen = new WeakSet<object>();
    const walk = (v: unknown): void => {
      if (typeof v === 'string') {
        if (v) found.add(v);
        return;
      }
      if (!v || typeof v !== 'object' || seen.has(v)) return;
      seen.add(v);
      for (const x of Array.isArray(v) ? v : Object.values(v)) walk(x);
    };
    walk(answer);
    walked.set(answer, (out = found));
  }
  return out;
}

/** Whether a value (an image's path) came from a live-only answer the calling part's data scope holds. */
export function useIsLiveOnlyValue(): (value: unknown) => boolean {
  const { cache, fallback } = useSWRConfig();
  const { liveOnly } = useApiSettings();
  const given = (fallback as Record<string, unknown> | undefined) ?? {};
  const answers = liveOnlyKeys(liveOnly).map((k) => (cache.get(k) as { data?: unknown } | undefined)?.data ?? given[k]);
  return (value) => typeof value === 'string' && answers.some((a) => stringsOf(a)?.has(value) ?? false);
}
