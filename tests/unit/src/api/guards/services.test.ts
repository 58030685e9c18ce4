// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardAcademicPrograms, guardServices } from '@src/api/guards/services';
import { base, failureBodies, junk } from '@test/guard-shapes';

const real = {
  TranId: 4,
  Title: 'Transport',
  OrderNo: 1,
  Description: 'Buses',
  Content: '<p>x</p>',
  ImagePath: '\\Attachments\\appcms\\bus.jpg',
  SubmenuTitle: 'Bus',
  ...base,
};
const expected = {
  id: 4,
  title: 'Transport',
  description: 'Buses',
  content: '<p>x</p>',
  image: '\\Attachments\\appcms\\bus.jpg',
  submenuTitle: 'Bus',
  order: 1,
};

describe.each([
  ['guardServices', guardServices],
  ['guardAcademicPrograms', guardAcademicPrograms],
])('%s', (_, guard) => {
  it('reads the contract bare array', () => {
    expect(guard([real])).toEqual([expected]);
  });

  it("reads SPEC's wrapper", () => {
    expect(guard({ IsSuccess: true, DataColl: [real], Message: '' })).toEqual([expected]);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guard(body)).toEqual([]);
  });

  it('survives nulls and junk', () => {
    expect(guard([...junk, { Title: null, Content: null, Description: null }, { TranId: null, Title: 'T', ImagePath: null }])).toEqual([
      { id: null, title: 'T', description: '', content: '', image: '', submenuTitle: '', order: null },
    ]);
  });
});
