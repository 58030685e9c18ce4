// @vitest-environment node
// A page island has no router: its path parameters come from the route pattern
// (src/lib/route-match.ts routeParams), decoded as React Router decodes them, and the menu marks
// the page being shown without a router's NavLink (src/navigation/site-link.tsx isActivePath).
import { describe, expect, it } from 'vitest';
import { routeParams } from '@src/lib/route-match';
import { isActivePath } from '@src/navigation/site-link';

describe('routeParams', () => {
  it('names each parameter of a matching path', () => {
    expect(routeParams('/media/notice/:id/:title', '/media/notice/7/exam-dates')).toEqual({ id: '7', title: 'exam-dates' });
    expect(routeParams('/programs/:slug', '/programs/science')).toEqual({ slug: 'science' });
  });

  it('gives an empty object for a pattern without parameters that matches', () => {
    expect(routeParams('/who-we-are/about-us', '/who-we-are/about-us')).toEqual({});
  });

  it('decodes percent-encoded parameters, an encoded slash included', () => {
    expect(routeParams('/media/notice/:id/:title', '/media/notice/7/Exam%20dates')).toEqual({ id: '7', title: 'Exam dates' });
    expect(routeParams('/media/news/:id/:title', '/media/news/3/Grade%205%2F6%20results')).toEqual({ id: '3', title: 'Grade 5/6 results' });
    expect(routeParams('/programs/:slug', '/programs/%E0%A4%95')).toEqual({ slug: 'क' });
  });

  it('keeps a badly encoded parameter as it is instead of throwing', () => {
    expect(routeParams('/programs/:slug', '/programs/bad%E0%A4')).toEqual({ slug: 'bad%E0%A4' });
    // The other parameters are still decoded.
    expect(routeParams('/media/notice/:id/:title', '/media/notice/a%20b/%E0%A4')).toEqual({ id: 'a b', title: '%E0%A4' });
  });

  it('matches the static segments regardless of case, and keeps the parameter’s own case', () => {
    expect(routeParams('/vision-statement/board-Of-directors', '/Vision-Statement/BOARD-of-directors')).toEqual({});
    expect(routeParams('/Media/Notice/:id/:title', '/media/notice/7/Exam-Dates')).toEqual({ id: '7', title: 'Exam-Dates' });
  });

  it('is null when the pattern does not serve the path', () => {
    expect(routeParams('/media/notice/:id/:title', '/media/notice/7')).toBeNull();
    expect(routeParams('/media/notice/:id/:title', '/media/notice/7/a/b')).toBeNull();
    expect(routeParams('/media/notice/:id/:title', '/media/news/7/a')).toBeNull();
    expect(routeParams('/programs', '/programs-x')).toBeNull();
    expect(routeParams('*', '/anything')).toBeNull();
  });

  it('ignores a trailing slash, the query and the hash', () => {
    expect(routeParams('/programs/:slug', '/programs/science/')).toEqual({ slug: 'science' });
    expect(routeParams('/programs/:slug', '/programs/science?utm_source=x#top')).toEqual({ slug: 'science' });
    expect(routeParams('/media/notice', '/media/notice/')).toEqual({});
  });
});

describe('isActivePath', () => {
  it('marks the page itself, whatever the case and a trailing slash', () => {
    expect(isActivePath('/media/news', '/media/news', true)).toBe(true);
    expect(isActivePath('/media/news', '/Media/News/', true)).toBe(true);
    expect(isActivePath('/media/news/', '/media/news', true)).toBe(true);
    expect(isActivePath('/vision-statement/board-Of-directors', '/vision-statement/board-of-directors', true)).toBe(true);
  });

  it('ignores the link’s query and hash', () => {
    expect(isActivePath('/media/news?category=Sports', '/media/news', true)).toBe(true);
    expect(isActivePath('/contact/contact-us#map', '/contact/contact-us', true)).toBe(true);
  });

  it('marks a parent for its sub-pages only without end', () => {
    expect(isActivePath('/media/news', '/media/news/3/results', false)).toBe(true);
    expect(isActivePath('/media/news', '/media/news/3/results', true)).toBe(false);
    expect(isActivePath('/media', '/media/news/', false)).toBe(true);
  });

  it('does not mark a path that only starts with the same letters', () => {
    expect(isActivePath('/media/news', '/media/newsletter', false)).toBe(false);
    expect(isActivePath('/programs', '/programs-x', false)).toBe(false);
    expect(isActivePath('/media/news', '/media', false)).toBe(false);
  });

  it('marks the home link only on the home page, end or not', () => {
    expect(isActivePath('/', '/', false)).toBe(true);
    expect(isActivePath('/', '/', true)).toBe(true);
    expect(isActivePath('/', '/media/news', false)).toBe(false);
    expect(isActivePath('/', '/media/news', true)).toBe(false);
  });
});
