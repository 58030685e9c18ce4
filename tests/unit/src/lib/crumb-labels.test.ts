// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { crumbLabels, sharedPlace } from '@src/lib/crumb-labels';
import { buildBreadcrumb } from '@src/lib/breadcrumb';
import rawConfig from '../../../../site.config.json';
import type { LocalText, SiteConfig } from '@src/generated/site-config';

const siteConfig = rawConfig as unknown as SiteConfig;
const text = (en: string, ne: string) => ({ en, ne });
/** A config text's Nepali (a plain string is every language's). */
const nepali = (t: LocalText | undefined) => (typeof t === 'string' ? t : t?.ne);

describe('sharedPlace: the place a dropdown names', () => {
  it('is the first segment more of its links share than any other, though not most of them', () => {
    expect(
      sharedPlace(['/requests-inquiries/admission-inquiry', '/requests-inquiries/transfer-certificate', '/alumni-form', '/career-list']),
    ).toBe('/requests-inquiries');
  });
  it('goes deeper while all of those links share the next segment, never to a link itself', () => {
    expect(sharedPlace(['/a/curriculum/one', '/a/curriculum/two', '/b'])).toBe('/a/curriculum');
    expect(sharedPlace(['/a/curriculum', '/a/curriculum/two'])).toBe('/a');
  });
  it('is none on a tie or for a single link', () => {
    expect(sharedPlace(['/a/x', '/a/y', '/b/x', '/b/y'])).toBeUndefined();
    expect(sharedPlace(['/a/x', '/b/y'])).toBeUndefined();
    expect(sharedPlace([])).toBeUndefined();
  });
});

describe('crumbLabels', () => {
  const config = {
    routes: [
      { path: '/who/vision', kind: 'content', title: text('Vision', 'दृष्टिकोण') },
      { path: '/vision/why', kind: 'content', title: text('Why', 'किन') },
      { path: '/reach/us', kind: 'content' },
      { path: '/req/a', kind: 'content' },
      { path: '/req/b', kind: 'content' },
      { path: '/alumni', kind: 'content' },
      { path: '/syllabus/:slug', kind: 'content', title: text('Syllabus', 'पाठ्यक्रम') },
    ],
    menu: {
      main: [
        {
          label: text('Requests', 'अनुरोध'),
          children: [
            { label: text('A', 'क'), to: '/req/a' },
            { label: text('B', 'ख'), to: '/req/b' },
            { label: text('Alumni', 'पूर्व'), to: '/alumni' },
          ],
        },
        { label: text('Contact', 'सम्पर्क'), to: '/reach/us' },
      ],
      quickLinks: [],
    },
  } as unknown as SiteConfig;
  const labels = crumbLabels(config);
  it("names a dropdown's place, a top-level link's first segment, a parametrized route's place and a place spelled like a titled page", () => {
    expect(labels.get('/req')).toEqual(text('Requests', 'अनुरोध'));
    expect(labels.get('/reach')).toEqual(text('Contact', 'सम्पर्क'));
    expect(labels.get('/vision')).toEqual(text('Vision', 'दृष्टिकोण'));
    expect(labels.get('/syllabus')).toEqual(text('Syllabus', 'पाठ्यक्रम'));
    // A route title is the page's own name.
    expect(labels.get('/who/vision')).toEqual(text('Vision', 'दृष्टिकोण'));
  });

  it("the site's config names, in Nepali, every place a page's breadcrumb passes through", () => {
    const site = crumbLabels(siteConfig);
    const routes = siteConfig.routes.map((r) => r.path);
    const unnamed: string[] = [];
    for (const r of siteConfig.routes) {
      if (r.path === '*') continue;
      const path = r.path.replace(/:[^/]+/g, 'x');
      // Every crumb but Home and the page itself (the page's heading names that one); a crumb
      // standing for a parameter (a slug, a category) is content, shown as the address has it.
      const crumbs = buildBreadcrumb(path, 'Home', routes).slice(1, -1);
      for (const c of crumbs)
        if (
          !r.path
            .split('/')
            .slice(0, c.path.split('/').length)
            .some((s) => s.startsWith(':')) &&
          !nepali(site.get(c.path))
        )
          unnamed.push(c.path);
    }
    expect(unnamed).toEqual([]);
    expect(site.get('/requests-inquiries')).toEqual(siteConfig.menu.main.find((e) => nepali(e.label) === 'अनुरोध तथा जिज्ञासा')?.label);
  });
});
