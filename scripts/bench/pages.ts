// What the bench measures and what it aims for: the pages (by the names --only takes), the
// targets, and where in the build the notice detail page to measure is found.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../../src/generated/site-config';

/** Page name → site path. The notice detail's path depends on the data: see noticeDetailPath. */
const ENGLISH: Record<string, string | null> = {
  home: '/',
  'about us': '/who-we-are/about-us',
  'notice list': '/media/notice',
  'news list': '/media/news',
  calendar: '/academics/calendar',
  gallery: '/media/gallery',
  'admission inquiry': '/requests-inquiries/admission-inquiry',
  'notice detail': null,
};

/** The pages measured in Nepali too, beside the English ones (issue 32). */
const IN_NEPALI = ['home', 'about us', 'notice list', 'calendar', 'admission inquiry'];

/** The site's default language (its pages at the bare paths; the other under /ne or /en). */
const config = JSON.parse(readFileSync(process.env.SITE_CONFIG ?? join(import.meta.dirname, '../../site.config.json'), 'utf8')) as Partial<
  Pick<SiteConfig, 'site'>
>;
const DEFAULT_LANG = config.site?.defaultLanguage ?? 'en';

/** A site path at its address in a language (src/lib/lang-path.ts addressIn, for the bench's plain paths). */
export function addressIn(path: string, lang: string): string {
  if (lang === DEFAULT_LANG) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}

/** The name of a page's Nepali row. */
export const nepaliName = (name: string): string => `${name} (ne)`;

/** The pages measured in both languages, English and Nepali rows side by side (--only nepali). */
export const BOTH_LANGUAGES = IN_NEPALI.flatMap((n) => [n, nepaliName(n)]);

export const PAGES: Record<string, string | null> = {
  ...Object.fromEntries(Object.entries(ENGLISH).map(([n, p]) => [n, p && addressIn(p, 'en')])),
  ...Object.fromEntries(IN_NEPALI.map((n) => [nepaliName(n), addressIn(ENGLISH[n]!, 'ne')])),
};

// Every speed figure is a ratio to the no-JavaScript reference page measured in the same run,
// so a slow or busy machine moves both alike. The performance score is absolute: it is only
// meaningful when the reference itself scores 100 in the same run.
export const TARGETS = {
  score: 95,
  fcpRatio: 1.3,
  lcpRatio: 1.3,
  tbtOverRefMs: 100,
  cls: 0.02,
  formVsRefLcp: 1.5,
  swNavigationFcpMs: 300,
};

// JavaScript loaded before any interaction (gzip, as sent). A page of text should need next to
// none and no React; the home page, with its carousel and islands, gets a budget.
export const JS_TARGETS = {
  'about us': { maxKb: 5, noReact: true },
  [nepaliName('about us')]: { maxKb: 5, noReact: true },
  'notice detail': { maxKb: 5, noReact: true },
  home: { maxKb: 80, noReact: false },
  [nepaliName('home')]: { maxKb: 80, noReact: false },
};

/** The returning visitor who chose Nepali and opens an English address (scripts/bench/lang-return.mjs). */
export const RETURN_PAGE = 'notice list';

/**
 * The first notice detail page the build prerendered: the first one the notice list links to,
 * else the first directory found under dist/media/notice/<id>/<title>/. null when there is none.
 */
export function noticeDetailPath(distDir: string): string | null {
  const base = join(distDir, 'media/notice');
  const built = (sitePath: string) => {
    const segs = sitePath
      .split('/')
      .filter(Boolean)
      .map((s: string) => {
        try {
          return decodeURIComponent(s);
        } catch {
          return s;
        }
      });
    return existsSync(join(distDir, ...segs, 'index.html'));
  };
  const list = join(base, 'index.html');
  if (existsSync(list)) {
    for (const m of readFileSync(list, 'utf8').matchAll(/href="(\/media\/notice\/[^/"#?]+\/[^/"#?]+)\/?"/g)) {
      const p = m[1].replace(/&amp;/g, '&');
      if (built(p)) return p;
    }
  }
  if (!existsSync(base)) return null;
  const dirs = (d: string) =>
    readdirSync(d, { withFileTypes: true })
      // (A folder of a finished release is a link into the store of shared folders.)
      .filter((e) => e.isDirectory() || (e.isSymbolicLink() && statSync(join(d, e.name)).isDirectory()))
      .map((e) => e.name)
      .sort();
  for (const id of dirs(base)) {
    for (const title of dirs(join(base, id))) {
      if (existsSync(join(base, id, title, 'index.html'))) return `/media/notice/${encodeURIComponent(id)}/${encodeURIComponent(title)}`;
    }
  }
  return null;
}
