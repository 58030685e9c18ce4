// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardBanners } from '@src/api/guards/banners';
import { failureBodies, junk } from '@test/guard-shapes';

// Contract #22: include-filtered.
const real = (id: number, order: number) => ({
  Title: `B${id}`,
  ImagePath: `\\Attachments\\appcms\\${id}.png`,
  DisplayEachTime: true,
  IsSuccess: false,
  ResponseMSG: null,
  Description: '<p>d</p>',
  OrderNo: order,
  BannerId: id,
  Weblink: 'https://school.np',
});

describe('guardBanners', () => {
  it('reads the contract bare array, sorted by OrderNo', () => {
    const out = guardBanners([real(1, 2), real(2, 1)]);
    expect(out.map((b) => b.id)).toEqual([2, 1]);
    expect(out[0]).toEqual({
      id: 2,
      title: 'B2',
      description: '<p>d</p>',
      image: '\\Attachments\\appcms\\2.png',
      link: 'https://school.np',
      displayEachTime: true,
      order: 1,
    });
  });

  it("reads SPEC's Name as a fallback title", () => {
    expect(guardBanners({ IsSuccess: true, DataColl: [{ Name: 'N', ImagePath: 'a.jpg', OrderNo: 1 }] })[0].title).toBe('N');
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardBanners(body)).toEqual([]);
  });

  it('drops banners with neither image nor title, and junk', () => {
    expect(guardBanners([...junk, { Title: null, ImagePath: null }, { ImagePath: 'x.png', DisplayEachTime: null }])).toEqual([
      { id: null, title: '', description: '', image: 'x.png', link: '', displayEachTime: false, order: null },
    ]);
  });
});
