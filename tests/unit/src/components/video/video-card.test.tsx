import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { VideoCard } from '@src/components/video/video-card';

describe('VideoCard', () => {
  it('shows a thumbnail and a play button, and loads the privacy-enhanced player only on click', () => {
    const { container } = render(<VideoCard url="https://www.youtube.com/watch?v=q3Zt_8RkVnE&t=15s" title="Annual Day" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('img')!.getAttribute('src')).toBe('https://i.ytimg.com/vi/q3Zt_8RkVnE/hqdefault.jpg');
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Annual Day' }));
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/q3Zt_8RkVnE?autoplay=1');
    expect(frame.getAttribute('title')).toBe('Annual Day');
    expect(document.activeElement).toBe(frame);
  });

  it('falls back to the placeholder when the thumbnail fails', () => {
    const { container } = render(<VideoCard url="https://youtu.be/Zk8wE5uJ3oQ" title="Song" />);
    const img = container.querySelector('img')!;
    fireEvent.error(img);
    expect(container.querySelector('img')!.getAttribute('src')).toBe('/placeholder.svg');
  });

  it('never embeds a URL without a valid id', () => {
    for (const url of ['javascript:alert(1)', 'https://www.youtube.com/watch?v="><script>', '']) {
      const { container, unmount } = render(<VideoCard url={url} title="Bad" />);
      expect(screen.queryByRole('button')).toBeNull();
      expect(container.querySelector('iframe')).toBeNull();
      expect(screen.getByText('This video link cannot be played here.')).toBeTruthy();
      unmount();
    }
  });
});
