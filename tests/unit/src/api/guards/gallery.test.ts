// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardGallery } from '@src/api/guards/gallery';
import { base, failureBodies, junk } from '@test/guard-shapes';

const real = [
  {
    GalleryId: 1,
    Title: 'Sports day',
    Description: '',
    OrderNo: 1,
    GuId: 'g',
    ...base,
    ImageColl: [
      { Name: 'IMG_1.JPG', DocPath: '\\Attachments\\appcms\\1.JPG', Description: '', Data: null, DocumentTypeId: null, Extension: null },
    ],
  },
  { GalleryId: 2, Title: 'Empty album', Description: 'd', OrderNo: 2, GuId: 'g', ImageColl: [], ...base },
];

describe('guardGallery', () => {
  it('reads the contract bare array; an empty album is kept', () => {
    expect(guardGallery(real)).toEqual([
      { id: 1, title: 'Sports day', description: '', images: [{ path: '\\Attachments\\appcms\\1.JPG', name: 'IMG_1.JPG' }] },
      { id: 2, title: 'Empty album', description: 'd', images: [] },
    ]);
  });

  it("reads SPEC's wrapper", () => {
    expect(guardGallery({ IsSuccess: true, DataColl: real })).toHaveLength(2);
  });

  it.each(failureBodies)('gives [] for %s', (_, body) => {
    expect(guardGallery(body)).toEqual([]);
  });

  it('is emptied by a Message field (SPEC §7)', () => {
    expect(guardGallery({ DataColl: real, Message: 'No Data Found' })).toEqual([]);
  });

  it('survives null ImageColl, images without a path and junk', () => {
    expect(
      guardGallery([
        ...junk,
        { Title: 'A', ImageColl: null },
        { Title: null, ImageColl: [null, { DocPath: null, Name: 'x' }, { DocPath: 'p.png', Name: null }] },
      ]),
    ).toEqual([
      { id: null, title: 'A', description: '', images: [] },
      { id: null, title: '', description: '', images: [{ path: 'p.png', name: '' }] },
    ]);
  });
});
