import { setWidth, startCarousels } from '@test/dom-stubs';
import { act, createEvent, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '@src/components/carousel/carousel';
import { pointsOf, snapBackTo } from '@src/components/carousel/drag-min';
import { renderWithConfig } from '@test/render';

describe('snapBackTo (the minimum drag rule, decided by the one swipe rule)', () => {
  it('returns to the starting slide after a drag that made no swipe', () => {
    expect(snapBackTo(null, 2, 3)).toBe(2);
    expect(snapBackTo(null, 2, 1)).toBe(2);
  });
  it('keeps the new slide after a swipe, either way', () => {
    expect(snapBackTo('next', 2, 3)).toBeNull();
    expect(snapBackTo('prev', 2, 1)).toBeNull();
  });
  it('does nothing when the slide did not change (a click)', () => {
    expect(snapBackTo(null, 2, 2)).toBeNull();
  });
});

describe('pointsOf', () => {
  it('reads the mouse, or every touch that started or ended (touchend has only changedTouches)', () => {
    expect(pointsOf(new MouseEvent('mousedown', { clientX: 42, clientY: 5 }))).toEqual([{ id: 'mouse', x: 42, y: 5 }]);
    const touches = [
      { identifier: 3, clientX: 7, clientY: 8 },
      { identifier: 4, clientX: 9, clientY: 10 },
    ];
    expect(pointsOf({ touches: [], changedTouches: touches } as unknown as Event)).toEqual([
      { id: 3, x: 7, y: 8 },
      { id: 4, x: 9, y: 10 },
    ]);
    expect(pointsOf({ touches: [], changedTouches: [] } as unknown as Event)).toEqual([]);
  });
});

// jsdom lays nothing out; embla measures offsetLeft/offsetWidth and the last slide's margin, and
// listens for drags only on a container with an offsetParent (one that is displayed). Give every
// slide 300 px in a row inside a 300 px container and no margins, so embla's own drag physics run
// as in a browser.
const SLIDE = 300;
const saved = {
  width: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetWidth')!,
  left: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetLeft')!,
  parent: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent')!,
};
const realStyle = window.getComputedStyle.bind(window);
beforeAll(() => {
  vi.spyOn(window, 'getComputedStyle').mockImplementation((el, pseudo) => {
    const style = realStyle(el, pseudo);
    const read = style.getPropertyValue.bind(style);
    style.getPropertyValue = (name: string) => read(name) || (name.startsWith('margin') ? '0px' : '');
    return style;
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => SLIDE });
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', {
    configurable: true,
    get(this: HTMLElement) {
      return this.getAttribute('aria-roledescription') === 'slide' ? [...this.parentElement!.children].indexOf(this) * SLIDE : 0;
    },
  });
});
afterAll(() => {
  vi.restoreAllMocks();
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', saved.width);
  Object.defineProperty(HTMLElement.prototype, 'offsetLeft', saved.left);
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', saved.parent);
});
beforeEach(() => setWidth(1366));

/** Fires a mouse event with a chosen timeStamp (embla tells a flick from a slow drag by time). */
function fireAt(target: Element | Document, type: 'mouseDown' | 'mouseMove' | 'mouseUp', clientX: number, timeStamp: number) {
  const evt = createEvent[type](target, { clientX, button: 0, buttons: type === 'mouseUp' ? 0 : 1 });
  Object.defineProperty(evt, 'timeStamp', { value: timeStamp });
  act(() => {
    fireEvent(target, evt);
  });
}

/** A quick mouse drag of `dx` px (a flick: embla alone would change slides even for a short one). */
function flick(viewport: Element, dx: number) {
  const slide = viewport.querySelector('[aria-roledescription="slide"]')!;
  fireAt(slide, 'mouseDown', 500, 1000);
  fireAt(document, 'mouseMove', 500 + dx / 2, 1020);
  fireAt(document, 'mouseMove', 500 + dx, 1040);
  fireAt(document, 'mouseUp', 500 + dx, 1050);
}

/** The same quick drag with a finger (embla reads touchmove/touchend on the viewport). */
function swipe(viewport: Element, dx: number) {
  const slide = viewport.querySelector('[aria-roledescription="slide"]')!;
  const at = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number, timeStamp: number) => {
    const point = [{ clientX: x, clientY: 200 }];
    const evt = createEvent[type](slide, { cancelable: true, touches: type === 'touchEnd' ? [] : point, changedTouches: point });
    Object.defineProperty(evt, 'timeStamp', { value: timeStamp });
    act(() => {
      fireEvent(slide, evt);
    });
  };
  at('touchStart', 200, 1000);
  at('touchMove', 200 + dx / 2, 1020);
  at('touchMove', 200 + dx, 1040);
  at('touchEnd', 200 + dx, 1050);
}

/** One finger moves `dx`, a second lands and moves along, then both lift (a pinch begun as a drag). */
function twoFingers(viewport: Element, dx: number) {
  const slide = viewport.querySelector('[aria-roledescription="slide"]')!;
  const finger = (identifier: number, x: number) => ({ identifier, clientX: x, clientY: 200 + identifier * 50 });
  const at = (type: 'touchStart' | 'touchMove' | 'touchEnd', touches: object[], changed: object[], timeStamp: number) => {
    const evt = createEvent[type](slide, { cancelable: true, touches, changedTouches: changed });
    Object.defineProperty(evt, 'timeStamp', { value: timeStamp });
    act(() => {
      fireEvent(slide, evt);
    });
  };
  at('touchStart', [finger(1, 200)], [finger(1, 200)], 1000);
  at('touchMove', [finger(1, 200 + dx / 2)], [finger(1, 200 + dx / 2)], 1010);
  at('touchMove', [finger(1, 200 + dx)], [finger(1, 200 + dx)], 1020);
  at('touchStart', [finger(1, 200 + dx), finger(2, 300)], [finger(2, 300)], 1030);
  at('touchMove', [finger(1, 200 + dx), finger(2, 300 + dx)], [finger(1, 200 + dx), finger(2, 300 + dx)], 1040);
  at('touchEnd', [finger(2, 300 + dx)], [finger(1, 200 + dx)], 1050);
  at('touchEnd', [], [finger(2, 300 + dx)], 1060);
}

async function showCarousel(dragMin?: number) {
  const onSelect = vi.fn();
  const { container } = renderWithConfig(
    <Carousel
      items={['A', 'B', 'C', 'D']}
      label="Things"
      preset="one"
      dragMin={dragMin}
      renderItem={(x) => <p>{x}</p>}
      onSelect={onSelect}
    />,
  );
  await startCarousels();
  return { viewport: container.querySelector('[data-scrollable]')!, onSelect, selected: () => onSelect.mock.lastCall?.[0] ?? 0 };
}

describe('Carousel minimum drag (carousels.dragMin, 80 px)', () => {
  it('a 50 px flick leaves the slide where it was', async () => {
    const { viewport, selected } = await showCarousel();
    flick(viewport, -50);
    expect(selected()).toBe(0);
  });

  it('a 150 px drag moves to the next slide, and back the other way', async () => {
    const { viewport, selected } = await showCarousel();
    flick(viewport, -150);
    expect(selected()).toBe(1);
    flick(viewport, 150);
    expect(selected()).toBe(0);
  });

  it('follows a smaller dragMin (40 px): a 50 px flick then changes the slide', async () => {
    const { viewport, selected } = await showCarousel(40);
    flick(viewport, -50);
    expect(selected()).toBe(1);
  });

  it('applies to a finger swipe too: 50 px stays, 150 px moves', async () => {
    const { viewport, selected } = await showCarousel();
    swipe(viewport, -50);
    expect(selected()).toBe(0);
    swipe(viewport, -150);
    expect(selected()).toBe(1);
  });

  it('a second finger makes it no swipe (pinch-zoom): a 150 px move with two fingers stays', async () => {
    const { viewport, selected } = await showCarousel();
    twoFingers(viewport, -150);
    expect(selected()).toBe(0);
    // One finger again: swipes as before.
    swipe(viewport, -150);
    expect(selected()).toBe(1);
  });
});
