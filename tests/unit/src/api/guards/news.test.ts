// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardNews, newestFirst } from '@src/api/guards/news';
import { failureBodies, junk } from '@test/guard-shapes';

// Contract #3: include-filtered, so only these members plus IsSuccess/ResponseMSG.
const real = {
  PublishedDate: '2024-02-29T11:34:43.337',
  NewsSectionId: 4,
  Headline: 'Sports day',
  PublishedDateBS: '2080-11-16',
  Tags: 'sports, events ,',
  Category: 'Events',
  Description: '<p>Hi</p>',
  ResponseMSG: null,
  IsSuccess: false,
  Photo: '\\Attachments\\appcms\\a.png',
};

describe('guardNews', () => {
  it('reads the contract bare array', () => {
    expect(guardNews([real])).toEqual([
      {
        id: 4,
        headline: 'Sports day',
        description: '<p>Hi</p>',
        photo: '\\Attachments\\appcms\\a.png',
        category: 'Events',
        tags: ['sports', 'events'],
        publishedMs: Date.UTC(2024, 1, 29, 5, 49, 43, 337),
        publishedBs: '2080-11-16',
      },
    ]);
  });

  it('reads the HeadLine spelling and an unset date (0001-01-01) as null', () => {
    const [n] = guardNews({ IsSuccess: true, DataColl: [{ HeadLine: 'H', PublishedDate: '0001-01-01T00:00:00' }] });
    expect(n.headline).toBe('H');
    expect(n.publishedMs).toBeNull();
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardNews(body)).toEqual([]);
  });

  it("is emptied by SPEC's Message field even next to data (SPEC §7)", () => {
    expect(guardNews({ IsSuccess: true, DataColl: [real], Message: 'No Data Found' })).toEqual([]);
  });

  it('drops junk and empty items, survives nulls', () => {
    const out = guardNews([...junk, {}, { Headline: null, Description: 'only text', Tags: null, Photo: null, PublishedDate: null }]);
    expect(out).toHaveLength(1);
    expect(out[0]).toMatchObject({ headline: '', description: 'only text', tags: [], photo: '', publishedMs: null });
  });

  it('newestFirst sorts by date, undated last, stable', () => {
    const list = guardNews([
      { Headline: 'old', PublishedDate: '2024-01-01T00:00:00' },
      { Headline: 'none' },
      { Headline: 'new', PublishedDate: '2024-03-01T00:00:00' },
      { Headline: 'none2', PublishedDate: '0001-01-01T00:00:00' },
    ]);
    expect(newestFirst(list).map((n) => n.headline)).toEqual(['new', 'old', 'none', 'none2']);
    expect(list.map((n) => n.headline)).toEqual(['old', 'none', 'new', 'none2']);
  });
});
