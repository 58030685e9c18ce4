// @vitest-environment jsdom
// shrinkPhoto's canvas path, with the browser's decoder and canvas stubbed (jsdom has neither):
// a big photo is drawn at most 1200 px on its longest side, over white, and kept as JPEG; a photo
// already small stays as it is; where decoding or encoding fails the original is kept.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shrinkPhoto } from '../../../src/forms/core/files';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A decoded image of the given size, a 2d context recording its calls, and a JPEG encoder giving `encodedBytes`. */
function browser(width: number, height: number, encodedBytes: number | null) {
  const bitmap = { width, height, close: vi.fn() };
  vi.stubGlobal('createImageBitmap', vi.fn(async () => bitmap));
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
    expect(out.name).toBe('IMG_2041.jpg');
    expect(out.blob.size).toBe(300_000);
    expect(out.blob.type).toBe('image/jpeg');
    expect(bitmap.close).toHaveBeenCalledTimes(1); // the decoded pixels are let go
  });

  it('a portrait photo keeps its shape (900×1200)', async () => {
    const { calls } = browser(3000, 4000, 200_000);
    await shrinkPhoto(photo(4_000_000, 'portrait.jpeg'));
    expect(calls.at(-1)).toEqual(['toBlob', 900, 1200]);
  });

  it('a small photo the JPEG would not make smaller is kept as it is', async () => {
    browser(800, 600, 90_000);
    const original = photo(50_000, 'small.png');
    const out = await shrinkPhoto(original);
    expect(out.blob).toBe(original);
    expect(out.name).toBe('small.png');
  });

  it('a small photo the JPEG does make smaller is kept as that JPEG', async () => {
    browser(800, 600, 40_000);
    const out = await shrinkPhoto(photo(700_000, 'scan.png'));
    expect(out.name).toBe('scan.jpg');
    expect(out.blob.size).toBe(40_000);
  });

  it('keeps the original when the browser cannot encode or decode it', async () => {
    browser(4000, 3000, null);
    const original = photo(1000, 'odd.png');
    expect(await shrinkPhoto(original)).toEqual({ blob: original, name: 'odd.png' });
    vi.stubGlobal('createImageBitmap', vi.fn(async () => Promise.reject(new Error('undecodable'))));
    expect(await shrinkPhoto(original)).toEqual({ blob: original, name: 'odd.png' });
  });
});
