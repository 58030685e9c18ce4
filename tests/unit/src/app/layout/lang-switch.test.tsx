// The header's language switch is a link to the same page in the other language (its address
// there, src/lib/lang-path.ts), marked so that following it keeps that language as the visitor's
// choice (#lang=…, src/i18n/lang-choice.js); the page a language's address shows speaks it, and its
// links stay in it.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Header } from '@src/app/layout/header';
import { LangSwitch } from '@src/app/layout/lang-switch';
import { NavBar } from '@src/app/layout/nav-bar';
import { Footer } from '@src/app/layout/footer';
import { PageHost } from '@src/app/page-host';
import { siteConfig } from '@src/site-config/config-file';
import type { SiteConfig } from '@src/generated/site-config';
import { loadDictionary } from '@src/i18n/t';
import { renderWithSite } from '@test/render';

const whyUs = siteConfig.routes.find((r) => r.page === 'why-us')!;
// The Nepali dictionary is its own chunk (a dynamic import) and the page is lazy: allow for a slow machine.
const SLOW = { timeout: 8000 };

async function renderFrame(lang: 'en' | 'ne', config: SiteConfig = siteConfig, path = `${whyUs.path}?utm_source=x`) {
  await loadDictionary(lang);
  return renderWithSite(
    <>
      <Header />
      <NavBar />
      <main>
        <PageHost route={whyUs} />
      </main>
      <Footer />
    </>,
    { path, lang, config },
  );
}

const mainNav = () => document.querySelector('nav[data-sticky]') as HTMLElement;
const texts = (root: HTMLElement, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent?.trim());
const hrefs = (root: HTMLElement) => [...root.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href')!);

afterEach(() => {
  cleanup();
});

describe('language switch', () => {
  it('on an English page: a link to this page in Nepali, its query kept, marked as the choice', async () => {
    await renderFrame('en');
    await screen.findByText('Caring teachers', {}, SLOW);
    const link = screen.getByTestId('lang-switch');
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe(`/ne${whyUs.path}?utm_source=x#lang=ne`);
    expect(link.getAttribute('hreflang')).toBe('ne');
    expect(link.textContent).toContain('नेपाली');
    // (Twice: the bar's and the phone drawer's, whose markup is in the page, closed.)
    expect(within(mainNav()).getAllByText('Who We Are')).toHaveLength(2);
    // Links of the English page stay English: no prefix.
    expect(hrefs(document.body).filter((h) => h.startsWith('/ne') && h !== link.getAttribute('href'))).toEqual([]);
  }, 30000);

  it('on a Nepali page (/ne/…): the page in Nepali, its links under /ne, and a link back to English', async () => {
    await renderFrame('ne');
    const nav = mainNav();
    await within(nav).findAllByText('हाम्रो परिचय', {}, SLOW);
    expect(nav.getAttribute('aria-label')).toBe('मुख्य मेनु');
    expect(screen.getByText('कुनै पनि जिज्ञासाका लागि')).toBeTruthy();
    expect(texts(document.body, 'h1')).toContain('हामी नै किन?');
    expect(await screen.findByText('स्नेही शिक्षकहरू', {}, SLOW)).toBeTruthy();
    expect(texts(document.body, 'footer a')).toContain('गृहपृष्ठ');
    expect(screen.queryByText('Caring teachers')).toBeNull();
    const link = screen.getByTestId('lang-switch');
    expect(link.getAttribute('href')).toBe(`${whyUs.path}?utm_source=x#lang=en`);
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(link.textContent).toContain('English');
    // Every link to a page of the site (the menu's, built from the config's paths; the logo's;
    // the footer's) is at its Nepali address.
    const own = hrefs(document.body).filter((h) => h !== link.getAttribute('href'));
    expect(own.length).toBeGreaterThan(10);
    expect(own.filter((h) => h !== '/ne' && !h.startsWith('/ne/'))).toEqual([]);
    expect(own).toContain('/ne');
    expect(own).toContain('/ne/who-we-are/about-us');
  }, 30000);

  it('where Nepali is the default language (site.defaultLanguage), English is the one under a prefix', async () => {
    const config = { ...siteConfig, site: { ...siteConfig.site, defaultLanguage: 'ne' as const } };
    await renderFrame('ne', config, whyUs.path);
    await within(mainNav()).findAllByText('हाम्रो परिचय', {}, SLOW);
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe(`/en${whyUs.path}#lang=en`);
    expect(hrefs(document.body)).toContain('/who-we-are/about-us');
    cleanup();
    await renderFrame('en', config, whyUs.path);
    await screen.findByText('Caring teachers', {}, SLOW);
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe(`${whyUs.path}#lang=ne`);
    expect(hrefs(document.body)).toContain('/en/who-we-are/about-us');
  }, 30000);

  it("on an address whose path starts with '//' (https://school//evil.example/): a link on this site, not to that host", async () => {
    await loadDictionary('en');
    renderWithSite(<LangSwitch />, { path: '//evil.example/' });
    expect(screen.getByTestId('lang-switch').getAttribute('href')).toBe('/ne/evil.example/#lang=ne');
    cleanup();
    const config = { ...siteConfig, site: { ...siteConfig.site, defaultLanguage: 'ne' as const } };
    renderWithSite(<LangSwitch />, { path: '//evil.example/', lang: 'ne', config });
    const href = screen.getByTestId('lang-switch').getAttribute('href')!;
    expect(href).toBe('/en/evil.example/#lang=en');
    expect(new URL(href, 'https://school.example//evil.example/').origin).toBe('https://school.example');
  });
});
