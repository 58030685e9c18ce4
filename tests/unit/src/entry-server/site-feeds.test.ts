// The site's feeds as the build writes them (src/prerender/site-feeds.ts, from the demo fixtures as
// scripts/build/prerender.ts has them): valid Atom in each language, the live notices only (the two
// expired ones at the build's time are not in it), each entry's link the item's page at its
// absolute address in the feed's language; and none without the site's address.
import { beforeAll, describe, expect, it } from 'vitest';
import { siteFeeds, snapshotFromBodies } from '@src/entry-server';
import { fixtureBodies } from '@test/fixtures';

const SITE = 'https://school.example';
const BUILT = Date.UTC(2026, 10, 24, 6, 0);
let snapshot: Record<string, unknown>;

beforeAll(() => {
  const bodies = fixtureBodies();
  snapshot = snapshotFromBodies(bodies).data;
});

const parse = (xml: string) => {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
};
const text = (el: Element | Document, name: string) => [...el.getElementsByTagName(name)].map((e) => e.textContent);

describe('siteFeeds', () => {
  it('writes the notices and the news in each language, at the feeds’ addresses', async () => {
    const feeds = await siteFeeds(snapshot, { siteUrl: SITE + '/', builtAt: BUILT });
    expect(feeds.map((f) => f.path)).toEqual(['/feeds/notices.xml', '/feeds/news.xml', '/ne/feeds/notices.xml', '/ne/feeds/news.xml']);
    for (const f of feeds) {
      const doc = parse(f.xml);
      const feed = doc.documentElement;
      expect(feed.getAttribute('xml:lang')).toBe(f.path.startsWith('/ne/') ? 'ne' : 'en');
      expect([...feed.children].find((c) => c.localName === 'id')!.textContent).toBe(SITE + f.path);
      const entries = [...doc.getElementsByTagName('entry')];
      expect(entries.length).toBe(f.entries);
      expect(entries.length).toBeGreaterThan(1);
      for (const e of entries) {
        const link = e.getElementsByTagName('link')[0].getAttribute('href')!;
        expect(link.startsWith(SITE + (f.path.startsWith('/ne/') ? '/ne/media/' : '/media/'))).toBe(true);
        expect(text(e, 'id')).toEqual([link]);
        expect(text(e, 'title')[0].length).toBeGreaterThan(0);
        expect(text(e, 'updated')[0]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
        // A summary is plain text: no tag of the back-end's HTML is left in it.
        for (const s of text(e, 'summary')) expect(s).not.toMatch(/<[a-z/]/i);
      }
    }
    // The Nepali feed is titled in Nepali.
    expect(text(parse(feeds[2].xml).documentElement, 'title')[0]).toMatch(/^सूचनाहरू: /);
  });

  it('lists only the notices live at the build, newest first', async () => {
    const [notices] = await siteFeeds(snapshot, { siteUrl: SITE, builtAt: BUILT });
    const ids = text(parse(notices.xml), 'id')
      .slice(1)
      .map((u) => Number(u.split('/media/notice/')[1].split('/')[0]));
    // 202 (Tihar, expired 11-12) and 201 (Dashain, 10-28) are past; 205 expires on the 25th.
    expect(ids).toEqual([204, 210, 209, 208, 207, 206, 205, 203]);
  });

  it('writes none without the site’s address', async () => {
    expect(await siteFeeds(snapshot, { siteUrl: '', builtAt: BUILT })).toEqual([]);
  });
});
