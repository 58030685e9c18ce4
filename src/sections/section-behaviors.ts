// The sections whose behaviour on a prerendered page is plain script, not an island: their whole
// markup is in the page and the loader starts the script on it (src/islands/behaviors.ts), each from
// a small chunk of its own fetched only on a page that has its marker. One entry a section, by its
// type, beside the section registry (section-registry.ts, where each is 'static': no React on the
// page); its component runs the same script in the client-rendered app. This file is in the loader
// (5 KB, on every page): a selector and an import each, no code of the sections'. A behaviour's
// module is also named by the size budget (scripts/build/size-budget.ts NOT_UP_FRONT: counted on a
// page with its marker), which tests/unit/src/sections/section-behaviors.test.ts holds to this.
import type { Section } from '../generated/site-config';

/** What a behaviour's module gives: `start`, which runs it on its element. */
export interface BehaviorModule {
  start: (el: HTMLElement) => unknown;
}

export interface SectionBehavior {
  /** The element it runs on, one a page has at most once (looked up among those the site wrote). */
  marker: string;
  /**
   * Its module (a chunk of its own); undefined when the chunk is gone after a deploy and the
   * stale-chunk guard took the error to reload the tab (src/app/stale-chunk-reload.ts: Vite's
   * loader then resolves the import with nothing).
   */
  load: () => Promise<BehaviorModule | undefined>;
}

export const sectionBehaviors: { [T in Section['type']]?: SectionBehavior } = {
  'banner-popup': { marker: 'dialog[data-banner-popup]', load: () => import('./banner-popup/popup-behavior') },
  slider: { marker: '[data-slider]', load: () => import('./slider/slider-behavior') },
};
