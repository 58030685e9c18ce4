// The page's full stylesheets after its first-paint CSS (src/islands/full-styles.ts): the links of
// the files inlined in part are enabled once, the others left as they are; a change of the page
// waits until they have loaded or failed, and no longer than FULL_STYLES_WAIT_MS.
import { afterEach, describe, expect, it, vi } from 'vitest';

const links = (html: string) => {
  document.head.innerHTML = html;
  return [...document.head.querySelectorAll('link')];
};

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
  vi.resetModules();
});

describe('the full stylesheets', () => {
  it('enables the partly inlined files once, leaves the whole ones disabled, and resolves when each has loaded or failed', async () => {
    const { fullStyles } = await import('@src/islands/full-styles');
    const [whole, partA, partB] = links(
      '<link rel="stylesheet" href="/a.css" disabled><link rel="stylesheet" href="/b.css" data-full disabled><link rel="stylesheet" href="/c.css" data-full disabled>',
    );
    let done = false;
    const ready = fullStyles().then(() => (done = true));
    expect([whole, partA, partB].map((l) => l.hasAttribute('disabled'))).toEqual([true, false, false]);
    partA.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done, 'one file still on its way').toBe(false);
    partB.dispatchEvent(new Event('error'));
    await ready;
    expect(fullStyles(), 'asked again: the same wait').toBe(fullStyles());
  });

  it("enables nothing in the page's content: only its own links, in the head", async () => {
    const { fullStyles } = await import('@src/islands/full-styles');
    document.body.innerHTML = '<div><link rel="stylesheet" href="/evil.css" data-full disabled></div>';
    await fullStyles();
    expect(document.body.querySelector('link')!.hasAttribute('disabled')).toBe(true);
    document.body.innerHTML = '';
  });

  it('waits no longer than its limit for a file that never comes', async () => {
    vi.useFakeTimers();
    const { fullStyles, FULL_STYLES_WAIT_MS } = await import('@src/islands/full-styles');
    links('<link rel="stylesheet" href="/b.css" data-full disabled>');
    let done = false;
    void fullStyles().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(FULL_STYLES_WAIT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
