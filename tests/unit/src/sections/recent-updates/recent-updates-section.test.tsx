import { setWidth } from '@test/dom-stubs';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RecentUpdatesSection from '@src/sections/recent-updates/recent-updates-section';
import { FIXTURE_NOW, renderSection } from '@test/render-section';

beforeEach(() => {
  setWidth(1366);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXTURE_NOW);
});
afterEach(() => vi.useRealTimers());

const column = (kind: string) => document.querySelector(`[data-updates="${kind}"] ul`) as HTMLElement;

describe('recent updates', () => {
  it('shows the 4 newest news items and the 5 newest current notices, newest first, with dates', async () => {
    renderSection(RecentUpdatesSection, 'recent-updates');
    await act(async () => {});
    const news = within(column('news')).getAllByRole('link');
    expect(news.map((a) => a.textContent)).toEqual([
      'Science Exhibition showcases 60 student projects',
      'Annual Sports Week schedule announced',
      'Deusi-Bhailo programme raises Rs. 86,500 for the library',
      'U-14 football team wins Lalitpur inter-school cup',
    ]);
    expect(news[0].getAttribute('href')).toBe(`/media/news/108/${encodeURIComponent('Science Exhibition showcases 60 student projects')}`);
    const notices = within(column('notices')).getAllByRole('link');
    expect(notices.map((a) => a.textContent)).toEqual([
      'Library week: book donation drive',
      'Fee payment deadline for Poush',
      'Parent-Teacher Meeting on Mangsir 13',
      'Educational tour for Grade 9: consent forms due',
      'Second Terminal Examination routine 2083',
    ]);
    expect([...column('notices').querySelectorAll('time')].map((t) => t.getAttribute('datetime'))).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
    ]);
    expect(screen.getByRole('link', { name: 'All news' }).getAttribute('href')).toBe('/media/news');
  });

  it('leaves out expired notices and shows one list alone', async () => {
    renderSection(RecentUpdatesSection, 'recent-updates', { overrides: { GetNewsList: [] } });
    await act(async () => {});
    expect(column('news')).toBeNull();
    expect(within(column('notices')).queryByText('Tihar vacation notice')).toBeNull();
  });

  it('renders nothing without news or notices', async () => {
    const { container } = renderSection(RecentUpdatesSection, 'recent-updates', { overrides: { GetNewsList: [], GetNoticeList: [] } });
    await act(async () => {});
    expect(container.innerHTML).toBe('');
  });

  it('shows news and notices without an id as plain text, not links to /…/0/…', async () => {
    const news = [
      { NewsSectionId: null, Headline: 'News without id', PublishedDate: '2026-11-21T10:00:00', Description: '' },
      { NewsSectionId: 9, Headline: 'News with id', PublishedDate: '2026-11-20T10:00:00', Description: '' },
    ];
    const notices = [
      { NoticeId: null, HeadLine: 'Notice without id', PublishOn: '2026-11-21T10:00:00', ValidUpto: null, ShowInWebsite: true },
    ];
    renderSection(RecentUpdatesSection, 'recent-updates', { overrides: { GetNewsList: news, GetNoticeList: notices } });
    await act(async () => {});
    expect(within(column('news')).getByText('News without id').closest('a')).toBeNull();
    expect(within(column('news')).getByRole('link', { name: 'News with id' }).getAttribute('href')).toBe(
      `/media/news/9/${encodeURIComponent('News with id')}`,
    );
    expect(within(column('notices')).getByText('Notice without id').closest('a')).toBeNull();
    expect(document.querySelector('a[href*="/0/"]')).toBeNull();
  });
});
