// Draws again the parts of a prerendered page whose data changed since its build
// (freshness-probe.ts found that a newer build's data differs, and fetched that build's data of
// this page: its views, as the page's own; or the ERP's answer to a form's choices differs). Only the islands whose data-keys include a key whose
// data really differs are drawn again (a static part rendered afresh, a live island re-rendered).
import { loadPageData } from '../app/snapshot';
import { IMAGE_COPIES_KEY } from '../lib/image-copy';
import { ops } from '../api/operations';
import { isFailure } from '../api/guards/envelope';

/**
 * `latest`: the page's data as the newest build made it, by key; `answers`: the ERP's answers,
 * raw, of the operations the page checks live (a form's choices), read here through their guards.
 * Returns the keys whose data differs from the page's, having drawn their parts again.
 */
export async function redrawChanged(
  root: HTMLElement,
  latest: Record<string, unknown>,
  answers: Record<string, unknown> = {},
): Promise<string[]> {
  const snapshot = await loadPageData();
  const opOf = new Map(Object.values(ops).map((o) => [o.key, o]));
  const fresh: Record<string, unknown> = { ...latest };
  for (const [key, answer] of Object.entries(answers)) {
    const op = opOf.get(key);
    if (op && !isFailure(answer)) fresh[key] = (op.guard as (b: unknown) => unknown)(answer);
  }
  const changed = Object.keys(fresh).filter(
    (k) =>
      k !== IMAGE_COPIES_KEY &&
      k in snapshot &&
      JSON.stringify(fresh[k]) !== JSON.stringify(snapshot[k]) &&
      // An empty value never replaces what the build showed (the publisher holds a list the ERP
      // emptied until it is confirmed; the ERP answers a failure with an empty list).
      !(isEmpty(fresh[k]) && !isEmpty(snapshot[k])),
  );
  if (changed.length) {
    const { refreshIslands } = await import('./hydrate');
    const data: Record<string, unknown> = Object.fromEntries(changed.map((k) => [k, fresh[k]]));
    // The copies of the pictures the new data names come with it.
    if (latest[IMAGE_COPIES_KEY]) data[IMAGE_COPIES_KEY] = { ...(snapshot[IMAGE_COPIES_KEY] as object), ...latest[IMAGE_COPIES_KEY] };
    await refreshIslands(root, data);
  }
  return changed;
}

function isEmpty(v: unknown): boolean {
  if (v === null || v === undefined) return true;
  if (Array.isArray(v)) return v.length === 0;
  if (typeof v === 'object' && Array.isArray((v as { items?: unknown }).items)) return (v as { items: unknown[] }).items.length === 0;
  return typeof v === 'object' && Object.values(v).every((x) => x === '' || x === null || (Array.isArray(x) && x.length === 0));
}
