// @vitest-environment node
// The size budget's check that the home page loads none of the heavy parts up front
// (scripts/home-chunks.mjs), on small fake Vite manifests, and the HTML asset list it starts from.
import { describe, expect, it } from 'vitest';
import { homeProblems, upFront, type Manifest } from '../../../scripts/home-chunks.mjs';
import { htmlAssets } from '../../../scripts/html-assets.mjs';

const base: Manifest = {
  'index.html': { file: 'assets/index-1.js', name: 'index', isEntry: true, imports: ['_jsx-runtime-1.js'], dynamicImports: ['src/pages/home/home-page.tsx', 'src/pages/gallery/gallery-page.tsx', 'src/forms/form-engine.tsx'] },
  '_jsx-runtime-1.js': { file: 'assets/jsx-runtime-1.js', name: 'jsx-runtime' },
  'src/pages/home/home-page.tsx': { file: 'assets/home-page-1.js', src: 'src/pages/home/home-page.tsx', isDynamicEntry: true, imports: ['index.html', '_jsx-runtime-1.js'] },
  'src/pages/gallery/gallery-page.tsx': { file: 'assets/gallery-page-1.js', src: 'src/pages/gallery/gallery-page.tsx', isDynamicEntry: true, imports: ['index.html', '_lightbox-1.js'] },
  '_lightbox-1.js': { file: 'assets/lightbox-1.js', name: 'lightbox' },
  'src/forms/form-engine.tsx': { file: 'assets/form-engine-1.js', src: 'src/forms/form-engine.tsx', isDynamicEntry: true, imports: ['_wizard-1.js'] },
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
    const m: Manifest = { ...base, 'src/pages/home/home-page.tsx': { ...base['src/pages/home/home-page.tsx'], imports: ['index.html', 'src/pages/gallery/gallery-page.tsx'] } };
    const problems = check(m, ['/assets/home-page-1.js']);
    expect(problems.some((p) => p.includes('the gallery') && p.includes('assets/gallery-page-1.js'))).toBe(true);
  });

  it('recognises RJSF by its code in a chunk named after something else', () => {
    const m: Manifest = { ...base, '_jsx-runtime-1.js': { ...base['_jsx-runtime-1.js'], imports: ['_wizard-1.js'] } };
    expect(check(m, [])).toEqual(['the home page loads the form engine (RJSF, Ajv) up front: its code is in assets/wizard-1.js (_wizard-1.js)']);
  });

  it('fails when the HTML preloads a calendar or studio chunk', () => {
    const m: Manifest = {
      ...base,
      '_use-calendar-model-1.js': { file: 'assets/use-calendar-model-1.js', name: 'use-calendar-model' },
      'src/studio/studio-app.tsx': { file: 'assets/studio-app-1.js', src: 'src/studio/studio-app.tsx', isDynamicEntry: true },
      '_studio-preview-1.js': { file: 'assets/studio-preview-1.js', name: 'studio-preview' },
    };
    const problems = check(m, ['/assets/use-calendar-model-1.js', '/assets/studio-app-1.js', '/assets/studio-preview-1.js']);
    expect(problems.map((p) => p.split(':')[0])).toEqual(['the home page loads the calendar up front', 'the home page loads the studio up front']);
  });

  it('fails when a heavy part is no longer a chunk of its own', () => {
    const { ['src/forms/form-engine.tsx']: _gone, ...m } = base;
    expect(check(m, [])).toEqual(['the form engine (src/forms/form-engine.tsx) is no longer a chunk of its own: is it imported statically somewhere?']);
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
