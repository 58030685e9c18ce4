// The header's language switch: the page turns Nepali without a reload (same DOM, no navigation),
// sets <html lang>, remembers the choice, and switches back.
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Header } from '../../../src/app/layout/header';
import { NavBar } from '../../../src/app/layout/nav-bar';
import { Footer } from '../../../src/app/layout/footer';
import { PageHost } from '../../../src/app/page-host';
import { siteConfig } from '../../../src/config/site-config';
import { LangProvider } from '../../../src/i18n/lang-provider';
import { setLang } from '../../../src/i18n/t';
import { renderWithSite } from '../../support/render';

const STORAGE_KEY = 'school-site:lang';
const whyUs = siteConfig.routes.find((r) => r.page === 'why-us')!;
// The Nepali dictionary is its own chunk (a dynamic import) and the page is lazy: allow for a slow machine.
const SLOW = { timeout: 8000 };

function renderFrame() {
  return renderWithSite(
    <LangProvider>
      <Header />
      <NavBar />
      <main>
        <PageHost route={whyUs} />
      </main>
      <Footer />
    </LangProvider>,
    { path: whyUs.path },
  );
}

const mainNav = () => document.querySelector('nav[data-sticky]') as HTMLElement;
const texts = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent?.trim());

afterEach(() => {
  cleanup();
  setLang('en');
  document.documentElement.lang = 'en';
  localStorage.clear();
});

describe('language switch', () => {
  it('turns the page Nepali in place, sets html lang and remembers the choice; and back', async () => {
    renderFrame();
    await screen.findByText('Caring teachers', {}, SLOW);
    const nav = mainNav();
    expect(nav.getAttribute('aria-label')).toBe('Main navigation');
    // (Twice: the bar's and the phone drawer's, whose markup is in the page, closed.)
    expect(within(nav).getAllByText('Who We Are')).toHaveLength(2);
    const switchButton = screen.getByTestId('lang-switch');
    expect(switchButton.textContent).toContain('नेपाली');

    await act(async () => fireEvent.click(switchButton));

    // Menu labels (config texts), our strings (dictionary) and the page's config texts.
    await within(nav).findAllByText('हाम्रो परिचय', {}, SLOW);
    expect(mainNav()).toBe(nav); // the same element: no reload, no remount
    expect(nav.getAttribute('aria-label')).toBe('मुख्य मेनु');
    expect(screen.getByText('कुनै पनि जिज्ञासाका लागि')).toBeTruthy();
    expect(texts(document.body, 'h1')).toContain('हामी नै किन?');
    expect(texts(document.body, 'main h2')).toContain('स्नेही शिक्षकहरू');
    expect(texts(document.body, 'footer a')).toContain('गृहपृष्ठ');
    expect(document.documentElement.lang).toBe('ne');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('ne');
    expect(screen.getByTestId('lang-switch').textContent).toContain('English');
    expect(screen.queryByText('Caring teachers')).toBeNull();
    expect(within(nav).queryAllByText('Who We Are')).toEqual([]);

    await act(async () => fireEvent.click(screen.getByTestId('lang-switch')));
    await within(nav).findAllByText('Who We Are', {}, SLOW);
    expect(texts(document.body, 'main h2')).toContain('Caring teachers');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem(STORAGE_KEY)).toBe('en');
  }, 30000);

  it('opens in the remembered language', async () => {
    localStorage.setItem(STORAGE_KEY, 'ne');
    renderFrame();
    await within(mainNav()).findAllByText('हाम्रो परिचय', {}, SLOW);
    expect(document.documentElement.lang).toBe('ne');
  }, 30000);
});
