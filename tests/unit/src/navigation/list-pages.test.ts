// @vitest-environment node
// Lists in numbered pages: the routes made for them (before the rest of the table, so a path
// matched in order finds them first), the links to them, which numbers a page links, and which
// items a page shows.
import { describe, expect, it } from 'vitest';
import { isListPageRoute, pageNumber, withListPages } from '@src/navigation/list-page-routes';
import { makeHref } from '@src/navigation/route-links';
import { routeMatches } from '@src/lib/route-match';
import { pageCount, pageOf } from '@src/lib/list-page';
import { pageNumbers } from '@src/components/list-pages/page-numbers';

const routes = [
  { path: '/', page: 'home' },
  { path: '/media/notice', page: 'notice-list', title: { en: 'Notices' } },
  { path: '/media/notice/:id/:title', page: 'notice-detail' },
  { path: '/media/news/:category', page: 'news-category' },
  { path: '*', page: 'not-found' },
] as const;

describe('withListPages', () => {
  const table = withListPages([...routes]);
  it('adds a numbered-pages route for each paged list, before the table, without a title of its own', () => {
    expect(table.slice(0, 2).map((r) => r.path)).toEqual(['/media/notice/page/:page', '/media/news/:category/page/:page']);
    expect(table.slice(2)).toEqual([...routes]);
    expect('title' in table[0]).toBe(false);
    expect(isListPageRoute(table[0])).toBe(true);
    expect(isListPageRoute(routes[1])).toBe(false);
  });
  it('a numbered page is found before an item route of the same length', () => {
    expect(table.find((r) => routeMatches(r.path, '/media/notice/page/2'))?.page).toBe('notice-list');
    expect(table.find((r) => routeMatches(r.path, '/media/notice/7/Exam'))?.page).toBe('notice-detail');
  });
});

describe('links to the pages of a list', () => {
  const href = makeHref(withListPages([...routes]));
  it('page 1 is the list’s own address, the others under it', () => {
    expect(href('notice-list')).toBe('/media/notice');
    expect(href('notice-list', { page: 1 })).toBe('/media/notice');
    expect(href('notice-list', { page: 3 })).toBe('/media/notice/page/3');
    expect(href('news-category', { category: 'Sports & Games', page: 2 })).toBe('/media/news/Sports%20%26%20Games/page/2');
  });
  it('reads a page number only when it is one', () => {
    expect(pageNumber(undefined)).toBe(1);
    expect(pageNumber('12')).toBe(12);
    for (const bad of ['0', '01', '-1', '2x', '', '9999999']) expect(pageNumber(bad), bad).toBeNaN();
  });
});

describe('pageNumbers', () => {
  it('links the first, the last and two either side, with a gap only where numbers are left out', () => {
    expect(pageNumbers(1, 1)).toEqual([]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 25)).toEqual([1, 2, 3, null, 25]);
    expect(pageNumbers(10, 25)).toEqual([1, null, 8, 9, 10, 11, 12, null, 25]);
    expect(pageNumbers(5, 25)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 25]);
    expect(pageNumbers(25, 25)).toEqual([1, null, 23, 24, 25]);
  });
});

describe('pageOf', () => {
  const list = Array.from({ length: 30 }, (_, i) => i + 1);
  it('gives the items of a page and the whole list’s count; an out-of-range page is empty', () => {
    expect(pageOf(list, 1, 12)).toEqual({ items: list.slice(0, 12), total: 30 });
    expect(pageOf(list, 3, 12)).toEqual({ items: [25, 26, 27, 28, 29, 30], total: 30 });
    expect(pageOf(list, 4, 12).items).toEqual([]);
    expect(pageCount(30, 12)).toBe(3);
    expect(pageCount(0, 12)).toBe(1);
  });
});
