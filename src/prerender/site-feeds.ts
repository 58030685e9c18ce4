// The site's Atom feeds as the build writes them (scripts/build/prerender.ts): the notices and the news,
// each in every language of the site at its address there (src/lib/feed-paths.ts), from the data
// the pages were made from. They need the site's address (an Atom id and a feed reader's link
// are absolute): without it there are none, and the build says so.
import { ops } from '../api/operations';
import type { Company } from '../api/guards/company';
import type { NewsItem } from '../api/guards/news';
import type { Notice } from '../api/guards/notices';
import type { SiteConfig } from '../generated/site-config';
import { loadDictionary, translate, type Lang } from '../i18n/t';
import { atomFeed } from '../lib/atom-feed';
import { FEED_KINDS, feedAddress, type FeedKind } from '../lib/feed-paths';
import { addressIn, langsOf } from '../lib/lang-path';
import { newsEntries, noticeEntries } from '../navigation/feed-entries';
import { makeHref } from '../navigation/route-links';

export interface SiteFeed {
  kind: FeedKind;
  /** Its address on the site ('/ne/feeds/news.xml'). */
  path: string;
  xml: string;
  /** How many items it lists. */
  entries: number;
}

/** Every feed in every language; [] without the site's address (`siteUrl`). */
export async function siteFeeds(
  config: SiteConfig,
  snapshot: Record<string, unknown>,
  { siteUrl, builtAt }: { siteUrl: string; builtAt: number },
): Promise<SiteFeed[]> {
  const site = siteUrl.replace(/\/$/, '');
  if (!site) return [];
  const defaultLang = config.site.defaultLanguage ?? 'en';
  const href = makeHref(config.routes);
  const company = (snapshot[ops.company.key] ?? {}) as Partial<Company>;
  const name = company.name || config.site.title;
  const notices = (snapshot[ops.notices.key] ?? []) as Notice[];
  const news = (snapshot[ops.news.key] ?? []) as NewsItem[];
  const out: SiteFeed[] = [];
  for (const lang of langsOf(defaultLang)) {
    await loadDictionary(lang);
    // (Each language's feeds in that language: its texts are said in it.)
    const place = { href, siteUrl: site, lang, defaultLang, now: builtAt };
    for (const kind of FEED_KINDS) {
      const path = feedAddress(kind, lang, defaultLang);
      const entries = kind === 'notices' ? noticeEntries(notices, place) : newsEntries(news, place);
      const list = addressIn(href(kind === 'notices' ? 'notice-list' : 'news-list'), lang, defaultLang);
      const xml = atomFeed({
        self: site + path,
        page: site + list,
        title: feedTitle(kind, name, lang),
        lang,
        updated: builtAt,
        author: name,
        entries,
      });
      out.push({ kind, path, xml, entries: entries.length });
    }
  }
  return out;
}

/** A feed's title in `lang` ("Notices: <school>"), as its <link rel="alternate"> says it too. */
export function feedTitle(kind: FeedKind, school: string, lang: Lang): string {
  return translate(lang, kind === 'notices' ? 'feeds.notices' : 'feeds.news', { name: school });
}
