import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LeaderMessage as Message } from '@src/api/guards/introduction';
import { LeaderMessage } from '@src/components/leader-message/leader-message';
import { siteConfig } from '@src/site-config/config-file';
import { htmlToText } from '@src/lib/truncate';
import { renderWithConfig } from '@test/render';

const constants = siteConfig.site.constants;

afterEach(() => {
  vi.unstubAllGlobals();
});

function setMobile(mobile: boolean) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: mobile && media.includes('max-width'),
    media,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

// Paragraphs of known length; words so that the cut falls inside a paragraph, and a link whose
// tag must never be cut in half.
const para = (n: number) => `<p>${'Lorem ipsum dolor sit amet. '.repeat(n)}</p>`;
const long = `${para(20)}<p>Visit <a href="https://example.org/a-very-long-path">our site</a> and read on.</p>${para(20)}`;

const message = (description: string): Message => ({
  id: 1,
  name: 'Ramesh Prasad Shrestha',
  designation: 'Chairman',
  title: 'Message from the Chairman',
  description,
  image: '',
  qualification: 'M.A.',
  order: 1,
  social: [
    { name: 'Facebook', url: 'https://www.facebook.com/ramesh', active: false },
    { name: 'Linkedin', url: 'javascript:alert(1)', active: false },
  ],
});

const cut = constants.messageCut;

describe('LeaderMessage', () => {
  it('uses the SPEC limits (900 desktop, 650 mobile)', () => {
    expect(cut).toEqual({ desktop: 900, mobile: 650 });
  });

  it.each([
    ['desktop', false, cut.desktop],
    ['mobile', true, cut.mobile],
  ])('on %s starts with the first N characters of the text and an ellipsis', (_, mobile, limit) => {
    setMobile(mobile);
    const { container } = renderWithConfig(<LeaderMessage message={message(long)} collapsed={cut} />);
    const full = htmlToText(long);
    expect(full.length).toBeGreaterThan(cut.desktop);
    const shown = container.querySelector('p[class*="plain"]')!.textContent;
    expect(shown).toBe(full.slice(0, limit).trimEnd() + '...');
    // Plain text while collapsed: no markup from the message shown, so no half tag either. (The
    // full text is in the page, hidden, for 'see More' to show before the island wakes.)
    expect(container.querySelector('a[href*="example.org"]')!.closest('[hidden]')).not.toBeNull();
    expect(shown).not.toMatch(/[<>]/);
    expect(screen.getByRole('button', { name: 'see More' }).getAttribute('aria-expanded')).toBe('false');
  });

  it("'see More' shows the whole sanitized text and offers no collapse afterwards", () => {
    setMobile(false);
    const { container } = renderWithConfig(<LeaderMessage message={message(long + '<script>window.bad = 1</script>')} collapsed={cut} />);
    fireEvent.click(screen.getByRole('button', { name: 'see More' }));
    expect(screen.queryByRole('button', { name: /see more|show less|collapse/i })).toBeNull();
    expect(container.querySelector('a[href="https://example.org/a-very-long-path"]')).not.toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain(htmlToText(long).slice(-40));
    // Focus moves to the text so keyboard users keep their place.
    expect(document.activeElement?.textContent).toContain('our site');
  });

  it('between the two limits: cut on mobile, whole on desktop', () => {
    const mid = para(28); // ~780 characters
    const len = htmlToText(mid).length;
    expect(len).toBeGreaterThan(cut.mobile);
    expect(len).toBeLessThanOrEqual(cut.desktop);
    setMobile(false);
    const desktop = renderWithConfig(<LeaderMessage message={message(mid)} collapsed={cut} />);
    expect(screen.queryByRole('button', { name: 'see More' })).toBeNull();
    desktop.unmount();
    setMobile(true);
    renderWithConfig(<LeaderMessage message={message(mid)} collapsed={cut} />);
    expect(screen.getByRole('button', { name: 'see More' })).toBeTruthy();
  });

  it('without `collapsed` shows the full text at once', () => {
    setMobile(true);
    const { container } = renderWithConfig(<LeaderMessage message={message(long)} />);
    expect(screen.queryByRole('button', { name: 'see More' })).toBeNull();
    expect(container.querySelector('a[href*="example.org"]')).not.toBeNull();
  });

  it('shows name, designation, qualification, the title and only http(s) social links (IsActive ignored)', () => {
    renderWithConfig(<LeaderMessage message={message('<p>Hello</p>')} collapsed={cut} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ramesh Prasad Shrestha' })).toBeTruthy();
    expect(screen.getByText('Chairman')).toBeTruthy();
    expect(screen.getByText('M.A.')).toBeTruthy();
    expect(screen.getByText('Message from the Chairman')).toBeTruthy();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://www.facebook.com/ramesh']);
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: 'Ramesh Prasad Shrestha' })).toBeTruthy();
  });

  it("shows 'N/A' for a message without text", () => {
    renderWithConfig(<LeaderMessage message={message('<p> </p>')} collapsed={cut} />);
    expect(screen.getByText('N/A')).toBeTruthy();
  });
});
