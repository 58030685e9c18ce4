// @vitest-environment node
// site.liveOnly adds operations to those kept live only; it never takes birthdays out of them
// (a config that lists other operations, or none, still keeps pupils' birthdays out of every
// built page and the browser's stored data).
import { afterAll, describe, expect, it } from 'vitest';
import { configureApi } from '@src/api/endpoint';
import { isLiveOnly, isLiveOnlyKey } from '@src/api/live-only';
import { ops } from '@src/api/operations';
import { siteConfig } from '@src/site-config/config-file';

const withLiveOnly = (liveOnly: string[] | undefined) => configureApi({ site: { ...siteConfig.site, liveOnly } });

describe('live-only operations', () => {
  afterAll(() => configureApi(siteConfig));

  it('are the birthdays and what site.liveOnly adds', () => {
    withLiveOnly(['GetTestimonial']);
    expect(isLiveOnly(ops.testimonials)).toBe(true);
    expect(isLiveOnly(ops.birthdays)).toBe(true);
    expect(isLiveOnlyKey(ops.birthdays.key)).toBe(true);
    expect(isLiveOnly(ops.notices)).toBe(false);
  });

  it('keep the birthdays live only when site.liveOnly is empty or left out', () => {
    for (const liveOnly of [[], undefined]) {
      withLiveOnly(liveOnly);
      expect(isLiveOnly(ops.birthdays), JSON.stringify(liveOnly)).toBe(true);
      expect(isLiveOnly(ops.testimonials)).toBe(false);
    }
  });
});
