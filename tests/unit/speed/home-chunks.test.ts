// @vitest-environment node
// The size budget's account of what the home page loads before any interaction, and its check
// that none of the heavy parts is among it (scripts/home-chunks.mjs), on small fake Vite
// manifests, the registries' real line forms and the prerendered HTML's island elements; and the
// HTML asset list it starts from.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  REGISTRIES,
  beforeInteraction,
  homeProblems,
  islandModule,
  islandsInHtml,
  lazyModules,
  manifestKey,
  registryEntries,
  upFront,
  type Manifest,
  type Registries,
} from '../../../scripts/home-chunks.mjs';
import { htmlAssets } from '../../../scripts/html-assets.mjs';

const base: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    name: 'index',
    isEntry: true,
    imports: ['_jsx-runtime-1.js'],
    dynamicImports: ['src/pages/home/home-page.tsx', 'src/pages/gallery/gallery-page.tsx', 'src/forms/form-engine.tsx'],
  },
  '_jsx-runtime-1.js': { file: 'assets/jsx-runtime-1.js', name: 'jsx-runtime' },
  'src/pages/home/home-page.tsx': {
    file: 'assets/home-page-1.js',
    src: 'src/pages/home/home-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_jsx-runtime-1.js'],
  },
  'src/pages/gallery/gallery-page.tsx': {
    file: 'assets/gallery-page-1.js',
    src: 'src/pages/gallery/gallery-page.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_lightbox-1.js'],
  },
  '_lightbox-1.js': { file: 'assets/lightbox-1.js', name: 'lightbox' },
  'src/forms/form-engine.tsx': {
    file: 'assets/form-engine-1.js',
    src: 'src/forms/form-engine.tsx',
    isDynamicEntry: true,
    imports: ['_wizard-1.js'],
  },
  // RJSF ends up in a shared chunk named after another module.
  '_wizard-1.js': { file: 'assets/wizard-1.js', name: 'wizard' },
};
const code: Record<string, string> = {
  'assets/index-1.js': 'import"./jsx-runtime-1.js";const a=1;',
  'assets/jsx-runtime-1.js': 'export const jsx=1;',
  'assets/home-page-1.js': 'export default function H(){}',
  'assets/wizard-1.js': 'const c="rjsf-field";export{c}',
  'assets/gallery-page-1.js': '',
  'assets/lightbox-1.js': '',
  'assets/form-engine-1.js': '',
};
const lazy = { 'src/forms/form-engine.tsx': 'the form engine', 'src/pages/gallery/gallery-page.tsx': 'the gallery (page)' };
const check = (manifest: Manifest, htmlJs: string[]) => homeProblems({ manifest, htmlJs, readFile: (f) => code[f] ?? '', lazy });

describe('homeProblems', () => {
  it('passes when the heavy parts are only dynamic imports', () => {
    expect(check(base, ['/assets/index-1.js', '/assets/home-page-1.js'])).toEqual([]);
    expect(upFront(base, ['/assets/home-page-1.js']).sort()).toEqual(['_jsx-runtime-1.js', 'index.html', 'src/pages/home/home-page.tsx']);
  });

  it('fails when the home page statically imports the gallery', () => {
    const m: Manifest = {
      ...base,
      'src/pages/home/home-page.tsx': {
        ...base['src/pages/home/home-page.tsx'],
        imports: ['index.html', 'src/pages/gallery/gallery-page.tsx'],
      },
    };
    const problems = check(m, ['/assets/home-page-1.js']);
    expect(problems.some((p) => p.includes('the gallery') && p.includes('assets/gallery-page-1.js'))).toBe(true);
  });

  it('recognises RJSF by its code in a chunk named after something else', () => {
    const m: Manifest = { ...base, '_jsx-runtime-1.js': { ...base['_jsx-runtime-1.js'], imports: ['_wizard-1.js'] } };
    expect(check(m, [])).toEqual([
      'the home page loads the form engine (RJSF, Ajv) up front: its code is in assets/wizard-1.js (_wizard-1.js)',
    ]);
  });

  it('fails when the HTML preloads a calendar or studio chunk', () => {
    const m: Manifest = {
      ...base,
      '_use-calendar-model-1.js': { file: 'assets/use-calendar-model-1.js', name: 'use-calendar-model' },
      'src/studio/studio-app.tsx': { file: 'assets/studio-app-1.js', src: 'src/studio/studio-app.tsx', isDynamicEntry: true },
      '_studio-preview-1.js': { file: 'assets/studio-preview-1.js', name: 'studio-preview' },
    };
    const problems = check(m, ['/assets/use-calendar-model-1.js', '/assets/studio-app-1.js', '/assets/studio-preview-1.js']);
    expect(problems.map((p) => p.split(':')[0])).toEqual([
      'the home page loads the calendar up front',
      'the home page loads the studio up front',
    ]);
  });

  it('fails when a heavy part is no longer a chunk of its own', () => {
    const { ['src/forms/form-engine.tsx']: _gone, ...m } = base;
    expect(check(m, [])).toEqual([
      'the form engine (src/forms/form-engine.tsx) is no longer a chunk of its own: is it imported statically somewhere?',
    ]);
  });
});

describe('registryEntries', () => {
  it('reads each entry’s module and wake, in both line forms, leaving out null entries', () => {
    const sections = `export const sectionRegistry = {
  'banner-popup': island(() => import('./banner-popup/banner-popup-section'), 'load'),
  slider: island(() => import('./slider/slider-section'), 'idle'),
  birthdays: null,
  vision: island(() => import('./vision/vision-section'), 'interaction'),
  'academic-calendar': island(() => import('./academic-calendar/academic-calendar-section'), 'visible'),
};`;
    expect(registryEntries(sections, 'src/sections/registry.ts')).toEqual({
      'banner-popup': { module: 'src/sections/banner-popup/banner-popup-section', wake: 'load' },
      slider: { module: 'src/sections/slider/slider-section', wake: 'idle' },
      vision: { module: 'src/sections/vision/vision-section', wake: 'interaction' },
      'academic-calendar': { module: 'src/sections/academic-calendar/academic-calendar-section', wake: 'visible' },
    });
    const frame = `export const frameIslands = {
  header: island<object>(() => import('./header').then((m) => ({ default: m.Header })), 'static'),
  'lang-switch': island<object>(() => import('./lang-switch').then((m) => ({ default: m.LangSwitch })), 'interaction'),
};`;
    expect(registryEntries(frame, 'src/app/layout/frame-islands.ts')).toEqual({
      header: { module: 'src/app/layout/header', wake: 'static' },
      'lang-switch': { module: 'src/app/layout/lang-switch', wake: 'interaction' },
    });
  });

  it('reads every kind the real registries declare, with its wake', () => {
    const root = join(import.meta.dirname, '../../..');
    const read = (file: string) => registryEntries(readFileSync(join(root, file), 'utf8'), file);
    const pages = read(REGISTRIES.page);
    const sections = read(REGISTRIES.section);
    const frame = read(REGISTRIES.frame);
    expect(pages.home).toEqual({ module: 'src/pages/home/home-page', wake: expect.any(String) });
    expect(pages['academic-calendar']?.module).toBe('src/pages/academic-calendar/academic-calendar-page');
    expect(sections.slider?.module).toBe('src/sections/slider/slider-section');
    expect(frame.nav?.module).toBe('src/app/layout/nav-bar');
    // Every entry line of each file was read (a line of a new form would be missed silently).
    for (const [kind, file] of Object.entries(REGISTRIES)) {
      const lines = readFileSync(join(root, file), 'utf8')
        .split('\n')
        .filter((l) => /^\s*'?[\w-]+'?\s*:\s*island\b/.test(l));
      expect(Object.keys(read(file)).length, kind).toBe(lines.length);
    }
  });
});

// A manifest shaped like the islands build's: the loader (index.html) only imports dynamically;
// hydrate statically imports React (in a shared chunk); the frame's parts are merged into shared
// chunks named after them, which the registry's chunk imports dynamically.
const islandsManifest: Manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    name: 'index',
    isEntry: true,
    dynamicImports: ['src/islands/hydrate.tsx', 'src/app/start-app.tsx'],
  },
  'src/islands/hydrate.tsx': {
    file: 'assets/hydrate-1.js',
    src: 'src/islands/hydrate.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', 'index.html', '_registry-1.js'],
    dynamicImports: ['src/app/start-app.tsx'],
  },
  '_react-1.js': { file: 'assets/react-1.js', name: 'react' },
  '_registry-1.js': {
    file: 'assets/registry-1.js',
    name: 'registry',
    imports: ['index.html'],
    dynamicImports: [
      'src/sections/slider/slider-section.tsx',
      'src/sections/banner-popup/banner-popup-section.tsx',
      'src/sections/academic-calendar/academic-calendar-section.tsx',
      '_nav-bar-1.js',
    ],
  },
  'src/sections/slider/slider-section.tsx': {
    file: 'assets/slider-section-1.js',
    src: 'src/sections/slider/slider-section.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_carousel-1.js'],
    dynamicImports: ['src/forms/form-engine.tsx'],
  },
  'src/sections/banner-popup/banner-popup-section.tsx': {
    file: 'assets/banner-popup-section-1.js',
    src: 'src/sections/banner-popup/banner-popup-section.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_carousel-1.js', '_dialog-1.js'],
  },
  'src/sections/academic-calendar/academic-calendar-section.tsx': {
    file: 'assets/academic-calendar-section-1.js',
    src: 'src/sections/academic-calendar/academic-calendar-section.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js'],
  },
  '_carousel-1.js': { file: 'assets/carousel-1.js', name: 'carousel' },
  '_dialog-1.js': { file: 'assets/dialog-1.js', name: 'dialog' },
  '_nav-bar-1.js': { file: 'assets/nav-bar-1.js', name: 'nav-bar', imports: ['_react-1.js'] },
  '_nav-bar-1.css': { file: 'assets/nav-bar-1.css', src: '_nav-bar-1.css' },
  'src/app/start-app.tsx': {
    file: 'assets/start-app-1.js',
    src: 'src/app/start-app.tsx',
    isDynamicEntry: true,
    imports: ['_react-1.js', '_nav-bar-1.js'],
  },
  'src/forms/form-engine.tsx': { file: 'assets/form-engine-1.js', src: 'src/forms/form-engine.tsx', isDynamicEntry: true },
};
const registries: Registries = {
  section: {
    slider: { module: 'src/sections/slider/slider-section', wake: 'idle' },
    'banner-popup': { module: 'src/sections/banner-popup/banner-popup-section', wake: 'load' },
    'academic-calendar': { module: 'src/sections/academic-calendar/academic-calendar-section', wake: 'visible' },
  },
  page: { home: { module: 'src/pages/home/home-page', wake: 'static' } },
  frame: { nav: { module: 'src/app/layout/nav-bar', wake: 'interaction' } },
};
const attr = (v: unknown) => JSON.stringify(v).replace(/&/g, '&amp;').replace(/"/g, '&quot;');
const islandDiv = (name: string, wake: string, props: unknown) =>
  `<div data-island="${name}" data-wake="${wake}" data-idp="i1-" data-props="${attr(props)}" data-keys="[]">`;
const section = (type: string, wake: string) =>
  islandDiv('section', wake, {
    section: { id: type, type, enabled: true, props: { heading: { en: 'A & B "quoted"' } } },
    firstScreen: true,
  });

describe('islandsInHtml', () => {
  it('reads each island’s name, wake and props, entities decoded', () => {
    const html = `<div id="root">${islandDiv('frame:nav', 'interaction', {})}<nav></nav></div>${islandDiv('page', 'static', { route: { path: '/', page: 'home' } })}${section('slider', 'interaction')}</div></div></div>`;
    expect(islandsInHtml(html)).toEqual([
      { name: 'frame:nav', wake: 'interaction', props: {} },
      { name: 'page', wake: 'static', props: { route: { path: '/', page: 'home' } } },
      {
        name: 'section',
        wake: 'interaction',
        props: {
          section: { id: 'slider', type: 'slider', enabled: true, props: { heading: { en: 'A & B "quoted"' } } },
          firstScreen: true,
        },
      },
    ]);
  });
});

describe('manifestKey and islandModule', () => {
  it('finds a module’s own entry, or the shared chunk named after it that is imported dynamically', () => {
    expect(manifestKey(islandsManifest, 'src/sections/slider/slider-section')).toBe('src/sections/slider/slider-section.tsx');
    expect(manifestKey(islandsManifest, 'src/app/layout/nav-bar')).toBe('_nav-bar-1.js');
    expect(manifestKey(islandsManifest, 'src/app/layout/footer')).toBeNull();
  });

  it('maps an island to its section type’s, page kind’s or frame part’s module', () => {
    expect(islandModule({ name: 'section', wake: 'idle', props: { section: { type: 'slider' } } }, registries)).toBe(
      'src/sections/slider/slider-section',
    );
    expect(islandModule({ name: 'page', wake: 'static', props: { route: { page: 'home' } } }, registries)).toBe('src/pages/home/home-page');
    expect(islandModule({ name: 'frame:nav', wake: 'interaction', props: {} }, registries)).toBe('src/app/layout/nav-bar');
    expect(islandModule({ name: 'section', wake: 'idle', props: { section: { type: 'unknown' } } }, registries)).toBeNull();
  });
});

describe('beforeInteraction', () => {
  const htmlJs = ['/assets/index-1.js'];
  const sorted = (o: { keys: string[]; problems: string[] }) => ({ keys: [...o.keys].sort(), problems: o.problems });

  it('is only the loader when no island wakes at load or idle', () => {
    const islands = islandsInHtml(
      islandDiv('frame:nav', 'interaction', {}) +
        section('academic-calendar', 'visible') +
        islandDiv('page', 'static', { route: { page: 'home' } }),
    );
    expect(beforeInteraction({ manifest: islandsManifest, htmlJs, islands, registries })).toEqual({ keys: ['index.html'], problems: [] });
  });

  it('adds hydrate and each load or idle island’s module with their static imports, never dynamic ones, each once', () => {
    const islands = islandsInHtml(
      section('banner-popup', 'load') +
        section('slider', 'idle') +
        section('academic-calendar', 'visible') +
        islandDiv('frame:nav', 'interaction', {}),
    );
    expect(sorted(beforeInteraction({ manifest: islandsManifest, htmlJs, islands, registries }))).toEqual({
      keys: [
        '_carousel-1.js',
        '_dialog-1.js',
        '_react-1.js',
        '_registry-1.js',
        'index.html',
        'src/islands/hydrate.tsx',
        'src/sections/banner-popup/banner-popup-section.tsx',
        'src/sections/slider/slider-section.tsx',
      ],
      problems: [],
    });
  });

  it('counts a frame part merged into a shared chunk', () => {
    const islands = islandsInHtml(islandDiv('frame:nav', 'load', {}));
    expect(sorted(beforeInteraction({ manifest: islandsManifest, htmlJs, islands, registries })).keys).toEqual([
      '_nav-bar-1.js',
      '_react-1.js',
      '_registry-1.js',
      'index.html',
      'src/islands/hydrate.tsx',
    ]);
  });

  it('reports an eager island whose module it cannot find, rather than counting it as nothing', () => {
    const islands = islandsInHtml(section('gone', 'load') + islandDiv('frame:footer', 'idle', {}));
    const { problems } = beforeInteraction({
      manifest: islandsManifest,
      htmlJs,
      islands,
      registries: { ...registries, frame: { footer: { module: 'src/app/layout/footer', wake: 'idle' } } },
    });
    expect(problems).toEqual([
      'the island section "gone" (data-wake="load") has no module in the registries',
      'the island "frame:footer" (data-wake="idle"): its module src/app/layout/footer is not in the manifest',
    ]);
  });

  it('feeds the heavy-parts check: a heavy part statically imported by an idle section is found', () => {
    const m: Manifest = {
      ...islandsManifest,
      'src/sections/slider/slider-section.tsx': {
        ...islandsManifest['src/sections/slider/slider-section.tsx'],
        imports: ['_react-1.js', 'src/forms/form-engine.tsx'],
      },
    };
    const islands = islandsInHtml(section('slider', 'idle'));
    const { keys } = beforeInteraction({ manifest: m, htmlJs, islands, registries });
    const lazy = lazyModules(m, registries);
    expect(lazy).toEqual({
      'src/forms/form-engine.tsx': 'the form engine',
      'src/sections/academic-calendar/academic-calendar-section.tsx': 'the calendar (section)',
    });
    expect(homeProblems({ manifest: m, keys, readFile: () => '', lazy })).toEqual([
      'the home page loads the form engine (RJSF, Ajv) up front: assets/form-engine-1.js (src/forms/form-engine.tsx)',
      'the form engine (src/forms/form-engine.tsx) is loaded by the home page up front',
    ]);
    // The calendar section wakes when visible: not up front.
    expect(
      homeProblems({
        manifest: islandsManifest,
        keys: beforeInteraction({ manifest: islandsManifest, htmlJs, islands, registries }).keys,
        readFile: () => '',
        lazy,
      }),
    ).toEqual([]);
  });
});

describe('htmlAssets', () => {
  it('lists module scripts, modulepreloads and stylesheets, each once, in any attribute order', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/jsx-runtime-1.js">
      <link crossorigin href="/assets/home-page-1.js" rel="modulepreload">
      <link rel="stylesheet" crossorigin href="/assets/index-1.css">
      <link rel="stylesheet" href="/assets/route-1.css" />
      <link rel="icon" href="/favicon.svg">
      <script type="application/json" id="__snapshot">{}</script>
      <link rel="modulepreload" href="/assets/jsx-runtime-1.js">
    </head>`;
    expect(htmlAssets(html)).toEqual({
      js: ['/assets/index-1.js', '/assets/jsx-runtime-1.js', '/assets/home-page-1.js'],
      css: ['/assets/index-1.css', '/assets/route-1.css'],
    });
  });
});
