// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardVideos } from '@src/api/guards/videos';
import { base, failureBodies, junk } from '@test/guard-shapes';

const real = {
  VideosId: 1,
  Title: 'Annual day',
  Description: 'd',
  AddUrl: 'https://www.youtube.com/watch?v=abc##https://youtu.be/def',
  AttachFilePath: '\\Attachments\\appcms\\t.jpg',
  OrderNo: 2,
  Content: '',
  UrlColl: ['https://www.youtube.com/watch?v=abc', 'https://youtu.be/def'],
  VideosURLColl: [{ VideosId: 1, URLPath: null, ThumbnailPath: null, Description: null }],
  ...base,
};

describe('guardVideos', () => {
  it('reads the contract bare array, keeping UrlColl', () => {
    expect(guardVideos([real])).toEqual([
      {
        id: 1,
        title: 'Annual day',
        description: 'd',
        thumbnail: '\\Attachments\\appcms\\t.jpg',
        urls: ['https://www.youtube.com/watch?v=abc', 'https://youtu.be/def'],
        order: 2,
      },
    ]);
  });

  it("splits AddUrl on '##' when UrlColl is missing (SPEC's shape)", () => {
    const out = guardVideos({ IsSuccess: true, DataColl: [{ VideosId: 2, Title: 't', AddUrl: 'https://a##  ##https://b ' }] });
    expect(out[0].urls).toEqual(['https://a', 'https://b']);
  });

  it('falls back to AddUrl when UrlColl is null or empty', () => {
    expect(
      guardVideos([
        { AddUrl: 'u', UrlColl: null },
        { AddUrl: 'v', UrlColl: [] },
      ]).map((v) => v.urls),
    ).toEqual([['u'], ['v']]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardVideos(body)).toEqual([]);
  });

  it('drops videos without a URL, and junk', () => {
    expect(guardVideos([...junk, { Title: 'no url', AddUrl: null, UrlColl: [null, ''] }])).toEqual([]);
  });
});
