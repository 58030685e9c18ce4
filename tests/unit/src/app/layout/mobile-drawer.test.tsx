// The phone drawer follows a resize while open: widening the window to the desktop layout closes
// it (its toggle is hidden there, so it could not be closed; and while a modal <dialog> is open the
// page does not scroll: global.css).
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { MobileDrawer } from '@src/app/layout/mobile-drawer';
import { renderWithSite } from '@test/render';

// A matchMedia whose width queries follow `width` and tell their listeners when it changes.
let width = 375;
const listeners = new Set<() => void>();
window.matchMedia = ((query: string) => {
  const max = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
  return {
    get matches() {
      return width <= max;
    },
    media: query,
    addEventListener: (_: string, cb: () => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: () => void) => listeners.delete(cb),
  };
}) as unknown as typeof window.matchMedia;

function resize(px: number) {
  width = px;
  act(() => listeners.forEach((cb) => cb()));
}

const menu = [
  { label: 'Home', to: '/' },
  { label: 'Contact', to: '/contact/contact-us' },
];

describe('phone drawer', () => {
  it('closes when the window widens to 768 px or more', () => {
    width = 375;
    renderWithSite(<MobileDrawer menu={menu} />);
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(screen.getByTestId('drawer').hasAttribute('open')).toBe(true);

    resize(600); // still a phone: stays open
    expect(screen.getByTestId('drawer').hasAttribute('open')).toBe(true);

    resize(768);
    // (Its markup stays in the page, closed: a tap opens it before the island wakes.)
    expect(screen.getByTestId('drawer').hasAttribute('open')).toBe(false);
    expect(screen.getByTestId('menu-toggle').getAttribute('aria-expanded')).toBe('false');
  });
});
