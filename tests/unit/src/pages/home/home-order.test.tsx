// Staff reorder, remove and re-add home sections in site.config.json alone: the page follows it.
import { setWidth } from '@test/dom-stubs';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Section } from '@src/generated/site-config';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithSite } from '@test/render';

vi.mock('@src/forms/form-view', () => ({ FormView: () => <form aria-label="feedback form" /> }));

// Load every section module up front: React's lazy() then resolves at once. (Under jsdom, a first
// render that waits on many slow module loads at the same time can miss its retry; browsers don't.)
import.meta.glob('@src/sections/*/*-section.tsx', { eager: true });

const { default: HomePage } = await import('@src/pages/home/home-page');
const original = siteConfig.home.sections;

const order = () =>
  [...document.querySelectorAll('main [data-section], body > div [data-section]')].map((e) => e.getAttribute('data-section'));

/** The home page of the shipped config, or of one with these sections (passed as a value). */
async function renderHome(sections?: Section[]) {
  const view = renderWithSite(<HomePage />, sections ? { config: { ...siteConfig, home: { ...siteConfig.home, sections } } } : {});
  // Every section has loaded (no Suspense placeholders left).
  await waitFor(
    () =>
      expect(
        [...document.querySelectorAll('[data-section] > [aria-hidden="true"]:only-child')].map((e) =>
          e.parentElement!.getAttribute('data-section'),
        ),
      ).toEqual([]),
    { timeout: 20_000 },
  );
  return view;
}

beforeEach(() => {
  setWidth(1366);
  sessionStorage.setItem('school-site:banner-popup-dismissed', '1');
});

describe('home page from config', () => {
  it('renders every enabled section of site.config.json in its order', { timeout: 40_000 }, async () => {
    await renderHome();
    expect(order()).toEqual(original.filter((s) => s.enabled).map((s) => s.type));
    expect(screen.getByRole('heading', { level: 2, name: 'About Us' })).toBeTruthy();
  });

  it('follows a reordered config, and enabled:false removes a section', async () => {
    const byType = (t: string) => original.find((s) => s.type === t)!;
    await renderHome([
      byType('vision'),
      { ...byType('about-teaser'), enabled: false },
      byType('recent-updates'),
      byType('slider'),
      byType('team'),
    ]);
    expect(order()).toEqual(['vision', 'recent-updates', 'slider', 'team']);
    expect(screen.queryByRole('heading', { level: 2, name: 'About Us' })).toBeNull();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings.indexOf('Our Vision')).toBeLessThan(headings.indexOf('Recent Updates'));
    expect(headings.indexOf('Recent Updates')).toBeLessThan(headings.indexOf('Our Team'));
  });

  it('can show the same section type twice under different ids', async () => {
    const about = original.find((s) => s.type === 'about-teaser')!;
    await renderHome([about, { ...about, id: 'about-again', props: { heading: 'About Us Again' } }]);
    expect(order()).toEqual(['about-teaser', 'about-teaser']);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['About Us', 'About Us Again']);
  });

  it('draws only the first screen up front: every later section waits until it nears the screen', async () => {
    const byType = (t: string) => original.find((s) => s.type === t)!;
    // A disabled section takes no place on the first screen.
    const sections = [
      byType('slider'),
      { ...byType('notice-bar'), enabled: false },
      byType('about-teaser'),
      byType('vision'),
      byType('team'),
      byType('services'),
      byType('achievements'),
    ];
    await renderHome(sections);
    const later = [...document.querySelectorAll<HTMLElement>('[data-section]')].map((e) => [
      e.dataset.section,
      e.hasAttribute('data-later'),
    ]);
    const first = siteConfig.home.firstScreenSections ?? 4;
    const enabled = sections.filter((s) => s.enabled).map((s) => s.type);
    expect(later).toEqual(enabled.map((t, i) => [t, i >= first]));
    expect(later.some(([, l]) => l)).toBe(true);
  });
});
