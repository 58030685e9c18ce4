// A page's language is part of its address (docs/decisions.md): the site's default language
// (site.defaultLanguage, English unless the config says Nepali) lives at the bare paths of the
// route table (/media/news), the other under its prefix (/ne/media/news; /en/… when Nepali is the
// default). Inside the code a path is always the route table's (href(), the menu, the location the
// pages read); the prefix is added where a path becomes an address (a link's href, a navigation)
// and taken off where an address is read. Pure functions: the loader, the prerenderer and the
// service worker's side use them too.

export type SiteLang = 'en' | 'ne';

/** The site's languages, the default first when given. */
export const SITE_LANGS: readonly SiteLang[] = ['en', 'ne'];

/** The languages in the order their pages are made: the default first. */
export function langsOf(defaultLang: SiteLang): SiteLang[] {
  return [defaultLang, ...SITE_LANGS.filter((l) => l !== defaultLang)];
}

/** The prefix of a language's addresses: '' for the default language, '/ne' (or '/en') for the other. */
export function langPrefix(lang: SiteLang, defaultLang: SiteLang): string {
  return lang === defaultLang ? '' : `/${lang}`;
}

/** The language an address is in: the other language under its prefix, the default anywhere else. */
export function langOfPath(pathname: string, defaultLang: SiteLang): SiteLang {
  for (const lang of SITE_LANGS) {
    if (lang === defaultLang) continue;
    const prefix = `/${lang}`;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return lang;
  }
  return defaultLang;
}

/** An address without its language prefix: the route table's path ('/ne/media/news' → '/media/news', '/ne' → '/'). */
export function routePathOf(pathname: string, defaultLang: SiteLang): string {
  const prefix = langPrefix(langOfPath(pathname, defaultLang), defaultLang);
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/**
 * A site path ('/media/news?category=x', '/') as the address of it in `lang`: the prefix in front
 * ('/ne/media/news?category=x', '/ne'). Anything that is not a site path (a fragment, an external
 * URL, '//host') is left as it is.
 */
export function addressIn(path: string, lang: SiteLang, defaultLang: SiteLang): string {
  return withPrefix(path, langPrefix(lang, defaultLang));
}

/**
 * An address's path as a path of this site: a leading run of slashes made one. A browser serves
 * https://school//evil.example/ as a path of the school's site (location.pathname
 * '//evil.example/'), but the same characters written in a link or given to history are a
 * protocol-relative URL of another host; the page's path is read through this first.
 */
export function sitePathOf(pathname: string): string {
  return pathname.startsWith('//') ? `/${pathname.replace(/^\/+/, '')}` : pathname;
}

/** A site path with a language prefix in front ('' leaves it unchanged). */
export function withPrefix(path: string, prefix: string): string {
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return prefix + path.slice(1);
  return prefix + path;
}

/** The first segment of a route path that would read as a language prefix ('/ne/…'), or null. */
export function langSegment(routePath: string): SiteLang | null {
  const first = routePath.split('/')[1]?.toLowerCase();
  return SITE_LANGS.find((l) => l === first) ?? null;
}
