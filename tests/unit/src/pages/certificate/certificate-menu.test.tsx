// The certificate page's Download menu, by keyboard (WAI-ARIA menu button).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import CertificatePage from '@src/pages/certificate/certificate-page';
import { renderPage } from '@test/render-site-page';

function setup() {
  const user = userEvent.setup();
  renderPage('certificate', CertificatePage, '/certificate');
  const button = screen.getByRole('button', { name: 'Download' });
  return { user, button };
}

describe('certificate page', () => {
  it("has the heading 'Transfer Certificates' and a closed menu button", () => {
    const { button } = setup();
    expect(screen.getByRole('heading', { level: 2, name: 'Transfer Certificates' })).toBeTruthy();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with Enter on the first item; arrows move and wrap; Home/End jump', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['PDF', 'PNG', 'JPG']);
    await waitFor(() => expect(document.activeElement).toBe(items[0]));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(items[1]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(items[2]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(items[0]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(items[2]);
  });

  it('ArrowUp on the button opens on the last item', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowUp}');
    await waitFor(() => expect(document.activeElement?.textContent).toBe('JPG'));
  });

  it('Escape closes and returns focus to the button, with no message', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('choosing an item with Enter closes the menu and politely says the certificate comes later', async () => {
    const { user, button } = setup();
    button.focus();
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('Your certificate as PNG will be available here after the school issues it.');
  });

  it('Space chooses too, and a click outside closes the menu', async () => {
    const { user, button } = setup();
    await user.click(button);
    expect(screen.getByRole('menu')).toBeTruthy();
    await user.click(screen.getByRole('heading', { name: 'Transfer Certificates' }));
    expect(screen.queryByRole('menu')).toBeNull();
    button.focus();
    await user.keyboard('{Enter}{End}[Space]');
    expect(screen.getByRole('status').textContent).toMatch(/as JPG/);
  });

  it('links to the transfer certificate request form', () => {
    setup();
    expect(screen.getByRole('link', { name: 'Request a transfer certificate' }).getAttribute('href')).toBe(
      '/requests-inquiries/transfer-certificate',
    );
  });
});
