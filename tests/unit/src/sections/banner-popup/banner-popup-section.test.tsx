// The banner popup (SPEC §2 home 1): a native <dialog> rendered with every banner, run by
// banner-popup-behavior.ts (the same script the prerendered page's loader runs). jsdom has no
// showModal(), so the dialog opens the way an old browser's would: as an open element.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerPopupSection, { BANNER_DISMISSED_KEY } from '@src/sections/banner-popup/banner-popup-section';
import { renderSection } from '@test/render-section';

const shownTitle = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll<HTMLElement>('[data-banner-slide]')].find((s) => !s.hidden)?.querySelector('h3')?.textContent;

beforeEach(() => sessionStorage.clear());
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
    expect(dialog.hasAttribute('open')).toBe(true);
    expect([...dialog.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['First', 'Second']);
    expect([...dialog.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual(['First', 'Second']);
    expect(shownTitle(dialog)).toBe('First');
    expect(dialog.innerHTML).not.toContain('<script');
    expect(within(dialog).getByText('bold').tagName).toBe('B');
  });

  it("'Skip this' moves to the next banner; the last one's closes and is remembered for the session", async () => {
    renderSection(BannerPopupSection, 'banner-popup');
    const dialog = await screen.findByRole('dialog');
    expect(shownTitle(dialog)).toBe('Admission Open 2084');
    const skips = within(dialog).getAllByRole('button', { name: 'Skip this', hidden: true });
    expect(skips).toHaveLength(2);
    act(() => void fireEvent.click(skips[0]));
    expect(shownTitle(dialog)).toBe('Science Exhibition 2083');
    expect(dialog.hasAttribute('open')).toBe(true);
    act(() => void fireEvent.click(skips[1]));
    expect(dialog.hasAttribute('open')).toBe(false);
    expect(sessionStorage.getItem(BANNER_DISMISSED_KEY)).toBe('1');
  });

  it("opens again on the next load after a dismissal when the section says reopen: 'every-load' (SPEC's behaviour)", async () => {
    sessionStorage.setItem(BANNER_DISMISSED_KEY, '1');
    const { unmount } = renderSection(BannerPopupSection, 'banner-popup');
    expect(screen.queryByRole('dialog')).toBeNull(); // the default: closed for the session
    unmount();
    renderSection(BannerPopupSection, 'banner-popup', { props: { reopen: 'every-load' } });
    expect((await screen.findByRole('dialog')).hasAttribute('open')).toBe(true);
  });

  it('the arrows move both ways, wrapping around', async () => {
    renderSection(BannerPopupSection, 'banner-popup');
    const dialog = await screen.findByRole('dialog');
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: /^Previous slide/ })));
    expect(shownTitle(dialog)).toBe('Science Exhibition 2083');
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: /^Next slide/ })));
    expect(shownTitle(dialog)).toBe('Admission Open 2084');
  });

  it('does not reopen in the same session once dismissed (Escape)', async () => {
    const first = renderSection(BannerPopupSection, 'banner-popup');
    const dialog = await screen.findByRole('dialog');
    act(() => void fireEvent.keyDown(document, { key: 'Escape' }));
    expect(dialog.hasAttribute('open')).toBe(false);
    first.unmount();
    const again = renderSection(BannerPopupSection, 'banner-popup');
    await act(async () => {});
    expect(again.container.querySelector('dialog')?.hasAttribute('open')).toBe(false);
  });

  it('autoplays every 3000 ms, and holds still while pointed at', async () => {
    vi.useFakeTimers();
    renderSection(BannerPopupSection, 'banner-popup');
    await act(async () => {});
    const dialog = screen.getByRole('dialog');
    expect(shownTitle(dialog)).toBe('Admission Open 2084');
    act(() => void vi.advanceTimersByTime(3000));
    expect(shownTitle(dialog)).toBe('Science Exhibition 2083');
    act(() => void fireEvent.pointerEnter(dialog, { pointerType: 'mouse' }));
    act(() => void vi.advanceTimersByTime(6000));
    expect(shownTitle(dialog)).toBe('Science Exhibition 2083');
  });

  it('offers the banner link when it is safe', async () => {
    renderSection(BannerPopupSection, 'banner-popup');
    const dialog = await screen.findByRole('dialog');
    // SPEC's 'Learn more', named for its banner when read alone.
    const links = within(dialog).getAllByRole('link', { name: /^Learn more/, hidden: true });
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/requests-inquiries/admission-inquiry']);
    expect(links[0].textContent).toBe('Learn more about Admission Open 2084');
    expect(links[0].querySelector('.sr-only')?.textContent).toBe('about Admission Open 2084');
  });

  it('stays closed without banners', async () => {
    const { container } = renderSection(BannerPopupSection, 'banner-popup', { overrides: { GetBannerList: [] } });
    await act(async () => {});
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(container.innerHTML).toBe('');
  });
});
