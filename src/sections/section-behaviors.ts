// The sections whose behaviour on a prerendered page is plain script, not an island: their whole
// markup is in the page and the loader starts the script on it (src/islands/behaviors.ts), each from
// a small chunk of its own fetched only on a page that has its marker. One entry a section, by its
// type, beside the section registry (section-registry.ts, where each is 'static': no React on the
// page); its component runs the same script in the client-rendered app. This file is in the loader
// (5 KB, on every page): a marker and an import each, no code of the sections'. Its module is its
// section's <type>-behavior.ts (behaviorModule), which the size budget reads with the entries
// (scripts/build/loader-up-front.ts): each counts as script up front only on a page with its marker.
import type { Section } from '../generated/site-config';

/** What a behaviour's module gives: `start`, which runs it on its element. */
export interface BehaviorModule {
  start: (el: HTMLElement) => unknown;
}

export interface SectionBehavior {
  /**
   * The element it runs on, one a page has at most once (looked up among those the site wrote): the
   * one carrying the attribute `attr`, of the tag `tag` when given.
   */
  tag?: string;
  attr: string;
  /**
   * Its module (a chunk of its own: behaviorModule); undefined when the chunk is gone after a deploy and the
   * stale-chunk guard took the error to reload the tab (src/app/stale-chunk-reload.ts: Vite's
   * loader then resolves the import with nothing).
   */
  load: () => Promise<BehaviorModule | undefined>;
}

/** The selector of the element a behaviour runs on. */
export const markerOf = (b: Pick<SectionBehavior, 'tag' | 'attr'>): string => `${b.tag ?? ''}[${b.attr}]`;

export const sectionBehaviors: { [T in Section['type']]?: SectionBehavior } = {
  'banner-popup': { tag: 'dialog', attr: 'data-banner-popup', load: () => import('./banner-popup/banner-popup-behavior') },
  slider: { attr: 'data-slider', load: () => import('./slider/slider-behavior') },
};

/**
 * The module a section's behaviour is, as the build names it (its path in the project: the size
 * budget's; tests/unit/src/sections/section-behaviors.test.ts holds each entry's import to it).
 * Not in the loader: only the build calls it.
 */
export const behaviorModule = (type: Section['type']): string => `src/sections/${type}/${type}-behavior.ts`;
