// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatOpeningHours } from '@src/app/layout/opening-hours';
import { buildBreadcrumb } from '@src/lib/breadcrumb';
import { isRoutePath } from '@src/lib/route-match';
import { siteConfig } from '@src/site-config/config-file';
import { gateMenu, isGateOpen, unmatchedGates } from '@src/lib/menu-gate';
import { visibleSocialLinks, socialIcon } from '@src/lib/shown-social';
import { extractMapSrc } from '@src/lib/map-src';
import { mailtoHref, safeHttpUrl, telHref } from '@src/lib/safe-url';
import { fileUrl } from '@src/api/file-url';
import { contrastRatio, textOn } from '@src/lib/contrast';
import { htmlToText, truncateText } from '@src/lib/truncate';
import { slugify } from '@src/lib/slug';

describe('opening hours (SPEC §2)', () => {
  it("shows 'Not Available' when missing", () => {
    expect(formatOpeningHours('en', '')).toBe('Not Available');
    expect(formatOpeningHours('en', null)).toBe('Not Available');
    expect(formatOpeningHours('en', '   ')).toBe('Not Available');
  });
  it("turns 9-4 into '9am to 4pm', with defaults 9 and 4", () => {
    expect(formatOpeningHours('en', '9-4')).toBe('9am to 4pm');
    expect(formatOpeningHours('en', '10-5')).toBe('10am to 5pm');
    expect(formatOpeningHours('en', '-3')).toBe('9am to 3pm');
    expect(formatOpeningHours('en', '8')).toBe('8am to 4pm');
  });
  it('keeps a value that already says AM', () => {
    expect(formatOpeningHours('en', '9 AM - 4 PM')).toBe('9 AM - 4 PM');
  });
  it('uses the default for any part that is not an hour, never gluing am/pm to a word', () => {
    expect(formatOpeningHours('en', 'Sunday-Friday')).toBe('9am to 4pm');
    expect(formatOpeningHours('en', 'Sunday')).toBe('9am to 4pm');
    expect(formatOpeningHours('en', 'x-5')).toBe('9am to 5pm');
    expect(formatOpeningHours('en', '10-closed')).toBe('10am to 4pm');
    expect(formatOpeningHours('en', '9 - 4, Sunday to Friday')).toBe('9am to 4pm');
  });
  it('reads minutes, a trailing pm, an en dash and Devanagari digits', () => {
    expect(formatOpeningHours('en', '9:30-4:30')).toBe('9:30am to 4:30pm');
    expect(formatOpeningHours('en', '10-5pm')).toBe('10am to 5pm');
    expect(formatOpeningHours('en', '10 – 5')).toBe('10am to 5pm');
    expect(formatOpeningHours('en', '१०-५')).toBe('10am to 5pm');
  });
});

describe('breadcrumb (SPEC §2 inner page header)', () => {
  const routes = [
    '/',
    '/who-we-are/about-us',
    '/programs',
    '/programs/:slug',
    '/syllabus/:slug',
    '/media/news',
    '/media/news/:id/:title',
    '/career-list',
    '/career-list/:id/:title',
    '*',
  ];
  const links = (path: string) => buildBreadcrumb(path, 'Home', routes).map((c) => c.to ?? null);

  it('is Home then the first three segments, dashes to spaces; a prefix that is no route is plain text', () => {
    expect(buildBreadcrumb('/who-we-are/about-us', 'Home', routes)).toEqual([
      { label: 'Home', path: '/', to: '/' },
      { label: 'who we are', path: '/who-we-are' },
      { label: 'about us', path: '/who-we-are/about-us' },
    ]);
  });
  it('links a crumb only when its path is a declared route, never the last', () => {
    expect(links('/programs/plus-two-science')).toEqual(['/', '/programs', null]);
    expect(links('/media/news/12/Sports-Day')).toEqual(['/', null, '/media/news', null]);
    // /career-list/1 matches no route (the detail route needs a title too), '*' serves nothing.
    expect(links('/career-list/1/teacher')).toEqual(['/', '/career-list', null, null]);
    expect(links('/syllabus/bba')).toEqual(['/', null, null]);
    expect(buildBreadcrumb('/media/news', 'Home', [])[1]).toEqual({ label: 'media', path: '/media' });
  });
  it('uppercases the second segment for programs and syllabus', () => {
    expect(buildBreadcrumb('/programs/plus-two-science', 'Home', routes).map((c) => c.label)).toEqual([
      'Home',
      'programs',
      'PLUS TWO SCIENCE',
    ]);
    expect(buildBreadcrumb('/syllabus/bba', 'Home', routes)[2].label).toBe('BBA');
    expect(buildBreadcrumb('/media/news', 'Home', routes)[2].label).toBe('news');
  });
  it('stops at three segments and decodes them', () => {
    const c = buildBreadcrumb('/media/news/12/Sports%20Day%20Results/extra', 'Home', routes);
    expect(c.map((x) => x.label)).toEqual(['Home', 'media', 'news', '12']);
    expect(buildBreadcrumb('/media/notice/3/%E0%A4%B8%E0%A5%82%E0%A4%9A%E0%A4%A8%E0%A4%BE', 'Home', routes)[3].label).toBe('3');
    expect(buildBreadcrumb('/x/%E0%A4', 'Home', routes)[2].label).toBe('%E0%A4');
  });
  it("with the repository's config, no crumb of any page links to Page Not Found", () => {
    const declared = siteConfig.routes.map((r) => r.path);
    const pages = declared.filter((p) => p !== '*').map((p) => p.replace(/:[^/]+/g, '7'));
    const targets = pages.flatMap((p) => buildBreadcrumb(p, 'Home', declared).flatMap((c) => (c.to ? [c.to] : [])));
    expect(targets.filter((to) => !isRoutePath(declared, to))).toEqual([]);
    for (const prefix of [
      '/who-we-are',
      '/media',
      '/academics',
      '/public-info',
      '/message',
      '/vision-statement',
      '/syllabus',
      '/contact',
      '/requests-inquiries',
      '/academic-programs',
      '/admission-procedure',
      '/career-list/7',
    ])
      expect(targets).not.toContain(prefix);
    expect(targets).toContain('/programs');
  });
});

describe('menu gating fails open', () => {
  const menu = [
    { label: 'Home', to: '/' },
    { label: 'News', to: '/media/news', gate: 'News Section' },
    { label: 'Media', children: [{ label: 'Gallery', to: '/media/gallery', gate: 'Gallery' }] },
    { label: 'Alumni', to: '/alumni-form', gate: 'Alumni' },
  ];
  it('hides an entry only when a matching item is inactive', () => {
    const shown = gateMenu(menu, [
      { name: 'news section', active: false },
      { name: 'Alumni', active: true },
    ]);
    expect(shown.map((e) => e.label)).toEqual(['Home', 'Media', 'Alumni']);
  });
  it('shows everything when the call failed or no name matches', () => {
    expect(gateMenu(menu, [])).toEqual(menu);
    expect(gateMenu(menu, [{ name: 'Something Else', active: false }])).toEqual(menu);
    expect(isGateOpen(undefined, [{ name: 'x', active: false }])).toBe(true);
  });
  it('drops a dropdown whose children are all hidden', () => {
    expect(gateMenu(menu, [{ name: 'Gallery', active: false }]).map((e) => e.label)).toEqual(['Home', 'News', 'Alumni']);
  });
  it('lists gates that match nothing, for a development warning', () => {
    expect(unmatchedGates(menu, [{ name: 'Gallery', active: true }])).toEqual(['News Section', 'Alumni']);
  });
});

describe('social links', () => {
  it('shows only active links with an http(s) URL, icons for known names', () => {
    const shown = visibleSocialLinks([
      { name: 'Facebook', url: 'https://facebook.com/school', active: true },
      { name: 'Youtube', url: 'https://youtube.com/@school', active: false },
      { name: 'Instagram', url: '', active: true },
      { name: 'TikTok', url: 'https://tiktok.com/@school', active: true },
      { name: 'Twitter', url: 'javascript:alert(1)', active: true },
    ]);
    expect(shown).toEqual([
      { name: 'Facebook', url: 'https://facebook.com/school', icon: 'facebook' },
      { name: 'TikTok', url: 'https://tiktok.com/@school', icon: null },
    ]);
    expect(socialIcon(' LinkedIn ')).toBe('linkedin');
  });
});

describe('map src extraction', () => {
  const good = 'https://www.google.com/maps/embed?pb=!1m18!1m12';
  it('takes the src out of an iframe snippet or a bare URL', () => {
    expect(extractMapSrc(`<iframe src="${good}" width="600" height="450" style="border:0;"></iframe>`)).toBe(good);
    expect(extractMapSrc(good)).toBe(good);
    expect(extractMapSrc(`<iframe src='${good}&amp;z=3'></iframe>`)).toBe(`${good}&z=3`);
  });
  it('refuses anything that is not a Google Maps embed URL', () => {
    for (const bad of [
      '',
      null,
      'javascript:alert(1)',
      '<iframe src="https://evil.example/maps/embed"></iframe>',
      'https://www.google.com.evil.example/maps/embed?x',
      'https://www.google.com/search?q=x',
      'data:text/html,<script>1</script>',
      `${good}" onload="x`,
    ]) {
      expect(extractMapSrc(bad)).toBeNull();
    }
  });
});

describe('URL checks', () => {
  it('accepts only http(s), optionally site-relative paths', () => {
    expect(safeHttpUrl('https://example.com/a')).toBe('https://example.com/a');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('java\nscript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:image/png;base64,AAA')).toBeNull();
    expect(safeHttpUrl('/media/news')).toBeNull();
    expect(safeHttpUrl('/media/news', { allowRelative: true })).toBe('/media/news');
    expect(safeHttpUrl('//evil.example', { allowRelative: true })).toBeNull();
    // A backslash is a slash to a browser: these lead to another host too.
    for (const offsite of ['/\\evil.example', '/\\/evil.example', '\\\\evil.example']) {
      expect(safeHttpUrl(offsite, { allowRelative: true }), offsite).toBeNull();
    }
    expect(safeHttpUrl('/media/notice?id=1#top', { allowRelative: true })).toBe('/media/notice?id=1#top');
  });
  it('builds mailto and tel links from plain values only', () => {
    expect(mailtoHref('info@school.edu.np')).toBe('mailto:info@school.edu.np');
    expect(mailtoHref('not an email')).toBeNull();
    expect(telHref('01-5543210, 9841234567')).toBe('tel:015543210');
    expect(telHref('+977 984-1234567')).toBe('tel:+9779841234567');
    expect(telHref('N/A')).toBeNull();
  });
  it('turns back-end paths into file URLs, refusing unsafe ones', () => {
    const host = 'https://erp.example.edu.np';
    expect(fileUrl('\\Attachments\\appcms\\88403126-9d7d.png', host)).toBe(
      'https://erp.example.edu.np/Attachments/appcms/88403126-9d7d.png',
    );
    expect(fileUrl('https://cdn.example.com/a.jpg', host)).toBe('https://cdn.example.com/a.jpg');
    for (const bad of [
      '',
      null,
      undefined,
      0,
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '\\..\\..\\etc\\passwd',
      '"><img src=x onerror=1>',
    ])
      expect(fileUrl(bad, host)).toBeNull();
    expect(fileUrl('\\Attachments\\appcms\\a b.png', '')).toBe('/Attachments/appcms/a%20b.png');
  });
});

describe('contrast', () => {
  it('picks black or white text for AA contrast', () => {
    expect(textOn('#1e3a8a')).toBe('#fff');
    expect(textOn('#f59e0b')).toBe('#000');
    expect(textOn('#ffff00')).toBe('#000');
    for (const bg of ['#123456', '#abcdef', '#777777', '#ff0000', '#00ff00'])
      expect(contrastRatio(bg, textOn(bg))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('text helpers', () => {
  it('strips HTML to text and cuts on text, never inside a tag', () => {
    const html = '<p>Hello <b>world</b>&nbsp;&amp; friends</p><script>x()</script><p>Two</p>';
    expect(htmlToText(html)).toBe('Hello world & friends\nTwo');
    expect(truncateText('abcdef', 3)).toBe('abc...');
    expect(truncateText('abc', 3)).toBe('abc');
  });
  it('slugs: lowercase, special characters removed, spaces to hyphens', () => {
    expect(slugify('Plus Two (Science) & Management!')).toBe('plus-two-science-management');
    expect(slugify('  BBA  ')).toBe('bba');
    expect(slugify('विज्ञान संकाय')).toBe('विज्ञान-संकाय');
  });
});
