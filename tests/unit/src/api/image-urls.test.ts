// @vitest-environment node
// Which of the back-end's values the build makes copies of (src/api/image-urls.ts): every path of a
// picture on the file host, in any field and at any depth, once; not a bare file name, another
// host's picture, a document or junk.
import { describe, expect, it } from 'vitest';
import { copiesFor, imageUrlsIn, readCopies } from '@src/api/image-urls';
import { IMAGE_COPIES_KEY } from '@src/lib/image-copy';

describe('imageUrlsIn', () => {
  it('finds every picture path of the data, in any field, once, as fileUrl gives it', () => {
    const data = {
      GetSliderList: [{ ImagePath: '\\Attachments\\appcms\\slide.JPG' }, { ImagePath: '\\Attachments\\appcms\\slide.JPG' }],
      GetGalleryList: [{ Images: [{ Path: '/Attachments/appcms/a.png', Name: 'a.png' }, { Path: 'Attachments\\appcms\\b.jpeg' }] }],
      GetAboutCompany: {
        Logo: '\\Attachments\\appcms\\logo.webp',
        Photo: '\\Attachments\\appcms\\iphone.HEIC',
        Brochure: '\\Attachments\\x.pdf',
      },
      other: [
        'https://i.ytimg.com/vi/x/hqdefault.jpg',
        'javascript:alert(1).png',
        '\\Attachments\\..\\..\\etc\\x.png',
        'logo.svg',
        42,
        null,
      ],
    };
    expect([...imageUrlsIn(data)].sort()).toEqual([
      '/Attachments/appcms/a.png',
      '/Attachments/appcms/b.jpeg',
      '/Attachments/appcms/iphone.HEIC',
      '/Attachments/appcms/logo.webp',
      '/Attachments/appcms/slide.JPG',
    ]);
  });
});

describe('copiesFor and readCopies', () => {
  const all = {
    '/Attachments/a.png': { i: 'aaaaaaaaaaaaaaaa', w: 800, h: 600, c: '#112233' },
    '/Attachments/b.png': null,
    '/Attachments/c.png': { i: 'cccccccccccccccc', w: 800, h: 600, c: '' },
  };
  it('gives a page the records of the pictures its data names, and only those', () => {
    expect(copiesFor({ GetNewsList: [{ Photo: '\\Attachments\\b.png' }, { Photo: '\\Attachments\\a.png' }] }, all)).toEqual({
      '/Attachments/a.png': all['/Attachments/a.png'],
      '/Attachments/b.png': null,
    });
  });
  it('reads back only records it can trust', () => {
    expect(readCopies({ [IMAGE_COPIES_KEY]: { ...all, '/x.png': { i: 'zz', w: 1, h: 1, c: '' }, '/y.png': 'x' } })).toEqual(all);
    expect(readCopies({ [IMAGE_COPIES_KEY]: [1] })).toBeNull();
    expect(readCopies({})).toBeNull();
    expect(readCopies(undefined)).toBeNull();
  });
});
