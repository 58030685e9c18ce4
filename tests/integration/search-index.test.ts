// The site's search end to end in Node: records as the build makes them (recordOf on written HTML,
// writeRecords: Pagefind's own indexer), queried through Pagefind's own browser module
// (pagefind.js, with its WebAssembly), as the search page queries it (openIndex, findInIndex).
// Node has no site to fetch the index from: fetch reads the written files. (jsdom's DOMParser
// reads the HTML: importing jsdom itself fails in the VM pool.)
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { recordOf, writeRecords, type SearchRecord } from '@scripts/build/search-index';
import { foldForSearch } from '@src/lib/search-fold';
import { findInIndex, openIndex, type PagefindIndex, type PagefindModule } from '@src/pages/search/pagefind-search';

const page = (title: string, body: string, lang = 'ne') =>
  new DOMParser().parseFromString(
    `<!doctype html><html lang="${lang}"><body><main><header><h1>${title}</h1><nav><a href="/">गृहपृष्ठ</a></nav></header>` +
      `<div data-page="item"><article><h2>${title}</h2><div data-sanitized=""><p>${body}</p></div></article>` +
      `<p><a class="btn" href="/media/notice">सबै सूचना</a></p></div></main></body></html>`,
    'text/html',
  );

/** Fixture pages: each word a query below must find, or must not. */
const PAGES: [url: string, lang: string, kind: string, title: string, body: string][] = [
  ['/ne/media/notice/1/water', 'ne', 'notice-detail', 'पानी आपूर्ति बन्द', 'भोलि बिहान विद्यालयमा पानी आउने छैन।'],
  ['/ne/media/notice/2/also', 'ne', 'notice-detail', 'अभिभावक भेला', 'अभिभावकहरू पनि सहभागी हुनुहुनेछ।'],
  ['/ne/media/news/3/annual', 'ne', 'news-detail', 'वार्षिकोत्सव', 'विद्यालयको वार्षिकोत्सव २०८३ साल माघमा हुनेछ।'],
  ['/ne/media/notice/4/less', 'ne', 'notice-detail', 'शुल्क सूचना', 'यस वर्ष शुल्क कम गरिएको छ।'],
  ['/ne/achievements/5', 'ne', 'achievement-detail', 'राष्ट्रिय पुरस्कार', 'सामुदायिक काम गरेकोमा पुरस्कार 2083 मा पायौं।'],
  ['/ne/who-we-are/about-us', 'ne', 'about-us', 'हाम्रो बारेमा', 'हाम्रो नीति: हरेक बालबालिकालाई शिक्षा।'],
  ['/media/notice/1/water', 'en', 'notice-detail', 'Water supply off', 'There will be no water at school tomorrow morning.'],
  ['/media/news/3/sports', 'en', 'news-detail', 'Annual Sports Week schedule announced', 'The sports week of 2083 starts on Magh 5.'],
];

let dir: string;
let pagefind: PagefindIndex;
/** Pagefind's module, and an instance of it for a page in `lang` (Pagefind reads the page's <html lang>). */
async function indexFor(lang: string) {
  document.documentElement.lang = lang;
  const mod = (await import(/* @vite-ignore */ join(dir, 'pagefind', 'pagefind.js'))) as PagefindModule;
  return openIndex(mod);
}
const search = async (q: string) => (await findInIndex(pagefind, q)).map((h) => h.url);

beforeAll(async () => {
  // (Inside the project: the test runner imports modules from its own tree only.)
  mkdirSync('test-results', { recursive: true });
  dir = mkdtempSync(join(process.cwd(), 'test-results', 'search-index-'));
  const records = PAGES.map(
    ([url, lang, kind, title, body]) => recordOf(page(title, body, lang), { url, lang, kind, fold: foldForSearch }) as SearchRecord,
  );
  await writeRecords({ out: join(dir, 'pagefind'), records });
  vi.stubGlobal('fetch', async (input: string) => {
    const path = String(input).split('?')[0];
    if (!path.startsWith('/pagefind/')) throw new Error(`fetch outside the index: ${path}`);
    return new Response(readFileSync(join(dir, path)));
  });
}, 60_000);

afterAll(() => {
  vi.unstubAllGlobals();
  rmSync(dir, { recursive: true, force: true });
});

describe('a record of a written page', () => {
  it("keeps the page's own title and text for showing, and folds what is searched", () => {
    const r = recordOf(page('नीति २०८३', 'विद्यालयको सूचना।'), { url: '/ne/x', lang: 'ne', kind: 'notice-detail', fold: foldForSearch });
    expect(r?.meta).toEqual({ title: 'नीति २०८३', excerpt: 'विद्यालयको सूचना।', kind: 'notice' });
    expect(r?.content).toContain('निति 2083');
    // (The breadcrumb and the button back to the list are not the page's text.)
    expect(r?.content).not.toContain('गृहपृष्ठ');
    expect(r?.content).not.toContain('सबै सूचना');
  });
});

describe('Nepali queries', () => {
  beforeAll(async () => {
    pagefind = await indexFor('ne');
  }, 60_000);

  it('पानी finds the page with पानी, not the one with only पनि', async () => {
    expect(await search('पानी')).toEqual(['/ne/media/notice/1/water']);
    expect(await search('पनि')).toEqual(['/ne/media/notice/2/also']);
  });

  it('काम does not find कम', async () => {
    expect(await search('काम')).toEqual(['/ne/achievements/5']);
    expect(await search('कम')).toEqual(['/ne/media/notice/4/less']);
  });

  it('विद्यालय finds its inflected forms (विद्यालयको, विद्यालयमा)', async () => {
    expect((await search('विद्यालय')).sort()).toEqual(['/ne/media/news/3/annual', '/ne/media/notice/1/water']);
  });

  it('२०८३ finds 2083, and 2083 finds २०८३', async () => {
    expect((await search('२०८३')).sort()).toEqual(['/ne/achievements/5', '/ne/media/news/3/annual']);
    expect((await search('2083')).sort()).toEqual(['/ne/achievements/5', '/ne/media/news/3/annual']);
  });

  it('the long and the short i are the same word (नीति, निति)', async () => {
    expect(await search('निति')).toEqual(['/ne/who-we-are/about-us']);
    expect(await search('नीति')).toEqual(['/ne/who-we-are/about-us']);
  });

  it("shows the page's own text, not the folded one", async () => {
    const [hit] = await findInIndex(pagefind, 'वार्षिकोत्सव');
    expect(hit).toEqual({
      url: '/ne/media/news/3/annual',
      title: 'वार्षिकोत्सव',
      excerpt: 'विद्यालयको वार्षिकोत्सव २०८३ साल माघमा हुनेछ।',
      kind: 'news',
    });
  });

  it('finds nothing for a word no page has, or for spaces', async () => {
    expect(await search('पुस्तकालय')).toEqual([]);
    expect(await search('   ')).toEqual([]);
  });
});

describe('English queries', () => {
  beforeAll(async () => {
    pagefind = await indexFor('en');
  }, 60_000);

  it("find the English pages only, by a word and by a word's start", async () => {
    expect(await search('water')).toEqual(['/media/notice/1/water']);
    expect(await search('sports week')).toEqual(['/media/news/3/sports']);
    expect(await search('annou')).toEqual(['/media/news/3/sports']);
    expect(await search('२०८३')).toEqual(['/media/news/3/sports']);
  });
});
