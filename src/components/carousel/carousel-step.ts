// Where a carousel's slides go for a step, as embla-carousel places them (its scroll snaps, its
// containScroll 'trimSnaps', its loop and when it gives the loop up), in slide widths: the plain
// answer to a first tap on an arrow (carousel-answer.ts) moves the slides there, so that embla,
// started later on the snap selected, shows the same slides in the same places. Pure numbers.

export interface Track {
  count: number;
  /** Items shown at the current width (the preset's --per-view). */
  perView: number;
  /** Asked to loop (embla still gives it up when the other slides cannot fill the view). */
  loop: boolean;
  /** Aligned on the centre (the coverflow), not the start. */
  center: boolean;
}

const EPS = 1e-3;

/** Whether the carousel has more items than it shows. */
export const scrolls = (t: Track): boolean => t.count > t.perView + 1e-6;

/** Whether it really loops: embla's canLoop, every slide's others together filling the view. */
export const loops = (t: Track): boolean => t.loop && scrolls(t) && t.count - 1 >= t.perView - EPS;

/** Start of the view from the snap's slide, in slides (0 aligned on the start; centred: half the rest). */
const alignOffset = (t: Track): number => (t.center ? (t.perView - 1) / 2 : 0);

/** How many snaps (selectable positions) there are: one a slide, less those trimmed at the end (start aligned, not looping). */
export function snapCount(t: Track): number {
  if (!scrolls(t)) return 1;
  if (loops(t) || t.center) return t.count;
  return Math.min(t.count, Math.ceil(t.count - t.perView - EPS) + 1);
}

/** The snap a step (-1 or 1) leads to from `from`, or null where it goes no further (an end, not looping). */
export function stepTo(t: Track, from: number, step: number): number | null {
  const n = snapCount(t);
  if (n < 2) return null;
  const to = from + Math.sign(step);
  if (loops(t)) return ((to % n) + n) % n;
  return to < 0 || to >= n ? null : to;
}

/** How far the slides are moved (in slides, towards the start) to show snap `at` (not looping). */
export function offsetOf(t: Track, at: number): number {
  if (t.center) return at - alignOffset(t);
  return Math.min(at, Math.max(0, t.count - t.perView));
}

/**
 * Looping: the slides keep moving one way past the ends, so a position counts on (`at` may pass
 * the last slide or go below 0). Each slide is shown in one copy (its index plus a multiple of the
 * count): the one in the view at `at`, else the one in the view it leaves (`from`: seen while the
 * slides move), else the one nearest. Returns how far the slides move and each slide's copy.
 */
export function loopPlaces(t: Track, from: number, at: number): { offset: number; copies: number[] } {
  const o = alignOffset(t);
  const n = t.count;
  // A slide at `x` (its start, in slides from the first slide's) is seen in the view starting at `start`.
  const seen = (x: number, start: number) => x + 1 > start + EPS && x < start + t.perView - EPS;
  const copies = Array.from({ length: n }, (_, j) => {
    const near = Math.round((at - o + t.perView / 2 - 0.5 - j) / n);
    const ks = [near, near - 1, near + 1];
    const k = ks.find((c) => seen(j + c * n, at - o)) ?? ks.find((c) => seen(j + c * n, from - o)) ?? near;
    return k || 0;
  });
  return { offset: at - o, copies };
}
