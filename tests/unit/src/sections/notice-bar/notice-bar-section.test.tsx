import { setWidth } from '@test/dom-stubs';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NoticeBarSection from '@src/sections/notice-bar/notice-bar-section';
import { FIXTURE_NOW, renderSection } from '@test/render-section';

beforeEach(() => {
  setWidth(1366);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(FIXTURE_NOW);
});
afterEach(() => vi.useRealTimers());

describe('notice bar', () => {
  it("is labelled 'Notice' and lists the current notices with day/month badges and detail links", async () => {
    renderSection(NoticeBarSection, 'notice-bar');
    await act(async () => {});
    const bar = screen.getByRole('region', { name: 'Notice' });
    const lists = bar.querySelectorAll('ul');
    expect(lists).toHaveLength(2);
    expect(lists[1].getAttribute('aria-hidden')).toBe('true');
    const links = within(lists[0] as HTMLElement).getAllByRole('link');
    // Notices 201 and 202 have expired; the rest by OrderNo.
    expect(links).toHaveLength(8);
    expect(links.map((a) => a.textContent)).not.toContain(expect.stringContaining('Tihar vacation'));
    const fee = links.find((a) => a.textContent?.includes('Fee payment deadline for Poush'))!;
    expect(fee.getAttribute('href')).toBe(`/media/notice/210/${encodeURIComponent('Fee payment deadline for Poush')}`);
    const badge = fee.querySelector('time')!;
    expect(badge.getAttribute('datetime')).toBe('2026-11-21');
    expect(badge.textContent).toBe('21Nov');
    // The copy is out of the Tab order.
    expect([...lists[1].querySelectorAll('a')].every((a) => a.tabIndex === -1)).toBe(true);
  });

  it('renders nothing when every notice has expired or there are none', async () => {
    const expired = renderSection(NoticeBarSection, 'notice-bar', {
      overrides: { GetNoticeList: [{ NoticeId: 1, HeadLine: 'Old', PublishOn: '2020-01-01T00:00:00', ValidUpto: '2020-02-01T00:00:00' }] },
    });
    await act(async () => {});
    expect(expired.container.innerHTML).toBe('');
    expired.unmount();
    const none = renderSection(NoticeBarSection, 'notice-bar', { overrides: { GetNoticeList: [] } });
    expect(none.container.innerHTML).toBe('');
  });

  it('shows a notice without an id as plain text, not a link to /media/notice/0', async () => {
    const notices = [
      { NoticeId: null, HeadLine: 'No id here', PublishOn: '2026-11-20T09:00:00', ValidUpto: null, ShowInWebsite: true, OrderNo: 1 },
      { NoticeId: 5, HeadLine: 'With id', PublishOn: '2026-11-20T09:00:00', ValidUpto: null, ShowInWebsite: true, OrderNo: 2 },
    ];
    renderSection(NoticeBarSection, 'notice-bar', { overrides: { GetNoticeList: notices } });
    await act(async () => {});
    const list = screen.getByRole('region', { name: 'Notice' }).querySelector('ul')!;
    expect(within(list).getByText('No id here').closest('a')).toBeNull();
    expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([`/media/notice/5/${encodeURIComponent('With id')}`]);
    expect(document.querySelector('a[href^="/media/notice/0"]')).toBeNull();
  });
});
