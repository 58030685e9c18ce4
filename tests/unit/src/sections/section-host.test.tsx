// Each home section is rendered through the registry, inside its own error boundary, and fades in
// once when it first scrolls into view; production skips a type without a component.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { Section } from '@src/generated/site-config';

vi.mock('@src/site-config/is-dev', () => ({ isDev: false }));

// 'vision' renders a plain section, 'team' throws; every other type has no component.
vi.mock('@src/sections/section-registry', () => {
  const Vision = () => <p>vision body</p>;
  const Team = () => {
    throw new Error('team broke');
  };
  const entries: Record<string, { component: () => unknown; wake: string }> = {
    vision: { component: Vision, wake: 'static' },
    team: { component: Team, wake: 'static' },
  };
  return { sectionRegistry: entries, sectionEntry: (type: string) => entries[type] ?? null };
});

const { SectionHost } = await import('@src/sections/section-host');

// An IntersectionObserver the test drives: `report(visible)` tells every live observer whether
// its element is on screen (the first report is where the element is at mount).
const observers: { cb: IntersectionObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
class FakeObserver {
  rec = { cb: null as unknown as IntersectionObserverCallback, observed: [] as Element[], disconnected: false };
  constructor(cb: IntersectionObserverCallback) {
    this.rec.cb = cb;
    observers.push(this.rec);
  }
  observe(el: Element) {
    this.rec.observed.push(el);
  }
  disconnect() {
    this.rec.disconnected = true;
  }
}
function report(isIntersecting: boolean) {
  act(() => {
    for (const o of observers.filter((x) => !x.disconnected))
      o.cb(
        o.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        o as unknown as IntersectionObserver,
      );
  });
}

let reducedMotion = false;
const section = (type: string, id = type) => ({ id, type, enabled: true }) as Section;
const host = () => document.querySelector<HTMLElement>('[data-section]')!;

beforeEach(() => {
  observers.length = 0;
  reducedMotion = false;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  window.matchMedia = ((q: string) => ({
    matches: reducedMotion && q === '(prefers-reduced-motion: reduce)',
    media: q,
    addEventListener() {},
    removeEventListener() {},
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('home section host: scroll-in animation', () => {
  it('a section below the fold at mount fades in once, when first seen', () => {
    render(<SectionHost section={section('vision')} />);
    expect(host().className).toBe(''); // as prerendered, until the observer says where it is
    expect(observers).toHaveLength(1);
    report(false);
    expect(host().className).toBe('reveal-pending');
    report(true);
    expect(host().className).toBe('reveal-in');
    expect(observers[0].disconnected).toBe(true);
    report(true); // scrolling past again changes nothing
    expect(host().className).toBe('reveal-in');
    expect(observers).toHaveLength(1);
    expect(screen.getByText('vision body')).toBeTruthy();
  });

  it('a section on screen at mount (as prerendered HTML is) is never hidden', () => {
    render(<SectionHost section={section('vision')} />);
    report(true);
    expect(host().className).toBe('');
    expect(observers[0].disconnected).toBe(true);
    report(false);
    expect(host().className).toBe('');
  });

  it('does not animate at all when the visitor prefers reduced motion', () => {
    reducedMotion = true;
    render(<SectionHost section={section('vision')} />);
    expect(host().className).toBe('');
    expect(observers).toHaveLength(0);
  });
});

describe('home section host: failures stay contained', () => {
  it('in production, skips a section type without a component, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(<SectionHost section={section('slider', 'hero')} />);
    expect(container.innerHTML).toBe('');
    expect(warn).toHaveBeenCalledWith('Home section "hero" has type "slider", which has no component; it is skipped.');
  });

  it('a section that throws is caught by its own boundary; the next section still renders', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <SectionHost section={section('team')} />
        <SectionHost section={section('vision')} />
      </>,
    );
    expect(document.querySelector('[data-section="team"]')!.textContent).toBe('');
    expect(screen.getByText('vision body')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith('Home section "team" failed:', 'team broke');
  });
});
