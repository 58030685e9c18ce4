import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { Route as SiteRoute } from '@src/generated/site-config';
import NewsListPage from '@src/pages/news-list/news-list-page';
import NewsDetailPage from '@src/pages/news-detail/news-detail-page';
import { filterNews } from '@src/api/news-filter';
import { newsHref } from '@src/navigation/item-links';
import { href } from '@test/site-href';
import { guardNews } from '@src/api/guards/news';
import { rawFixture } from '@test/fixtures';
import { renderWithSite } from '@test/render';

const listRoute = { path: '/media/news', page: 'news-list' } as SiteRoute;
const categoryRoute = { path: '/media/news/:category', page: 'news-category' } as SiteRoute;
const detailRoute = { path: '/media/news/:id/:title', page: 'news-detail' } as SiteRoute;
const allNews = guardNews(rawFixture('GetNewsList'));

function Probe() {
  const loc = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="search">{loc.search}</output>
      <output data-testid="path">{loc.pathname}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        browser back
      </button>
    </>
  );
}

function renderList(path: string, overrides?: Record<string, unknown>) {
  return renderWithSite(
    <>
      <Routes>
        <Route path="/media/news" element={<NewsListPage route={listRoute} />} />
        <Route path="/media/news/:category" element={<NewsListPage route={categoryRoute} />} />
      </Routes>
      <Probe />
    </>,
    { path, overrides },
  );
}

const headlines = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent);
const expectedFor = (cat: string | null) => filterNews(allNews, cat).map((n) => n.headline);

describe('news filter helpers', () => {
  it('filters by category name, case-insensitively, and keeps all for none', () => {
    expect(filterNews(allNews, null)).toHaveLength(allNews.length);
    const sports = filterNews(allNews, ' sports ');
    expect(sports.length).toBeGreaterThan(0);
    expect(sports.every((n) => n.category === 'Sports')).toBe(true);
    expect(filterNews(allNews, 'Alumni')).toEqual([]);
  });

  it('links to /media/news/{NewsSectionId}/{Headline} with the headline encoded', () => {
    expect(newsHref(href, { id: 7, headline: 'Fees 50% off / Grade 1?' })).toBe('/media/news/7/Fees%2050%25%20off%20%2F%20Grade%201%3F');
    expect(newsHref(href, { id: null, headline: 'x' })).toBeNull();
  });
});

describe('News list page', () => {
  it("offers 'All' plus each category, each a link to its own page; following one shows its news, back the list", () => {
    renderList('/media/news');
    const filters = screen.getByRole('navigation', { name: 'Filter news by category' });
    const links = within(filters).getAllByRole('link');
    expect(links.map((b) => [b.textContent, b.getAttribute('href')])).toEqual([
      ['All', '/media/news'],
      ['Events', '/media/news/Events'],
      ['Academics', '/media/news/Academics'],
      ['Sports', '/media/news/Sports'],
      ['Alumni', '/media/news/Alumni'],
    ]);
    expect(within(filters).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(headlines()).toEqual(expectedFor(null));

    fireEvent.click(within(filters).getByRole('link', { name: 'Events' }));
    expect(screen.getByTestId('path').textContent).toBe('/media/news/Events');
    expect(headlines()).toEqual(expectedFor('Events'));
    expect(headlines().length).toBeLessThan(allNews.length);
    const now = screen.getByRole('navigation', { name: 'Filter news by category' });
    expect(within(now).getByRole('link', { name: 'Events' }).getAttribute('aria-current')).toBe('page');
    expect(within(now).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'browser back' }));
    expect(screen.getByTestId('path').textContent).toBe('/media/news');
    expect(headlines()).toEqual(expectedFor(null));
  });

  it('a category page filters by its name, case-insensitively; an old link’s ?category= still filters the list', () => {
    const r = renderList('/media/news/sports');
    expect(headlines()).toEqual(expectedFor('Sports'));
    r.unmount();
    renderList('/media/news?category=Sports');
    expect(headlines()).toEqual(expectedFor('Sports'));
    expect(
      within(screen.getByRole('navigation', { name: 'Filter news by category' }))
        .getByRole('link', { name: 'Sports' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('links each card to its detail page', () => {
    renderList('/media/news/Sports');
    const first = allNews.find((n) => n.category === 'Sports')!;
    const link = screen.getByRole('link', { name: first.headline });
    expect(link.getAttribute('href')).toBe(`/media/news/${first.id}/${encodeURIComponent(first.headline)}`);
  });

  it("says 'No news available' for an empty category, an empty list and a Message answer", () => {
    const { unmount } = renderList('/media/news/Alumni');
    expect(screen.getByText('No news available')).toBeTruthy();
    unmount();
    const r2 = renderList('/media/news', { GetNewsList: [] });
    expect(screen.getByText('No news available')).toBeTruthy();
    r2.unmount();
    renderList('/media/news', { GetNewsList: { IsSuccess: false, Message: 'No data found', DataColl: [{ Headline: 'x' }] } });
    expect(screen.getByText('No news available')).toBeTruthy();
  });

  it('survives nulls in the data and no categories', () => {
    renderList('/media/news', {
      GetNewsCategoryList: null,
      GetNewsList: [
        null,
        { Headline: 'Only a headline', Photo: null, Description: null, PublishedDate: null, Category: null, NewsSectionId: null },
      ],
    });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(headlines()).toEqual(['Only a headline']);
    expect(screen.queryByRole('link', { name: 'Only a headline' })).toBeNull();
  });
});

describe('News detail page', () => {
  function renderDetail(path: string) {
    return renderWithSite(
      <Routes>
        <Route path="/media/news/:id/:title" element={<NewsDetailPage route={detailRoute} />} />
      </Routes>,
      { path },
    );
  }

  it('shows the item whose NewsSectionId equals the id, whatever the title segment', () => {
    const item = allNews.find((n) => n.id !== null && n.publishedMs !== null && n.photo)!;
    renderDetail(`/media/news/${item.id}/wrong-title`);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(item.headline);
    expect(screen.getByRole('img', { name: item.headline })).toBeTruthy();
    expect(document.querySelector('time')!.textContent).toMatch(/^\w{3} \d{1,2}(st|nd|rd|th), \d{4}$/);
    // Its category links to the category's own page.
    expect(screen.getByRole('link', { name: item.category }).getAttribute('href')).toBe(`/media/news/${encodeURIComponent(item.category)}`);
  });

  it('says clearly when the id is unknown or not a number', () => {
    const r = renderDetail('/media/news/999999/Nothing');
    expect(screen.getByText(/This news item could not be found/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to all news' }).getAttribute('href')).toBe('/media/news');
    r.unmount();
    renderDetail('/media/news/abc/Nothing');
    expect(screen.getByText(/This news item could not be found/)).toBeTruthy();
  });

  it('sanitizes the description', () => {
    renderWithSite(
      <Routes>
        <Route path="/media/news/:id/:title" element={<NewsDetailPage route={detailRoute} />} />
      </Routes>,
      {
        path: '/media/news/5/x',
        overrides: {
          GetNewsList: [
            { NewsSectionId: 5, Headline: 'H', Description: '<p>Safe</p><img src=x onerror="alert(1)"><script>alert(2)</script>' },
          ],
        },
      },
    );
    expect(screen.getByText('Safe')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    expect(document.querySelector('[onerror]')).toBeNull();
  });
});
