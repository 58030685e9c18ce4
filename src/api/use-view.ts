// Components read a view of an operation (src/api/views.ts) through this hook, as they read a
// whole operation through useOperation. Where its value comes from:
// - a prerendered page's data (the browser hydrating, or redrawing a part): the view itself;
// - the build's snapshot (prerendering), which holds whole answers: the view is made from the
//   operation's answer, and noted with its value, so the page's data carries the view only;
// - neither (the client-rendered app): the operation is asked for and viewed.
import useSWR, { useSWRConfig } from 'swr';
import { loadOperation } from './operation';
import { useApiSettings } from './use-api';
import { resourceOf, type Resource } from './use-operation';
import { useRenderContext } from '../render/render-context';
import { viewKey, type View } from './views';

/**
 * `now`: the time a view of time-bound items (notices) is made as of: the caller's useNow(), the
 * build's while prerendering and hydrating (null, unknown: as if nothing had expired yet).
 */
export function useView<T, P, R>(view: View<T, P, R>, params: P, now: number | null = null): Resource<R> {
  const key = viewKey(view, params);
  const { fallback } = useSWRConfig();
  const given = (fallback as Record<string, unknown> | undefined) ?? {};
  let start = given[key] as R | undefined;
  if (start === undefined && view.op.key in given) start = view.derive(given[view.op.key] as T, params, now ?? 0);
  const { facts } = useRenderContext();
  facts?.keys.add(key);
  if (start !== undefined) facts?.views.set(key, start);
  const api = useApiSettings();
  const { data, error, isLoading } = useSWR<R, unknown>(
    key,
    () => loadOperation(view.op, api).then((d) => view.derive(d, params, now ?? 0)),
    {
      fallbackData: start,
    },
  );
  return resourceOf(data, error, isLoading, view.empty);
}
