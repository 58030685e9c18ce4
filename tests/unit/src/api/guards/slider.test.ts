// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardSlider } from '@src/api/guards/slider';
import { base, failureBodies, junk } from '@test/guard-shapes';

const slide = (id: number, order: number, extra: object = {}) => ({
  SliderId: id,
  Title: `Slide ${id}`,
  Description: 'd',
  ImagePath: `\\Attachments\\appcms\\${id}.png`,
  OrderNo: order,
  ...base,
  ...extra,
});

describe('guardSlider', () => {
  it('reads the contract bare array, sorted by OrderNo, ignoring item IsSuccess false', () => {
    const out = guardSlider([slide(1, 3), slide(2, 1), slide(3, 2)]);
    expect(out.map((s) => s.id)).toEqual([2, 3, 1]);
    expect(out[0]).toEqual({
      id: 2,
      title: 'Slide 2',
      mainTitle: '',
      description: 'd',
      image: '\\Attachments\\appcms\\2.png',
      video: '',
      order: 1,
    });
  });

  it("reads SPEC's wrapper with MainTitle and VideoPath", () => {
    const out = guardSlider({
      IsSuccess: true,
      DataColl: [{ ImagePath: 'a.jpg', MainTitle: 'M', Title: 'T', VideoPath: 'v.mp4', OrderNo: 1 }],
      Message: '',
    });
    expect(out).toEqual([{ id: null, title: 'T', mainTitle: 'M', description: '', image: 'a.jpg', video: 'v.mp4', order: 1 }]);
  });

  it('accepts DataColl as one object', () => {
    expect(guardSlider({ IsSuccess: true, DataColl: slide(9, 1) })).toHaveLength(1);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardSlider(body)).toEqual([]);
  });

  it('survives nulls inside items and junk entries', () => {
    const out = guardSlider([...junk, { SliderId: null, Title: null, ImagePath: 'x.png', OrderNo: null, Description: null }, {}]);
    expect(out).toEqual([{ id: null, title: '', mainTitle: '', description: '', image: 'x.png', video: '', order: null }]);
  });

  it('puts slides without OrderNo last, keeping their order', () => {
    const out = guardSlider([{ Title: 'a' }, { Title: 'b', OrderNo: 2 }, { Title: 'c' }]);
    expect(out.map((s) => s.title)).toEqual(['b', 'a', 'c']);
  });
});
