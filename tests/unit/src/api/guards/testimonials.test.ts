// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardTestimonials } from '@src/api/guards/testimonials';
import { base, failureBodies, junk } from '@test/guard-shapes';

const item = (name: string, order: number) => ({
  TestimonialId: order,
  Designation: null,
  Title: '',
  Description: '<p>Great</p>',
  ImagePath: '',
  OrderNo: order,
  Qualification: '',
  SubmenuTitle: '',
  Name: name,
  TestimonialSocialMediaColl: [{ SocialMediaId: 0, IconPath: '', ThumbnailPath: '', UrlPath: 'https://x.com/a', IsActive: false }],
  ...base,
});

describe('guardTestimonials', () => {
  it('reads the contract wrapper (IsSuccess true, DataColl), sorted by OrderNo', () => {
    const out = guardTestimonials({ ResponseMSG: 'SUCCESS', IsSuccess: true, DataColl: [item('B', 2), item('A', 1)] });
    expect(out.map((t) => t.name)).toEqual(['A', 'B']);
    expect(out[0]).toEqual({
      id: 1,
      name: 'A',
      designation: '',
      title: '',
      description: '<p>Great</p>',
      image: '',
      qualification: '',
      order: 1,
      social: [{ name: '', url: 'https://x.com/a', active: true }],
    });
  });

  it('reads a bare array', () => {
    expect(guardTestimonials([item('A', 1)])).toHaveLength(1);
  });

  it.each(failureBodies)('gives [] for %s (the catch path is a bare [])', (_, body) => {
    expect(guardTestimonials(body)).toEqual([]);
  });

  it('survives nulls and junk', () => {
    expect(
      guardTestimonials({ IsSuccess: true, DataColl: [...junk, { Name: 'N', TestimonialSocialMediaColl: null, OrderNo: null }] })[0],
    ).toMatchObject({ name: 'N', social: [], order: null });
  });
});
