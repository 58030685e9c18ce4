// A picture drawn from live-only data (site.liveOnly: the birthdays by default, or any operation a
// school adds) is asked for without a referrer, which the service worker reads as "never keep"
// (src/sw/sw-route.js); pictures of public data are asked for as usual, so the worker keeps them.
import { setWidth } from '@test/dom-stubs';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { siteConfig } from '@src/site-config/config-file';
import BirthdaysSection from '@src/sections/birthdays/birthdays-section';
import CommitteeSection from '@src/sections/committee/committee-section';
import { renderSection } from '@test/render-section';

beforeEach(() => setWidth(1366));

/** The pictures of a part with a file of the back-end (not the placeholder of a missing one). */
const photosOf = (name: string) =>
  within(screen.getByRole('group', { name }))
    .getAllByRole('img')
    .filter((img) => /Attachments/.test(img.getAttribute('src') ?? ''));
const committee = (config = siteConfig) => {
  renderSection(CommitteeSection, 'committee', { config });
  return screen.getAllByRole('group')[0].getAttribute('aria-label') ?? '';
};

describe('pictures of live-only data', () => {
  it("the birthdays' photos come only when asked for, each without a referrer", () => {
    renderSection(BirthdaysSection, 'birthdays');
    // People's own photos, which only the ERP's upload can show (never copied): their initials until the visitor asks.
    expect(screen.getByRole('group', { name: 'Birthday Celebration' }).querySelectorAll('img')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show their photos' }));
    expect(screen.queryByRole('button', { name: 'Show their photos' })).toBeNull();
    const photos = photosOf('Birthday Celebration');
    expect(photos.length).toBeGreaterThanOrEqual(4);
    for (const img of photos) expect(img.getAttribute('referrerpolicy'), img.getAttribute('alt') ?? '').toBe('no-referrer');
  });

  it("public pictures are not (the committee's photos)", () => {
    const photos = photosOf(committee());
    expect(photos.length).toBeGreaterThan(0);
    for (const img of photos) expect(img.getAttribute('referrerpolicy')).toBeNull();
  });

  it('so are the pictures of an operation the school adds to site.liveOnly', () => {
    const photos = photosOf(committee({ ...siteConfig, site: { ...siteConfig.site, liveOnly: ['GetIntroduction'] } }));
    expect(photos.length).toBeGreaterThan(0);
    for (const img of photos) expect(img.getAttribute('referrerpolicy'), img.getAttribute('alt') ?? '').toBe('no-referrer');
  });
});
