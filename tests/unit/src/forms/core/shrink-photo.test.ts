// @vitest-environment jsdom
// shrinkPhoto's canvas path, with the browser's decoder and canvas stubbed (jsdom has neither):
// a big photo is drawn at most 1200 px on its longest side, over white, and kept as JPEG; where
// decoding or encoding fails, its metadata is cut out instead, and what cannot be cleaned either
// way is refused. A document's picture (withoutMetadata) the other way round: cut first, drawn
// again only when it cannot be cut, refused when neither works; never anything after the image.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobBytes, shrinkPhoto, withoutMetadata } from '@src/forms/core/files';
import { stripImageMetadata } from '@src/forms/core/image-metadata';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A decoded image of the given size, a 2d context recording its calls, and a JPEG encoder giving `encodedBytes`. */
function browser(width: number, height: number, encodedBytes: number | null) {
  const bitmap = { width, height, close: vi.fn() };
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => bitmap),
  );
  const calls: unknown[][] = [];
  const ctx = {
    set fillStyle(v: string) {
      calls.push(['fillStyle', v]);
    },
    fillRect: (...a: unknown[]) => calls.push(['fillRect', ...a]),
    drawImage: (...a: unknown[]) => calls.push(['drawImage', ...a]),
  };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(ctx as never);
  const encode = vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(function (this: HTMLCanvasElement, done, type) {
    calls.push(['toBlob', this.width, this.height]);
    done(encodedBytes === null ? null : new Blob([new Uint8Array(encodedBytes)], { type }));
  });
  return { bitmap, calls, encode };
}

const photo = (bytes: number, name = 'IMG_2041.png') => new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('shrinkPhoto on a canvas', () => {
  it('draws a 4000×3000 photo at 1200×900 over white and keeps it as a JPEG named after the original', async () => {
    const { bitmap, calls, encode } = browser(4000, 3000, 300_000);
    const out = await shrinkPhoto(photo(5_000_000));
    expect(calls).toEqual([
      ['fillStyle', '#fff'],
      ['fillRect', 0, 0, 1200, 900],
      ['drawImage', bitmap, 0, 0, 1200, 900],
      ['toBlob', 1200, 900],
    ]);
    expect(encode.mock.calls[0].slice(1)).toEqual(['image/jpeg', 0.85]);
    expect(out?.name).toBe('IMG_2041.jpg');
    expect(out?.blob.size).toBe(300_000);
    expect(out?.blob.type).toBe('image/jpeg');
    expect(bitmap.close).toHaveBeenCalledTimes(1); // the decoded pixels are let go
  });

  it('a portrait photo keeps its shape (900×1200)', async () => {
    const { calls } = browser(3000, 4000, 200_000);
    await shrinkPhoto(photo(4_000_000, 'portrait.jpeg'));
    expect(calls.at(-1)).toEqual(['toBlob', 900, 1200]);
  });

  it('a small photo is drawn again too, even when the JPEG is larger: only its pixels travel, never its EXIF', async () => {
    browser(800, 600, 90_000);
    const original = photo(50_000, 'small.png');
    const out = await shrinkPhoto(original);
    expect(out?.blob).not.toBe(original);
    expect(out?.name).toBe('small.jpg');
    expect(out?.blob.size).toBe(90_000);
  });

  it('a small photo the JPEG does make smaller is kept as that JPEG', async () => {
    browser(800, 600, 40_000);
    const out = await shrinkPhoto(photo(700_000, 'scan.png'));
    expect(out?.name).toBe('scan.jpg');
    expect(out?.blob.size).toBe(40_000);
  });

  it('where the browser cannot encode or decode it, keeps the original without its metadata; refuses what it cannot clean', async () => {
    const jpeg = new File([jpegWithExif() as BlobPart], 'IMG_1.jpg', { type: 'image/jpeg' });
    browser(4000, 3000, null);
    const out = await shrinkPhoto(jpeg);
    expect(out?.name).toBe('IMG_1.jpg');
    const bytes = await blobBytes(out!.blob);
    expect(latin1(bytes)).not.toMatch(/Exif|27\.68/);
    expect(latin1(bytes)).toContain('JFIF');
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => Promise.reject(new Error('undecodable'))),
    );
    expect(latin1(await blobBytes((await shrinkPhoto(jpeg))!.blob))).not.toContain('Exif');
    // Not a JPEG or PNG it can read, and not drawable: not kept at all.
    expect(await shrinkPhoto(new File([new Uint8Array([1, 2, 3])], 'odd.heic', { type: 'image/heic' }))).toBeNull();
  });
});

const latin1 = (b: Uint8Array) => String.fromCharCode(...b);

/** A minimal JPEG's segments: JFIF, an EXIF block with a GPS-like text, a comment, then the scan. */
function jpegWithExif(): Uint8Array {
  const seg = (marker: number, body: string) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...[...body].map((c) => c.charCodeAt(0)),
  ];
  return new Uint8Array([
    0xff,
    0xd8,
    ...seg(0xe0, 'JFIF\0\x01\x01'),
    ...seg(0xe1, 'Exif\0\0GPS 27.6851 85.3061 Pixel 7'),
    ...seg(0xfe, 'taken at home'),
    ...seg(0xdb, 'QTABLE'),
    0xff,
    0xda,
    0,
    2,
    1,
    2,
    3,
    0xff,
    0xd9,
  ]);
}

describe('stripImageMetadata', () => {
  it('cuts EXIF, IPTC and comments out of a JPEG, keeping JFIF, tables and the image data', () => {
    const out = stripImageMetadata(jpegWithExif())!;
    const text = latin1(out);
    expect(text).not.toMatch(/Exif|GPS|Pixel 7|taken at home/);
    expect(text).toContain('JFIF');
    expect(text).toContain('QTABLE');
    expect([...out.slice(-2)]).toEqual([0xff, 0xd9]);
  });

  it('cuts the eXIf and text chunks out of a PNG', () => {
    const chunk = (type: string, body: string) => {
      const len = body.length;
      return [len >>> 24, (len >> 16) & 255, (len >> 8) & 255, len & 255, ...[...type, ...body].map((c) => c.charCodeAt(0)), 0, 0, 0, 0];
    };
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...chunk('IHDR', 'x'.repeat(13)),
      ...chunk('eXIf', 'GPS 27.68'),
      ...chunk('tEXt', 'Author\0Asha'),
      ...chunk('IDAT', 'pixels'),
      ...chunk('IEND', ''),
    ]);
    const text = latin1(stripImageMetadata(png)!);
    expect(text).not.toMatch(/eXIf|GPS|Asha|tEXt/);
    expect(text).toMatch(/IHDR.*IDAT.*IEND/s);
  });

  it('reads nothing it does not understand', () => {
    expect(stripImageMetadata(new Uint8Array([0xff, 0xd8, 0x12, 0x34]))).toBeNull();
    expect(stripImageMetadata(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe('withoutMetadata (documents: a phone picture of a certificate)', () => {
  it('cuts the EXIF out of a JPEG document and leaves a PDF as it is', async () => {
    const scan = new File([jpegWithExif() as BlobPart], 'birth-certificate.jpg', { type: 'image/jpeg' });
    const kept = (await withoutMetadata(scan))!;
    expect(latin1(await blobBytes(kept.blob))).not.toMatch(/Exif|GPS/);
    expect(kept.blob.type).toBe('image/jpeg');
    expect(kept.name).toBe('birth-certificate.jpg');
    const pdf = new File(['%PDF-1.4 Exif is just a word here'], 'tc.pdf', { type: 'application/pdf' });
    expect((await withoutMetadata(pdf))?.blob).toBe(pdf);
  });

  it("keeps nothing after the image: a motion photo's video appended to the JPEG is cut off", async () => {
    const video = new TextEncoder().encode('\0\0\0\x18ftypmp42 motion photo: the family at home');
    const scan = new File([jpegWithExif() as BlobPart, video], 'PXL_20261124.MP.jpg', { type: 'image/jpeg' });
    const kept = (await withoutMetadata(scan))!;
    const bytes = await blobBytes(kept.blob);
    expect(latin1(bytes)).not.toMatch(/ftyp|motion photo|Exif/);
    expect([...bytes.slice(-2)], "ends with the JPEG's end").toEqual([0xff, 0xd9]);
  });

  it('judges a picture by its bytes: a JPEG the browser gave no type is cleaned too', async () => {
    const scan = new File([jpegWithExif() as BlobPart], 'scan.jpg', { type: '' });
    const kept = (await withoutMetadata(scan))!;
    expect(latin1(await blobBytes(kept.blob))).not.toMatch(/Exif|GPS/);
    expect(kept.blob.type).toBe('image/jpeg');
  });

  it('a picture whose metadata cannot be cut out is drawn again (at most 2400 px), or refused where the browser cannot draw it', async () => {
    // A segment whose length runs past the end of the file: not a JPEG this can cut.
    const broken = jpegWithExif();
    broken[5] = 0xff;
    const scan = () => new File([broken as BlobPart], 'marksheet.jpeg', { type: 'image/jpeg' });
    const { calls } = browser(4000, 3000, 500_000);
    const drawn = (await withoutMetadata(scan()))!;
    expect(drawn.blob.size).toBe(500_000);
    expect(drawn.blob.type).toBe('image/jpeg');
    expect(drawn.name).toBe('marksheet.jpg');
    expect(calls.at(-1)).toEqual(['toBlob', 2400, 1800]);
    // The browser can neither decode nor encode it: refused, never kept as it is.
    browser(4000, 3000, null);
    expect(await withoutMetadata(scan())).toBeNull();
    vi.stubGlobal('createImageBitmap', undefined);
    expect(await withoutMetadata(scan())).toBeNull();
  });
});
