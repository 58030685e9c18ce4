import { setWidth, startCarousels } from './dom-stubs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerPopupSection, { BANNER_DISMISSED_KEY } from '../../../src/sections/banner-popup/banner-popup-section';
import { renderSection } from './section-support';

const selectedTitle = (dialog: HTMLElement) => {
  const slides = within(dialog).getAllByRole('group').filter((g) => g.getAttribute('aria-roledescription') === 'slide');
  return within(dialog)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent)[slides.findIndex((s) => s.hasAttribute('data-selected'))];
};

beforeEach(() => {
  setWidth(1366);
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

describe('banner popup', () => {
  it('opens on load as a dialog with the banners by OrderNo', async () => {
    renderSection(BannerPopupSection, 'banner-popup', {
      overrides: {
        GetBannerList: [
          { BannerId: 2, Title: 'Second', ImagePath: '\\b.png', Description: 'Two', OrderNo: 2 },
          { BannerId: 1, Title: 'First', ImagePath: '\\a.png', Description: '<p>One <script>alert(1)</script><b>bold</b></p>', OrderNo: 1 },
        ],
      },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['First', 'Second']);
    expect(within(dialog).getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['First', 'Second']);
    expect(dialog.innerHTML).not.toContain('<script');
    expect(within(dialog).getByText('bold').tagName).toBe('B');
  });

  it("'Skip this' moves to the next banner; the last one's closes and is remembered for the session", async () => {
    renderSection(BannerPopupSection, 'banner-popup');
    const dialog = await screen.findByRole('dialog');
    await startCarousels();
    expect(selectedTitle(dialog)).toBe('Admission Open 2084');
    const skips = within(dialog).getAllByRole('button', { name: 'Skip this' });
    expect(skips).toHaveLength(2);
    act(() => fireEvent.click(skips[0]));
    expect(selectedTitle(dialog)).toBe('Science Exhibition 2083');
    expect(screen.getByRole('dialog')).toBeTruthy();
    act(() => fireEvent.click(skips[1]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(BANNER_DISMISSED_KEY)).toBe('1');
  });

  it('does not reopen in the same session once dismissed (Escape)', async () => {
    const first = renderSection(BannerPopupSection, 'banner-popup');
    await screen.findByRole('dialog');
    act(() => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.unmount();
    renderSection(BannerPopupSection, 'banner-popup');
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('autoplays every 3000 ms', async () => {
    // The last input was not the keyboard, so the dialog's initial focus does not pause it.
    fireEvent.pointerDown(document.body);
    vi.useFakeTimers();
    renderSection(BannerPopupSection, 'banner-popup');
    await act(async () => {});
    const dialog = screen.getByRole('dialog');
    await startCarousels();
    expect(selectedTitle(dialog)).toBe('Admission Open 2084');
    act(() => vi.advanceTimersByTime(3000));
    expect(selectedTitle(dialog)).toBe('Science Exhibition 2083');
  });

  it('offers the banner link when it is safe', async () => {
    renderSection(BannerPopupSection, 'banner-popup');
    const dialog = await screen.findByRole('dialog');
    const links = within(dialog).getAllByRole('link', { name: 'Learn more' });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/requests-inquiries/admission-inquiry']);
  });

  it('stays closed without banners', async () => {
    const { container } = renderSection(BannerPopupSection, 'banner-popup', { overrides: { GetBannerList: [] } });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
