// The frame's components on fixture data and on missing data.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Header } from '@src/app/layout/header';
import { Footer } from '@src/app/layout/footer';
import { SocialSide } from '@src/app/layout/social-side';
import { NavBar } from '@src/app/layout/nav-bar';
import { themeCss } from '@src/app/layout/theme-vars';
import { Dialog } from '@src/components/dialog/dialog';
import { SafeHtml } from '@src/components/safe-html/safe-html';
import { PageHeader } from '@src/components/page-header/page-header';
import { renderWithSite } from '@test/render';
import { loadDictionary } from '@src/i18n/t';
import { crumbLabels } from '@src/lib/crumb-labels';
import { siteConfig } from '@src/site-config/config-file';

describe('header', () => {
  it('shows name, slogan, the first part of the address linking to the map, mailto, tel and hours', () => {
    renderWithSite(<Header />, {
      overrides: {
        GetAboutCompany: { Name: 'Test School', Slogan: 'Learn well', Address: 'Far Road, Town', IsSuccess: true },
        GetContactUs: {
          Address: 'Sanepa-2, Lalitpur',
          ContactNo: '01-5543210',
          EmailId: 'info@test.edu.np',
          OpeningHours: '10-5',
          MapUrl: 'https://www.google.com/maps/embed?pb=1',
          IsSuccess: true,
        },
      },
    });
    expect(screen.getByText('Test School')).toBeTruthy();
    expect(screen.getByText('Learn well')).toBeTruthy();
    const addr = screen.getByRole('link', { name: /Sanepa-2 on the map/ });
    expect(addr.textContent).toBe('Sanepa-2');
    expect(addr.getAttribute('href')).toBe('/map?frame=' + encodeURIComponent('https://www.google.com/maps/embed?pb=1'));
    expect(screen.getByRole('link', { name: 'info@test.edu.np' }).getAttribute('href')).toBe('mailto:info@test.edu.np');
    expect(screen.getByRole('link', { name: '01-5543210' }).getAttribute('href')).toBe('tel:015543210');
    expect(screen.getByText('For Any Enquiry')).toBeTruthy();
    expect(screen.getByText(/10am to 5pm/)).toBeTruthy();
  });

  it("says 'Not Available' for missing hours and falls back to the config title", () => {
    renderWithSite(<Header />, { overrides: { GetAboutCompany: [], GetContactUs: { EmailId: 'a@b.np', IsSuccess: true } } });
    expect(screen.getByText('School')).toBeTruthy();
    expect(screen.getByText(/Not Available/)).toBeTruthy();
  });

  it('shows the hours on their own line without an e-mail, and the address as text without a map', () => {
    renderWithSite(<Header />, {
      overrides: { GetAboutCompany: [], GetContactUs: { Address: 'Sanepa-2, Lalitpur', OpeningHours: '9-4', IsSuccess: true } },
    });
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    const hours = screen.getByText('9am to 4pm');
    expect(hours.closest('li')!.textContent).toBe('Opening Hours9am to 4pm');
    expect(screen.getByText('Sanepa-2').closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /on the map/ })).toBeNull();
  });

  it('links the address to the map only for a map the map page can show', () => {
    renderWithSite(<Header />, {
      overrides: { GetContactUs: { Address: 'Sanepa-2', MapUrl: 'https://evil.example/maps', IsSuccess: true } },
    });
    expect(screen.getByText('Sanepa-2').closest('a')).toBeNull();
  });
});

describe('footer', () => {
  it("shows 'N/A' for missing information and the quick links", () => {
    renderWithSite(<Footer />, {
      overrides: { GetAboutCompany: [], GetContactUs: { IsSuccess: false, ResponseMSG: 'x' }, GetSocialMedia: [] },
    });
    const info = screen.getByRole('region', { name: 'Information' });
    expect(within(info).getAllByText('N/A')).toHaveLength(3);
    const quick = screen.getByRole('region', { name: 'Quick Links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Who We Are', 'Program', 'Academics', 'Media', 'Public Info', 'Services & Facilities']);
    expect(screen.getByText(/All rights reserved/)).toBeTruthy();
  });
});

describe('social side list', () => {
  it('lists only active links with a URL, each opening safely in a new tab', () => {
    renderWithSite(<SocialSide />, {
      overrides: {
        GetSocialMedia: {
          IsSuccess: true,
          DataColl: [
            { Name: 'Facebook', URLPath: 'https://facebook.com/x', IsActive: true },
            { Name: 'Youtube', URLPath: 'https://youtube.com/x', IsActive: false },
            { Name: 'Instagram', URLPath: '', IsActive: true },
            { Name: 'Twitter', URLPath: 'javascript:alert(1)', IsActive: true },
          ],
        },
      },
    });
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0].getAttribute('href')).toBe('https://facebook.com/x');
    expect(links[0].getAttribute('rel')).toBe('noopener noreferrer');
    expect(links[0].getAttribute('aria-label')).toBe('Facebook (opens in a new tab)');
  });
  it('renders nothing when the call failed (bare [] from the catch path)', () => {
    const { container } = renderWithSite(<SocialSide />, { overrides: { GetSocialMedia: [] } });
    expect(container.innerHTML).toBe('');
  });
});

describe('navigation', () => {
  it('hides a gated entry whose menu-config item is inactive, and keeps it when unknown', () => {
    renderWithSite(<NavBar />, {
      overrides: {
        GetAppCMSFeatures: {
          IsSuccess: true,
          DataColl: [
            { Name: 'Program', IsActive: false },
            { Name: 'Contact', IsActive: true },
          ],
        },
      },
    });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Program' })).toBeNull();
    expect(within(nav).getAllByRole('link', { name: 'Contact' }).length).toBeGreaterThan(0);
    expect(within(nav).getByRole('button', { name: 'ERP LOGIN' })).toBeTruthy();
  });
  it('keeps every entry when the menu config failed', () => {
    renderWithSite(<NavBar />, { overrides: { GetAppCMSFeatures: { IsSuccess: false, ResponseMSG: 'boom', DataColl: [] } } });
    expect(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('link', { name: 'Program' }).length,
    ).toBeGreaterThan(0);
  });
  it('opens a dropdown by click and closes it with Escape', () => {
    renderWithSite(<NavBar />);
    const btn = within(screen.getByRole('navigation', { name: 'Main navigation' })).getAllByRole('button', { name: /Who We Are/ })[0];
    fireEvent.click(btn);
    expect(btn.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(btn, { key: 'Escape' });
    expect(btn.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>open it</button>
        <Dialog open={open} onClose={() => setOpen(false)} title="Hello" width={700}>
          <input aria-label="first" />
          <button>last</button>
        </Dialog>
      </>
    );
  }
  // jsdom has no showModal(): the dialog opens as in a browser without it (an open element, focus
  // moved in, nothing keeping Tab inside), so the modal part (top layer, page behind inert) is the
  // browser test's (tests/e2e/dialogs.e2e.mjs). Here: the markup, the name, Escape, focus in and back.
  it('is a native <dialog> named by its title; Escape closes it and focus returns to the opener', () => {
    renderWithSite(<Harness />);
    const opener = screen.getByText('open it');
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Hello' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.hasAttribute('open')).toBe(true);
    expect(dialog.parentElement).toBe(document.body);
    expect(dialog.style.getPropertyValue('--dialog-width')).toBe('700px');
    // The first control, not the close button (which comes last in the markup).
    expect(document.activeElement).toBe(screen.getByLabelText('first'));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
  it('closes when its close event comes (the browser closed it: Escape, the back gesture)', () => {
    renderWithSite(<Harness />);
    fireEvent.click(screen.getByText('open it'));
    act(() => {
      screen.getByRole('dialog').dispatchEvent(new Event('close'));
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
  it('defaults to 400 px and closes with its close button', () => {
    renderWithSite(
      <Dialog open onClose={() => {}} title="T">
        x
      </Dialog>,
    );
    expect(screen.getByRole<HTMLElement>('dialog').style.getPropertyValue('--dialog-width')).toBe('400px');
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});

describe('safe HTML', () => {
  it('removes scripts, handlers and unsafe URLs and makes external links safe', () => {
    const { container } = renderWithSite(
      <SafeHtml
        html={
          '<p onclick="x()">Hi<script>window.__pwned=1</script><img src="x" onerror="window.__pwned=1"><a href="javascript:alert(1)">bad</a><a href="https://ok.example">ok</a><iframe src="https://evil.example"></iframe></p>'
        }
      />,
    );
    const html = container.innerHTML;
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe/);
    const ok = screen.getByText('ok');
    expect(ok.getAttribute('target')).toBe('_blank');
    expect(ok.getAttribute('rel')).toBe('noopener noreferrer');
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('keeps site paths on the site: a link whose path a browser reads as another host loses its href', () => {
    renderWithSite(
      <SafeHtml html={'<p><a href="/\\evil.example">a</a><a href="//evil.example">b</a><a href="/media/news">news</a></p>'} />,
    );
    expect(screen.getByText('a').hasAttribute('href')).toBe(false);
    expect(screen.getByText('b').hasAttribute('href')).toBe(false);
    expect(screen.getByText('news').getAttribute('href')).toBe('/media/news');
  });

  it('gives content images without alt text an empty alt, keeps a given one, and drops images left without a source', () => {
    const { container } = renderWithSite(
      <SafeHtml html={'<p><img src="/a.png"><img src="/b.png" alt="Prize day"><img src="javascript:alert(1)"><img></p>'} />,
    );
    const imgs = [...container.querySelectorAll('img')];
    expect(imgs.map((i) => [i.getAttribute('src'), i.getAttribute('alt')])).toEqual([
      ['/a.png', ''],
      ['/b.png', 'Prize day'],
    ]);
  });
});

describe('inner page header', () => {
  it('is 272 px high with the breadcrumb', () => {
    const { container } = renderWithSite(<PageHeader title="About Us" />, { path: '/who-we-are/about-us' });
    expect((container.querySelector('header') as HTMLElement).style.minHeight).toBe('272px');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual(['Home', 'who we are', 'about us']);
    // /who-we-are is no page: plain text, not a link to Page Not Found.
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/']);
  });

  it('links a step that is a page of its own', () => {
    renderWithSite(<PageHeader title="News" />, { path: '/media/news/12/Sports-Day' });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/media/news']);
    expect(within(crumbs).getByText('12').getAttribute('aria-current')).toBe('page');
  });

  it('in Nepali names each step as the config does (route title, menu label, dropdown label), linking each at its Nepali address', async () => {
    await loadDictionary('ne');
    renderWithSite(<PageHeader title="x" />, { path: '/who-we-are/about-us', lang: 'ne' });
    const crumbs = await screen.findByRole('navigation', { name: 'पेजको मार्ग' }, { timeout: 8000 });
    await waitFor(
      () =>
        expect(
          within(crumbs)
            .getAllByRole('listitem')
            .map((l) => l.textContent),
        ).toEqual(['गृहपृष्ठ', 'हाम्रो परिचय', 'हाम्रो बारेमा']),
      { timeout: 8000 },
    );
    expect(
      within(crumbs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/ne']);
  });

  it('knows a Nepali name for every first path segment of the menu and for routes with a title', () => {
    const labels = crumbLabels(siteConfig);
    for (const r of siteConfig.routes) if (r.title && !r.path.includes(':')) expect(labels.get(r.path)).toBe(r.title);
    expect(labels.get('/who-we-are')).toEqual(
      siteConfig.menu.main.find((e) => e.children?.some((c) => c.to?.startsWith('/who-we-are/')))?.label,
    );
  });
});

describe('theme', () => {
  it('uses the back-end colours, falling back to the config defaults, with contrast text', () => {
    const css = themeCss({ primary: '#ffff00', secondary: '', third: '#000000', fourth: '' }, siteConfig.site);
    expect(css).toContain('--color-primary:#ffff00;--color-on-primary:#000;');
    expect(css).toContain('--color-secondary:#f59e0b;');
    expect(css).toContain('--color-on-third:#fff;');
    // The scroll-in animation's length is the config's, not a number fixed in the stylesheet.
    expect(css).toContain(`--anim-ms:${siteConfig.site.constants.animationMs}ms;`);
  });
});
