// Paging a list: which items page n shows, and how many pages a list takes. Pure.

/** A list page: its items, and how many the whole list has (for the numbered links). */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/** Page `page` (1-based) of `list` in pages of `size`; an out-of-range page is empty. */
export function pageOf<T>(list: readonly T[], page: number, size: number): ListPage<T> {
  const per = Math.max(1, Math.floor(size) || 1);
  const start = (Math.max(1, Math.floor(page) || 1) - 1) * per;
  return { items: list.slice(start, start + per), total: list.length };
}

/** How many pages a list of `total` items takes in pages of `size` (at least one). */
export function pageCount(total: number, size: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, Math.floor(size) || 1)));
}
