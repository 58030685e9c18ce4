// Components read the back-end only through this hook (via the use-<resource> hooks in hooks.ts).
// SWR de-duplicates identical keys, keeps the last good value on a failed revalidation, and lets
// a failure be data ("failed") instead of an exception thrown into rendering.
import useSWR from 'swr';
import { loadOperation, type Operation } from './operation';
import { useRenderContext } from '../render/render-context';
import { isLiveOnlyKey } from './live-only';
import { useApiSettings } from './use-api';

export interface Resource<T> {
  data: T;
  /** True only while nothing is known yet (no cached value, no failure, and the first request is in flight). */
  isLoading: boolean;
  /** True when the last request failed and there is no earlier value to show. */
  failed: boolean;
}

/**
 * `watchOnly`: the caller only watches the loading state (the start-up loader), or shows the data
 * only where the browser never draws it (a <noscript>: useBuiltContact), so a prerendered page
 * does not embed that operation's data unless something else on it shows the data.
 */
export function useOperation<T>(op: Operation<T>, watchOnly = false, enabled = true): Resource<T> {
  // `enabled` false: a part that reads this operation only in some configurations (a form's ERP
  // choices) asks nothing and embeds nothing in the others; the empty value stands in.
  // (While prerendering, the page's data carries what its parts read: the render's facts.)
  const { facts } = useRenderContext();
  if (!watchOnly && enabled) facts?.keys.add(op.key);
  // A live-only operation (birthdays) is never in the page's data: it is asked for as the part
  // showing it mounts in the browser, even where parts otherwise start from the page's data.
  // (Asked of the back-end of the config the part is drawn with.)
  const api = useApiSettings();
  const liveOnly = isLiveOnlyKey(op.key, api.liveOnly);
  const { data, error, isLoading } = useSWR<T, unknown>(
    enabled ? op.key : null,
    () => loadOperation(op, api),
    liveOnly ? { revalidateOnMount: true } : undefined,
  );
  // (Its pictures are then asked for in a way the service worker never keeps: SmartImage reads
  // the answer in this SWR scope, src/api/live-only-data.ts.)
  return resourceOf(data, error, isLoading, op.empty);
}

/**
 * A part's view of SWR's state. SWR reports isLoading while its first request runs even when
 * fallback (prerendered) or stored data is already there; for us that is not loading: there is
 * something to show. It reports it again while it retries after a failure (4-12 s later, the
 * error kept): the visitor goes on reading "could not load" until a retry brings data, never a
 * skeleton again.
 */
export function resourceOf<T>(data: T | undefined, error: unknown, isLoading: boolean, empty: T): Resource<T> {
  return {
    data: data ?? empty,
    isLoading: isLoading && data === undefined && error === undefined,
    failed: error !== undefined && data === undefined,
  };
}
