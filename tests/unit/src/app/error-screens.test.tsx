// A crash shows the config's error screen ('Unexpected Application Error!' and the message), both
// in a page (router level) and in the frame around it, never a blank page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithSite } from '@test/render';

const crash = vi.hoisted(() => ({ header: false }));

vi.mock('@src/app/layout/header', () => ({
  Header: () => {
    if (crash.header) throw new Error('header broke');
    return <header>header</header>;
  },
}));

// The about-us page kind throws when rendered; every other kind is the real one.
vi.mock('@src/pages/page-registry', async (importOriginal) => {
  const real = await importOriginal<typeof import('@src/pages/page-registry')>();
  const Thrower = () => {
    throw new Error('page broke');
  };
  return { ...real, pageFor: (kind: string) => (kind === 'about-us' ? Thrower : real.pageFor(kind)) };
});

const { siteConfig } = await import('@src/site-config/config-file');
const { AppRoutes } = await import('@src/app/app-routes');
const { App } = await import('@src/app/app');
const { errorPageFor } = await import('@src/app/error-page');
const { RouterError } = await import('@src/pages/router-error/router-error');

beforeEach(() => {
  // React reports every caught render error on the console; the tests look at the screen.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  crash.header = false;
  vi.restoreAllMocks();
});

describe('error screens', () => {
  it('a page that throws, rendered through AppRoutes, shows the error screen with the message', async () => {
    renderWithSite(<AppRoutes config={siteConfig} />, { path: '/who-we-are/about-us' });
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-page')).toBe(siteConfig.errorPage?.page);
    expect(alert.querySelector('h1')?.textContent).toBe('Unexpected Application Error!');
    expect(alert.querySelector('h1 + p')?.textContent).toBe('page broke');
  });

  it('a crash in the frame (the header) shows the error screen instead of a blank page', async () => {
    crash.header = true;
    renderWithSite(<App config={siteConfig} lang="en" />, { path: '/' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^Unexpected Application Error!header broke/);
  });

  it('the error screen is the one site.config.json names, router-error by default', () => {
    expect(errorPageFor({ errorPage: { page: 'router-error' } })).toBe(RouterError);
    expect(errorPageFor({})).toBe(RouterError);
  });
});
