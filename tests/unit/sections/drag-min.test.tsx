import { setWidth, startCarousels } from './dom-stubs';
import { act, createEvent, fireEvent } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from '../../../src/components/carousel/carousel';
import { pointerX, snapBackTo } from '../../../src/components/carousel/drag-min';
import { renderWithConfig } from '../../support/render';

describe('snapBackTo (the minimum drag rule)', () => {
  const start = { x: 500, index: 2 };
  it('returns to the starting slide after a drag shorter than the minimum', () => {
    expect(snapBackTo(start, 450, 3, 80)).toBe(2);
    expect(snapBackTo(start, 579, 1, 80)).toBe(2);
  });
  it('keeps the new slide after a drag of at least the minimum, either way', () => {
    expect(snapBackTo(start, 420, 3, 80)).toBeNull();
    expect(snapBackTo(start, 600, 1, 80)).toBeNull();
  });
  it('does nothing when the slide did not change (a click)', () => {
    expect(snapBackTo(start, 500, 2, 80)).toBeNull();
  });
  it('uses the minimum it is given (40 px for the phone highlights)', () => {
    expect(snapBackTo(start, 455, 3, 40)).toBeNull();
    expect(snapBackTo(start, 465, 3, 40)).toBe(2);
  });
});

describe('pointerX', () => {
  it('reads mouse events and the touch of touchstart/touchmove or, on touchend, the lifted one', () => {
    expect(pointerX(new MouseEvent('mousedown', { clientX: 42 }))).toBe(42);
    expect(pointerX({ touches: [{ clientX: 7 }], changedTouches: [] } as unknown as Event)).toBe(7);
    expect(pointerX({ touches: [], changedTouches: [{ clientX: 9 }] } as unknown as Event)).toBe(9);
    expect(pointerX({ touches: [], changedTouches: [] } as unknown as Event)).toBeNull();
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

async function showCarousel(dragMin?: number) {
  const onSelect = vi.fn();
  const { container } = renderWithConfig(<Carousel items={['A', 'B', 'C', 'D']} label="Things" preset="one" dragMin={dragMin} renderItem={(x) => <p>{x}</p>} onSelect={onSelect} />);
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
});
