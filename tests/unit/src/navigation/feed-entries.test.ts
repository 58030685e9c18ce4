// @vitest-environment node
// An item without a date takes the newest date of the others, so a rebuild with nothing new writes
// the same feed (src/navigation/feed-entries.ts).
import { describe, expect, it } from 'vitest';
import { newsEntries } from '@src/navigation/feed-entries';
import { makeHref } from '@src/navigation/route-links';
import { guardNews } from '@src/api/guards/news';
import { siteConfig } from '@src/site-config/config-file';
import { rawFixture } from '@test/fixtures';

describe('newsEntries', () => {
  it('dates an undated item by the newest other date, whatever the build’s time', () => {
    const news = guardNews(rawFixture('GetNewsList'));
    const list = news.map((n, i) => (i === 0 ? { ...n, publishedMs: null } : n));
    const place = (now: number) => ({
      href: makeHref(siteConfig.routes),
      siteUrl: 'https://school.edu.np',
      lang: 'en' as const,
      defaultLang: 'en' as const,
      now,
    });
    const a = newsEntries(list, place(Date.UTC(2026, 11, 2, 4)));
    const b = newsEntries(list, place(Date.UTC(2026, 11, 2, 5)));
    expect(a).toEqual(b);
    const newest = Math.max(...list.flatMap((n) => (n.publishedMs === null ? [] : [n.publishedMs])));
    expect(a.find((e) => e.title === list[0].headline)?.updated).toBe(newest);
  });
});
