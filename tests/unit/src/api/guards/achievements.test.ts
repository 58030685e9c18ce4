// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardAchievements } from '@src/api/guards/achievements';
import { failureBodies, junk } from '@test/guard-shapes';

const real = {
  IsSuccess: false,
  ResponseMSG: null,
  AchievementSectionId: 7,
  Headline: 'Gold medal',
  AchievementDateBS: '2080-01-02',
  Tags: 'sport',
  Category: 'Sports',
  Photo: '\\Attachments\\appcms\\g.jpg',
  Description: '<b>Won</b>',
  AchievementDate: '2023-04-15T00:00:00',
};

describe('guardAchievements', () => {
  it('reads the contract bare array', () => {
    expect(guardAchievements([real])).toEqual([
      {
        id: 7,
        headline: 'Gold medal',
        description: '<b>Won</b>',
        photo: '\\Attachments\\appcms\\g.jpg',
        category: 'Sports',
        tags: ['sport'],
        dateMs: Date.UTC(2023, 3, 14, 18, 15),
        dateBs: '2080-01-02',
      },
    ]);
  });

  it("reads SPEC's HeadLine spelling inside a wrapper", () => {
    expect(guardAchievements({ IsSuccess: true, DataColl: [{ HeadLine: 'Prize', Photo: 'p.jpg' }] })[0].headline).toBe('Prize');
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardAchievements(body)).toEqual([]);
  });

  it("is emptied by SPEC's Message (no data)", () => {
    expect(guardAchievements({ IsSuccess: true, DataColl: [real], Message: 'No Data Found' })).toEqual([]);
  });

  it('drops items without a headline (the page is found by it), survives nulls', () => {
    const out = guardAchievements([
      ...junk,
      { Headline: null, Description: 'x' },
      { Headline: 'H', AchievementDate: '0001-01-01T00:00:00', Photo: null, Tags: null },
    ]);
    expect(out).toEqual([{ id: null, headline: 'H', description: '', photo: '', category: '', tags: [], dateMs: null, dateBs: '' }]);
  });
});
