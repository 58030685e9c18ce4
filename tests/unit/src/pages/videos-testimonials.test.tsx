import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Route as SiteRoute } from '@src/generated/site-config';
import VideosPage from '@src/pages/videos/videos-page';
import TestimonialsPage from '@src/pages/testimonials/testimonials-page';
import { guardVideos } from '@src/api/guards/videos';
import { rawFixture } from '@test/fixtures';
import { renderWithSite } from '@test/render';
import { shownText } from '@test/shown-text';

const route = (page: string, path: string) => ({ page, path }) as SiteRoute;

// The gallery's pages: tests/unit/src/pages/gallery/gallery-pages.test.tsx.

describe('Videos page', () => {
  it('shows one card per URL, by OrderNo, with no iframe until a click', () => {
    const videos = guardVideos(rawFixture('GetVideosList'));
    const urls = videos.reduce((n, v) => n + v.urls.length, 0);
    const { container } = renderWithSite(<VideosPage route={route('videos', '/media/videos')} />, { path: '/media/videos' });
    const cards = container.querySelectorAll('[data-video-card]');
    expect(cards).toHaveLength(urls);
    // OrderNo 0 ('U-14 football final') comes first; the two links of one video both appear.
    expect(within(cards[0] as HTMLElement).getByRole('heading').textContent).toBe('U-14 football final');
    expect(screen.getByRole('heading', { name: 'Science Exhibition 2083 (part 2)' })).toBeTruthy();
    expect(container.querySelector('iframe')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: U-14 football final' }));
    const frames = container.querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0].getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/tL0aF7gHn2c?autoplay=1');
  });

  it('never embeds hostile URLs and says when there are no videos', () => {
    const r = renderWithSite(<VideosPage route={route('videos', '/media/videos')} />, {
      path: '/media/videos',
      overrides: {
        GetVideosList: [
          { VideosId: 1, Title: 'Bad', AddUrl: 'javascript:alert(1)' },
          { VideosId: 2, Title: 'Worse', UrlColl: ['https://www.youtube.com/watch?v="><script>'] },
        ],
      },
    });
    expect(screen.getAllByText('This video link cannot be played here.')).toHaveLength(2);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('iframe, script')).toBeNull();
    r.unmount();
    renderWithSite(<VideosPage route={route('videos', '/media/videos')} />, { path: '/media/videos', overrides: { GetVideosList: [] } });
    expect(screen.getByText('No videos available')).toBeTruthy();
  });
});

describe('Testimonials page', () => {
  it('sorts by OrderNo, shows HTML as text and applies the 300/200 rule', () => {
    const long = '<p>' + 'Great school. '.repeat(30) + '<strong>THE END</strong></p>';
    renderWithSite(<TestimonialsPage route={route('testimonials', '/media/testimonials')} />, {
      path: '/media/testimonials',
      overrides: {
        GetTestimonial: {
          IsSuccess: true,
          DataColl: [
            { TestimonialId: 2, Name: 'Second', OrderNo: 2, Description: 'Short <em>and</em> sweet.' },
            { TestimonialId: 1, Name: 'First', OrderNo: 1, Description: long, Designation: null },
          ],
        },
      },
    });
    const articles = screen.getAllByRole('article');
    expect(articles.map((a) => a.querySelector('strong')!.textContent)).toEqual(['First', 'Second']);
    expect(screen.getByText('Short and sweet.')).toBeTruthy();
    expect(shownText(articles[0])).not.toContain('THE END');
    fireEvent.click(within(articles[0]).getByRole('button', { name: '...see more' }));
    expect(shownText(articles[0])).toContain('THE END');
    expect(within(articles[1]).queryByRole('button')).toBeNull();
  });

  it("falls back to GetIntroduction's TestimonialList when GetTestimonial has none", () => {
    renderWithSite(<TestimonialsPage route={route('testimonials', '/media/testimonials')} />, {
      path: '/media/testimonials',
      overrides: { GetTestimonial: [] },
    });
    expect(screen.getAllByRole('article').length).toBeGreaterThan(0);
    expect(screen.getByText('Aarati Maharjan')).toBeTruthy();
  });

  it('says so when there are none at all', () => {
    renderWithSite(<TestimonialsPage route={route('testimonials', '/media/testimonials')} />, {
      path: '/media/testimonials',
      overrides: { GetTestimonial: [], GetIntroduction: { IsSuccess: true, TestimonialList: null } },
    });
    expect(screen.getByText('No testimonials available')).toBeTruthy();
  });
});
