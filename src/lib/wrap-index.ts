// Carousels and photo widgets wrap at both ends (SPEC §4 "Photo widget index wraps at both ends").
/** i moved into 0..count-1, wrapping; 0 for an empty list. */
export function wrapIndex(i: number, count: number): number {
  if (count <= 0 || !Number.isFinite(i)) return 0;
  return ((Math.trunc(i) % count) + count) % count;
}
