// The head fields of one prerendered page: its language, title, a description of its own (the
// page's title and its first paragraph, ~155 characters, what search engines and chat link
// previews show), all in the page's language; an image for link previews (the page's first image,
// else the school's logo; only as an absolute URL, which link previews require), its canonical URL
// and its address in each language (hreflang). The page writer turns them into tags
// (scripts/build/page-writer.ts).
import type { Route } from '../generated/site-config';
import type { SiteLang } from './lang-path';

export const DESCRIPTION_MAX = 155;

export interface HeadFields {
  /** The page's language (<html lang>) and its Open Graph locale. */
  lang: SiteLang;
  locale: string;
  title: string;
  description: string;
  /** The school's name (og:site_name). */
  siteName: string;
  /** Absolute http(s) URL of the link preview's image, or ''. */
  image: string;
  /** The page's canonical URL, or '' when the site's address is not known. */
  url: string;
  /**
   * The page in each language, itself included (hreflang), then 'x-default' (the default
   * language's): absolute when the site's address is known, else paths. [] for a page without an
   * address of its own (Page Not Found).
   */
  alternates: { hreflang: string; href: string; locale: string }[];
  /** The Atom feeds of the page's list, absolute (a notice or news list's: src/lib/feed-paths.ts), or []. */
  feeds: { title: string; href: string }[];
  /** The page's structured data (schema.org JSON-LD objects, src/lib/structured-data.ts), or []. */
  jsonLd: Record<string, unknown>[];
}

/** Open Graph's name of each language as the site writes it (og:locale, og:locale:alternate). */
export const OG_LOCALES: Record<SiteLang, string> = { en: 'en_US', ne: 'ne_NP' };

/** A config text in `lang` (a plain string is every language's; Nepali falls back to English). */
const textOf = (t: unknown, lang: SiteLang) => {
  if (typeof t === 'string') return t;
  const o = t as { en?: string; ne?: string } | undefined;
  return (lang === 'ne' && o?.ne?.trim() ? o.ne : o?.en) ?? '';
};

/** An absolute http(s) URL for `src`: kept when already absolute, joined to siteUrl when it is a path; else ''. */
export function absoluteUrl(src: string, siteUrl: string): string {
  if (!src) return '';
  if (/^https?:\/\//i.test(src)) return src;
  return siteUrl && src.startsWith('/') && !src.startsWith('//') ? siteUrl.replace(/\/$/, '') + src : '';
}

/** Cut at a word boundary so that the result, with its ellipsis, is at most `max` characters. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–—-]+$/, '') + '…';
}

/**
 * The route's title; for a page without one (a news item…) its heading as the page wrote it (the
 * item's title from the data, or Page Not Found: never the words of an address anyone can write);
 * else, for a page with no heading, its last path segment in words.
 */
export function plainTitle(path: string, route: Route, lang: SiteLang = 'en', heading = ''): string {
  const t = textOf(route.title, lang);
  if (t) return t;
  if (heading) return heading;
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last).replace(/-/g, ' ');
  } catch {
    return last;
  }
}

/** The page's title: the school's name on the home page, else "<route title> | <school>". */
export function pageTitle(path: string, route: Route, schoolName: string, lang: SiteLang = 'en', heading = ''): string {
  return route.page === 'home' ? schoolName : `${plainTitle(path, route, lang, heading)} | ${schoolName}`;
}

export function description(o: {
  path: string;
  route: Route;
  paragraph: string;
  schoolName: string;
  slogan: string;
  lang?: SiteLang;
  heading?: string;
}): string {
  const { path, route, paragraph: para, schoolName, slogan, lang = 'en', heading = '' } = o;
  if (route.page === 'home') return clip(slogan ? `${schoolName}: ${slogan}` : para ? `${schoolName}: ${para}` : schoolName);
  const title = plainTitle(path, route, lang, heading);
  return clip(para ? `${title}: ${para}` : `${title} | ${schoolName}${slogan ? ` — ${slogan}` : ''}`);
}

/**
 * The head fields of a page at `path` (as its URL has it) of `route`, in `lang`, from its first
 * paragraph and image; `alternates` its address in each language, the default language's first
 * (none for a page without an address of its own); `logo` is the school logo's URL (absolute, or
 * a path on this site), `siteUrl` the site's public address ('' when unknown: then no canonical
 * URL, alternates as paths, and an image only when its URL is already absolute).
 */
export function headFields(o: {
  path: string;
  lang?: SiteLang;
  alternates?: { lang: SiteLang; path: string }[];
  route: Route;
  paragraph: string;
  image: string;
  schoolName: string;
  slogan?: string;
  siteUrl?: string;
  logo?: string;
  /** The page's heading (its page header's <h1>): the title of a page whose route has none. */
  heading?: string;
  /** Its list's feeds, as paths on the site (kept only when the site's address makes them absolute). */
  feeds?: { title: string; path: string }[];
  jsonLd?: Record<string, unknown>[];
}): HeadFields {
  const { path, route, schoolName, slogan = '', siteUrl = '', logo = '', lang = 'en', alternates = [], heading = '' } = o;
  const site = siteUrl.replace(/\/$/, '');
  const links = alternates.map((a) => ({ hreflang: a.lang, href: site + a.path, locale: OG_LOCALES[a.lang] }));
  return {
    lang,
    locale: OG_LOCALES[lang],
    title: pageTitle(path, route, schoolName, lang, heading),
    description: description({ path, route, paragraph: o.paragraph, schoolName, slogan, lang, heading }),
    siteName: schoolName,
    image: absoluteUrl(o.image, siteUrl) || absoluteUrl(logo, siteUrl),
    url: site ? site + path : '',
    alternates: links.length ? [...links, { ...links[0], hreflang: 'x-default' }] : [],
    feeds: site ? (o.feeds ?? []).map((f) => ({ title: f.title, href: site + f.path })) : [],
    jsonLd: o.jsonLd ?? [],
  };
}
