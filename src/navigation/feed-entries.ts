// The entries of the site's feeds (src/lib/atom-feed.ts) from the data the pages are built with:
// the notices a visitor may see at the build (not expired, not hidden: currentNotices) and the
// news, newest first, each with its page's absolute address in the feed's language, which is
// also its id (an item's page keeps its address for good: its id is in it). An item without an
// id has no page, so no entry.
import { currentNotices, newestFirst as newestNotices, type Notice } from '../api/guards/notices';
import { newestFirst as newestNews, type NewsItem } from '../api/guards/news';
import type { AtomEntry } from '../lib/atom-feed';
import { addressIn, type SiteLang } from '../lib/lang-path';
import { htmlToText, truncateText } from '../lib/truncate';
import { newsHref, noticeHref } from './item-links';
import type { Href } from './route-links';

/** How much of an item's text a summary keeps: a feed reader shows a line or two. */
export const SUMMARY_MAX = 300;

export interface FeedPlace {
  href: Href;
  /** The site's address, no trailing slash. */
  siteUrl: string;
  lang: SiteLang;
  defaultLang: SiteLang;
  /** The build's time: which notices are live, and the date of an item without one when no item has a date. */
  now: number;
}

// (href() encodes each segment already.)
const absolute = (p: FeedPlace, path: string) => p.siteUrl + addressIn(path, p.lang, p.defaultLang);
const summaryOf = (html: string) => truncateText(htmlToText(html).replace(/\s+/g, ' '), SUMMARY_MAX, '…');

/**
 * The date an item without one is given: the newest date of the others, so that a rebuild with
 * nothing new writes the same feed (the build's time only when no item has a date).
 */
function undated(dates: readonly (number | null)[], now: number): number {
  const known = dates.filter((d): d is number => d !== null);
  return known.length ? Math.max(...known) : now;
}

export function noticeEntries(list: readonly Notice[], p: FeedPlace): AtomEntry[] {
  const live = newestNotices(currentNotices(list, p.now));
  const fallback = undated(
    live.map((n) => n.publishOn ?? n.noticeDate),
    p.now,
  );
  return live.flatMap((n) => {
    const path = noticeHref(p.href, n);
    if (!path) return [];
    const url = absolute(p, path);
    const text = n.description.trim() ? n.description : n.content;
    return [
      {
        id: url,
        title: n.headline || htmlToText(text).slice(0, 80),
        url,
        updated: n.publishOn ?? n.noticeDate ?? fallback,
        summary: summaryOf(text),
      },
    ];
  });
}

export function newsEntries(list: readonly NewsItem[], p: FeedPlace): AtomEntry[] {
  const fallback = undated(
    list.map((n) => n.publishedMs),
    p.now,
  );
  return newestNews(list).flatMap((n) => {
    const path = newsHref(p.href, n);
    if (!path) return [];
    const url = absolute(p, path);
    return [
      {
        id: url,
        title: n.headline || htmlToText(n.description).slice(0, 80),
        url,
        updated: n.publishedMs ?? fallback,
        summary: summaryOf(n.description),
      },
    ];
  });
}
