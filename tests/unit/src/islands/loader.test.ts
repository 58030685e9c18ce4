// The island loader (src/islands/loader.ts): each island of a prerendered page wakes as its
// data-wake says, and a tap made on an island still asleep is held and carried out once it woke.
// The waking itself (hydrate.tsx) is a spy whose promise the test settles.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wakeIsland } from '@src/islands/hydrate';
import { afterLoad, armIslands } from '@src/islands/loader';
import { WAKE, WAKES } from '@src/island-kit/wake';
import { pageRoot } from '@test/page-root';

// (The hydrate chunk hands the loader what an awake island's taps need: the real ones.)
vi.mock('@src/islands/hydrate', async () => {
  const { inPendingPart, whenReactOwns } = await import('@src/islands/react-owned');
  return { wakeIsland: vi.fn(), inPendingPart, whenReactOwns };
});

const wake = vi.mocked(wakeIsland);
let root: HTMLElement;
let settle: () => void;

/** Lets the loader's dynamic import of hydrate and the promise chains after it run. */
const flush = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0));
};

function page(html: string): HTMLElement {
  return (root = pageRoot(html));
}

const island = (wakeWhen: string, inner = '<p>part</p>', id = wakeWhen) =>
  `<div data-island="section" data-wake="${wakeWhen}" id="${id}">${inner}</div>`;
const woken = () => wake.mock.calls.map(([el]) => el.id);

/** What hydration leaves on an element React took over (src/islands/react-owned.ts). */
const ownByReact = (el: Element) => Object.assign(el, { __reactProps$test: {} });

beforeEach(() => {
  wake.mockReset();
  // Waking hydrates the whole island: React owns every element in it.
  wake.mockImplementation(
    (el) =>
      new Promise<void>(
        (resolve) =>
          (settle = () => {
            el.querySelectorAll('*').forEach(ownByReact);
            resolve();
          }),
      ),
  );
  delete document.documentElement.dataset.islands;
});

afterEach(() => {
  root?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('armIslands', () => {
  it('wakes a load island at once, never a static one, and marks the page armed', async () => {
    const el = page(island('load') + island('static'));
    armIslands(el);
    expect(document.documentElement.dataset.islands).toBe('armed');
    await flush();
    expect(woken()).toEqual(['load']);
    expect(wake.mock.calls[0][0]).toBe(el.querySelector('#load'));
  });

  it('holds a tap for the island of every wake that ships code (the wake table), and for none of one that ships none', async () => {
    // (An idle moment and the screen never come: a tap is what wakes each.)
    vi.stubGlobal('requestIdleCallback', () => 0);
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
      },
    );
    // (Not 'load', which wakes at once; a tap is what wakes the others here, each on a page of its own.)
    for (const w of WAKES.filter((w) => w !== 'load')) {
      wake.mockClear();
      const el = page(island(w, '<button>go</button>'));
      armIslands(el);
      el.querySelector('button')!.click();
      await flush();
      expect(woken(), w).toEqual(WAKE[w].ships ? [w] : []);
      el.remove();
    }
  });

  it('wakes an idle island only after the page has loaded and the browser is idle', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle: Array<() => void> = [];
    const ric = vi.fn((fn: () => void, _opts?: IdleRequestOptions) => idle.push(fn));
    vi.stubGlobal('requestIdleCallback', ric);
    const el = page(island('idle'));
    armIslands(el);
    await flush();
    expect(ric).not.toHaveBeenCalled();
    expect(woken()).toEqual([]);

    window.dispatchEvent(new Event('load'));
    expect(ric).toHaveBeenCalledTimes(1);
    expect(ric.mock.calls[0][1]).toEqual({ timeout: 3000 });
    await flush();
    expect(woken()).toEqual([]);

    idle[0]();
    await flush();
    expect(woken()).toEqual(['idle']);
  });

  it('wakes a visible island when what it holds comes near the viewport', async () => {
    const observers: Array<{
      cb: IntersectionObserverCallback;
      watched: Element[];
      options?: IntersectionObserverInit;
      disconnect: ReturnType<typeof vi.fn>;
    }> = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        watched: Element[] = [];
        disconnect = vi.fn();
        constructor(
          public cb: IntersectionObserverCallback,
          public options?: IntersectionObserverInit,
        ) {
          observers.push(this);
        }
        observe(el: Element) {
          this.watched.push(el);
        }
      },
    );
    const el = page(island('visible', '<h2>Title</h2><ul><li>item</li></ul>'));
    armIslands(el);
    const [io] = observers;
    // The island's element has no box (display: contents): its children are watched.
    const part = el.querySelector('#visible')!;
    expect(io.watched).toEqual([...part.children]);
    expect(io.options?.rootMargin).toBe('200px');

    const report = (isIntersecting: boolean) =>
      io.cb(
        io.watched.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        io as unknown as IntersectionObserver,
      );
    report(false);
    await flush();
    expect(woken()).toEqual([]);

    report(true);
    await flush();
    expect(woken()).toEqual(['visible']);
    expect(io.disconnect).toHaveBeenCalled();

    // An island with nothing in the page yet (drawn only in the browser: the birthdays) is
    // watched where it is, its section's box, not woken at load.
    root.remove();
    const empty = page(`<div data-section="birthdays">${island('visible', '', 'later')}</div>`);
    armIslands(empty);
    await flush();
    expect(woken()).toEqual(['visible']);
    expect(observers[1].watched).toEqual([empty.querySelector('[data-section]')]);
  });

  describe('interaction', () => {
    it('wakes on the first pointer or focus on the island, once', async () => {
      const el = page(
        island('interaction', '<button>Menu</button>', 'a') +
          island('interaction', '<input aria-label="q">', 'b') +
          island('interaction', '<button>Other</button>', 'c'),
      );
      armIslands(el);
      await flush();
      expect(woken()).toEqual([]);

      el.querySelector('#a button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      el.querySelector('#a button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
      // (One wake at a time: Vitest 4 hands overlapping dynamic imports of a mocked module the
      // real module after the first one, vitest-dev/vitest#7040.)
      await flush();
      el.querySelector('#b input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      await flush();
      expect(woken()).toEqual(['a', 'b']);
    });

    it('runs a wake a touch asked for only after its tap was answered and painted, not between the touch and its click', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
      const el = page(island('interaction', '<button data-answer="disclosure">More</button>'));
      // The plain-script answer (first-answers.ts) takes the click at the root, before the island.
      el.addEventListener('click', (e) => (e.preventDefault(), e.stopPropagation()), true);
      armIslands(el);
      const button = el.querySelector('button')!;
      // A finger: pointerover, pointerdown, then (tens of ms later) pointerup and the click.
      for (const type of ['pointerover', 'pointerdown']) button.dispatchEvent(new Event(type, { bubbles: true }));
      await flush();
      expect(woken(), 'not while the finger is down').toEqual([]);
      button.dispatchEvent(new Event('pointerup', { bubbles: true }));
      await flush();
      expect(woken(), 'nor before its click').toEqual([]);
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await flush();
      expect(woken(), 'nor before the frame that shows the answer').toEqual([]);
      expect(frames).toHaveLength(1);
      frames.shift()!(0);
      await flush();
      expect(woken(), 'nor in the task right after it').toEqual([]);
      expect(frames).toHaveLength(1);
      frames.shift()!(0);
      await flush();
      expect(woken()).toEqual(['interaction']);
    });

    it('runs a wake a press asked for a moment after the press is lifted with no click, or at once when it is cancelled (a scroll)', async () => {
      vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => setTimeout(fn, 0));
      const el = page(island('interaction', '<p>long press</p>', 'a') + island('interaction', '<p>scrolled</p>', 'b'));
      armIslands(el);
      el.querySelector('#a p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      el.querySelector('#a p')!.dispatchEvent(new Event('pointerup', { bubbles: true }));
      await flush();
      expect(woken()).toEqual([]);
      await new Promise((r) => setTimeout(r, 350));
      await flush();
      expect(woken()).toEqual(['a']);

      el.querySelector('#b p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await flush();
      expect(woken()).toEqual(['a']);
      el.querySelector('#b p')!.dispatchEvent(new Event('pointercancel', { bubbles: true }));
      await flush();
      expect(woken()).toEqual(['a', 'b']);
    });

    it('holds a wake for a press whose end the page never hears of (let go over a frame) at most 2 s', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
      const el = page(island('interaction', '<p>pressed</p>'));
      armIslands(el);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        el.querySelector('p')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        vi.advanceTimersByTime(1900);
        expect(frames).toEqual([]);
        vi.advanceTimersByTime(200);
        frames.shift()!(0);
        frames.shift()!(0);
        vi.advanceTimersByTime(0);
      } finally {
        vi.useRealTimers();
      }
      await flush();
      expect(woken()).toEqual(['interaction']);
    });

    it("wakes at once an island that drew a day other than the visitor's (the calendar's today), not one whose day still runs", async () => {
      const dayOf = (until: number, id: string) =>
        island('interaction', '<p>month</p>', id).replace('data-wake=', `data-until="${until}" data-wake=`);
      const el = page(dayOf(Date.now() - 1, 'passed') + dayOf(Date.now() + 60_000, 'today'));
      armIslands(el);
      await flush();
      expect(woken()).toEqual(['passed']);
      root.remove();
      // A visitor whose clock is behind the build's day sees their own day too.
      armIslands(page(dayOf(Date.now() + 86_400_000 + 60_000, 'tomorrow')));
      await flush();
      expect(woken()).toEqual(['passed', 'tomorrow']);
    });

    it('wakes at once a form the visitor has a draft of, to offer it back; without one it waits', async () => {
      const form = island(
        'interaction',
        '<section data-wake-if-stored="form-draft:admission-inquiry:"><input aria-label="name"></section>',
        'form',
      );
      armIslands(page(form));
      await flush();
      expect(woken()).toEqual([]);
      root.remove();

      localStorage.setItem('form-draft:alumni:1', '{}'); // another form's draft does not count
      armIslands(page(form));
      await flush();
      expect(woken()).toEqual([]);
      root.remove();

      localStorage.setItem('form-draft:admission-inquiry:3', '{}');
      try {
        armIslands(page(form));
        await flush();
        expect(woken()).toEqual(['form']);
      } finally {
        localStorage.clear();
      }
    });

    it('holds a tap on an island of any wake that is not awake yet, and wakes it at once', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
      // Never reports: the island is below the fold (or the observer is slow).
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          observe() {}
          disconnect() {}
        },
      );
      const el = page(island('visible', '<button>Download</button>'));
      const button = el.querySelector('button')!;
      const clicks: boolean[] = [];
      button.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
      armIslands(el);
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true);
      await flush();
      expect(woken()).toEqual(['visible']);
      settle();
      await flush();
      frames[0](0);
      expect(clicks).toEqual([false]);
    });

    it('stops holding taps when the island cannot wake (its code could not be fetched)', async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      wake.mockImplementation(() => Promise.reject(new Error('offline')));
      const el = page(island('interaction', '<button>Open</button>'));
      const button = el.querySelector('button')!;
      armIslands(el);
      const first = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.dispatchEvent(first);
      expect(first.defaultPrevented).toBe(true);
      await flush();
      expect(warn).toHaveBeenCalled();
      // The next tap is the page's own again: not held, not stopped.
      const next = new MouseEvent('click', { bubbles: true, cancelable: true });
      const seen: boolean[] = [];
      button.addEventListener('click', (e) => seen.push(e.defaultPrevented));
      button.dispatchEvent(next);
      expect(seen).toEqual([false]);
      // (The press's own wake comes two frames after its click, afterTap: not in the next test.)
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 0))));
    });

    it('holds a tap on a button until the island is awake, then carries it out once', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
      const el = page(island('interaction', '<button><span>Open</span></button>'));
      const button = el.querySelector('button')!;
      const clicks: boolean[] = [];
      button.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
      armIslands(el);

      // A tap with no hover first (a phone): pointerdown starts the wake, the click is held.
      el.querySelector('span')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.querySelector('span')!.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true);
      expect(clicks).toEqual([]);
      await flush();
      expect(woken()).toEqual(['interaction']);
      // (The wake the pointerdown asked for waits for the click's frame and the one after,
      // afterTap: the held click started it already.)
      expect(frames).toHaveLength(1);
      frames.shift()!(0);
      frames.shift()!(0);
      await flush();
      expect(wake).toHaveBeenCalledTimes(1);

      settle();
      await flush();
      expect(clicks).toEqual([]); // not before a frame has passed
      expect(frames).toHaveLength(1);
      frames[0](0);
      expect(clicks).toEqual([false]);

      // Awake: a later click is the island's own, not held.
      button.click();
      expect(clicks).toEqual([false, false]);
      expect(wake).toHaveBeenCalledTimes(1);
    });

    it('carries a held tap out only once React owns the element tapped (a lazy part hydrates after the island)', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
      // The island commits, but its form (a lazy part) is still the static HTML.
      wake.mockImplementation(() => new Promise<void>((resolve) => (settle = resolve)));
      const el = page(island('interaction', '<form><button>Next</button></form>'));
      const button = el.querySelector('button')!;
      const clicks: boolean[] = [];
      button.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
      armIslands(el);
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      await flush();
      // (The two frames after which the press's own wake comes, afterTap: the held click woke it.)
      frames.shift()!(0);
      frames.shift()!(0);
      await flush();
      settle();
      await flush();
      frames.shift()!(0);
      frames.shift()!(0);
      expect(clicks).toEqual([]); // the static button would submit the form: not yet
      ownByReact(button);
      frames.shift()!(0);
      expect(clicks).toEqual([false]);
    });

    it('holds a tap made after the island woke on a part still hydrating (the form engine), until that part has committed', async () => {
      const frames: FrameRequestCallback[] = [];
      vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn));
      wake.mockImplementation(() => new Promise<void>((resolve) => (settle = resolve)));
      const el = page(island('interaction', '<div data-form-id="alumni"><form><button>Register</button></form></div>'));
      const button = el.querySelector('button')!;
      const clicks: boolean[] = [];
      button.addEventListener('click', (e) => clicks.push(e.defaultPrevented));
      armIslands(el);
      // The visitor's typing woke the island; it committed, its form part has not.
      button.dispatchEvent(new Event('focusin', { bubbles: true }));
      await flush();
      expect(woken()).toEqual(['interaction']);
      settle();
      await flush();
      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      button.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true); // the static button would submit: a page reload
      expect(clicks).toEqual([]);
      ownByReact(button);
      frames.shift()!(0);
      frames.shift()!(0);
      expect(clicks).toEqual([]); // React renders the part but has not committed it
      el.querySelector('[data-form-id]')!.setAttribute('data-ready', '');
      frames.shift()!(0);
      expect(clicks).toEqual([false]);
    });

    it('lets a field of a sleeping form work at once (a radio ticks); its submit button waits', async () => {
      vi.stubGlobal('requestAnimationFrame', () => 0);
      const el = page(
        island(
          'interaction',
          '<form><label><input type="radio" name="g" value="f"> Female</label><input type="checkbox" id="c"><input type="submit" id="s" value="Go"><button id="b">Next</button></form>',
        ),
      );
      armIslands(el);
      const click = (sel: string) => {
        const e = new MouseEvent('click', { bubbles: true, cancelable: true });
        el.querySelector(sel)!.dispatchEvent(e);
        return e.defaultPrevented;
      };
      expect(click('input[type="radio"]')).toBe(false);
      expect(el.querySelector<HTMLInputElement>('input[type="radio"]')!.checked).toBe(true);
      expect(click('label')).toBe(false);
      expect(click('#c')).toBe(false);
      expect(click('#s')).toBe(true);
      expect(click('#b')).toBe(true);
    });

    it("lets the browser carry out a search form's submit (a plain GET); stops any other form's", () => {
      const el = page(
        island('static', '<form role="search" action="/search" id="find"><input name="q"></form>') +
          island('interaction', '<form id="apply"><input name="name"></form>', 'form-island'),
      );
      armIslands(el);
      const submit = (sel: string) => {
        const e = new SubmitEvent('submit', { bubbles: true, cancelable: true });
        el.querySelector(sel)!.dispatchEvent(e);
        return e.defaultPrevented;
      };
      expect(submit('#find')).toBe(false);
      expect(submit('#apply')).toBe(true);
    });

    it('lets a link inside a sleeping island work at once; an in-page link waits', async () => {
      vi.stubGlobal('requestAnimationFrame', () => 0);
      const el = page(island('interaction', '<a id="real" href="/media/news"><span>News</span></a><a id="hash" href="#menu">Menu</a>'));
      const seen: Record<string, boolean[]> = { real: [], hash: [] };
      for (const a of el.querySelectorAll('a'))
        a.addEventListener('click', (e) => {
          seen[a.id].push(e.defaultPrevented);
          e.preventDefault(); // (jsdom does not navigate)
        });
      armIslands(el);

      el.querySelector('#real span')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect(seen.real).toEqual([false]);
      await flush();
      expect(woken()).toEqual([]); // a link is not a reason to wake

      const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
      el.querySelector('#hash')!.dispatchEvent(tap);
      expect(tap.defaultPrevented).toBe(true);
      expect(seen.hash).toEqual([]);
      await flush();
      expect(woken()).toEqual(['interaction']);
    });
  });
});

describe('afterLoad', () => {
  it('waits, after load, for the first paint when that has not come yet (at most 3 s)', async () => {
    vi.useFakeTimers();
    try {
      // A browser that reports paints to its observers (with those before it was asked: buffered).
      type Paints = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
      const observers: Array<{ cb: Paints; options?: PerformanceObserverInit; on: boolean }> = [];
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          o: (typeof observers)[number];
          constructor(cb: Paints) {
            observers.push((this.o = { cb, on: false }));
          }
          observe(options: PerformanceObserverInit) {
            Object.assign(this.o, { options, on: true });
          }
          disconnect() {
            this.o.on = false;
          }
        },
      );
      const paint = (name: string) =>
        observers.filter((o) => o.on).forEach((o) => o.cb({ getEntriesByName: (n) => (n === name ? [{}] : []) }));
      vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 0));
      const ran = vi.fn();
      afterLoad(ran);
      await vi.advanceTimersByTimeAsync(100);
      expect(observers[0].options).toEqual({ type: 'paint', buffered: true });
      paint('first-paint');
      await vi.advanceTimersByTimeAsync(100);
      expect(ran, 'not at a paint with no content').not.toHaveBeenCalled();
      paint('first-contentful-paint');
      await vi.advanceTimersByTimeAsync(10);
      expect(ran).toHaveBeenCalledTimes(1);
      expect(observers[0].on, 'and it stops listening').toBe(false);
      await vi.advanceTimersByTimeAsync(5000);
      expect(ran, 'once').toHaveBeenCalledTimes(1);

      // A paint the browser never reports: 3 s at the latest.
      const late = vi.fn();
      afterLoad(late, true);
      await vi.advanceTimersByTimeAsync(2900);
      expect(late).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      expect(late).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
