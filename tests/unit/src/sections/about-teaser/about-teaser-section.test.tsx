import { matchingQueries, setWidth } from '@test/dom-stubs';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import AboutTeaserSection, { aboutTeaserText } from '@src/sections/about-teaser/about-teaser-section';
import { htmlToText } from '@src/lib/truncate';
import { rawFixture } from '@test/fixtures';
import { renderSection } from '@test/render-section';

const content = (rawFixture('GetAboutCompany') as { Content: string }).Content;
const text = () => document.querySelector('[data-about-text]')!.textContent;

beforeEach(() => setWidth(1366));
afterEach(() => matchingQueries.clear());

describe('about teaser', () => {
  it('cuts the content to 1000 characters on desktop, then "..."', () => {
    renderSection(AboutTeaserSection, 'about-teaser');
    const plain = htmlToText(content);
    expect(plain.length).toBeGreaterThan(1000);
    expect(text()).toBe(plain.slice(0, 1000).trimEnd() + '...');
    // SPEC's words on screen; read alone (a screen reader's list of links, a search engine), the
    // link says where it leads.
    const more = screen.getByRole('link', { name: 'See More about our school' });
    expect(more.getAttribute('href')).toBe('/who-we-are/about-us');
    const shown = [...more.childNodes].filter((n) => !(n instanceof Element && n.classList.contains('sr-only')));
    expect(
      shown
        .map((n) => n.textContent)
        .join('')
        .trim(),
    ).toBe('See More');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('About Us');
  });

  it('cuts to 600 characters on phones', () => {
    matchingQueries.add('(max-width: 767.98px)');
    renderSection(AboutTeaserSection, 'about-teaser');
    expect(text()).toBe(htmlToText(content).slice(0, 600).trimEnd() + '...');
  });

  it('never cuts inside a tag and keeps short text whole', () => {
    expect(aboutTeaserText('<p>Hello <a href="/x">world</a></p>', 8)).toBe('Hello wo...');
    expect(aboutTeaserText('<p>Short</p>', 100)).toBe('Short');
    expect(aboutTeaserText('', 100)).toBe('');
  });

  it("shows 'N/A' without content", () => {
    renderSection(AboutTeaserSection, 'about-teaser', { overrides: { GetAboutCompany: { Name: 'X' }, GetWhoWeAre: {} } });
    expect(text()).toBe('N/A');
  });

  it('renders nothing when there is no school data at all (failed or empty calls)', () => {
    const { container } = renderSection(AboutTeaserSection, 'about-teaser', { overrides: { GetAboutCompany: {}, GetWhoWeAre: {} } });
    expect(container.innerHTML).toBe('');
  });
});
