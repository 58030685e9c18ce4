// The site's one swipe rule (src/components/swipe/swipe.ts), used by the hero slider, the photo
// widget, the lightbox and the carousels' minimum drag.
import { fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bindSwipe, createSwipeTracker, swipeOf } from '@src/components/swipe/swipe';

describe('swipeOf', () => {
  it('needs the threshold: 39 px is nothing, 40 px is a swipe (threshold 40)', () => {
    expect(swipeOf(-39, 0, 40)).toBeNull();
    expect(swipeOf(-40, 0, 40)).toBe('next');
    expect(swipeOf(39, 0, 40)).toBeNull();
    expect(swipeOf(40, 0, 40)).toBe('prev');
  });
  it('leftwards is the next item, rightwards the previous', () => {
    expect(swipeOf(-120, 10, 80)).toBe('next');
    expect(swipeOf(120, -10, 80)).toBe('prev');
  });
  it('leaves a move more vertical than sideways to the page (a scroll)', () => {
    expect(swipeOf(-100, 140, 40)).toBeNull();
    expect(swipeOf(100, -100, 40)).toBeNull();
    expect(swipeOf(100, 99, 40)).toBe('prev');
  });
});

describe('createSwipeTracker', () => {
  it('measures from the press to the release of the same pointer', () => {
    const t = createSwipeTracker(80);
    t.down(1, 300, 100);
    expect(t.up(1, 200, 110)).toBe('next');
    t.down(2, 100, 100);
    expect(t.up(2, 150, 100)).toBeNull();
    expect(t.up(3, 0, 0)).toBeNull(); // a release without a press
  });
  it('ignores a gesture with two pointers (pinch-zoom), whichever lifts first, then works again', () => {
    const t = createSwipeTracker(40);
    t.down(1, 300, 100);
    t.down(2, 350, 200);
    expect(t.up(1, 100, 100)).toBeNull();
    expect(t.up(2, 150, 200)).toBeNull();
    // The second finger lifting last, after the first has gone, is still part of the pinch.
    t.down(1, 300, 100);
    t.down(2, 350, 200);
    expect(t.up(2, 100, 200)).toBeNull();
    expect(t.up(1, 100, 100)).toBeNull();
    // Back to one finger: a swipe again.
    t.down(3, 300, 100);
    expect(t.up(3, 100, 100)).toBe('next');
  });
  it('a gesture the browser took over (pointercancel: a scroll, a zoom) is no swipe', () => {
    const t = createSwipeTracker(40);
    t.down(1, 300, 100);
    t.cancel(1);
    expect(t.up(1, 100, 100)).toBeNull();
  });
});

describe('bindSwipe (pointer events on an element)', () => {
  const el = document.createElement('div');
  document.body.append(el);
  const onPrev = vi.fn();
  const onNext = vi.fn();
  const unbind = bindSwipe(el, 80, { onPrev, onNext });
  afterEach(() => {
    onPrev.mockClear();
    onNext.mockClear();
  });
  const press = (id: number, x: number, y = 100, type = 'touch') =>
    fireEvent.pointerDown(el, { pointerId: id, pointerType: type, clientX: x, clientY: y, button: 0 });
  const lift = (id: number, x: number, y = 100, type = 'touch') =>
    fireEvent.pointerUp(el, { pointerId: id, pointerType: type, clientX: x, clientY: y, button: 0 });

  it('one finger: a swipe of the threshold moves, either way', () => {
    press(1, 300);
    lift(1, 200);
    expect(onNext).toHaveBeenCalledTimes(1);
    press(1, 100);
    lift(1, 190);
    expect(onPrev).toHaveBeenCalledTimes(1);
  });
  it('two fingers: no slide change', () => {
    press(1, 300);
    press(2, 400, 200);
    lift(1, 100);
    lift(2, 200, 200);
    expect(onNext).not.toHaveBeenCalled();
    expect(onPrev).not.toHaveBeenCalled();
  });
  it('a vertical drag is left to the page', () => {
    press(1, 300, 100);
    lift(1, 200, 400);
    expect(onNext).not.toHaveBeenCalled();
  });
  it("a mouse's other buttons do not start a swipe", () => {
    fireEvent.pointerDown(el, { pointerId: 1, pointerType: 'mouse', clientX: 300, clientY: 100, button: 2 });
    lift(1, 100, 100, 'mouse');
    expect(onNext).not.toHaveBeenCalled();
  });
  it('stops listening when unbound', () => {
    unbind();
    press(1, 300);
    lift(1, 100);
    expect(onNext).not.toHaveBeenCalled();
  });
});
