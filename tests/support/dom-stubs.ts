// Browser APIs jsdom lacks that embla-carousel needs (ResizeObserver, IntersectionObserver), and a
// controllable matchMedia for reduced-motion tests. Import first in section/carousel tests.
import { vi } from 'vitest';

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
const g = globalThis as unknown as Record<string, unknown>;
if (!g.ResizeObserver) g.ResizeObserver = NoopObserver;
if (!g.IntersectionObserver) g.IntersectionObserver = NoopObserver;

/** Queries that match; everything else does not. */
export const matchingQueries = new Set<string>();

if (typeof window !== 'undefined') {
  window.matchMedia = vi.fn((query: string) => ({
    matches: matchingQueries.has(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
}

/** Sets the window width the carousels resolve their presets against. */
export function setWidth(px: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: px });
  window.dispatchEvent(new Event('resize'));
}

/** Lets every rendered carousel start (each starts in a task of its own, see init-queue.ts). */
export async function startCarousels(): Promise<void> {
  const { act } = await import('@testing-library/react');
  const waiting = () =>
    [...document.querySelectorAll('[aria-roledescription="carousel"]')].filter((c) => !c.querySelector('[data-started]'));
  const tick = async () => {
    if (vi.isFakeTimers()) act(() => void vi.advanceTimersByTime(0));
    else await act(() => new Promise<void>((r) => setTimeout(r, 0)));
  };
  for (let i = 0; i < 50 && waiting().length; i++) await tick();
  await tick(); // and embla, given its viewport, has set itself up
}
