// The home page is its config: DOM order follows home.sections, enabled:false removes one, and an
// unregistered type is a labelled placeholder in development.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import HomePage from '@src/pages/home/home-page';
import { siteConfig } from '@src/site-config/config-file';
import { renderWithSite } from '@test/render';
import type { Section } from '@src/generated/site-config';

const original = siteConfig.home.sections;
/** The shipped config with other home sections: the page is rendered with it, as a value. */
const withSections = (sections: Section[]) => ({ config: { ...siteConfig, home: { ...siteConfig.home, sections } } });

const order = (c: HTMLElement) => Array.from(c.querySelectorAll('[data-section]')).map((e) => e.getAttribute('data-section'));

describe('home page renderer', () => {
  it('renders enabled sections in config order', () => {
    const { container } = renderWithSite(<HomePage />);
    expect(order(container)).toEqual(original.filter((s) => s.enabled).map((s) => s.type));
  });

  it('follows a reordered config with no code change', () => {
    const swapped = [...original];
    [swapped[1], swapped[3]] = [swapped[3], swapped[1]];
    const { container } = renderWithSite(<HomePage />, withSections(swapped));
    const types = order(container);
    expect(types.indexOf(original[3].type)).toBeLessThan(types.indexOf(original[1].type));
    expect(types).toEqual(swapped.filter((s) => s.enabled).map((s) => s.type));
  });

  it('removes a section whose enabled is false', () => {
    const { container } = renderWithSite(<HomePage />, withSections(original.map((s, i) => (i === 2 ? { ...s, enabled: false } : s))));
    expect(order(container)).not.toContain(original[2].type);
    expect(order(container)).toHaveLength(original.filter((s) => s.enabled).length - 1);
  });

  it('shows a labelled placeholder for a type with no component (development)', () => {
    renderWithSite(<HomePage />, withSections([{ id: 'mystery', type: 'no-such-type', enabled: true } as unknown as Section]));
    expect(screen.getByText('No component is registered for "no-such-type".')).toBeTruthy();
  });
});
