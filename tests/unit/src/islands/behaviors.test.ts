// What a prerendered page does without any island (src/islands/behaviors.ts): the sticky bar and
// the back-to-top button follow the scroll, notices disappear when they expire, a missing image
// shows the placeholder, and pointing at a link prefetches its page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPIRED_EVENT, startBehaviors } from '@src/islands/behaviors';
import { renderIsland } from '@src/islands/hydrate';
import { pageRoot } from '@test/page-root';

vi.mock('@src/islands/hydrate', () => ({ renderIsland: vi.fn(async () => {}) }));

let root: HTMLElement;

function page(html: string): HTMLElement {
  return (root = pageRoot(html));
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 0 });
});

afterEach(() => {
  vi.mocked(renderIsland).mockClear();
  root?.remove();
  document.head.querySelectorAll('link[rel="prefetch"]').forEach((l) => l.remove());
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('scroll marks', () => {
  it('makes the bar sticky past its mark and back, and shows the back-to-top button past its own', () => {
    // As prerendered: drawn for a page at its top.
    const el = page(
      '<nav data-sticky-after="100" data-sticky="false"></nav><button data-show-after="300" data-scroll-top hidden>Top</button>',
    );
    const bar = el.querySelector<HTMLElement>('nav')!;
    const top = el.querySelector<HTMLElement>('button')!;
    startBehaviors(el);
    expect(bar.dataset.sticky).toBe('false');
    expect(top.hidden).toBe(true);

    scrollTo(100); // at the mark, not past it
    expect(bar.dataset.sticky).toBe('false');
    scrollTo(150);
    expect(bar.dataset.sticky).toBe('true');
    expect(top.hidden).toBe(true);
    scrollTo(301);
    expect(top.hidden).toBe(false);
    scrollTo(20);
    expect(bar.dataset.sticky).toBe('false');
    expect(top.hidden).toBe(true);
  });

  it('starts from where the page already is (a reload halfway down), in the next frame, not while the loader starts', async () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, writable: true, value: 800 });
    const el = page('<nav data-sticky-after="100" data-sticky="false"></nav><button data-show-after="300" hidden>Top</button>');
    startBehaviors(el);
    // (Reading the scroll position at once would force a layout of the whole page in the loader.)
    expect(el.querySelector<HTMLElement>('nav')!.dataset.sticky).toBe('false');
    await new Promise((r) => requestAnimationFrame(r));
    expect(el.querySelector<HTMLElement>('nav')!.dataset.sticky).toBe('true');
    expect(el.querySelector<HTMLElement>('button')!.hidden).toBe(false);
  });

  it('scrolls to the top when anything inside [data-scroll-top] is clicked, and only then', () => {
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const el = page('<button data-scroll-top><svg><path></path></svg></button><button id="other">Other</button>');
    startBehaviors(el);
    el.querySelector<HTMLElement>('#other')!.click();
    expect(scroll).not.toHaveBeenCalled();
    el.querySelector('path')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith({ top: 0 });
  });
});

describe('expiring items', () => {
  it('hides items already expired at start, announcing them on the root, and hides the next one when it expires', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const now = new Date('2026-11-25T10:00:00Z').getTime();
    vi.setSystemTime(now);
    const el = page(`
      <ul>
        <li id="old" data-expires="${now - 60_000}">Old</li>
        <li id="older" data-expires="${now - 3_600_000}">Older</li>
        <li id="soon" data-expires="${now + 5 * 60_000}">Soon</li>
        <li id="later" data-expires="${now + 24 * 3_600_000}">Later</li>
        <li id="never">No end</li>
        <li id="bad" data-expires="tomorrow">Unreadable</li>
      </ul>`);
    const announced: string[][] = [];
    el.addEventListener(EXPIRED_EVENT, (e) => announced.push((e as CustomEvent<HTMLElement[]>).detail.map((i) => i.id)));
    const hidden = () => [...el.querySelectorAll<HTMLElement>('li')].filter((li) => li.hidden).map((li) => li.id);

    startBehaviors(el);
    expect(hidden()).toEqual(['old', 'older']);
    expect(announced).toEqual([['old', 'older']]);

    vi.advanceTimersByTime(4 * 60_000);
    expect(hidden()).toEqual(['old', 'older']);
    vi.advanceTimersByTime(60_000 + 1_500);
    expect(hidden()).toEqual(['old', 'older', 'soon']);
    // Each item is announced once, when it expires.
    expect(announced).toEqual([['old', 'older'], ['soon']]);

    vi.advanceTimersByTime(24 * 3_600_000);
    expect(hidden()).toEqual(['old', 'older', 'soon', 'later']);
    expect(announced).toEqual([['old', 'older'], ['soon'], ['later']]);
  });

  it('draws again, once, each part still asleep that held an expired item', async () => {
    const now = Date.now();
    const el = page(`
      <div data-island="section" id="list"><p data-expires="${now - 1000}">A</p><p data-expires="${now - 2000}">B</p></div>
      <div data-island="section" id="live" data-awake="true"><p data-expires="${now - 1000}">C</p></div>
      <div data-island="section" id="fresh"><p data-expires="${now + 3_600_000}">D</p></div>`);
    startBehaviors(el);
    await vi.waitFor(() => expect(renderIsland).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 20));
    // The awake island redraws itself; the one with nothing expired is left alone.
    expect(vi.mocked(renderIsland).mock.calls.map(([p]) => p.id)).toEqual(['list']);
  });

  it('announces nothing when nothing has expired', () => {
    const el = page(`<p data-expires="${Date.now() + 3_600_000}">Soon</p>`);
    const listener = vi.fn();
    el.addEventListener(EXPIRED_EVENT, listener);
    startBehaviors(el);
    expect(listener).not.toHaveBeenCalled();
    expect(el.querySelector('p')!.hidden).toBe(false);
  });
});

describe('broken images', () => {
  it('shows the placeholder in place of an image of ours that fails to load', () => {
    const el = page('<img data-img src="/files/missing.png" alt=""><img id="foreign" src="/files/other.png" alt="">');
    startBehaviors(el);
    const ours = el.querySelector<HTMLImageElement>('img[data-img]')!;
    const foreign = el.querySelector<HTMLImageElement>('#foreign')!;
    expect(ours.getAttribute('src')).toBe('/files/missing.png');
    ours.dispatchEvent(new Event('error')); // (error does not bubble)
    foreign.dispatchEvent(new Event('error'));
    expect(ours.getAttribute('src')).toBe('/placeholder.svg');
    expect(foreign.getAttribute('src')).toBe('/files/other.png');
  });

  it('leaves the placeholder alone when it fails too (no loop)', () => {
    const el = page('<img data-img src="/placeholder.svg" alt="">');
    startBehaviors(el);
    const img = el.querySelector('img')!;
    const set = vi.spyOn(img, 'src', 'set');
    img.dispatchEvent(new Event('error'));
    expect(set).not.toHaveBeenCalled();
  });
});

describe('prefetch on intent', () => {
  const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
  const point = (a: Element, type = 'pointerover') => a.dispatchEvent(new Event(type, { bubbles: true }));

  it('prefetches a site page once when the visitor points at its link', () => {
    const el = page(
      '<a id="news" href="/media/news?category=Sports"><span>News</span></a><a id="news2" href="/media/news?category=Sports">Again</a>',
    );
    startBehaviors(el);
    point(el.querySelector('span')!);
    expect(prefetched()).toEqual(['/media/news?category=Sports']);
    point(el.querySelector('#news')!);
    point(el.querySelector('#news2')!, 'focusin');
    point(el.querySelector('#news')!, 'touchstart');
    expect(prefetched()).toEqual(['/media/news?category=Sports']);
  });

  it('does not prefetch external links, new-tab links, downloads, the page itself or anything that is not a link', () => {
    const el = page(`
      <a id="ext" href="https://example.com/media/news">Elsewhere</a>
      <a id="tab" href="/media/gallery" target="_blank">New tab</a>
      <a id="dl" href="/files/form.pdf" download>Download</a>
      <a id="self" href="/">Home</a>
      <button id="btn">Button</button>`);
    startBehaviors(el);
    for (const id of ['ext', 'tab', 'dl', 'self', 'btn']) point(el.querySelector(`#${id}`)!);
    expect(location.pathname).toBe('/');
    expect(prefetched()).toEqual([]);
  });
});

describe('scroll-in', () => {
  it('never hides what is on screen at load; content below fades in the first time it is seen', () => {
    const observers: Array<{ cb: IntersectionObserverCallback; watched: Set<Element> }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        watched = new Set<Element>();
        constructor(public cb: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(el: Element) {
          this.watched.add(el);
        }
        unobserve(el: Element) {
          this.watched.delete(el);
        }
        disconnect() {}
      },
    );
    const el = page('<section id="a" data-reveal></section><section id="b" data-reveal></section>');
    startBehaviors(el);
    const [io] = observers;
    const a = el.querySelector('#a')!;
    const b = el.querySelector('#b')!;
    const report = (target: Element, isIntersecting: boolean) =>
      io.cb([{ target, isIntersecting } as IntersectionObserverEntry], io as unknown as IntersectionObserver);
    expect([...io.watched]).toEqual([a, b]);
    // The first report: a is on screen, b is below the fold.
    report(a, true);
    report(b, false);
    expect(a.className).toBe('');
    expect(b.className).toBe('reveal-pending');
    expect([...io.watched]).toEqual([b]);
    report(b, true);
    expect(b.className).toBe('reveal-in');
    expect(io.watched.size).toBe(0);
  });
});

describe('first answers', () => {
  const accordion = `<div data-island="nav" id="island"><button data-answer="disclosure" aria-expanded="false" aria-controls="sub" id="t">About</button>
    <div id="sub" hidden data-shown-when="expanded"></div></div>`;
  const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));

  it('a tap before their chunk came is held for it, not for the island, and answered once it has', async () => {
    const el = page(accordion);
    const island = vi.fn();
    el.querySelector('#island')!.addEventListener('click', island, true);
    startBehaviors(el);
    // The chunk is asked for in a task of its own, after this one: the tap comes first.
    tap(el.querySelector('#t')!);
    expect(el.querySelector('#t')!.getAttribute('aria-expanded')).toBe('false');
    await vi.waitFor(() => expect(el.querySelector('#t')!.getAttribute('aria-expanded')).toBe('true'));
    expect(el.querySelector<HTMLElement>('#sub')!.hidden).toBe(false);
    expect(island, 'the island’s loader never saw it (it would carry it out again)').not.toHaveBeenCalled();
    // From now on the chunk answers at once.
    tap(el.querySelector('#t')!);
    expect(el.querySelector('#t')!.getAttribute('aria-expanded')).toBe('false');
  });
});
