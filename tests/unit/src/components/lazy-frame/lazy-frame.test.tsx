// The map frame is made only after the page has loaded and when it nears the screen, so a
// third-party document (or even an empty one) never competes with the page's first paint
// (watch-lazy-frame.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { act, render } from '@testing-library/react';
import { watchLazyFrame, watchLazyFrames } from '@src/components/lazy-frame/watch-lazy-frame';
import { LazyFrame } from '@src/components/lazy-frame/lazy-frame';

const MAP = 'https://www.google.com/maps/embed?pb=1';

// A placeholder as LazyFrame prerenders it.
function place(): HTMLElement {
  document.body.innerHTML = `<footer>${renderToString(<LazyFrame src={MAP} title="Map" className="map" referrerPolicy="no-referrer-when-downgrade" />)}</footer>`;
  return document.querySelector<HTMLElement>('[data-lazy-frame]')!;
}
const liveFrame = () => document.querySelector('footer > iframe');

// A stand-in IntersectionObserver the test drives: jsdom has none.
function fakeObserver() {
  const observers: { cb: IntersectionObserverCallback; targets: Element[]; opts?: IntersectionObserverInit }[] = [];
  class IO {
    entry: (typeof observers)[number];
    constructor(cb: IntersectionObserverCallback, opts?: IntersectionObserverInit) {
      this.entry = { cb, targets: [], opts };
      observers.push(this.entry);
    }
    observe(el: Element) {
      this.entry.targets.push(el);
    }
    disconnect() {
      this.entry.targets = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', IO);
  const fire = (isIntersecting: boolean) => {
    for (const o of observers)
      o.cb(
        o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        o as never,
      );
  };
  return { observers, fire };
}

function setReadyState(state: DocumentReadyState) {
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
  setReadyState('complete');
});

describe('lazy frames', () => {
  it('waits for the page to load, then for its place to near the screen, then makes the frame', () => {
    const io = fakeObserver();
    setReadyState('loading');
    place();
    watchLazyFrames(document);
    expect(liveFrame()).toBeNull();
    expect(io.observers).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(io.observers).toHaveLength(1);
    io.fire(false);
    expect(liveFrame()).toBeNull();
    io.fire(true);
    const frame = liveFrame()!;
    expect(frame.getAttribute('src')).toBe(MAP);
    expect(frame.getAttribute('title')).toBe('Map');
    expect(frame.className).toBe('map');
    expect(frame.getAttribute('referrerpolicy')).toBe('no-referrer-when-downgrade');
    expect(document.querySelector('[data-lazy-frame]')).toBeNull();
  });

  it('makes the frame at once where there is no IntersectionObserver, on a loaded page', () => {
    place();
    watchLazyFrames(document);
    expect(liveFrame()?.getAttribute('src')).toBe(MAP);
  });

  it('does nothing once stopped (a React frame that unmounted before load)', () => {
    setReadyState('loading');
    const show = vi.fn();
    const stop = watchLazyFrame(place(), show);
    stop();
    window.dispatchEvent(new Event('load'));
    expect(show).not.toHaveBeenCalled();
  });

  it('is prerendered as a placeholder with no frame at all, and with a <noscript> copy that has one', () => {
    const html = renderToString(<LazyFrame src={MAP} title="Map" />);
    const [live, fallback] = html.split('<noscript>');
    expect(live).not.toMatch(/<iframe/);
    expect(live).toMatch(/<div[^>]*data-lazy-frame=""[^>]*data-src="https:\/\/www.google.com\/maps\/embed\?pb=1"/);
    expect(fallback).toMatch(/<iframe src="https:\/\/www.google.com\/maps\/embed\?pb=1" title="Map"/);
  });

  it('in the client-rendered app, React swaps the placeholder for the frame when it is near', () => {
    const io = fakeObserver();
    const { container } = render(<LazyFrame src={MAP} title="Map" allowFullScreen />);
    expect(container.querySelector('iframe')).toBeNull();
    act(() => io.fire(true));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe(MAP);
    expect(frame.hasAttribute('allowfullscreen')).toBe(true);
    expect(container.querySelector('[data-lazy-frame]')).toBeNull();
  });
});
