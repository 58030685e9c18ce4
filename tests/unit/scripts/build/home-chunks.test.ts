// @vitest-environment node
// The size budget's account of what the home page loads before any interaction, and its check
// that none of the heavy parts is among it (scripts/build/home-chunks.ts), on small island manifests
// shaped like the build's (scripts/build/vite/island-manifest.ts) and the islands the prerenderer
// says it rendered.
import { describe, expect, it } from 'vitest';
import { beforeInteraction, homeProblems, lazyModules, type PageIsland } from '@scripts/build/home-chunks';
import type { IslandManifest, ModuleAssets } from '@scripts/build/vite/island-manifest';

const mod = (file: string, js: string[] = [], own = true): ModuleAssets => ({ file, own, js: [file, ...js], css: [] });
// The loader imports nothing statically; hydrate and each island import React (a shared chunk);
// the frame's nav is merged into a chunk named after it; RJSF sits in a chunk named "wizard".
const bundle: IslandManifest = {
  entry: { file: 'assets/index-1.js', css: ['assets/index-1.css'] },
  named: { shell: 'src/app/start-app.tsx', wake: 'src/islands/hydrate.tsx' },
  modules: {
    'src/islands/hydrate.tsx': mod('assets/hydrate-1.js', ['assets/react-1.js', 'assets/index-1.js']),
    'src/app/start-app.tsx': mod('assets/start-app-1.js', ['assets/react-1.js', 'assets/nav-bar-1.js']),
    'src/app/layout/nav-bar.tsx': mod('assets/nav-bar-1.js', ['assets/react-1.js'], false),
    'src/pages/home/home-page.tsx': mod('assets/home-page-1.js', ['assets/react-1.js']),
    'src/pages/gallery/gallery-page.tsx': mod('assets/gallery-page-1.js', ['assets/lightbox-1.js']),
    'src/sections/slider/slider-section.tsx': mod('assets/slider-section-1.js', ['assets/react-1.js', 'assets/carousel-1.js']),
    'src/sections/banner-popup/banner-popup-section.tsx': mod('assets/banner-popup-section-1.js', [
      'assets/react-1.js',
      'assets/dialog-1.js',
    ]),
    'src/sections/academic-calendar/academic-calendar-section.tsx': mod('assets/academic-calendar-section-1.js', ['assets/react-1.js']),
    'src/forms/form-engine.tsx': mod('assets/form-engine-1.js', ['assets/wizard-1.js']),
  },
};
const catalog = [
  { island: 'page', key: 'home', wake: 'static', module: 'src/pages/home/home-page.tsx' },
  { island: 'page', key: 'gallery', wake: 'interaction', module: 'src/pages/gallery/gallery-page.tsx' },
  { island: 'section', key: 'slider', wake: 'idle', module: 'src/sections/slider/slider-section.tsx' },
  { island: 'section', key: 'academic-calendar', wake: 'visible', module: 'src/sections/academic-calendar/academic-calendar-section.tsx' },
  { island: 'frame:nav', key: 'nav', wake: 'interaction', module: 'src/app/layout/nav-bar.tsx' },
];
const code: Record<string, string> = { 'assets/wizard-1.js': 'const c="rjsf-field";export{c}' };
const readFile = (f: string) => code[f] ?? '';
const island = (label: string, wake: string, module?: string): PageIsland => ({ label, wake, module });
const slider = island('section slider', 'idle', 'src/sections/slider/slider-section.tsx');
const popup = island('section banner-popup', 'load', 'src/sections/banner-popup/banner-popup-section.tsx');
const calendar = island('section academic-calendar', 'visible', 'src/sections/academic-calendar/academic-calendar-section.tsx');
const nav = (wake: string) => island('frame:nav', wake, 'src/app/layout/nav-bar.tsx');
const home = island('page home', 'static', 'src/pages/home/home-page.tsx');

describe('lazyModules', () => {
  it('names the form engine and every calendar and gallery island of the catalog, of any kind', () => {
    expect(lazyModules(catalog)).toEqual({
      'src/forms/form-engine.tsx': 'the form engine',
      'src/pages/gallery/gallery-page.tsx': 'the gallery (page)',
      'src/sections/academic-calendar/academic-calendar-section.tsx': 'the calendar (section)',
    });
  });
});

describe('beforeInteraction', () => {
  const sorted = (o: { files: string[]; problems: string[] }) => ({ files: [...o.files].sort(), problems: o.problems });

  it('is only the loader when no island wakes at load or idle', () => {
    expect(beforeInteraction({ bundle, islands: [nav('interaction'), calendar, home] })).toEqual({
      files: ['assets/index-1.js'],
      problems: [],
    });
  });

  it('adds what wakes islands and each load or idle island’s chunk with its static imports, each once', () => {
    expect(sorted(beforeInteraction({ bundle, islands: [popup, slider, calendar, nav('interaction')] }))).toEqual({
      files: [
        'assets/banner-popup-section-1.js',
        'assets/carousel-1.js',
        'assets/dialog-1.js',
        'assets/hydrate-1.js',
        'assets/index-1.js',
        'assets/react-1.js',
        'assets/slider-section-1.js',
      ],
      problems: [],
    });
  });

  it('counts a frame part merged into a shared chunk', () => {
    expect(sorted(beforeInteraction({ bundle, islands: [nav('load')] })).files).toEqual([
      'assets/hydrate-1.js',
      'assets/index-1.js',
      'assets/nav-bar-1.js',
      'assets/react-1.js',
    ]);
  });

  it('reports an eager island whose module it cannot find, rather than counting it as nothing', () => {
    const { problems } = beforeInteraction({
      bundle,
      islands: [island('section gone', 'load'), island('frame:footer', 'idle', 'src/app/layout/footer.tsx')],
    });
    expect(problems).toEqual([
      'the island section gone (data-wake="load"): its module (unknown) is not in the island manifest',
      'the island frame:footer (data-wake="idle"): its module src/app/layout/footer.tsx is not in the island manifest',
    ]);
  });
});

describe('homeProblems', () => {
  const lazy = lazyModules(catalog);
  const check = (b: IslandManifest, islands: PageIsland[]) =>
    homeProblems({ bundle: b, files: beforeInteraction({ bundle: b, islands }).files, readFile, lazy });

  it('passes when the heavy parts wake later', () => {
    expect(check(bundle, [slider, calendar, home])).toEqual([]);
  });

  it('fails when an idle section imports the form engine statically', () => {
    const b = { ...bundle, modules: { ...bundle.modules } };
    b.modules['src/sections/slider/slider-section.tsx'] = mod('assets/slider-section-1.js', [
      'assets/form-engine-1.js',
      'assets/wizard-1.js',
    ]);
    expect(check(b, [slider])).toEqual([
      'the home page loads the form engine (RJSF, Ajv) up front: assets/form-engine-1.js (src/forms/form-engine.tsx)',
      'the home page loads the form engine (RJSF, Ajv) up front: its code is in assets/wizard-1.js',
      'the form engine (src/forms/form-engine.tsx) is loaded by the home page up front',
    ]);
  });

  it('fails when the calendar wakes at load, by its name', () => {
    expect(check(bundle, [{ ...calendar, wake: 'load' }])).toEqual([
      'the home page loads the calendar up front: assets/academic-calendar-section-1.js (src/sections/academic-calendar/academic-calendar-section.tsx)',
      'the calendar (section) (src/sections/academic-calendar/academic-calendar-section.tsx) is loaded by the home page up front',
    ]);
  });

  it('fails when a heavy part is no longer a chunk of its own', () => {
    const b = { ...bundle, modules: { ...bundle.modules } };
    b.modules['src/pages/gallery/gallery-page.tsx'] = mod('assets/lightbox-1.js', [], false);
    delete b.modules['src/forms/form-engine.tsx'];
    expect(check(b, [])).toEqual([
      'the form engine (src/forms/form-engine.tsx) is no longer a chunk of its own: is it imported statically somewhere?',
      'the gallery (page) (src/pages/gallery/gallery-page.tsx) is no longer a chunk of its own: is it imported statically somewhere?',
    ]);
  });
});
