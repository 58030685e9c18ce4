// @vitest-environment node
// The step logic of a carousel's plain first answer (src/components/carousel/carousel-step.ts):
// where a tap on an arrow moves the slides, as embla-carousel places them (its snaps trimmed at the
// end with containScroll 'trimSnaps', its loop, which it gives up when the other slides cannot
// fill the view, the coverflow centred), so that embla started on the same snap shows the same.
import { describe, expect, it } from 'vitest';
import { loopPlaces, loops, offsetOf, scrolls, snapCount, stepTo, type Track } from '@src/components/carousel/carousel-step';

const track = (count: number, perView: number, loop = false, center = false): Track => ({ count, perView, loop, center });

/** The snaps a run of Next taps visits from 0, and the offsets shown there. */
function walk(t: Track, taps: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  let at = 0;
  for (let i = 0; i < taps; i++) {
    const to = stepTo(t, at, 1);
    if (to === null) break;
    at = to;
    out.push([at, offsetOf(t, at)]);
  }
  return out;
}

describe('a carousel that does not loop', () => {
  it('moves one slide a tap and stops with the last slides flush at the end (trimSnaps)', () => {
    const t = track(5, 2);
    expect(snapCount(t)).toBe(4);
    expect(walk(t, 10)).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(stepTo(t, 3, 1), 'no further at the end').toBeNull();
    expect(stepTo(t, 0, -1), 'nor before the start').toBeNull();
    expect(stepTo(t, 2, -1)).toBe(1);
  });

  it('with a part of a slide shown (2.5 a view), the last step is the half slide that is left', () => {
    const t = track(5, 2.5);
    expect(snapCount(t)).toBe(4);
    expect(walk(t, 10)).toEqual([
      [1, 1],
      [2, 2],
      [3, 2.5],
    ]);
  });

  it('gives up the loop, as embla does, when the other slides cannot fill the view (2 items, 1.5 a view)', () => {
    const t = track(2, 1.5, true);
    expect(scrolls(t)).toBe(true);
    expect(loops(t)).toBe(false);
    expect(walk(t, 5)).toEqual([[1, 0.5]]);
    expect(stepTo(t, 1, 1)).toBeNull();
  });

  it('goes nowhere when every item shows', () => {
    for (const t of [track(3, 3, true), track(1, 1), track(2, 2.5)]) {
      expect(scrolls(t)).toBe(false);
      expect(snapCount(t)).toBe(1);
      expect(stepTo(t, 0, 1)).toBeNull();
      expect(stepTo(t, 0, -1)).toBeNull();
    }
  });
});

describe('a looping carousel', () => {
  it('wraps both ways, one slide a tap', () => {
    const t = track(4, 1, true);
    expect(loops(t)).toBe(true);
    expect(snapCount(t)).toBe(4);
    expect(stepTo(t, 3, 1)).toBe(0);
    expect(stepTo(t, 0, -1)).toBe(3);
    expect(stepTo(t, 1, 1)).toBe(2);
  });

  it('moves on past the last slide: the first ones come after it, in the view and while they move', () => {
    const t = track(5, 2, true);
    // From the last slide (4) on to "5", the first slide again: 4 and 0 were seen, 0 and 1 are.
    const { offset, copies } = loopPlaces(t, 4, 5);
    expect(offset).toBe(5);
    const place = (j: number) => j + copies[j] * 5;
    expect([place(4), place(0), place(1)]).toEqual([4, 5, 6]);
  });

  it('moves back past the first slide: the last ones come before it', () => {
    const t = track(5, 2, true);
    const { offset, copies } = loopPlaces(t, 0, -1);
    expect(offset).toBe(-1);
    const place = (j: number) => j + copies[j] * 5;
    expect([place(4), place(0), place(1)]).toEqual([-1, 0, 1]);
  });

  it('the coverflow (centred, 3.525 a view) shows every slide the view reaches in one place, each on its own', () => {
    const t = track(5, 3.525, true, true);
    const o = (3.525 - 1) / 2;
    for (const [from, at] of [
      [1, 0],
      [0, -1],
      [1, 2],
      [4, 5],
      [7, 8],
    ]) {
      const { offset, copies } = loopPlaces(t, from, at);
      expect(offset).toBeCloseTo(at - o);
      const starts = copies.map((k, j) => j + k * 5);
      // Every bit of the view at `at` is covered by exactly one slide.
      for (let x = offset + 0.01; x < offset + 3.525; x += 0.05) expect(starts.filter((s) => s <= x && x < s + 1)).toHaveLength(1);
    }
  });

  it('stepping back to the start with the coverflow puts the slides on its left before the first', () => {
    const t = track(5, 3.525, true, true);
    const { copies } = loopPlaces(t, 1, 0);
    // The view at 0 runs from -1.2625 to 2.2625: slide 4 at -1 and a piece of slide 3 at -2.
    expect(copies).toEqual([0, 0, 0, -1, -1]);
  });
});
