// Reordering and naming within a list: what every studio list (sections, menu entries, fields)
// moves and copies with.

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const out = list.slice();
  if (from < 0 || from >= out.length) return out;
  const target = Math.max(0, Math.min(out.length - 1, to));
  const [item] = out.splice(from, 1);
  out.splice(target, 0, item);
  return out;
}

/** `base`, or `base-2`, `base-3`… : the first not in `taken`. */
export function uniqueId(base: string, taken: Iterable<string>): string {
  const set = new Set(taken);
  const stem = base.replace(/-copy(-\d+)?$|-\d+$/, '') || 'section';
  if (!set.has(base)) return base;
  for (let n = 2; ; n++) if (!set.has(`${stem}-${n}`)) return `${stem}-${n}`;
}
