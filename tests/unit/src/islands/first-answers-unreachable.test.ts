// When the first answers' chunk cannot be had (offline, a page from before a deploy), a tap held
// for it goes on to the island, whose loader wakes it and carries the tap out, as before there
// were first answers (src/islands/behaviors.ts).
import { afterEach, expect, it, vi } from 'vitest';
import { startBehaviors } from '@src/islands/behaviors';
import { pageRoot } from '@test/page-root';

vi.mock('@src/islands/hydrate', () => ({ renderIsland: vi.fn(async () => {}) }));
vi.mock('@src/islands/first-answers', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

let root: HTMLElement | undefined;
afterEach(() => root?.remove());

it('a tap held for the chunk reaches the island once the chunk has failed', async () => {
  root = pageRoot(
    `<div data-island="nav" id="island"><button data-answer="disclosure" aria-expanded="false" aria-controls="s" id="t">About</button><div id="s" hidden></div></div>`,
  );
  const island = vi.fn();
  root.querySelector('#island')!.addEventListener('click', island, true);
  startBehaviors(root);
  root.querySelector('#t')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  expect(island).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(island).toHaveBeenCalledTimes(1));
  expect((island.mock.calls[0][0] as Event).target).toBe(root.querySelector('#t'));
  expect(root.querySelector('#t')!.getAttribute('aria-expanded')).toBe('false');
});
