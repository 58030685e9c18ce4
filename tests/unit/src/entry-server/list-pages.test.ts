// A school's years of content, rendered as scripts/build/prerender.ts renders it (src/entry-server.tsx
// renderUrl, the route table with its lists' numbered pages): 600 notices (66 current), 300 news
// items, 100 achievements. Each list comes in pages of site.constants.listPageSize with numbered
// links reaching every page; a page's data carries only what it shows (its views:
// src/api/list-views.ts), so a notice page's data does not grow with the list; a number past the
// last page is Page Not Found (not prerendered); every item is linked from some page of its list.
import { beforeAll, describe, expect, it } from 'vitest';
import DOMPurify from 'dompurify';
import { renderUrl, snapshotFromBodies, siteConfig, withListPages } from '@src/entry-server';
import { routeMatches } from '@src/lib/route-match';
import { routePathOf } from '@src/lib/lang-path';
import { ops } from '@src/api/operations';
import { fixtureBodies } from '@test/fixtures';

const NOW = Date.UTC(2026, 10, 24, 6, 0);
const DAY = 86_400_000;
const SIZE = siteConfig.site.constants.listPageSize ?? 12;
const routes = withListPages(siteConfig.routes);
const routeOf = (url: string) => routes.find((r) => routeMatches(r.path, routePathOf(url.split('?')[0], 'en')))!;

let snapshot: Record<string, unknown>;
const render = (url: string) => renderUrl(url, snapshot, { route: routeOf(url), now: NOW, purifier: DOMPurify });
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19);

beforeAll(() => {
  const bodies = fixtureBodies();
  const notice = (bodies.GetNoticeList as Record<string, unknown>[])[0];
  // 600 notices over three years; the 66 newest still valid.
  bodies.GetNoticeList = Array.from({ length: 600 }, (_, i) => ({
    ...notice,
    NoticeId: 1000 + i,
    HeadLine: `Notice number ${i + 1}`,
    OrderNo: i + 1,
    PublishOn: iso(NOW - i * 2 * DAY),
    ValidUpto: iso(i < 66 ? NOW + 30 * DAY : NOW - i * DAY),
    ShowInWebsite: true,
  }));
  const news = (bodies.GetNewsList as Record<string, unknown>[])[0];
  bodies.GetNewsList = Array.from({ length: 300 }, (_, i) => ({ ...news, NewsSectionId: 5000 + i, HeadLine: `News item ${i + 1}` }));
  const achievement = (bodies.GetAchievmentList as Record<string, unknown>[])[0];
  bodies.GetAchievmentList = Array.from({ length: 100 }, (_, i) => ({
    ...achievement,
    AchievmentId: 7000 + i,
    Headline: `Achievement ${i + 1}`,
  }));
  snapshot = snapshotFromBodies(bodies).data;
});

const links = (html: string) =>
  [...new DOMParser().parseFromString(html, 'text/html').querySelectorAll('a')].map((a) => a.getAttribute('href')!);
const bytes = (v: unknown) => Buffer.byteLength(JSON.stringify(v));

describe('lists in pages, rendered as the build renders them', () => {
  it('the notice list shows one page of the current notices, links every other page, and carries that page only', async () => {
    const first = await render('/media/notice');
    const hrefs = links(first.html);
    expect(hrefs.filter((h) => /^\/media\/notice\/\d+\//.test(h))).toHaveLength(SIZE);
    const last = Math.ceil(66 / SIZE);
    expect(hrefs).toContain(`/media/notice/page/2`);
    expect(hrefs).toContain(`/media/notice/page/${last}`);
    expect(hrefs).not.toContain('/media/notice/page/1');
    // The page's data: this page's notices, not the list of 600.
    expect(first.used[ops.notices.key]).toBeUndefined();
    expect(bytes(first.used)).toBeLessThan(bytes(snapshot[ops.notices.key]) / 10);
  });

  it('a numbered page is headed with its list and number, shows its own items and links back; past the last page is Page Not Found', async () => {
    const second = await render('/media/notice/page/2');
    expect(second.facts.missing).toBe(false);
    expect(second.head.title).toContain('Notices, page 2');
    expect(second.html).toContain('Notice number 13');
    expect(second.html).not.toContain('Notice number 12<');
    expect(links(second.html)).toContain('/media/notice');
    const past = await render('/media/notice/page/99');
    expect(past.facts.missing).toBe(true);
    expect((await render('/media/notice/page/x1')).facts.missing).toBe(true);
  });

  it('in Nepali at its Nepali address, with the links in Nepali', async () => {
    const ne = await render('/ne/media/notice/page/2');
    expect(ne.lang).toBe('ne');
    expect(ne.head.title).toContain('सूचनाहरू, पृष्ठ २');
    expect(ne.html).toContain('>३<');
    expect(links(ne.html)).toContain('/ne/media/notice/page/3');
  });

  it('every current notice, news item and achievement is linked from a page of its list', async () => {
    const reach = async (list: string, item: RegExp, total: number) => {
      const found = new Set<string>();
      for (let n = 1; n <= Math.ceil(total / SIZE); n++) {
        const page = await render(n === 1 ? list : `${list}/page/${n}`);
        expect(page.facts.missing, `${list} page ${n}`).toBe(false);
        for (const h of links(page.html)) if (item.test(h)) found.add(h);
      }
      return found.size;
    };
    expect(await reach('/media/notice', /^\/media\/notice\/\d+\//, 66)).toBe(66);
    expect(await reach('/media/news', /^\/media\/news\/\d+\//, 300)).toBe(300);
    expect(await reach('/achievements', /^\/achievements\/(?!page)[^/]+$/, 100)).toBe(100);
  }, 120_000);

  it('a notice page carries that notice only, and the home page the few items it shows', async () => {
    const page = await render('/media/notice/1003/Notice%20number%204');
    expect(page.html).toContain('Notice number 4');
    expect(bytes(page.used)).toBeLessThan(30_000);
    const noticeKeys = Object.keys(page.used).filter((k) => k.startsWith(ops.notices.key));
    expect(noticeKeys.every((k) => (page.used[k] as unknown[]).length === 1)).toBe(true);
    const home = await render('/');
    for (const op of [ops.notices, ops.news, ops.achievements]) expect(home.used[op.key], op.name).toBeUndefined();
    // Each list's view on the home page holds a few items: kilobytes, whatever the list's length.
    const views = Object.keys(home.used).filter((k) =>
      [ops.notices, ops.news, ops.achievements, ops.gallery].some((o) => k.startsWith(`${o.key} | `)),
    );
    expect(views.length).toBeGreaterThanOrEqual(4);
    for (const k of views) expect(bytes(home.used[k]), k).toBeLessThan(10_000);
  });
});
