// ?TranId= on the services page scrolls to that service once the data is there: smoothly, or
// instantly under reduced motion; once; never for an unknown or malformed id.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ServicesPage, { tranIdParam } from '@src/pages/services/services-page';
import { renderPage } from '@test/render-site-page';

let calls: Array<{ id: string; opts: ScrollIntoViewOptions | boolean | undefined }>;
let reduced = false;

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  reduced = false;
  Element.prototype.scrollIntoView = function (this: Element, opts?: ScrollIntoViewOptions | boolean) {
    calls.push({ id: this.id, opts });
  };
  window.matchMedia = ((q: string) => ({
    matches: reduced && q.includes('reduce'),
    media: q,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.useRealTimers();
});

async function flush() {
  await act(async () => {
    vi.runAllTimers();
  });
}

describe('services ?TranId= scrolling', () => {
  it('scrolls smoothly to the service and moves focus there', async () => {
    renderPage('services', ServicesPage, '/services-facilities?TranId=3');
    await flush();
    expect(calls).toEqual([{ id: 'service-3', opts: { behavior: 'smooth', block: 'start' } }]);
    expect(document.activeElement?.id).toBe('service-3');
    expect(screen.getByRole('heading', { name: 'Science and Computer Labs' }).closest('article')?.id).toBe('service-3');
  });

  it('jumps instantly under reduced motion', async () => {
    reduced = true;
    renderPage('services', ServicesPage, '/services-facilities?TranId=5');
    await flush();
    expect(calls).toEqual([{ id: 'service-5', opts: { behavior: 'instant', block: 'start' } }]);
  });

  it('does nothing without TranId, for an unknown one, or with no data', async () => {
    renderPage('services', ServicesPage, '/services-facilities');
    await flush();
    renderPage('services', ServicesPage, '/services-facilities?TranId=99');
    await flush();
    renderPage('services', ServicesPage, '/services-facilities?TranId=2', { GetServicesAndFacilitiesList: [] });
    await flush();
    expect(calls).toEqual([]);
  });

  it('reads the parameter in any letter case and only as digits', () => {
    expect(tranIdParam(new URLSearchParams('tranid=4'))).toBe('4');
    expect(tranIdParam(new URLSearchParams('TranId=4'))).toBe('4');
    expect(tranIdParam(new URLSearchParams('TranId=4%22%3E'))).toBeNull();
    expect(tranIdParam(new URLSearchParams('x=1'))).toBeNull();
  });
});
