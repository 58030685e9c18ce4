// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Achievement } from '@src/api/guards/achievements';
import { guardAchievements } from '@src/api/guards/achievements';
import { achievementDate } from '@src/pages/achievements/achievement-lookup';
import { findAchievement } from '@src/api/achievement-match';
import { href } from '@test/site-href';

const achievementPath = (headline: string) => href('achievement-detail', { slug: headline });

const make = (headline: string, extra: Partial<Achievement> = {}): Achievement => ({
  id: null,
  headline,
  description: '',
  photo: '',
  category: '',
  tags: [],
  dateMs: null,
  dateBs: '',
  ...extra,
});

const list = [
  make('Gold medal at the National Science Olympiad 2083'),
  make('100% results in SEE 2082 for the 12th year running'),
  make('विज्ञान प्रदर्शनीमा प्रथम'),
  make('Art & Craft: First Prize'),
];

describe("href('achievement-detail')", () => {
  it('encodes the headline as one path segment', () => {
    expect(achievementPath('100% results / SEE')).toBe('/achievements/100%25%20results%20%2F%20SEE');
  });
});

describe('findAchievement', () => {
  it('finds by the exact headline (the router gives the decoded segment)', () => {
    expect(findAchievement(list, 'Gold medal at the National Science Olympiad 2083')).toBe(list[0]);
  });

  it('finds by the still-encoded segment', () => {
    expect(findAchievement(list, encodeURIComponent(list[1].headline))).toBe(list[1]);
    expect(findAchievement(list, encodeURIComponent(list[2].headline))).toBe(list[2]);
  });

  it("copes with a decoded '%' that is not valid %-encoding", () => {
    expect(findAchievement(list, '100% results in SEE 2082 for the 12th year running')).toBe(list[1]);
  });

  it('accepts a slugified headline', () => {
    expect(findAchievement(list, 'gold-medal-at-the-national-science-olympiad-2083')).toBe(list[0]);
    expect(findAchievement(list, 'art-craft-first-prize')).toBe(list[3]);
  });

  it('round-trips every headline through its link', () => {
    for (const a of list) {
      const seg = achievementPath(a.headline).slice('/achievements/'.length);
      expect(findAchievement(list, decodeURIComponent(seg))).toBe(a);
      expect(findAchievement(list, seg)).toBe(a);
    }
  });

  it('works with the HeadLine spelling through the guard', () => {
    const guarded = guardAchievements([{ HeadLine: 'Chess champions', Description: '<p>x</p>' }]);
    expect(findAchievement(guarded, 'Chess champions')?.headline).toBe('Chess champions');
  });

  it('gives null for unknown, empty or missing slugs and for an empty list', () => {
    expect(findAchievement(list, 'no such thing')).toBeNull();
    expect(findAchievement(list, '')).toBeNull();
    expect(findAchievement(list, '   ')).toBeNull();
    expect(findAchievement(list, undefined)).toBeNull();
    expect(findAchievement([], 'Gold medal at the National Science Olympiad 2083')).toBeNull();
  });
});

describe('achievementDate', () => {
  it('prefers the BS date', () => {
    expect(achievementDate('en', { dateBs: '2083-06-16', dateMs: Date.UTC(2026, 9, 2, 4, 15) })).toEqual({
      iso: '2026-10-02',
      label: '16 Ashwin 2083 BS',
    });
  });

  it('falls back to the AD date in Nepal time', () => {
    // 2026-10-01 20:00 UTC is already 2 October in Nepal.
    expect(achievementDate('en', { dateBs: '', dateMs: Date.UTC(2026, 9, 1, 20, 0) })).toEqual({
      iso: '2026-10-02',
      label: '2 October 2026',
    });
  });

  it('gives null when there is no date, and ignores a malformed BS date', () => {
    expect(achievementDate('en', { dateBs: '', dateMs: null })).toBeNull();
    expect(achievementDate('en', { dateBs: '2083-13-01', dateMs: null })).toBeNull();
  });
});
