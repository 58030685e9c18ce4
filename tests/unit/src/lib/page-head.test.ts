// @vitest-environment node
// The head of each prerendered page: what its content says of it (src/lib/page-summary.ts: its
// first paragraph and image, its links), its fields (src/lib/page-head.ts: a description of its own
// from its title and first paragraph, an og:image only as an absolute URL, the canonical URL with
// siteUrl) and the tags the page writer makes of them (scripts/build/page-writer.ts).
import { describe, expect, it } from 'vitest';
import { absoluteUrl, clip, description, headFields } from '@src/lib/page-head';
import { pageFacts } from '@src/prerender/page-facts';
import { headTags } from '@scripts/build/page-writer';
import type { Route } from '@src/generated/site-config';

const firstParagraph = (html: string) => pageFacts(html).paragraph;
const firstImage = (html: string) => pageFacts(html).image;
/** The head tags of a page as the writer makes them, from its HTML as the renderer reads it. */
const pageHead = (o: { path: string; route: Route; html: string; schoolName: string; siteUrl?: string; logo?: string }) => {
  const { paragraph, image } = pageFacts(o.html);
  return headTags(headFields({ ...o, paragraph, image })).join('\n');
};

const frame = (main: string) =>
  `<header><img src="/Attachments/logo.png" alt=""/><p>Header slogan that is long enough to be taken as prose here</p></header>` +
  `<main id="main"><header><h1>News</h1></header>${main}</main><footer><p>Footer text long enough to count as a paragraph of prose</p></footer>`;

const meta = (head: string) =>
  Object.fromEntries([...head.matchAll(/<meta (?:name|property)="([^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]));

describe('firstParagraph', () => {
  it('takes the first prose paragraph of the page content, as plain text', () => {
    const html = frame(
      '<p class="meta"><span>Events</span><time>on Sat</time></p><p>From a <b>solar-powered</b> pump&nbsp;to a chatbot, sixty projects <!-- -->filled the hall &amp; more.</p>',
    );
    expect(firstParagraph(html)).toBe('From a solar-powered pump to a chatbot, sixty projects filled the hall & more.');
  });

  it('falls back to a short paragraph, then to nothing', () => {
    expect(firstParagraph(frame('<p>No news yet.</p>'))).toBe('No news yet.');
    expect(firstParagraph(frame('<div>no paragraphs</div>'))).toBe('');
  });
});

describe('the links of a page', () => {
  it('are every href, header and footer included, entities decoded', () => {
    expect(pageFacts(frame('<p><a href="/media/news/1/a?x=1&amp;y=2#top">A</a></p>')).links).toEqual(['/media/news/1/a?x=1&y=2#top']);
    expect(
      pageFacts('<header><a href="/">Home</a></header><main><a>no href</a></main><footer><a href="/contact">C</a></footer>').links,
    ).toEqual(['/', '/contact']);
  });
});

describe('firstImage and absoluteUrl', () => {
  it('takes the content’s first real image, not the header’s or a placeholder', () => {
    expect(firstImage(frame('<img src="/placeholder.svg"/><img class="x" src="/Attachments/a.png?x=1&amp;y=2" alt=""/>'))).toBe(
      '/Attachments/a.png?x=1&y=2',
    );
    expect(firstImage(frame('<p>text</p>'))).toBe('');
  });

  it('makes a URL absolute only with siteUrl, keeping absolute ones', () => {
    expect(absoluteUrl('/Attachments/a.png', 'https://school.edu.np/')).toBe('https://school.edu.np/Attachments/a.png');
    expect(absoluteUrl('/Attachments/a.png', '')).toBe('');
    expect(absoluteUrl('https://erp.school.edu.np/Attachments/a.png', '')).toBe('https://erp.school.edu.np/Attachments/a.png');
    expect(absoluteUrl('//evil.example/a.png', 'https://school.edu.np')).toBe('');
  });
});

describe('description', () => {
  const long =
    'Sports Week runs from Mangsir 25 to 28 with athletics, futsal, basketball, table tennis and the much-loved parents’ relay. House captains will share team lists on Monday.';

  it('is the route title and the first paragraph, within 155 characters, cut at a word', () => {
    const d = description({
      path: '/media/news',
      route: { page: 'news-list', path: '/media/news', title: { en: 'News', ne: 'समाचार' } },
      paragraph: firstParagraph(frame(`<p>${long}</p>`)),
      schoolName: 'HVM',
      slogan: '',
    });
    expect(d.startsWith('News: Sports Week runs')).toBe(true);
    expect(d.length).toBeLessThanOrEqual(155);
    expect(d.endsWith('…')).toBe(true);
    expect(long).toContain(d.slice('News: '.length, -1));
  });

  it('differs between pages', () => {
    const a = description({
      path: '/a',
      route: { page: 'about-us', path: '/a', title: 'About Us' },
      paragraph: 'We were founded in 2040 BS in the Kathmandu valley.',
      schoolName: 'HVM',
      slogan: '',
    });
    const b = description({
      path: '/b',
      route: { page: 'why-us', path: '/b', title: 'Why Us' },
      paragraph: 'Small classes, caring teachers and a great library.',
      schoolName: 'HVM',
      slogan: '',
    });
    expect(a).not.toBe(b);
  });

  it('names a page without a title by its last path segment; without a paragraph, the school', () => {
    expect(
      description({
        path: '/media/news/5/Sports%20Week',
        route: { page: 'news-detail', path: '/media/news/:id/:title' },
        paragraph: firstParagraph(frame('')),
        schoolName: 'HVM',
        slogan: 'Learn',
      }),
    ).toBe('Sports Week | HVM — Learn');
  });

  it('on the home page is the school and its slogan', () => {
    expect(
      description({ path: '/', route: { page: 'home', path: '/' }, paragraph: long, schoolName: 'HVM', slogan: 'Knowledge is light' }),
    ).toBe('HVM: Knowledge is light');
  });

  it('clip leaves short text alone', () => {
    expect(clip('short')).toBe('short');
  });
});

describe('the head tags', () => {
  const route: Route = { page: 'news-detail', path: '/media/news/:id/:title', title: 'Science fair' };
  const html = frame('<img src="/Attachments/fair.png"/><p>Sixty projects filled the school hall as pupils presented their work.</p>');

  it('writes title, description, Open Graph tags, image and canonical URL with siteUrl', () => {
    const head = pageHead({
      path: '/media/news/1/fair',
      route,
      html,
      schoolName: 'HVM & Co',
      siteUrl: 'https://school.edu.np',
      logo: '/Attachments/logo.png',
    });
    expect(head).toContain('<title>Science fair | HVM &amp; Co</title>');
    // The shell's tags first, as every document of the site starts.
    expect(head.startsWith('<meta charset="UTF-8" />')).toBe(true);
    const m = meta(head);
    expect(m.description).toBe('Science fair: Sixty projects filled the school hall as pupils presented their work.');
    expect(m['og:description']).toBe(m.description);
    expect(m['og:image']).toBe('https://school.edu.np/Attachments/fair.png');
    expect(m['og:url']).toBe('https://school.edu.np/media/news/1/fair');
    expect(head).toContain('<link rel="canonical" href="https://school.edu.np/media/news/1/fair" />');
  });

  it('falls back to the logo for the image, and leaves out what needs siteUrl', () => {
    const noImage = frame('<p>Sixty projects filled the school hall as pupils presented their work.</p>');
    expect(
      meta(pageHead({ path: '/x', route, html: noImage, schoolName: 'HVM', siteUrl: 'https://s.np', logo: '/Attachments/logo.png' }))[
        'og:image'
      ],
    ).toBe('https://s.np/Attachments/logo.png');
    const bare = pageHead({ path: '/x', route, html, schoolName: 'HVM', logo: '/Attachments/logo.png' });
    expect(meta(bare)['og:image']).toBeUndefined();
    expect(bare).not.toContain('canonical');
    expect(meta(pageHead({ path: '/x', route, html: noImage, schoolName: 'HVM', logo: 'https://erp.s.np/logo.png' }))['og:image']).toBe(
      'https://erp.s.np/logo.png',
    );
  });

  it('escapes page text in attributes', () => {
    const head = pageHead({
      path: '/x',
      route,
      html: frame('<p>Quotes &quot;here&quot; and &lt;b&gt; tags, written by the school for this page.</p>'),
      schoolName: 'HVM',
    });
    expect(head).toContain('content="Science fair: Quotes &quot;here&quot; and &lt;b&gt; tags');
  });
});

describe('a page in each language', () => {
  const route = { path: '/who-we-are/about-us', page: 'about-us', title: { en: 'About Us', ne: 'हाम्रो बारेमा' } } as Route;
  const alternates = [
    { lang: 'en' as const, path: '/who-we-are/about-us' },
    { lang: 'ne' as const, path: '/ne/who-we-are/about-us' },
  ];
  const fields = (lang: 'en' | 'ne', path: string) =>
    headFields({
      path,
      lang,
      alternates,
      route,
      paragraph: 'Founded in 2052 B.S.',
      image: '',
      schoolName: 'HVM',
      siteUrl: 'https://hvm.edu.np/',
    });

  it('has its title, description and og:locale in its language, and names the page in each language both ways', () => {
    const ne = fields('ne', '/ne/who-we-are/about-us');
    const en = fields('en', '/who-we-are/about-us');
    expect([ne.title, ne.description, ne.locale, ne.url]).toEqual([
      'हाम्रो बारेमा | HVM',
      'हाम्रो बारेमा: Founded in 2052 B.S.',
      'ne_NP',
      'https://hvm.edu.np/ne/who-we-are/about-us',
    ]);
    expect([en.title, en.locale]).toEqual(['About Us | HVM', 'en_US']);
    expect(ne.alternates).toEqual(en.alternates);
    expect(ne.alternates.map((a) => [a.hreflang, a.href])).toEqual([
      ['en', 'https://hvm.edu.np/who-we-are/about-us'],
      ['ne', 'https://hvm.edu.np/ne/who-we-are/about-us'],
      ['x-default', 'https://hvm.edu.np/who-we-are/about-us'],
    ]);
    const head = headTags(ne).join('\n');
    expect(meta(head)).toMatchObject({ 'og:locale': 'ne_NP', 'og:locale:alternate': 'en_US' });
    expect([...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'en',
      'ne',
      'x-default',
    ]);
    // The language choice's script reads those links: it comes after them.
    expect(head.indexOf('<script>')).toBeGreaterThan(head.indexOf('hreflang="x-default"'));
  });

  it('a Nepali title falls back to the English one where the config has none; a page of no address of its own names no pair', () => {
    const bare = { path: '/who-we-are/about-us', page: 'about-us', title: { en: 'About Us' } } as Route;
    expect(headFields({ path: '/ne/x', lang: 'ne', route: bare, paragraph: '', image: '', schoolName: 'HVM' }).title).toBe(
      'About Us | HVM',
    );
    const nf = headFields({ path: '/x', lang: 'en', route: bare, paragraph: '', image: '', schoolName: 'HVM' });
    expect(nf.alternates).toEqual([]);
    expect(headTags(nf).join('\n')).not.toContain('<script>');
  });
});
