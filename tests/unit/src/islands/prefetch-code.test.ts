// The island code fetched after load (src/islands/prefetch-code.ts): one island at a time, the
// nearest first, and never in one long piece of the main thread (issue 33: a tap at 3 s after load
// on the home page met 100 ms of it, a layout forced per island, traced at 4× CPU).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchIslandCode } from '@src/islands/prefetch-code';
import { takeCode } from '@src/islands/page-code';
import { pageRoot } from '@test/page-root';

vi.mock('@src/app/snapshot', () => ({ loadPageData: vi.fn(async () => ({})) }));

const island = (idp: string) => `<div data-island="section" data-wake="visible" data-idp="${idp}"><p>${idp}</p></div>`;
// Each file asked for at low priority: a script preload (which the browser fetches at Low), then,
// once it came, the module preload of it that compiles it (page-code.ts preload()).
const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')];
const link = (href: string) => preloads().find((l) => l.getAttribute('href') === href);
const modulePreload = (href: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].find((l) => l.getAttribute('href') === href);
/** The file at href comes (or fails): its script preload's event, then its module preload's. */
const come = (href: string, type = 'load') => {
  link(href)!.dispatchEvent(new Event(type));
  modulePreload(href)!.dispatchEvent(new Event(type));
};
const microtasks = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};
const nextTask = () => new Promise((r) => setTimeout(r, 0));

let root: HTMLElement | undefined;
afterEach(() => {
  root?.remove();
  document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]').forEach((l) => l.remove());
  vi.restoreAllMocks();
});

describe('prefetchIslandCode', () => {
  it("asks for the next island's files in a task of its own, once the files before have come", async () => {
    takeCode(JSON.stringify({ 'a-': ['/assets/a.js'], 'b-': ['/assets/b.js'] }));
    root = pageRoot(island('a-') + island('b-'));
    const done = prefetchIslandCode(root);
    await microtasks();
    expect(preloads().map((l) => l.getAttribute('href'))).toEqual(['/assets/a.js']);
    expect(link('/assets/a.js')!.getAttribute('fetchpriority')).toBe('low');

    expect(modulePreload('/assets/a.js'), 'compiled once it came').toBeUndefined();
    come('/assets/a.js');
    await microtasks();
    expect(link('/assets/b.js'), 'not in the task in which the first came').toBeUndefined();
    await nextTask();
    expect(link('/assets/b.js')).toBeDefined();
    come('/assets/b.js', 'error'); // (one that fails ends the wait too)
    await nextTask();
    await done;
  });

  it('passes over the islands whose code is already asked for with one measure, not a layout each', async () => {
    const shared = ['/assets/wake.js', '/assets/section.js'];
    const ids = ['c-', 'd-', 'e-', 'f-', 'g-', 'h-'];
    takeCode(JSON.stringify(Object.fromEntries(ids.map((id) => [id, shared]))));
    root = pageRoot(ids.map(island).join(''));
    // (Each measure after a link was added forces the browser to restyle and lay out the page.)
    const measure = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const done = prefetchIslandCode(root);
    await microtasks();
    expect(preloads()).toHaveLength(2);
    for (const l of preloads()) come(l.getAttribute('href')!);
    await microtasks();
    await nextTask();
    await done;
    // The first island's: each island measured once; then the five left, once, all passed over.
    expect(measure.mock.calls.length).toBeLessThanOrEqual(2 * ids.length);
    expect(preloads()).toHaveLength(2);
  });

  it('measures an island in a part drawn only near the screen by the part, never inside it (that lays the part out)', async () => {
    takeCode(JSON.stringify({ 'i-': ['/assets/i.js'], 'j-': ['/assets/j.js'] }));
    root = pageRoot(`<div data-later="" id="part">${island('i-')}</div>${island('j-')}`);
    const measured: Element[] = [];
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      measured.push(this);
      return new DOMRect(0, 0, 10, 10);
    });
    const done = prefetchIslandCode(root);
    for (let step = 0; step < 3; step++) {
      await microtasks();
      for (const l of preloads()) come(l.getAttribute('href')!);
      await nextTask();
      await nextTask();
    }
    await done;
    expect(preloads()).toHaveLength(2);
    expect(measured).toContain(root.querySelector('#part'));
    expect(measured.filter((el) => el.closest('#part') && el.id !== 'part')).toEqual([]);
  });
});
