// The sections' plain-script behaviours (src/sections/section-behaviors.ts): each entry's module
// runs on the element its marker finds, the page's plain script (src/islands/behaviors.ts) starts
// each in a task of its own on the site's own element only, and the size budget counts each
// module only on a page with its marker (scripts/build/loader-up-front.ts NOT_UP_FRONT, from the registry).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { behaviorModule, markerOf, sectionBehaviors, type SectionBehavior } from '@src/sections/section-behaviors';
import type { Section } from '@src/generated/site-config';
import { startBehaviors } from '@src/islands/behaviors';
import { CONTENT_ATTR } from '@src/components/safe-html/site-markers';
import { LOADER_MARKS, NOT_UP_FRONT } from '@scripts/build/loader-up-front';
import { pageRoot } from '@test/page-root';

const entries = Object.entries<SectionBehavior>(sectionBehaviors);
let root: HTMLElement | undefined;

afterEach(() => {
  root?.remove();
  vi.restoreAllMocks();
});

const tasks = async (n = 5) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setTimeout(r, 0));
};

describe('section behaviours', () => {
  it("each is a section's, whose module has start", async () => {
    expect(entries.map(([type]) => type)).toEqual(['banner-popup', 'slider']);
    for (const [, b] of entries) expect(typeof (await b.load())?.start).toBe('function');
  });

  it('each is its section’s <type>-behavior.ts, which the size budget counts only on a page with its marker', async () => {
    for (const [type, b] of entries) {
      const module = behaviorModule(type as Section['type']);
      expect(await b.load(), `${type}: its import is ${module}`).toBe(await import(`@src/../${module}`));
      expect(NOT_UP_FRONT[module]?.page, `${type}'s module in NOT_UP_FRONT`).toBe(b.attr);
      expect(LOADER_MARKS).toContain(b.attr);
      // (The loader looks for the element by the same attribute.)
      expect(markerOf(b).endsWith(`[${b.attr}]`)).toBe(true);
    }
  });

  it("starts each on the site's own element, in a task of its own, and never on content's", async () => {
    const started: string[] = [];
    for (const [type, b] of entries)
      vi.spyOn(b, 'load').mockImplementation(async () => ({ start: (el: HTMLElement) => started.push(`${type}:${el.id}`) }));
    const markup = (id: string) => `<dialog data-banner-popup="" id="${id}-popup"></dialog><div data-slider="" id="${id}-slider"></div>`;
    root = pageRoot(`<div ${CONTENT_ATTR}="">${markup('content')}</div>${markup('own')}`);
    startBehaviors(root);
    expect(started).toEqual([]);
    await tasks();
    expect(started).toEqual(['banner-popup:own-popup', 'slider:own-slider']);
  });

  it('the slider starts with the timing its markup carries (data-interval, data-tick)', async () => {
    vi.useFakeTimers();
    try {
      const { start } = await import('@src/sections/slider/slider-behavior');
      const slides = '<div data-slide-index="0"></div><div data-slide-index="1"></div>';
      root = pageRoot(`<div data-slider="" data-interval="200" data-tick="50" data-drag-min="40">${slides}</div>`);
      const stop = start(root.querySelector<HTMLElement>('[data-slider]')!);
      const current = () => root!.querySelector('[data-current]')?.getAttribute('data-slide-index');
      expect(current()).toBe('0');
      vi.advanceTimersByTime(150);
      expect(current()).toBe('0');
      vi.advanceTimersByTime(100);
      expect(current()).toBe('1');
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
