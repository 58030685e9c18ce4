// @vitest-environment node
// The code a page's islands wake with (scripts/build/page-code.ts), which the loader fetches after
// load and asks for at once at a wake (src/islands/page-code.ts): from the island manifest, by each
// waking island's data-idp, what wakes islands first, then the island's own chunk, its lazy parts
// and their imports, each once; never the loader (already there), never a static island.
import { describe, expect, it } from 'vitest';
import { pageCode } from '@scripts/build/page-code';
import { pageWriter } from '@scripts/build/page-writer';
import type { IslandManifest } from '@scripts/build/vite/island-manifest';
import { withFacts } from '@test/written-page';

const mod = (js: string[]) => ({ file: js[0], own: true, js, css: [] });
const bundle: IslandManifest = {
  entry: { file: 'assets/index-1.js', css: [] },
  named: { shell: 'src/app/start-app.tsx', wake: 'src/islands/hydrate.tsx', 'dictionary-ne': 'src/i18n/ne.ts' },
  modules: {
    'src/app/start-app.tsx': mod(['assets/start-app.js', 'assets/index-1.js']),
    'src/islands/hydrate.tsx': mod(['assets/hydrate.js', 'assets/react.js', 'assets/index-1.js']),
    'src/app/layout/nav-bar.tsx': mod(['assets/nav-bar.js', 'assets/react.js', 'assets/index-1.js', 'assets/icons.js']),
    'src/app/layout/footer.tsx': mod(['assets/footer.js', 'assets/react.js']),
    'src/pages/contact/contact-page.tsx': mod(['assets/contact.js', 'assets/icons.js']),
    'src/forms/form-engine.tsx': mod(['assets/form-engine.js', 'assets/react.js', 'assets/rjsf.js']),
    'src/i18n/ne.ts': mod(['assets/ne.js']),
  },
};
const island = (module: string, wake: string, idp: string, parts: string[] = [], later = false) => ({
  module,
  wake,
  idp,
  keys: [],
  parts,
  later,
});

describe('pageCode', () => {
  it('lists each waking island’s code by its idp: what wakes islands, then its own and its lazy parts’, each once', () => {
    const code = pageCode(bundle, [
      island('src/app/layout/footer.tsx', 'static', 'i1-'),
      island('src/app/layout/nav-bar.tsx', 'interaction', 'i2-'),
      island('src/pages/contact/contact-page.tsx', 'visible', 'i3-', ['src/forms/form-engine.tsx']),
    ]);
    expect(code).toEqual({
      'i2-': ['/assets/hydrate.js', '/assets/react.js', '/assets/nav-bar.js', '/assets/icons.js'],
      'i3-': [
        '/assets/hydrate.js',
        '/assets/react.js',
        '/assets/contact.js',
        '/assets/icons.js',
        '/assets/form-engine.js',
        '/assets/rjsf.js',
      ],
    });
  });

  it('on a Nepali page, the Nepali dictionary (a wake loads it first) right after what wakes islands; not on an English page', () => {
    const islands = [island('src/app/layout/nav-bar.tsx', 'interaction', 'i2-')];
    expect(pageCode(bundle, islands, 'ne')).toEqual({
      'i2-': ['/assets/hydrate.js', '/assets/react.js', '/assets/ne.js', '/assets/nav-bar.js', '/assets/icons.js'],
    });
    expect(pageCode(bundle, islands, 'en')).toEqual(pageCode(bundle, islands));
    expect(pageCode(bundle, islands, 'en')?.['i2-']).not.toContain('/assets/ne.js');
  });

  it('is null for a page none of whose islands wakes', () => {
    expect(pageCode(bundle, [island('src/app/layout/footer.tsx', 'static', 'i1-')])).toBeNull();
    expect(pageCode(bundle, [])).toBeNull();
  });
});

describe('the page writer', () => {
  const writer = pageWriter({
    bundle,
    builtAt: 7,
    readCss: () => '',
    csp: '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'">',
    ssr: {
      laterSlot: (src) => `<a data-later-slot data-src="${src}"></a>`,
      laterTexts: () => ({ title: 't', back: 'b' }),
      LATER_MARK: '<!--L-->',
      IMAGE_COPIES_KEY: '@images',
      copiesFor: () => ({}),
    },
    fresh: () => ({}),
  });
  const page = withFacts({
    path: '/',
    lang: 'en' as const,
    head: { title: 'Home', description: 'd', siteName: 'S', image: '', url: '' },
    html: '<main><p>first</p></main>',
    later: { at: '<main><p>first</p>'.length, sections: ['<section>later</section>'] },
    used: {},
    islands: [
      island('src/app/layout/nav-bar.tsx', 'interaction', 'i1-'),
      island('src/pages/contact/contact-page.tsx', 'visible', 'i2-', [], true),
    ],
    reads: [],
  });
  const json = (html: string, open: string) => {
    const at = html.indexOf(open);
    return at < 0 ? null : JSON.parse(html.slice(at + open.length, html.indexOf('</script>', at)));
  };

  it('puts the first screen’s list in the page and the later part’s in later.html, as JSON', () => {
    const files = writer.files(page);
    expect(json(files['index.html'], '<script type="application/json" id="__code">')).toEqual({ 'i1-': expect.any(Array) });
    expect(json(files['later.html'], '<script type="application/json" data-code>')).toEqual({ 'i2-': expect.any(Array) });
  });

  it('writes no list into a page with no island that wakes', () => {
    const files = writer.files({ ...page, later: null, islands: [island('src/app/layout/footer.tsx', 'static', 'i1-')] });
    expect(files['index.html']).not.toContain('__code');
  });
});
