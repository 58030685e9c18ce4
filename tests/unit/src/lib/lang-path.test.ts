// @vitest-environment node
// A page's language is part of its address: the default language at the route table's paths, the
// other under its prefix, either way round.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LANG_SCRIPT } from '@src/i18n/lang-choice.js';
import { addressIn, langOfPath, langPrefix, langSegment, langsOf, routePathOf, sitePathOf, withPrefix } from '@src/lib/lang-path';

describe('language addresses', () => {
  it('English by default: Nepali under /ne, the bare paths English', () => {
    expect(langPrefix('ne', 'en')).toBe('/ne');
    expect(langPrefix('en', 'en')).toBe('');
    expect(langOfPath('/ne/media/news', 'en')).toBe('ne');
    expect(langOfPath('/ne', 'en')).toBe('ne');
    expect(langOfPath('/ne/', 'en')).toBe('ne');
    // A path that only starts with the letters is not under the prefix.
    expect(langOfPath('/news', 'en')).toBe('en');
    expect(langOfPath('/nepal-trip', 'en')).toBe('en');
    expect(langOfPath('/', 'en')).toBe('en');
    // The default language has no prefix of its own: /en/… is an English page's path like any other.
    expect(langOfPath('/en/x', 'en')).toBe('en');
  });

  it('Nepali by default: English under /en', () => {
    expect(langPrefix('en', 'ne')).toBe('/en');
    expect(langOfPath('/en/media/news', 'ne')).toBe('en');
    expect(langOfPath('/media/news', 'ne')).toBe('ne');
    expect(langOfPath('/ne/media', 'ne')).toBe('ne');
    expect(routePathOf('/en', 'ne')).toBe('/');
    expect(addressIn('/media/news', 'en', 'ne')).toBe('/en/media/news');
    expect(addressIn('/media/news', 'ne', 'ne')).toBe('/media/news');
    expect(langsOf('ne')).toEqual(['ne', 'en']);
    expect(langsOf('en')).toEqual(['en', 'ne']);
  });

  it('takes the prefix off an address and puts it back on a path', () => {
    expect(routePathOf('/ne/media/news', 'en')).toBe('/media/news');
    expect(routePathOf('/ne', 'en')).toBe('/');
    expect(routePathOf('/ne/', 'en')).toBe('/');
    expect(routePathOf('/media/news', 'en')).toBe('/media/news');
    for (const path of ['/', '/media/news', '/media/notice/7/Exam%20dates'])
      expect(routePathOf(addressIn(path, 'ne', 'en'), 'en'), path).toBe(path);
    expect(addressIn('/', 'ne', 'en')).toBe('/ne');
    expect(addressIn('/?x=1', 'ne', 'en')).toBe('/ne?x=1');
    expect(addressIn('/media/news?category=Sports', 'ne', 'en')).toBe('/ne/media/news?category=Sports');
  });

  it('leaves what is not a site path alone', () => {
    for (const other of ['#main', 'https://example.com/x', '//example.com/x', 'mailto:a@b.np', ''])
      expect(withPrefix(other, '/ne'), other).toBe(other);
    expect(withPrefix('/x', '')).toBe('/x');
  });

  it('names a route path that sits under a language prefix', () => {
    expect(langSegment('/ne/open-day')).toBe('ne');
    expect(langSegment('/EN')).toBe('en');
    expect(langSegment('/news-ne')).toBeNull();
    expect(langSegment('/')).toBeNull();
    expect(langSegment('*')).toBeNull();
  });

  it("an address's path of '//host/' is read as this site's path with one slash (issue 42)", () => {
    expect(sitePathOf('//evil.example/')).toBe('/evil.example/');
    expect(sitePathOf('///evil.example/x')).toBe('/evil.example/x');
    expect(sitePathOf('/media/news')).toBe('/media/news');
    expect(sitePathOf('/')).toBe('/');
    // Given to the prefixing as it was, it stayed another host's address.
    expect(addressIn(sitePathOf('//evil.example/'), 'ne', 'en')).toBe('/ne/evil.example/');
  });

  it("the head script makes a '//host/' address this site's path before anything reads it", () => {
    for (const [lang, hash] of [
      ['en', ''],
      ['ne', '#lang=ne'],
    ]) {
      // The page's address and history as a browser's: replaceState resolves against the address
      // and refuses another origin.
      const url = new URL(`https://school.example//evil.example/?a=1${hash}`);
      const history = {
        state: null,
        replaceState(_state: unknown, _title: string, to: string) {
          const next = new URL(to, url);
          if (next.origin !== url.origin) throw new Error('SecurityError');
          url.href = next.href;
        },
      };
      const storage = new Map<string, string>();
      const localStorage = { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v) };
      const document = { documentElement: { lang }, querySelector: () => null };
      runInNewContext(LANG_SCRIPT, { location: url, history, localStorage, document, window: {}, stop: () => {} });
      expect(url.href).toBe('https://school.example/evil.example/?a=1');
    }
  });
});
