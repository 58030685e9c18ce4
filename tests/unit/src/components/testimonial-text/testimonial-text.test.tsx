import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { TestimonialText } from '@src/components/testimonial-text/testimonial-text';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithConfig } from '@test/render';
import { shownText } from '@test/shown-text';

const constants = siteConfig.site.constants;

const long = '<p>' + 'word '.repeat(80).trim() + ' <strong>END</strong></p>'; // ~405 characters of text

describe('TestimonialText', () => {
  it('shows HTML as plain text', () => {
    renderWithConfig(<TestimonialText html={'<p>Thank you, <strong>HVM</strong> &amp; teachers!</p><script>alert(1)</script>'} />);
    expect(screen.getByText('Thank you, HVM & teachers!')).toBeTruthy();
    expect(document.querySelector('strong, script')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it(`cuts text over ${constants.testimonialLimit} characters to ${constants.testimonialCut} plus '...' and toggles`, () => {
    renderWithConfig(<TestimonialText html={long} />);
    const p = document.querySelector('p')!;
    expect(shownText(p).endsWith('...')).toBe(true);
    expect(shownText(p).length).toBeLessThanOrEqual(constants.testimonialCut + 3);
    expect(shownText(p)).not.toContain('END');
    const toggle = screen.getByRole('button', { name: '...see more' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(shownText(p)).toContain('END');
    const less = screen.getByRole('button', { name: '....show less' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(shownText(p)).not.toContain('END');
  });

  it('keeps text of exactly the limit whole, without a toggle', () => {
    const text = 'x'.repeat(constants.testimonialLimit);
    renderWithConfig(<TestimonialText html={text} />);
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses again when resetKey changes', () => {
    const { rerender } = renderWithConfig(<TestimonialText html={long} resetKey={0} />);
    fireEvent.click(screen.getByRole('button', { name: '...see more' }));
    expect(screen.getByRole('button', { name: '....show less' })).toBeTruthy();
    rerender(<TestimonialText html={long} resetKey={1} />);
    expect(screen.getByRole('button', { name: '...see more' })).toBeTruthy();
    expect(shownText(document.querySelector('p')!)).not.toContain('END');
  });

  it('renders nothing for empty or null HTML', () => {
    const { container } = renderWithConfig(<TestimonialText html={null as unknown as string} />);
    expect(container.innerHTML).toBe('');
  });
});
