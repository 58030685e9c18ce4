// The notice and news list pages name their feed in their head (<link rel="alternate"
// type="application/atom+xml">, absolute, in the page's language), and no other page does; the
// footer links to both feeds in the page's language; none of it without the site's address.
import { beforeAll, describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { renderUrl, snapshotFromBodies } from '@src/entry-server';
import { headTags } from '@scripts/build/page-writer';
import { fixtureBodies } from '@test/fixtures';
import { routeOf } from '@test/route-of';

const SITE = 'https://school.example';
let snapshot: Record<string, unknown>;

beforeAll(() => {
  const bodies = fixtureBodies();
  snapshot = snapshotFromBodies(bodies).data;
});

async function pageOf(url: string, siteUrl = SITE) {
  const page = await renderUrl(url, snapshot, { route: routeOf(url), siteUrl, now: Date.UTC(2026, 10, 24, 6, 0), purifier: DOMPurify });
  const doc = new DOMParser().parseFromString(
    `<html><head>${headTags(page.head, '<meta name="x">').join('')}</head><body>${page.html}</body></html>`,
    'text/html',
  );
  const feeds = [...doc.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((l) => [
    l.getAttribute('title'),
    l.getAttribute('href'),
  ]);
  const footer = [...doc.querySelectorAll('footer a[type="application/atom+xml"]')].map((a) => [a.textContent, a.getAttribute('href')]);
  return { feeds, footer };
}

describe('the feeds’ links', () => {
  it('are in the head of the notice and news lists, in their language', async () => {
    expect((await pageOf('/media/notice')).feeds).toEqual([['Notices: Himalaya Vidya Mandir', `${SITE}/feeds/notices.xml`]]);
    expect((await pageOf('/media/news')).feeds).toEqual([['News: Himalaya Vidya Mandir', `${SITE}/feeds/news.xml`]]);
    const ne = await pageOf('/ne/media/notice');
    expect(ne.feeds[0][1]).toBe(`${SITE}/ne/feeds/notices.xml`);
    expect(ne.feeds[0][0]).toMatch(/^सूचनाहरू: /);
    expect((await pageOf('/who-we-are/about-us')).feeds).toEqual([]);
  });

  it('are in the footer of every page, in its language', async () => {
    expect((await pageOf('/who-we-are/about-us')).footer).toEqual([
      ['Notices feed (Atom)', '/feeds/notices.xml'],
      ['News feed (Atom)', '/feeds/news.xml'],
    ]);
    expect((await pageOf('/ne/who-we-are/about-us')).footer.map(([, h]) => h)).toEqual(['/ne/feeds/notices.xml', '/ne/feeds/news.xml']);
  });

  it('are nowhere without the site’s address (there are no feeds then)', async () => {
    const page = await pageOf('/media/notice', '');
    expect(page.feeds).toEqual([]);
    expect(page.footer).toEqual([]);
  });
});
