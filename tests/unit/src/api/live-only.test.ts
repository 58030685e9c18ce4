// @vitest-environment node
// site.liveOnly adds operations to those kept live only; it never takes birthdays out of them
// (a config that lists other operations, or none, still keeps pupils' birthdays out of every
// built page and the browser's stored data).
import { describe, expect, it } from 'vitest';
import { liveOnlyOf } from '@src/api/endpoint';
import { isLiveOnly, isLiveOnlyKey } from '@src/api/live-only';
import { ops } from '@src/api/operations';
import { siteConfig } from '@src/site-config/config-file';

const withLiveOnly = (liveOnly: string[] | undefined) => liveOnlyOf({ site: { ...siteConfig.site, liveOnly } });

describe('live-only operations', () => {
  it('are the birthdays and what site.liveOnly adds', () => {
    const list = withLiveOnly(['GetTestimonial']);
    expect(isLiveOnly(ops.testimonials, list)).toBe(true);
    expect(isLiveOnly(ops.birthdays, list)).toBe(true);
    expect(isLiveOnlyKey(ops.birthdays.key, list)).toBe(true);
    expect(isLiveOnly(ops.notices, list)).toBe(false);
    // (The built config's, by default: the shipped one lists the birthdays only.)
    expect([isLiveOnly(ops.birthdays), isLiveOnly(ops.testimonials)]).toEqual([true, false]);
  });

  it('keep the birthdays live only when site.liveOnly is empty or left out', () => {
    for (const liveOnly of [[], undefined]) {
      const list = withLiveOnly(liveOnly);
      expect(isLiveOnly(ops.birthdays, list), JSON.stringify(liveOnly)).toBe(true);
      expect(isLiveOnly(ops.testimonials, list)).toBe(false);
    }
  });
});
