// When the first answers' chunk is asked for (src/islands/behaviors.ts): not before the page's load
// event, where it counted as script up front (issue 33), but after it, when the browser is idle; a
// tap on one of its controls before then asks for it at once and is answered when it comes.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { startBehaviors } from '@src/islands/behaviors';
import { pageRoot } from '@test/page-root';

const start = vi.hoisted(() => vi.fn());
const imported = vi.hoisted(() => ({ count: 0 }));
vi.mock('@src/islands/hydrate', () => ({ renderIsland: vi.fn(async () => {}) }));
vi.mock('@src/islands/first-answers', () => {
  imported.count++;
  return { startFirstAnswers: start };
});

let root: HTMLElement | undefined;
let state: DocumentReadyState = 'loading';
beforeEach(() => {
  state = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => state);
});
afterEach(() => {
  root?.remove();
  vi.restoreAllMocks();
  start.mockClear();
});

const menu = () =>
  pageRoot(
    `<div data-island="nav"><button type="button" data-answer="disclosure" aria-expanded="false" aria-controls="s" id="t">About</button><div id="s" hidden></div></div>`,
  );

it('asks for the chunk only after the load event, and starts the answers once', async () => {
  root = menu();
  startBehaviors(root);
  await new Promise((r) => setTimeout(r, 50));
  expect(start, 'nothing before load').not.toHaveBeenCalled();
  expect(imported.count).toBe(0);
  state = 'complete';
  window.dispatchEvent(new Event('load'));
  await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  expect(start).toHaveBeenCalledWith(root, []);
});

it('a tap before load asks for it at once and is handed to the answers, once', async () => {
  root = menu();
  startBehaviors(root);
  const t = root.querySelector<HTMLElement>('#t')!;
  t.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  // (Still before the load event.)
  await vi.waitFor(() => expect(start).toHaveBeenCalledTimes(1));
  expect(start.mock.calls[0][1]).toEqual([t]);
  // The low-priority ask after load finds it there and starts nothing again.
  state = 'complete';
  window.dispatchEvent(new Event('load'));
  await new Promise((r) => setTimeout(r, 300));
  expect(start).toHaveBeenCalledTimes(1);
});
