// A prerendered page hydrates with the snapshot it was made from (no mismatch), then shows the
// stored data that is newer than the build, until the network answers (src/app/stored-after-hydration.tsx, as
// App and main.tsx use it) — also inside a lazily loaded part, as every page is.
import { describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { lazy, Suspense } from 'react';
import useSWR, { SWRConfig } from 'swr';
import { StoredDataAfterHydration } from '../../../src/app/stored-after-hydration';
import { newerThanSnapshot, TimedCache, type StoredEntry } from '../../../src/app/persisted-cache';

let load: () => Promise<string> = () => new Promise(() => {});
function News() {
  const { data } = useSWR('GetNewsList', () => load(), { dedupingInterval: 0 });
  return <p>{data ?? 'nothing'}</p>;
}
// Resolved at once on the server and already loaded in the browser, as preloadRoute makes it.
const LazyNews = lazy(async () => ({ default: News }));

const built = 1000;
const snapshot = { GetNewsList: 'built news' };

function tree(cache: TimedCache, stored?: () => StoredEntry[]) {
  return (
    <SWRConfig value={{ provider: () => cache, fallback: snapshot }}>
      {stored && <StoredDataAfterHydration entries={stored} />}
      <Suspense fallback={<p>loading</p>}>
        <LazyNews />
      </Suspense>
    </SWRConfig>
  );
}

async function prerendered(): Promise<HTMLDivElement> {
  const container = document.createElement('div');
  let html = renderToString(tree(new TimedCache()));
  for (let i = 0; i < 5 && html.includes('loading'); i++) {
    await new Promise((r) => setTimeout(r, 0));
    html = renderToString(tree(new TimedCache()));
  }
  container.innerHTML = html;
  return container;
}

describe('stored data after hydration', () => {
  it('hydrates with the snapshot, then shows newer stored data, then the network answer', async () => {
    const container = await prerendered();
    expect(container.textContent).toBe('built news');

    let answer: ((v: string) => void) | undefined;
    load = () => new Promise<string>((r) => (answer = r));
    const cache = new TimedCache();
    const stored = () => newerThanSnapshot(snapshot, built, [['GetNewsList', 'news seen yesterday', built + 1]]);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, tree(cache, stored), { onRecoverableError: recoverable });
    });
    await vi.waitFor(() => expect(container.textContent).toBe('news seen yesterday'));
    // No hydration mismatch: React would report it as a recoverable error (and log it).
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // Kept data keeps its own age.
    expect(cache.times.get('GetNewsList')).toBe(built + 1);

    // The swap asks for a refresh: the network's answer replaces the stored data.
    await vi.waitFor(() => expect(answer).toBeDefined());
    await act(async () => answer!('news from the network'));
    await vi.waitFor(() => expect(container.textContent).toBe('news from the network'));
  });

  it('keeps the snapshot when nothing stored is newer', async () => {
    const container = await prerendered();
    load = () => new Promise(() => {});
    const stored = vi.fn(() => newerThanSnapshot(snapshot, built, [['GetNewsList', 'older', built - 1]]));
    await act(async () => {
      hydrateRoot(container, tree(new TimedCache(), stored));
    });
    expect(stored).toHaveBeenCalled();
    expect(container.textContent).toBe('built news');
  });
});
