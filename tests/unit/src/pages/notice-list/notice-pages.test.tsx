import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { Route as SiteRoute } from '@src/generated/site-config';
import NoticeListPage from '@src/pages/notice-list/notice-list-page';
import NoticeDetailPage from '@src/pages/notice-detail/notice-detail-page';
import { fixtureFallback } from '@test/fixtures';
import { renderWithSite } from '@test/render';
import { SiteConfigProvider } from '@src/site-config/config-context';
import { siteConfig } from '@src/site-config/config-file';

const listRoute = { path: '/media/notice', page: 'notice-list' } as SiteRoute;
const detailRoute = { path: '/media/notice/:id/:title', page: 'notice-detail' } as SiteRoute;

// Nepal wall-clock "now" for the fixtures (2026-11-26 00:00 NPT): 205 (valid to 11-25), 202 and 201 have expired.
const NOW = new Date('2026-11-26T00:00:00+05:45');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const readMoreIds = () => screen.queryAllByRole('link', { name: /^Read More/ }).map((a) => Number(a.getAttribute('href')!.split('/')[3]));

describe('Notice list page', () => {
  it('shows only non-expired notices, sorted by OrderNo', () => {
    renderWithSite(<NoticeListPage route={listRoute} />, { path: '/media/notice' });
    // OrderNo: 206→0, 210→1, 209→2, 208→3, 207→4, (205→5 expired), 204→6, 203→7, (202, 201 expired).
    expect(readMoreIds()).toEqual([206, 210, 209, 208, 207, 204, 203]);
  });

  it('hides a notice the moment its ValidUpto has passed (and keeps it at that instant)', () => {
    vi.setSystemTime(new Date('2026-11-25T00:00:00+05:45'));
    const r = renderWithSite(<NoticeListPage route={listRoute} />, { path: '/media/notice' });
    expect(readMoreIds()).toContain(205);
    r.unmount();
    vi.setSystemTime(new Date('2026-11-25T00:01:00+05:45'));
    renderWithSite(<NoticeListPage route={listRoute} />, { path: '/media/notice' });
    expect(readMoreIds()).not.toContain(205);
  });

  it("reads SPEC's ExpireDateTime, never expires null, hides ShowInWebsite false, and sorts by OrderNo", () => {
    const notices = [
      { NoticeId: 1, HeadLine: 'Third', OrderNo: 3, ValidUpto: null, ExpireDateTime: null },
      { NoticeId: 2, HeadLine: 'Expired by ExpireDateTime', OrderNo: 1, ExpireDateTime: '2026-11-01T00:00:00' },
      { NoticeId: 3, HeadLine: 'First', OrderNo: 1, ExpireDateTime: '2026-12-01T00:00:00' },
      { NoticeId: 4, HeadLine: 'Hidden', OrderNo: 0, ShowInWebsite: false },
      { NoticeId: 5, HeadLine: 'Second', OrderNo: 2, ValidUpto: '0001-01-01T00:00:00' },
      null,
    ];
    renderWithSite(<NoticeListPage route={listRoute} />, { path: '/media/notice', overrides: { GetNoticeList: notices } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['First', 'Second', 'Third']);
  });

  it("shows 'on Mon 1st, 2024'-style dates, the BS date and a Read More link per card", () => {
    renderWithSite(<NoticeListPage route={listRoute} />, { path: '/media/notice' });
    // 210: PublishOn 2026-11-21 14:30 (a Saturday), PublishOn_BS 2083-08-05.
    const card = screen.getByRole('heading', { name: 'Fee payment deadline for Poush' }).closest('article')!;
    expect(card.textContent).toContain('on Sat 21st, 2026');
    expect(card.textContent).toContain('2083-08-05 BS');
    expect(card.querySelector('a')!.getAttribute('href')).toBe(`/media/notice/210/${encodeURIComponent('Fee payment deadline for Poush')}`);
  });

  it('says so when no notice is current', () => {
    renderWithSite(<NoticeListPage route={listRoute} />, {
      path: '/media/notice',
      overrides: { GetNoticeList: [{ NoticeId: 1, HeadLine: 'Old', ValidUpto: '2020-01-01T00:00:00' }] },
    });
    expect(screen.getByText('There are no current notices.')).toBeTruthy();
  });

  it('renders no notice on the server (no build-time clock in the HTML)', () => {
    const html = renderToString(
      <SWRConfig value={{ provider: () => new Map(), fallback: fixtureFallback(), isPaused: () => true }}>
        <SiteConfigProvider config={siteConfig}>
          <MemoryRouter initialEntries={['/media/notice']}>
            <NoticeListPage route={listRoute} />
          </MemoryRouter>
        </SiteConfigProvider>
      </SWRConfig>,
    );
    expect(html).toContain('data-state="loading"');
    expect(html).not.toContain('Fee payment deadline');
  });
});

describe('Notice detail page', () => {
  function renderDetail(path: string, overrides?: Record<string, unknown>) {
    return renderWithSite(
      <Routes>
        <Route path="/media/notice/:id/:title" element={<NoticeDetailPage route={detailRoute} />} />
      </Routes>,
      { path, overrides },
    );
  }

  it("shows headline, 'By Admin', date, time, content, description and image", () => {
    renderDetail('/media/notice/209/Parent-Teacher%20Meeting');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Parent-Teacher Meeting on Mangsir 13');
    const text = document.body.textContent;
    expect(text).toContain('By Admin');
    expect(text).toContain('Fri 20th, 2026');
    expect(text).toContain('09:30 AM');
    expect(text).toContain('2083-08-04 BS');
    expect(text).toContain('Report cards of the first term will be discussed.');
    expect(text).toContain('Class teachers will meet parents of all grades.');
    expect(screen.getByRole('img', { name: 'Parent-Teacher Meeting on Mangsir 13' })).toBeTruthy();
    expect(screen.queryByText('This notice has expired.')).toBeNull();
  });

  it('notes an expired notice, and treats hidden or unknown ones as not found', () => {
    const r = renderDetail('/media/notice/201/x');
    expect(screen.getByText('This notice has expired.')).toBeTruthy();
    r.unmount();
    const r2 = renderDetail('/media/notice/4242/x');
    expect(screen.getByText(/This notice could not be found/)).toBeTruthy();
    r2.unmount();
    renderDetail('/media/notice/7/x', { GetNoticeList: [{ NoticeId: 7, HeadLine: 'Secret', ShowInWebsite: false }] });
    expect(screen.getByText(/This notice could not be found/)).toBeTruthy();
    expect(screen.queryByText('Secret')).toBeNull();
  });

  it('sanitizes content and survives missing dates and image', () => {
    renderDetail('/media/notice/8/x', {
      GetNoticeList: [
        {
          NoticeId: 8,
          HeadLine: 'Bare',
          Content: '<p>Hello</p><script>alert(1)</script>',
          Description: null,
          PublishOn: null,
          NoticeDate: '0001-01-01T00:00:00',
          ImagePath: null,
        },
      ],
    });
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(document.querySelector('script, time, img')).toBeNull();
    expect(screen.getByText('By Admin')).toBeTruthy();
  });
});
