// @vitest-environment jsdom
// importLow (src/islands/page-code.ts): a chunk of ours fetched after load as a low-priority
// preload, then run. Found in the full suite on a busy machine: when its file could not be had,
// the import() that followed failed inside Vite's preload helper, which takes that for a stale
// build and reloads the tab (stale-chunk-reload.ts), dropping a tap held for the first answers.
import { afterEach, expect, it, vi } from 'vitest';
import { importLow } from '@src/islands/page-code';

afterEach(() => document.head.querySelectorAll('link[rel=preload], link[rel=modulepreload]').forEach((l) => l.remove()));

const linkOf = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[rel=modulepreload][href="${href}"]`)!;
const firstOf = (href: string) => document.head.querySelector<HTMLLinkElement>(`link[rel=preload][as=script][href="${href}"]`)!;
/** The file comes (or fails): its low-priority script preload's event, then its module preload's (page-code.ts preload()). */
const come = (href: string, type = 'load') => {
  firstOf(href).dispatchEvent(new Event(type));
  linkOf(href).dispatchEvent(new Event(type));
};

it('runs the import once its files have come, asked for at low priority', async () => {
  const load = vi.fn(async () => 'module');
  const done = importLow(load, ['/assets/a-1.js']);
  const first = firstOf('/assets/a-1.js');
  expect(first.getAttribute('fetchpriority')).toBe('low');
  expect(first.getAttribute('crossorigin'), 'as a module is fetched, or the module preload would not take it').toBe('');
  expect(linkOf('/assets/a-1.js'), 'the module preload once the file came').toBeNull();
  expect(load).not.toHaveBeenCalled();
  come('/assets/a-1.js');
  await expect(done).resolves.toBe('module');
  expect(load).toHaveBeenCalledTimes(1);
});

it('does not run the import when a file could not be had: it rejects, and nothing asks for it again', async () => {
  const load = vi.fn(async () => 'module');
  const done = importLow(load, ['/assets/b-1.js', '/assets/base-1.js']);
  come('/assets/b-1.js', 'error');
  come('/assets/base-1.js');
  await expect(done).rejects.toThrow('/assets/b-1.js');
  expect(load).not.toHaveBeenCalled();
});
