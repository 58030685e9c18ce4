import { setWidth } from '@test/dom-stubs';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import HighlightsSection from '@src/sections/highlights/highlights-section';
import { renderSection } from '@test/render-section';

beforeEach(() => setWidth(1366));

const items = (kind: string) => [...document.querySelectorAll(`[data-highlight="${kind}"]`)];
const hiddenOnDesktop = (li: Element) => li.className.includes('extra');

describe('highlights', () => {
  it("is headed 'Highlights of {Name}' with photo and video rows and their 'View All' links", () => {
    renderSection(HighlightsSection, 'highlights');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Highlights of Himalaya Vidya Mandir');
    expect(screen.getByRole('link', { name: 'View all photos' }).getAttribute('href')).toBe('/media/gallery');
    expect(screen.getByRole('link', { name: 'View all videos' }).getAttribute('href')).toBe('/media/videos');
  });

  it('keeps the first perRow (3) of each row for wide screens and every item for the phone swipe list', () => {
    renderSection(HighlightsSection, 'highlights');
    // Five albums have photos (the sixth is empty), five videos.
    expect(items('photo')).toHaveLength(5);
    expect(items('photo').map(hiddenOnDesktop)).toEqual([false, false, false, true, true]);
    expect(items('video').map(hiddenOnDesktop)).toEqual([false, false, false, true, true]);
  });

  it('gives phones a native swipe list of every item, not a script-driven carousel', () => {
    setWidth(375);
    renderSection(HighlightsSection, 'highlights');
    expect(document.querySelector('[aria-roledescription="carousel"]')).toBeNull();
    const list = items('photo')[0].parentElement!;
    expect(list.tagName).toBe('UL');
    expect(list.children).toHaveLength(5);
  });

  it('follows props.perRow', () => {
    renderSection(HighlightsSection, 'highlights', { props: { perRow: 2 } });
    expect(items('photo').filter((li) => !hiddenOnDesktop(li))).toHaveLength(2);
  });

  it("opens the photo's album in the full-screen lightbox", () => {
    renderSection(HighlightsSection, 'highlights');
    act(() => void fireEvent.click(screen.getByRole('button', { name: 'Open photo: Science Exhibition 2083' })));
    const dialog = screen.getByRole('dialog', { name: 'Science Exhibition 2083' });
    expect(within(dialog).getByText('1 / 6')).toBeTruthy();
    act(() => void fireEvent.click(within(dialog).getByRole('button', { name: 'Close' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows only the row that has data, and nothing without either', () => {
    const videosOnly = renderSection(HighlightsSection, 'highlights', { overrides: { GetGalleryList: [] } });
    expect(items('photo')).toHaveLength(0);
    expect(items('video')).toHaveLength(5);
    videosOnly.unmount();
    const none = renderSection(HighlightsSection, 'highlights', { overrides: { GetGalleryList: [], GetVideosList: [] } });
    expect(none.container.innerHTML).toBe('');
  });
});
