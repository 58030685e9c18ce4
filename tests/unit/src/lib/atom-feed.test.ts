// The Atom feed writer (src/lib/atom-feed.ts): a well-formed document (parsed back as XML) with
// every element RFC 4287 requires of a feed and of each entry, and text escaped, however hostile.
import { describe, expect, it } from 'vitest';
import { atomFeed, xmlText } from '@src/lib/atom-feed';

const ATOM = 'http://www.w3.org/2005/Atom';
const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const kid = (el: Element | Document, name: string) =>
  [...(el instanceof Document ? el.documentElement : el).children].filter((c) => c.localName === name);

const HOSTILE = '</title><script>alert(1)</script> & "quotes" \u0001\u0008';
const feed = (
  entries = [
    {
      id: 'https://school.example/media/notice/7/Exam',
      title: 'Exam routine',
      url: 'https://school.example/media/notice/7/Exam',
      updated: Date.UTC(2026, 10, 20, 4, 15),
      summary: 'Class 5 exams start on Monday.',
    },
  ],
) =>
  atomFeed({
    self: 'https://school.example/feeds/notices.xml',
    page: 'https://school.example/media/notice',
    title: 'Notices: School',
    lang: 'en',
    updated: Date.UTC(2026, 10, 1),
    author: 'School',
    entries,
  });

describe('atomFeed', () => {
  it('writes a feed with its id, title, updated, author and self link, and each entry with id, title, updated and link', () => {
    const doc = parse(feed());
    const root = doc.documentElement;
    expect(root.localName).toBe('feed');
    expect(root.namespaceURI).toBe(ATOM);
    expect(root.getAttribute('xml:lang')).toBe('en');
    expect(kid(root, 'id')[0].textContent).toBe('https://school.example/feeds/notices.xml');
    expect(kid(root, 'title')[0].textContent).toBe('Notices: School');
    // (Its newest entry's time, which is later than the build's given one.)
    expect(kid(root, 'updated')[0].textContent).toBe('2026-11-20T04:15:00Z');
    expect(kid(kid(root, 'author')[0], 'name')[0].textContent).toBe('School');
    expect(kid(root, 'link').map((l) => [l.getAttribute('rel'), l.getAttribute('href')])).toEqual([
      ['self', 'https://school.example/feeds/notices.xml'],
      ['alternate', 'https://school.example/media/notice'],
    ]);
    const [entry] = kid(root, 'entry');
    expect(kid(entry, 'id')[0].textContent).toBe('https://school.example/media/notice/7/Exam');
    expect(kid(entry, 'title')[0].textContent).toBe('Exam routine');
    expect(kid(entry, 'updated')[0].textContent).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(kid(entry, 'link')[0].getAttribute('href')).toBe('https://school.example/media/notice/7/Exam');
    expect(kid(entry, 'summary')[0].textContent).toBe('Class 5 exams start on Monday.');
  });

  it('keeps hostile text as text: one entry, its title what the school wrote, no element from it', () => {
    const doc = parse(
      feed([
        { id: 'https://school.example/n/1', title: HOSTILE, url: 'https://school.example/n/1?a=1&b="2"', updated: 0, summary: HOSTILE },
      ]),
    );
    const entries = kid(doc, 'entry');
    expect(entries).toHaveLength(1);
    expect(kid(entries[0], 'title')[0].textContent).toBe('</title><script>alert(1)</script> & "quotes" ');
    expect(kid(entries[0], 'link')[0].getAttribute('href')).toBe('https://school.example/n/1?a=1&b="2"');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
  });

  it('is updated when its newest entry is, not when it was built: the same items, the same bytes', () => {
    const older = [
      { id: 'https://school.example/n/1', title: 'Old', url: 'https://school.example/n/1', updated: Date.UTC(2026, 5, 1), summary: '' },
    ];
    const a = atomFeed({
      self: 'https://s.example/f.xml',
      page: 'https://s.example/',
      title: 'T',
      lang: 'en',
      updated: Date.UTC(2026, 10, 1),
      author: 'S',
      entries: older,
    });
    const b = atomFeed({
      self: 'https://s.example/f.xml',
      page: 'https://s.example/',
      title: 'T',
      lang: 'en',
      updated: Date.UTC(2026, 10, 2),
      author: 'S',
      entries: older,
    });
    expect(a).toBe(b);
    expect(kid(parse(a), 'updated')[0].textContent).toBe('2026-06-01T00:00:00Z');
  });

  it('has the build time as its updated when it has no entry, and no entry element', () => {
    const doc = parse(feed([]));
    expect(kid(doc, 'entry')).toHaveLength(0);
    expect(kid(doc, 'updated')[0].textContent).toBe('2026-11-01T00:00:00Z');
  });

  it('drops what XML cannot carry and escapes the rest', () => {
    expect(xmlText('a\u0000b\u001fc\ud800d')).toBe('abcd');
    expect(xmlText('<&>"')).toBe('&lt;&amp;&gt;&quot;');
    expect(xmlText('नेपाली 😀')).toBe('नेपाली 😀');
  });
});
