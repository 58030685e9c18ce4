// A view is the part of an operation's answer that one page shows: the notices of its page of the
// list, the one notice it is about, the five newest. The ERP answers a list with every item ever
// published; a prerendered page's data carries only its views (src/prerender/render-page.tsx), so a
// page's data file does not grow with the site, and neither do the islands' snapshots. Each view
// is its own SWR key (the operation's key, the view's name and its parameters), so a page hydrates
// from its own data, and the client-rendered app derives the same value from the whole answer.
import type { Operation } from './operation';

export interface View<T, P, R> {
  /** The operation whose answer the view is made from. */
  op: Operation<T>;
  /** Its name in the key: one per kind of view of the operation. */
  name: string;
  /** The view of an answer, as of `now` (epoch ms: the build's while prerendering). Pure. */
  derive: (data: T, params: P, now: number) => R;
  /** What it is while nothing is known (the operation's empty answer, viewed). */
  empty: R;
}

/** A view of `op`'s answer; its empty value is the empty answer's view. */
export function defineView<T, P, R>(
  op: Operation<T>,
  name: string,
  derive: (data: T, params: P, now: number) => R,
  emptyParams: P,
): View<T, P, R> {
  return { op, name, derive, empty: derive(op.empty, emptyParams, 0) };
}

/** What the key of every view of an operation starts with. */
export const viewPrefix = (op: { key: string }): string => `${op.key} | `;

/** The SWR key of a view with its parameters: the operation's key, then the view's own part. */
export function viewKey<P>(view: { op: { key: string }; name: string }, params: P): string {
  return `${viewPrefix(view.op)}${view.name} ${JSON.stringify(params)}`;
}
