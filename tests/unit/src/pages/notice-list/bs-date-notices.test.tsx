// Notices show their BS date beside the AD one even when the back-end's PublishOn_BS is "" (the
// contract says it often is): the BS day is then computed from the Nepal calendar day.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import type { Route as SiteRoute } from '@src/generated/site-config';
import NoticeListPage from '@src/pages/notice-list/notice-list-page';
import NoticeDetailPage from '@src/pages/notice-detail/notice-detail-page';
import { renderWithSite } from '@test/render';

const listRoute = { path: '/media/notice', page: 'notice-list' } as SiteRoute;
const detailRoute = { path: '/media/notice/:id/:title', page: 'notice-detail' } as SiteRoute;

const notices = [
  // 2026-11-20 (a Friday) in Nepal = BS 2083-08-04.
  {
    NoticeId: 1,
    HeadLine: 'No BS text',
    OrderNo: 1,
    PublishOn: '2026-11-20T21:00:00',
    PublishOn_BS: '',
    NoticeDate_BS: '',
    ValidUpto: null,
  },
  // 00:30 in Nepal on the 21st is still the 20th in UTC and New York: the BS day follows Nepal's
  // day (Saturday the 21st = BS 2083-08-05), not the visitor's.
  { NoticeId: 2, HeadLine: 'Just after midnight', OrderNo: 2, PublishOn: '2026-11-21T00:30:00', PublishOn_BS: null, ValidUpto: null },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-26T00:00:00+05:45'));
});
afterEach(() => vi.useRealTimers());

describe('notice BS dates when the back-end sends none', () => {
  it('the list card shows the AD date with the computed BS date beside it', () => {
    renderWithSite(<NoticeListPage route={listRoute} />, { path: '/media/notice', overrides: { GetNoticeList: notices } });
    const card = (name: string) => screen.getByRole('heading', { name }).closest('article')!.textContent;
    expect(card('No BS text')).toContain('on Fri 20th, 2026');
    expect(card('No BS text')).toContain('2083-08-04 BS');
    expect(card('Just after midnight')).toContain('on Sat 21st, 2026');
    expect(card('Just after midnight')).toContain('2083-08-05 BS');
  });

  it('the detail page shows it too', () => {
    renderWithSite(
      <Routes>
        <Route path="/media/notice/:id/:title" element={<NoticeDetailPage route={detailRoute} />} />
      </Routes>,
      { path: '/media/notice/1/x', overrides: { GetNoticeList: notices } },
    );
    const text = document.body.textContent;
    expect(text).toContain('Fri 20th, 2026');
    expect(text).toContain('2083-08-04 BS');
  });

  it('a notice without any date shows no BS date (nothing invented)', () => {
    const undated = [{ NoticeId: 3, HeadLine: 'Undated', OrderNo: 1, PublishOn: null, PublishOn_BS: '', ValidUpto: null }];
    renderWithSite(<NoticeListPage route={listRoute} />, { path: '/media/notice', overrides: { GetNoticeList: undated } });
    const card = screen.getByRole('heading', { name: 'Undated' }).closest('article')!;
    expect(card.textContent).not.toContain('BS');
  });
});
