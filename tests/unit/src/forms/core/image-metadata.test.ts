// @vitest-environment node
// A phone picture carries more than its pixels: a motion photo's video, a depth map or a second
// picture is appended after the image's end, and indexed from APP2 (the multi-picture format).
// stripImageMetadata keeps the image up to its end marker, pixel for pixel, and nothing after it;
// an image cut short (no end) is not "cleaned" at all (null). Real JPEGs (baseline and
// progressive, whose scans hold stuffed 0xFF bytes) and PNGs made by sharp.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from '@src/forms/core/image-metadata';

const WIDTH = 64;
const HEIGHT = 48;
/** Noise, so the scans hold every byte value (0xFF followed by stuffing). */
function noise(): Buffer {
  const px = Buffer.alloc(WIDTH * HEIGHT * 3);
  let x = 7;
  for (let i = 0; i < px.length; i++) px[i] = x = (x * 1103515245 + 12345) & 0xff;
  return px;
}
const image = () => sharp(noise(), { raw: { width: WIDTH, height: HEIGHT, channels: 3 } });
const pixels = (bytes: Uint8Array) => sharp(Buffer.from(bytes)).raw().toBuffer();

// What a phone appends: an MP4 box (a Google/Samsung motion photo) and a second JPEG (MPF).
const VIDEO = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42 motion-photo video of the family at home', 'latin1')]);
const SECOND = Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0, 9, ...Buffer.from('depthmap', 'latin1'), 0xff, 0xd9]);
const MPF_BODY = Buffer.from('MPF\0MM\0*\0\0\0\x08 index of the pictures after this one', 'latin1');
const MPF = Buffer.concat([Buffer.from([0xff, 0xe2, (MPF_BODY.length + 2) >> 8, (MPF_BODY.length + 2) & 0xff]), MPF_BODY]);

const latin1 = (b: Uint8Array) => Buffer.from(b).toString('latin1');
const endsWithEoi = (b: Uint8Array) => b[b.length - 2] === 0xff && b[b.length - 1] === 0xd9;

describe('stripImageMetadata ends where the image ends', () => {
  for (const progressive of [false, true]) {
    it(`a ${progressive ? 'progressive' : 'baseline'} JPEG with EXIF, an MPF index, a video and a second picture after it: the image alone, same pixels`, async () => {
      const jpeg = await image()
        .jpeg({ quality: 90, progressive })
        .withExif({ IFD0: { Copyright: 'GPS 27.6851 85.3061', Make: 'Pixel 7' } })
        .withIccProfile('srgb')
        .toBuffer();
      expect(latin1(jpeg)).toContain('GPS 27.6851');
      const phone = Buffer.concat([jpeg.subarray(0, 2), MPF, jpeg.subarray(2), VIDEO, SECOND]);
      const out = stripImageMetadata(phone)!;
      expect(out).not.toBeNull();
      const text = latin1(out);
      expect(text).not.toMatch(/motion-photo|ftyp|depthmap|GPS 27|Pixel 7|MPF/);
      expect(text, 'the colour profile stays').toContain('ICC_PROFILE');
      expect(endsWithEoi(out)).toBe(true);
      expect(out.length).toBeLessThan(jpeg.length); // the original's EXIF is gone too
      expect((await pixels(out)).equals(await pixels(jpeg)), 'the pixels are untouched').toBe(true);
    });
  }

  it('a JPEG with restart markers and fill bytes in its scan is read to its end', () => {
    const seg = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
    const jpeg = new Uint8Array([
      0xff, 0xd8,
      ...seg(0xdd, [0, 4]), // restart interval
      ...seg(0xda, [1, 2, 3]),
      0x11, 0xff, 0x00, 0x22, 0xff, 0xd0, 0x33, 0xff, 0xd1, 0x44, 0xff, 0xff, 0xd9,
      ...VIDEO,
    ]); // prettier-ignore
    const out = stripImageMetadata(jpeg)!;
    expect(out).not.toBeNull();
    expect(out.length).toBe(jpeg.length - VIDEO.length);
  });

  it('a JPEG cut short (no end marker) is not taken as clean', async () => {
    const jpeg = await image().jpeg().toBuffer();
    expect(stripImageMetadata(jpeg)).not.toBeNull();
    expect(stripImageMetadata(jpeg.subarray(0, jpeg.length - 2))).toBeNull();
    expect(stripImageMetadata(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).toBeNull();
  });

  it('a PNG with text and data after its end: the image alone, same pixels', async () => {
    const png = await image().png().withMetadata().toBuffer();
    const out = stripImageMetadata(Buffer.concat([png, VIDEO, SECOND]))!;
    expect(latin1(out)).not.toMatch(/motion-photo|depthmap/);
    expect(latin1(out.subarray(-8, -4))).toBe('IEND');
    expect((await pixels(out)).equals(await pixels(png))).toBe(true);
  });
});
