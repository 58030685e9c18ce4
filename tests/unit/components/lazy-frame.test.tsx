// The map frame is fetched only after the page has loaded and when it nears the screen, so a
// third-party document never competes with the page's first paint (watch-lazy-frame.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { watchLazyFrame, watchLazyFrames } from '../../../src/components/lazy-frame/watch-lazy-frame';
import { LazyFrame } from '../../../src/components/lazy-frame/lazy-frame';

const MAP = 'https://www.google.com/maps/embed?pb=1';

function frame(): HTMLIFrameElement {
  const el = document.createElement('iframe');
  el.dataset.lazySrc = MAP;
  document.body.append(el);
  return el;
}

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
    for (const o of observers) o.cb(o.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), o as never);
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
  it('waits for the page to load, then for the frame to near the screen', () => {
    const io = fakeObserver();
    setReadyState('loading');
    const el = frame();
    watchLazyFrames(document);
    expect(el.hasAttribute('src')).toBe(false);
    expect(io.observers).toHaveLength(0);

    window.dispatchEvent(new Event('load'));
    expect(io.observers).toHaveLength(1);
    io.fire(false);
    expect(el.hasAttribute('src')).toBe(false);
    io.fire(true);
    expect(el.getAttribute('src')).toBe(MAP);
  });

  it('sets the address at once where there is no IntersectionObserver, on a loaded page', () => {
    const el = frame();
    watchLazyFrame(el);
    expect(el.getAttribute('src')).toBe(MAP);
  });

  it('does nothing once stopped (a React frame that unmounted before load)', () => {
    setReadyState('loading');
    const el = frame();
    const stop = watchLazyFrame(el);
    stop();
    window.dispatchEvent(new Event('load'));
    expect(el.hasAttribute('src')).toBe(false);
  });

  it('is prerendered without an address, and with a <noscript> copy that has one', () => {
    const html = renderToString(<LazyFrame src={MAP} title="Map" />);
    const [live, fallback] = html.split('<noscript>');
    expect(live).toMatch(/<iframe[^>]*data-lazy-src="https:\/\/www.google.com\/maps\/embed\?pb=1"/);
    expect(live).not.toMatch(/\ssrc=/);
    expect(fallback).toMatch(/<iframe src="https:\/\/www.google.com\/maps\/embed\?pb=1" title="Map"/);
  });
});
