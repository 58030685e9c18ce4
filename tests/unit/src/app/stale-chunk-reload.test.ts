// After a deploy, a chunk the open tab asks for is gone (vite:preloadError): the tab reloads once
// per build, and a reload that brings the same build (the chunk is really missing) does not loop.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { onStaleChunk, reloadOnStaleChunk, STALE_CHUNK_RELOAD_KEY, THIS_BUILD } from '@src/app/stale-chunk-reload';

/** What Vite's loader dispatches when a chunk fails: cancelable, and the error is thrown unless cancelled. */
const preloadError = () => new Event('vite:preloadError', { cancelable: true });

/** One page load of `build`: a fresh listener with the tab's (shared) sessionStorage. */
function pageOf(build: string, storage: Storage) {
  const reload = vi.fn();
  const forgetPage = vi.fn(async () => {});
  const fail = () => {
    const e = preloadError();
    onStaleChunk(e, { build, storage, reload, forgetPage });
    return e;
  };
  return { reload, forgetPage, fail };
}

/** Lets the reload, which waits for the kept page to be dropped, happen. */
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('reload once on a missing chunk', () => {
  beforeEach(() => sessionStorage.clear());

  it('reloads once, with the kept copy of the page dropped first, and keeps the error quiet', async () => {
    const page = pageOf('/assets/index-aaa.js', sessionStorage);
    const e = page.fail();
    expect(e.defaultPrevented).toBe(true);
    await settle();
    expect(page.forgetPage).toHaveBeenCalledTimes(1);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(page.forgetPage.mock.invocationCallOrder[0]).toBeLessThan(page.reload.mock.invocationCallOrder[0]);
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe('/assets/index-aaa.js');
  });

  it('does not reload again when the reload brought the same build: the error goes through', async () => {
    pageOf('/assets/index-aaa.js', sessionStorage).fail();
    await settle();
    const again = pageOf('/assets/index-aaa.js', sessionStorage);
    const e = again.fail();
    await settle();
    expect(e.defaultPrevented).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
    // Nor on a second missing chunk of the same page.
    expect(again.fail().defaultPrevented).toBe(false);
    await settle();
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('reloads once more for a later deploy (another build), still never twice for one', async () => {
    pageOf('/assets/index-aaa.js', sessionStorage).fail();
    const later = pageOf('/assets/index-bbb.js', sessionStorage);
    later.fail();
    later.fail();
    await settle();
    expect(later.reload).toHaveBeenCalledTimes(1);
  });

  it('reloads even when the kept page cannot be dropped', async () => {
    const reload = vi.fn();
    onStaleChunk(preloadError(), { build: 'b', storage: sessionStorage, reload, forgetPage: () => Promise.reject(new Error('no caches')) });
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads when storage is blocked (nothing could stop a loop)', async () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {},
    };
    const reload = vi.fn();
    const e = preloadError();
    onStaleChunk(e, { build: 'b', storage: blocked, reload, forgetPage: async () => {} });
    await settle();
    expect(e.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("opens the tab's storage only when a chunk is missing: its first use costs every page time up front", () => {
    const opened = vi.spyOn(window, 'sessionStorage', 'get');
    reloadOnStaleChunk();
    expect(opened).not.toHaveBeenCalled();
    window.dispatchEvent(preloadError());
    expect(opened).toHaveBeenCalled();
    opened.mockRestore();
  });

  it("listens on window for the event Vite dispatches, naming the build by the module's own URL", async () => {
    reloadOnStaleChunk();
    const first = preloadError();
    window.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true); // (jsdom's reload does nothing)
    expect(sessionStorage.getItem(STALE_CHUNK_RELOAD_KEY)).toBe(THIS_BUILD);
    const second = preloadError();
    window.dispatchEvent(second);
    expect(second.defaultPrevented).toBe(false);
    await settle();
  });
});
