// Where the site's Atom feeds are: the one place their addresses are written. The build writes
// each feed in every language at the feed's path with the language's prefix (/feeds/notices.xml,
// /ne/feeds/notices.xml: src/lib/lang-path.ts), the list pages name it in their head and the
// footer links to it (scripts/build/prerender.ts, src/prerender/render-page.tsx, the footer).
import { addressIn, type SiteLang } from './lang-path';

export type FeedKind = 'notices' | 'news';

/** Each feed's path in the default language. */
export const FEED_PATHS: Readonly<Record<FeedKind, string>> = {
  notices: '/feeds/notices.xml',
  news: '/feeds/news.xml',
};

export const FEED_KINDS = Object.keys(FEED_PATHS) as FeedKind[];

/** The address of a feed in `lang` ('/ne/feeds/news.xml'). */
export function feedAddress(kind: FeedKind, lang: SiteLang, defaultLang: SiteLang): string {
  return addressIn(FEED_PATHS[kind], lang, defaultLang);
}
