// @vitest-environment node
// An island's page names its config entry by its place (data-props), and the browser reads the
// entry back from the config it was built with (src/islands/hydrate.tsx): for every route of the
// route table (a list's numbered pages too) and every home section, what is read back is the entry
// the page was rendered with, so the island hydrates over the same markup.
import { describe, expect, it } from 'vitest';
import { siteConfig, withListPages } from '@src/entry-server';
import { pageIsland } from '@src/app/page-island';
import { sectionIsland } from '@src/sections/section-host';
import { readProps, writtenProps } from '@src/island-kit/island-kind';
import { islandProps } from '@src/islands/island-kinds';

describe("an island's reference to its config entry", () => {
  it('names a route by its path and reads the same route back, a numbered list page too', () => {
    const routes = withListPages(siteConfig.routes).filter((r) => r.path !== '*');
    expect(routes.some((r) => r.path.endsWith('/page/:page'))).toBe(true);
    for (const route of routes) {
      const written = writtenProps(pageIsland, { route }, siteConfig);
      expect(written).toEqual({ route: route.path });
      expect(readProps(pageIsland, JSON.parse(JSON.stringify(written)) as typeof written, siteConfig)).toEqual({ route });
    }
  });

  it('names a section by its index in home.sections, keeps firstScreen, and reads the same entry back', () => {
    siteConfig.home.sections.forEach((section, at) => {
      for (const firstScreen of [true, false]) {
        const written = writtenProps(sectionIsland, { section, firstScreen }, siteConfig);
        expect(written).toEqual({ section: at, firstScreen });
        const read = islandProps('section', JSON.parse(JSON.stringify(written)) as typeof written, siteConfig);
        expect(read?.section).toBe(section);
        expect(read?.firstScreen).toBe(firstScreen);
      }
    });
  });

  it('reads nothing from a place the config does not hold, and refuses to write a section it lacks', () => {
    expect(islandProps('section', { section: siteConfig.home.sections.length, firstScreen: true }, siteConfig)).toBeNull();
    expect(islandProps('section', { section: { id: 'x', type: 'slider' } }, siteConfig)).toBeNull();
    expect(islandProps('page', { route: '/no-such-page' }, siteConfig)).toBeNull();
    const stranger = { ...siteConfig.home.sections[0], id: 'not-in-the-config' };
    expect(() => writtenProps(sectionIsland, { section: stranger, firstScreen: true }, siteConfig)).toThrow(/not one of home.sections/);
  });
});
