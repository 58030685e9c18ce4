// @vitest-environment node
// The page writer (scripts/build/page-writer.ts): a page as the renderer returns it becomes its
// document, with the CSS of everything it shows inline — the frame's parts too, each from its own
// island's module — the island loader as its one low-priority script, the data of the islands that
// wake at once inline and the rest in page-data.json, its freshness plan in fresh.json; and nothing
// its first paint waits on.
import { describe, expect, it } from 'vitest';
import { cspMetaTag } from '@scripts/build/security-headers';
import { cssFiles, pageWriter, type WrittenPage } from '@scripts/build/page-writer';
import { firstPaintProblems } from '@scripts/build/first-paint-rules';
import { pageFacts } from '@src/prerender/page-facts';
import { withFacts } from '@test/written-page';
import type { IslandManifest } from '@scripts/build/vite/island-manifest';

const mod = (css: string[]) => ({ file: 'assets/x.js', own: true, js: ['assets/x.js'], css });
const bundle: IslandManifest = {
  entry: { file: 'assets/index-1.js', css: ['assets/index.css'] },
  named: { shell: 'src/app/start-app.tsx', wake: 'src/islands/hydrate.tsx' },
  modules: {
    'src/app/start-app.tsx': mod(['assets/start-app.css', 'assets/index.css']),
    'src/islands/hydrate.tsx': mod(['assets/section-host.css']),
    // A frame part in a chunk of its own: its CSS is not the shell's.
    'src/app/layout/ribbon.tsx': mod(['assets/ribbon.css']),
    'src/pages/contact/contact-page.tsx': mod(['assets/contact.css', 'assets/start-app.css']),
    'src/forms/form-engine.tsx': mod(['assets/form-engine.css']),
  },
};
const island = (module: string, wake: string, keys: string[] = [], parts: string[] = []) => ({ module, wake, keys, parts, later: false });
const base = {
  path: '/contact/contact-us',
  lang: 'en',
  head: { title: 'Contact | HVM', description: 'Contact: call us', siteName: 'HVM', image: '', url: '' },
  html: '<main><form></form></main>',
  later: null,
  used: { GetContactUs: { phone: '01-5555' }, GetNews: [1, 2] },
  islands: [
    island('src/app/layout/ribbon.tsx', 'static', ['GetNews']),
    island('src/pages/contact/contact-page.tsx', 'idle', ['GetContactUs'], ['src/forms/form-engine.tsx']),
  ],
  reads: ['TranId'],
} satisfies Parameters<typeof withFacts>[0];
const page: WrittenPage = withFacts(base);
/** The server bundle's parts the writer takes, as a stand-in: the later part's slot and texts, and its mark. */
const standIn = (slot = '', texts = { title: '', back: '' }, LATER_MARK = slot ? '<!--cut-->' : '') => ({
  laterSlot: () => slot,
  laterTexts: () => texts,
  LATER_MARK,
  IMAGE_COPIES_KEY: '@images',
  copiesFor: () => ({}),
});
const writer = pageWriter({
  bundle,
  builtAt: 7,
  csp: cspMetaTag(),
  readCss: (f) => `/*${f}*/`,
  ssr: standIn(),
  fresh: (keys) => ({ keys }),
});

describe('the page writer', () => {
  it('inlines the CSS of the shell, of every island (a frame part’s too), of the lazy parts drawn, then of what wakes islands, each once', () => {
    expect(cssFiles(bundle, page.islands)).toEqual([
      '/assets/index.css',
      '/assets/start-app.css',
      '/assets/ribbon.css',
      '/assets/contact.css',
      '/assets/form-engine.css',
      '/assets/section-host.css',
    ]);
  });

  it('writes the document: head, inline CSS named by disabled links, the loader, the root, the data of islands waking at once', () => {
    const files = writer.files(page);
    expect(Object.keys(files)).toEqual(['index.html', 'page-data.json', 'fresh.json']);
    const html = files['index.html'];
    expect(html).toContain('<title>Contact | HVM</title>');
    expect(html).toContain('<style>/*/assets/index.css*/\n/*/assets/start-app.css*/\n/*/assets/ribbon.css*/');
    expect(html).toContain('<link rel="stylesheet" href="/assets/ribbon.css" disabled>');
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>');
    expect(html).toContain('<div id="root" data-prerendered="/contact/contact-us" data-reads="TranId"><main><form></form></main></div>');
    // The idle island's data is in the page; the static part's only in the data file, which the page
    // fetches from its build's archive (kept for the pages opened before the next release).
    const snapshot =
      /<script type="application\/json" id="__snapshot" data-built-at="7" data-rest="\/_b\/7\/contact\/contact-us\/page-data.json\?b=7">(.*?)<\/script>/.exec(
        html,
      )!;
    expect(JSON.parse(snapshot[1])).toEqual({ GetContactUs: { phone: '01-5555' } });
    expect(JSON.parse(files['page-data.json'])).toEqual(page.used);
    expect(firstPaintProblems(pageFacts(html).fetches)).toEqual([]);
  });

  it('writes the freshness plan of the data the page shows beside it, not into its HTML (nothing reads it before load)', () => {
    const files = writer.files(page);
    expect(JSON.parse(files['fresh.json'])).toEqual({ keys: ['GetContactUs', 'GetNews'] });
    expect(files['index.html']).not.toContain('__fresh');
    expect(files['index.html']).not.toContain('"keys"');
  });

  it("inlines of each file only the rules the page's HTML can use, and marks a file inlined in part data-full (the loader enables it after load)", () => {
    const css: Record<string, string> = {
      '/assets/index.css': 'body{margin:0}',
      '/assets/contact.css': '._formxx{gap:0}._sentxx{color:green}',
    };
    const pruning = pageWriter({
      bundle,
      builtAt: 7,
      csp: cspMetaTag(),
      readCss: (f) => css[f] ?? '',
      ssr: standIn('<a data-slot></a>'),
      fresh: (keys) => ({ keys }),
    });
    const html = pruning.files(withFacts({ ...base, html: '<main><form class="_formxx"></form></main>' }))['index.html'];
    expect(html).toContain('<style>body{margin:0}\n\n\n._formxx{gap:0}');
    expect(html).not.toContain('._sentxx');
    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/contact.css" data-full disabled>');
    expect(firstPaintProblems(pageFacts(html).fetches)).toEqual([]);
    // A long page: its later part's classes count, as it is in the page moments after load.
    const long = pruning.files(
      withFacts({
        ...base,
        html: '<main><form class="_formxx"></form></main>',
        later: { at: 6, sections: ['<p class="_sentxx">sent</p>'] },
      }),
    )['index.html'];
    expect(long).toContain('._formxx{gap:0}._sentxx{color:green}');
    expect(long).toContain('<link rel="stylesheet" href="/assets/contact.css" disabled>');
    // A page served at any path (404.html) gets each file whole.
    const any = pruning.document(withFacts({ ...base, html: '<main></main>' }), { prerendered: false });
    expect(any).toContain('._formxx{gap:0}._sentxx{color:green}');
    expect(any).not.toContain('data-full');
  });

  it("puts the styles React hoisted in the head after the files' links (the theme then wins over global.css's defaults); a later part's are data-later, under its heading", () => {
    const theme = '<style data-precedence="theme" data-href="theme-vars">:root{--color-primary:#123456}</style>';
    const preset = '<style data-precedence="default" data-href="carousel-three">[data-carousel-preset="three"]{--per-view:3}</style>';
    const marked = pageWriter({
      bundle,
      builtAt: 7,
      csp: cspMetaTag(),
      readCss: (f) => `/*${f}*/`,
      ssr: standIn('<a data-slot></a>', { title: 'Rest', back: 'Back' }),
      fresh: (keys) => ({ keys }),
    });
    const files = marked.files(
      withFacts({
        ...base,
        styles: [theme],
        later: { at: 6, sections: ['<h3>Jestha</h3>'], styles: [preset], heading: 'Calendar 2083 <BS>' },
      }),
    );
    const html = files['index.html'];
    const [head, body] = html.split('</head>');
    expect(head).toContain(`<link rel="stylesheet" href="/assets/section-host.css" disabled>${theme}`);
    expect(head.indexOf(theme)).toBeLessThan(head.indexOf('<script type="module"'));
    expect(body).not.toContain('<style');
    expect(html).not.toContain('carousel-three');
    expect(firstPaintProblems(pageFacts(html).fetches)).toEqual([]);
    const later = files['later.html'];
    const [laterHead, laterBody] = later.split('</head>');
    expect(laterHead).toContain(theme);
    expect(laterHead).toContain('<style data-later data-precedence="default" data-href="carousel-three">');
    expect(laterBody).not.toContain('<style');
    expect(laterBody).toContain('<h1 class="section-title">Rest</h1>\n<h2>Calendar 2083 &lt;BS&gt;</h2>\n<!--cut--><h3>Jestha</h3>');
  });

  it('writes a page of no path of its own (404.html) without data-prerendered, and text that could close a script as text', () => {
    const html = writer.document(
      { ...page, used: { GetContactUs: { phone: '</script><script>alert(1)</script>' } } },
      { prerendered: false },
    );
    expect(html).toContain('<div id="root" data-reads="TranId">');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).toContain('\\u003c/script>');
  });

  it('keeps of a written page the marks noted and what its first paint waits on: what a reading of its file finds', () => {
    const noting = pageWriter({
      bundle,
      builtAt: 7,
      csp: cspMetaTag(),
      readCss: () => '',
      ssr: standIn('<div data-later-slot data-src="/x"></div>'),
      fresh: () => ({}),
      marks: ['data-slider', 'data-later-slot', 'data-banner-popup'],
    });
    const map = '<iframe src="https://www.google.com/maps/embed?pb=1" title="Map"></iframe>';
    const long = withFacts({
      ...base,
      html: `<main><div data-slider="" data-interval="5"></div>${map}<noscript><iframe src="/x"></iframe></noscript></main>`,
      later: { at: 6, sections: ['<dialog data-banner-popup=""></dialog>'] },
    });
    const written = noting.files(long)['index.html'];
    const read = pageFacts(written);
    // Its marks: its first screen's and the later part's slot, of those noted (not the later part's own).
    expect(noting.facts(long)).toEqual({ marks: ['data-later-slot', 'data-slider'], waits: firstPaintProblems(read.fetches) });
    expect(read.marks.filter((m) => ['data-slider', 'data-later-slot', 'data-banner-popup'].includes(m))).toEqual([
      'data-later-slot',
      'data-slider',
    ]);
    expect(noting.facts(long).waits).toEqual([
      expect.stringMatching(/^an iframe is loaded with the page: <iframe src="https:\/\/www\.google/),
    ]);
    // Without marks to note, every data-* attribute its first screen carries.
    expect(writer.facts(long).marks).toEqual(['data-interval', 'data-later-slot', 'data-slider']);
    expect(writer.facts(page)).toEqual({ marks: [], waits: [] });
  });
});
