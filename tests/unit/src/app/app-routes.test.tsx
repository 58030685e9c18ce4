// The router from config: an unknown path shows Page Not Found; a crash while rendering a route
// shows 'Unexpected Application Error!' and the message; the document title is the school's name.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { AppRoutes } from '@src/app/app-routes';
import { RouterError } from '@src/pages/router-error/router-error';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithSite } from '@test/render';
import { ErrorBoundary } from '@src/components/error-boundary/error-boundary';
import { useDocumentTitle } from '@src/app/use-document-title';

function Boom(): never {
  throw new Error('kaboom');
}

describe('router from config', () => {
  it("shows 'Page Not Found' for an unmatched path", async () => {
    renderWithSite(<AppRoutes config={siteConfig} />, { path: '/this/does/not/exist' });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
  });

  it('renders the configured page for a matched path', async () => {
    renderWithSite(<AppRoutes config={siteConfig} />, {
      path: '/map?frame=' + encodeURIComponent('https://www.google.com/maps/embed?pb=1'),
    });
    const frame = await screen.findByTitle('Map of the school');
    // The map gets its address once the page has loaded and it is near (LazyFrame).
    await waitFor(() => expect(frame.getAttribute('src')).toBe('https://www.google.com/maps/embed?pb=1'));
  });

  it("shows 'Unexpected Application Error!' and the message on a crash", () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithSite(
      <ErrorBoundary fallback={(e) => <RouterError error={e} />}>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('kaboom')).toBeTruthy();
    spy.mockRestore();
  });

  it('shows a status when the error carries one', () => {
    renderWithSite(<RouterError error={{ status: 404, statusText: 'Not Found' }} />);
    expect(screen.getByText('404 Not Found')).toBeTruthy();
  });

  it('titles the document with the company name from the back-end', async () => {
    function Probe() {
      useDocumentTitle('News');
      return null;
    }
    renderWithSite(<Probe />, { overrides: { GetAboutCompany: { Name: 'Test School', IsSuccess: true } } });
    await waitFor(() => expect(document.title).toBe('News | Test School'));
    renderWithSite(<Probe />, { overrides: { GetAboutCompany: { IsSuccess: false, ResponseMSG: 'down' } } });
    await waitFor(() => expect(document.title).toBe('News | School'));
  });
});
