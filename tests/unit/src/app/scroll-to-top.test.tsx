// What a route change does to the frame: the page scrolls to the top (not for a query-only
// change, so filters keep their place), and the navigation's dropdowns stay hidden for
// site.constants.menuHideDelayMs (300 ms) so none hangs open over the new page.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { act } from '@testing-library/react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { ScrollToTop } from '@src/app/scroll-to-top';
import { NavBar } from '@src/app/layout/nav-bar';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithSite } from '@test/render';

const constants = siteConfig.site.constants;

let navigate: NavigateFunction;
function Navigator() {
  const nav = useNavigate();
  useEffect(() => {
    navigate = nav;
  }, [nav]);
  return null;
}
const go = (to: string) => act(() => void navigate(to));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scroll to top', () => {
  it('scrolls to the top on every path change, not when only the query changes, not on load', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderWithSite(
      <>
        <Navigator />
        <ScrollToTop />
      </>,
      { path: '/media/news' },
    );
    // The first render (a load, or hydration of a page the visitor may already be scrolling) keeps its place.
    expect(scroll).not.toHaveBeenCalled();
    go('/media/notice');
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0, left: 0 }));
    go('/media/notice?page=2');
    expect(scroll).toHaveBeenCalledTimes(1);
    go('/contact/contact-us');
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});

describe('navigation after a route change', () => {
  it(`hides the dropdowns for ${constants.menuHideDelayMs} ms, then lets them open again`, () => {
    vi.useFakeTimers();
    const { container } = renderWithSite(
      <>
        <Navigator />
        <NavBar />
      </>,
      { path: '/' },
    );
    const list = () => container.querySelector('nav ul')!;
    act(() => void vi.advanceTimersByTime(constants.menuHideDelayMs));
    expect(list().classList.contains('suppressed')).toBe(false);

    go('/media/news');
    expect(list().classList.contains('suppressed')).toBe(true);
    act(() => void vi.advanceTimersByTime(constants.menuHideDelayMs - 1));
    expect(list().classList.contains('suppressed')).toBe(true);
    act(() => void vi.advanceTimersByTime(1));
    expect(list().classList.contains('suppressed')).toBe(false);
  });
});
