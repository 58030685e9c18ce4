// @vitest-environment node
// What the loader imports before load on a page (scripts/build/loader-up-front.ts): each file once,
// with the module that brings it; a module waiting for a mark only on a page carrying it; the
// sections' behaviours from their registry, with the later part's slot, the marks a page's record notes.
import { describe, expect, it } from 'vitest';
import { LOADER_MARKS, NOT_UP_FRONT, loaderUpFront } from '@scripts/build/loader-up-front';
import { LATER_SLOT_ATTR } from '@src/island-kit/later-mark';
import { behaviorModule, sectionBehaviors } from '@src/sections/section-behaviors';

type Imports = Record<string, { js: string[]; low: boolean; from: string[] }>;
const upFront = (imports: Imports, marks: string[] = []) =>
  loaderUpFront({ bundle: { entry: { file: 'assets/index.js' }, loaderImports: { entry: 'assets/index.js', imports } }, marks }).files.map(
    (f) => [f.file, f.module],
  );

describe('what the loader imports up front', () => {
  it('lists each file once, with the module that brings it', () => {
    const both: Imports = {
      a: { js: ['assets/a.js', 'assets/base.js'], low: false, from: ['src/main.tsx'] },
      b: { js: ['assets/b.js', 'assets/base.js', 'assets/index.js'], low: false, from: ['src/main.tsx'] },
      c: { js: ['assets/c.js'], low: true, from: ['src/main.tsx'] },
    };
    expect(upFront(both)).toEqual([
      ['assets/a.js', 'a'],
      ['assets/base.js', 'a'],
      ['assets/b.js', 'b'],
    ]);
  });

  it("counts a behaviour's module, and the later part's, only on a page with its mark; never the app's", () => {
    const slider = behaviorModule('slider');
    const imports: Imports = {
      [slider]: { js: ['assets/slider.js'], low: false, from: ['src/sections/section-behaviors.ts'] },
      'src/islands/fill-later-part.ts': { js: ['assets/fill.js'], low: false, from: ['src/main.tsx'] },
      'src/app/start-app.tsx': { js: ['assets/app.js'], low: false, from: ['src/main.tsx'] },
    };
    expect(upFront(imports)).toEqual([]);
    expect(upFront(imports, ['data-slider'])).toEqual([['assets/slider.js', slider]]);
    expect(upFront(imports, [LATER_SLOT_ATTR, 'data-slider'])).toEqual([
      ['assets/slider.js', slider],
      ['assets/fill.js', 'src/islands/fill-later-part.ts'],
    ]);
  });

  it('takes the behaviours from their registry, and notes each mark any of them waits for', () => {
    const behaviours = Object.entries(NOT_UP_FRONT).filter(([m]) => m.endsWith('-behavior.ts'));
    expect(behaviours.map(([m, r]) => [m, r.page])).toEqual(
      Object.entries(sectionBehaviors).map(([type, b]) => [behaviorModule(type as 'slider'), b.attr]),
    );
    expect(LOADER_MARKS).toEqual(['data-banner-popup', LATER_SLOT_ATTR, 'data-slider'].sort());
  });
});
