// The pages' structured data (src/prerender/page-structured-data.ts, src/lib/structured-data.ts),
// as renderUrl gives it from the demo fixtures and the page writer writes it (headTags): parsed
// back from the page's HTML, the home page names the school (a School, with its logo, address,
// phone, email and profiles), the calendar its upcoming events (Event, holidays left out), a notice is an
// Article and a news item a NewsArticle with their headline, dates, image and address; a hostile
// headline stays inside its script element; and there is none without the site's address.
import { beforeAll, describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { renderUrl, snapshotFromBodies } from '@src/entry-server';
import { headTags } from '@scripts/build/page-writer';
import { ops } from '@src/api/operations';
import type { Notice } from '@src/api/guards/notices';
import { eventLd, schoolLd } from '@src/lib/structured-data';
import { fixtureBodies } from '@test/fixtures';
import { routeOf } from '@test/route-of';

const SITE = 'https://school.example';
const HOSTILE = '</script><script>alert(1)</script> & \u2028 <!--';
let snapshot: Record<string, unknown>;

beforeAll(() => {
  const bodies = fixtureBodies();
  snapshot = snapshotFromBodies(bodies).data;
});

/** The page's head as the writer writes it, parsed as a browser parses it: its JSON-LD objects, and its scripts. */
async function ldOf(url: string, data = snapshot, siteUrl = SITE) {
  const page = await renderUrl(url, data, { route: routeOf(url), siteUrl, now: Date.UTC(2026, 10, 24, 6, 0), purifier: DOMPurify });
  const doc = new DOMParser().parseFromString(
    `<!doctype html><html><head>${headTags(page.head, '<meta name="x">').join('')}</head><body></body></html>`,
    'text/html',
  );
  const scripts = [...doc.querySelectorAll('script')];
  const ld = scripts.filter((s) => s.type === 'application/ld+json').map((s) => JSON.parse(s.textContent) as Record<string, unknown>);
  return { ld, scripts, doc };
}

describe('structured data', () => {
  it('names the school on the home page, with its logo, address, phone, email and social profiles', async () => {
    const { ld } = await ldOf('/');
    const school = ld.filter((d) => d['@type'] === 'School');
    expect(school).toHaveLength(1);
    const s = school[0];
    expect(s['@context']).toBe('https://schema.org');
    expect(s.name).toBe('Himalaya Vidya Mandir');
    expect(s.url).toBe(SITE + '/');
    expect(s.logo).toMatch(/^https:\/\//);
    expect((s.address as { streetAddress: string }).streetAddress).toMatch(/\S/);
    expect(s.telephone).toMatch(/\d{5,}/);
    expect(s.email).toMatch(/@/);
    // The active profiles with an address (Pinterest is inactive, Viber has none).
    expect(s.sameAs).toContain('https://www.facebook.com/himalayavidyamandir');
    expect((s.sameAs as string[]).some((u) => u.includes('pinterest'))).toBe(false);
    // No events on the home page (its first round trip has no room for them).
    expect(ld.filter((d) => d['@type'] === 'Event')).toEqual([]);
  });

  it('makes the calendar’s upcoming events Events at the school, holidays left out', async () => {
    const { ld } = await ldOf('/academics/calendar');
    const events = ld.filter((d) => d['@type'] === 'Event');
    expect(events.map((e) => e.name)).toContain('Science Exhibition 2083');
    expect(events.map((e) => e.name)).not.toContain('Christmas');
    for (const e of events) {
      expect(e.startDate).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect((e.location as { name: string }).name).toBe('Himalaya Vidya Mandir');
    }
  });

  it('makes a notice an Article and a news item a NewsArticle, with headline, dates, image and address, in both languages', async () => {
    const notice = (await ldOf('/media/notice/210/Fee%20payment%20deadline%20for%20Poush')).ld.find((d) => d['@type'] === 'Article')!;
    expect(notice.headline).toBe('Fee payment deadline for Poush');
    expect(notice.url).toBe(SITE + '/media/notice/210/Fee%20payment%20deadline%20for%20Poush');
    expect(notice.datePublished).toMatch(/^2026-11-21T/);
    expect(notice.inLanguage).toBe('en');
    expect((notice.publisher as { name: string }).name).toBe('Himalaya Vidya Mandir');
    const ne = (await ldOf('/ne/media/notice/210/Fee%20payment%20deadline%20for%20Poush')).ld.find((d) => d['@type'] === 'Article')!;
    expect(ne.url).toBe(SITE + '/ne/media/notice/210/Fee%20payment%20deadline%20for%20Poush');
    expect(ne.inLanguage).toBe('ne');

    const news = (snapshot[ops.news.key] as { id: number; headline: string; photo: string }[]).find((n) => n.id !== null && n.photo)!;
    const url = `/media/news/${news.id}/${encodeURIComponent(news.headline)}`;
    const article = (await ldOf(url)).ld.find((d) => d['@type'] === 'NewsArticle')!;
    expect(article.headline).toBe(news.headline.slice(0, 110));
    expect(article.url).toBe(SITE + url);
    expect((article.image as string[])[0]).toMatch(/^https:\/\//);
  });

  it('keeps a hostile headline inside its script element, as text', async () => {
    const notices = (snapshot[ops.notices.key] as Notice[]).map((n) => (n.id === 210 ? { ...n, headline: HOSTILE } : n));
    const { ld, scripts, doc } = await ldOf('/media/notice/210/x', { ...snapshot, [ops.notices.key]: notices });
    expect(ld.find((d) => d['@type'] === 'Article')!.headline).toBe(HOSTILE);
    // Only the page's own scripts: none made of the headline.
    expect(scripts.every((s) => !s.textContent.startsWith('alert'))).toBe(true);
    expect(doc.head.innerHTML).not.toContain('</script><script>alert');
  });

  it('writes none without the site’s address', async () => {
    expect((await ldOf('/', snapshot, '')).ld).toEqual([]);
  });

  it('leaves out a URL that is not http(s), and an event without a start', () => {
    const s = schoolLd({
      name: 'S',
      url: 'javascript:alert(1)',
      logo: 'data:x',
      address: '',
      telephone: '',
      email: '',
      sameAs: ['javascript:x', 'https://fb.example/s'],
    });
    expect(s).toEqual({ '@context': 'https://schema.org', '@type': 'School', name: 'S', sameAs: ['https://fb.example/s'] });
    expect(eventLd({ name: 'Sports', start: null, end: null, location: { name: 'S', address: '' } })).toBeNull();
  });
});
