// The share links (src/components/share-links/share-links.tsx): Viber, WhatsApp and Facebook
// links carrying the item's absolute address (in the page's language) and title, encoded; the
// share-sheet button only where the browser has navigator.share; nothing without the site's
// address. And on a prerendered page, the plain script that shows the button and answers its tap
// (share-button.ts, started with the first answers after load), which passes over one inside the
// back-end's rich text.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ShareLinks } from '@src/components/share-links/share-links';
import { siteConfig } from '@src/site-config/config-file';
import { loadDictionary } from '@src/i18n/t';
import { startFirstAnswers } from '@src/islands/first-answers';
import { renderWithSite, siteTree } from '@test/render';

const SITE = 'https://school.example';
const config = { ...siteConfig, site: { ...siteConfig.site, siteUrl: SITE + '/' } };
const PATH = '/media/notice/207/Exam%20routine%20%26%20%233';
const TITLE = 'Exam routine & #3';
const URL_EN = SITE + PATH;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const hrefOf = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href')!;

describe('ShareLinks', () => {
  it('links to Viber, WhatsApp and Facebook with the item’s absolute address and title, encoded', () => {
    renderWithSite(<ShareLinks path={PATH} title={TITLE} />, { config });
    const viber = hrefOf(/Viber/);
    expect(viber.startsWith('viber://forward?text=')).toBe(true);
    expect(new URLSearchParams(viber.split('?')[1]).get('text')).toBe(`${TITLE} ${URL_EN}`);
    const wa = new URL(hrefOf(/WhatsApp/));
    expect(wa.origin + wa.pathname).toBe('https://wa.me/');
    expect(wa.searchParams.get('text')).toBe(`${TITLE} ${URL_EN}`);
    const fb = new URL(hrefOf(/Facebook/));
    expect(fb.origin + fb.pathname).toBe('https://www.facebook.com/sharer/sharer.php');
    expect(fb.searchParams.get('u')).toBe(URL_EN);
    // Each names where it goes; the group is named too.
    expect(screen.getByRole('group', { name: 'Share' })).toBeTruthy();
  });

  it('carries the Nepali page’s address on a Nepali page', async () => {
    await loadDictionary('ne');
    renderWithSite(<ShareLinks path={PATH} title={TITLE} />, { config, lang: 'ne', path: PATH });
    expect(new URL(hrefOf(/फेसबुक/)).searchParams.get('u')).toBe(`${SITE}/ne${PATH}`);
  });

  it('shows the share-sheet button only where the browser has one, and it opens it with the title and address', () => {
    renderWithSite(<ShareLinks path={PATH} title={TITLE} />, { config });
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    renderWithSite(<ShareLinks path={PATH} title={TITLE} />, { config });
    screen.getByRole('button', { name: 'Share…' }).click();
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_EN });
  });

  it('renders nothing without the site’s address', () => {
    const { container } = renderWithSite(<ShareLinks path={PATH} title={TITLE} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('the share button on a prerendered page', () => {
  const page = () => {
    document.body.innerHTML = `<div id="root">${renderToString(siteTree(<ShareLinks path={PATH} title={TITLE} />, { config }))}<div data-sanitized><button data-share="evil" value="https://evil.example" hidden>x</button></div></div>`;
    return document.getElementById('root')!;
  };

  it('stays hidden where the browser has no share sheet', () => {
    const root = page();
    startFirstAnswers(root);
    expect(root.querySelector<HTMLButtonElement>('button[data-share]')!.hidden).toBe(true);
  });

  it('is shown where it has one, and a tap opens it with the item’s title and address; one in rich text is passed over', () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    const root = page();
    startFirstAnswers(root);
    const [own, evil] = root.querySelectorAll<HTMLButtonElement>('button[data-share]');
    expect(own.hidden).toBe(false);
    expect(evil.hidden).toBe(true);
    own.click();
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_EN });
    evil.click();
    expect(share).toHaveBeenCalledTimes(1);
  });
});
