// The downloads page marks the documents the service worker kept ("Saved for offline"), read from
// Cache Storage in an effect: the first render (and so the prerendered page) never shows it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DownloadsPage from '@src/pages/downloads/downloads-page';
import { isSavedOffline } from '@src/pages/downloads/saved-offline';
import { siteConfig } from '@src/site-config/config-file';
import { DOWNLOADS_CACHE } from '@src/sw/sw-route.js';
import { fixtureFallback } from '@test/fixtures';
import { renderPage } from '@test/render-site-page';

const FEES = '/Attachments/appcms/b3363250-e5ad-4879-a19f-42a11df6f209.pdf';
const FORM = '/Attachments/appcms/f1d81bd4-4137-400a-8721-c77c84862bd7.pdf';

/** Cache Storage holding `kept` URLs in the downloads cache (other caches hold nothing), and its match(). */
function fakeCaches(kept: Set<string>) {
  const match = vi.fn(async (url: string, opts?: MultiCacheQueryOptions) =>
    opts?.cacheName === DOWNLOADS_CACHE && kept.has(url) ? new Response('') : undefined,
  );
  return { caches: { match } as unknown as CacheStorage, match };
}

const card = (title: string) => screen.getByRole('heading', { name: title }).closest('li')!;
const SAVED = 'Saved for offline';

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Saved for offline', () => {
  it('is never in the first render', () => {
    vi.stubGlobal('caches', fakeCaches(new Set([FEES])).caches);
    const route = siteConfig.routes.find((r) => r.page === 'downloads')!;
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map(), fallback: fixtureFallback(), isPaused: () => true }}>
        <MemoryRouter initialEntries={['/public-info/download']}>
          <DownloadsPage route={route} />
        </MemoryRouter>
      </SWRConfig>,
    );
    expect(html).toContain('Fee Structure 2083');
    expect(html).not.toContain(SAVED);
  });

  it('marks the documents kept in the downloads cache, and only those', async () => {
    const { caches: store, match } = fakeCaches(new Set([FEES]));
    vi.stubGlobal('caches', store);
    renderPage('downloads', DownloadsPage, '/public-info/download');
    await waitFor(() => expect(within(card('Fee Structure 2083')).getByText(SAVED)).toBeTruthy());
    expect(within(card('Admission Form 2084')).queryByText(SAVED)).toBeNull();
    expect(screen.getAllByText(SAVED)).toHaveLength(1);
    expect(match).toHaveBeenCalledWith(FEES, { cacheName: DOWNLOADS_CACHE, ignoreVary: true });
  });

  it('marks a document once it has been downloaded (the worker kept it)', async () => {
    const kept = new Set<string>();
    vi.stubGlobal('caches', fakeCaches(kept).caches);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        kept.add(url); // what the service worker does before answering
        return new Response('%PDF', { status: 200 });
      }),
    );
    const user = userEvent.setup();
    renderPage('downloads', DownloadsPage, '/public-info/download');
    expect(screen.queryByText(SAVED)).toBeNull();
    await user.click(within(card('Admission Form 2084')).getByRole('button'));
    await waitFor(() => expect(within(card('Admission Form 2084')).getByText(SAVED)).toBeTruthy());
    expect(kept).toEqual(new Set([FORM]));
  });

  it('shows nothing where Cache Storage is missing or refuses', async () => {
    expect(await isSavedOffline(FEES, undefined)).toBe(false);
    expect(
      await isSavedOffline(FEES, { match: () => Promise.reject(new DOMException('insecure', 'SecurityError')) } as unknown as CacheStorage),
    ).toBe(false);
    vi.stubGlobal('caches', undefined);
    renderPage('downloads', DownloadsPage, '/public-info/download');
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByText(SAVED)).toBeNull();
  });
});
