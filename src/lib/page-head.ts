// The head fields of one prerendered page: its title, a description of its own (the page's title
// and its first paragraph, ~155 characters, what search engines and chat link previews show), an
// image for link previews (the page's first image, else the school's logo; only as an absolute
// URL, which link previews require) and its canonical URL. The page writer turns them into tags
// (scripts/build/page-document.mjs).
import type { Route } from '../generated/site-config';

export const DESCRIPTION_MAX = 155;

export interface HeadFields {
  title: string;
  description: string;
  /** The school's name (og:site_name). */
  siteName: string;
  /** Absolute http(s) URL of the link preview's image, or ''. */
  image: string;
  /** The page's canonical URL, or '' when the site's address is not known. */
  url: string;
}

const textOf = (t: unknown) => (typeof t === 'string' ? t : ((t as { en?: string } | undefined)?.en ?? ''));

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

/** The route's title, or for a page without one (a news item…) its last path segment in words. */
export function plainTitle(path: string, route: Route): string {
  const t = textOf(route.title);
  if (t) return t;
  const last = path.split('/').filter(Boolean).pop() ?? '';
  try {
    return decodeURIComponent(last).replace(/-/g, ' ');
  } catch {
    return last;
  }
}

/** The page's title: the school's name on the home page, else "<route title> | <school>". */
export function pageTitle(path: string, route: Route, schoolName: string): string {
  return route.page === 'home' ? schoolName : `${plainTitle(path, route)} | ${schoolName}`;
}

export function description(o: { path: string; route: Route; paragraph: string; schoolName: string; slogan: string }): string {
  const { path, route, paragraph: para, schoolName, slogan } = o;
  if (route.page === 'home') return clip(slogan ? `${schoolName}: ${slogan}` : para ? `${schoolName}: ${para}` : schoolName);
  const title = plainTitle(path, route);
  return clip(para ? `${title}: ${para}` : `${title} | ${schoolName}${slogan ? ` — ${slogan}` : ''}`);
}

/**
 * The head fields of a page at `path` (as its URL has it) of `route`, from its first paragraph and
 * image; `logo` is the school logo's URL (absolute, or a path on this site), `siteUrl` the site's
 * public address ('' when unknown: then no canonical URL, and an image only when its URL is
 * already absolute).
 */
export function headFields(o: {
  path: string;
  route: Route;
  paragraph: string;
  image: string;
  schoolName: string;
  slogan?: string;
  siteUrl?: string;
  logo?: string;
}): HeadFields {
  const { path, route, schoolName, slogan = '', siteUrl = '', logo = '' } = o;
  return {
    title: pageTitle(path, route, schoolName),
    description: description({ path, route, paragraph: o.paragraph, schoolName, slogan }),
    siteName: schoolName,
    image: absoluteUrl(o.image, siteUrl) || absoluteUrl(logo, siteUrl),
    url: siteUrl ? siteUrl.replace(/\/$/, '') + path : '',
  };
}
