// @vitest-environment node
// The bench's image rows (scripts/bench/image-bytes.ts), the part without a browser: the tally of
// a page's image responses, the targets each row is held to, the printed lines, and the fixtures
// with every image emptied that the "no images at all" rebuild is timed on.
import { describe, expect, it } from 'vitest';
import { IMAGE_TARGETS, imageTable, imageTargets, rebuildLine, size, tally, viewerLine, withoutImages } from '@scripts/bench/image-bytes';

const KB = 1024;
const url = (name: string) => `http://127.0.0.1:5180/Attachments/appcms/${name}`;

describe('tally', () => {
  it('adds every response’s bytes (a URL fetched twice counts twice) and finds the largest', () => {
    const t = tally([
      { url: url('a.png'), bytes: 120_000 },
      { url: url('b.webp'), bytes: 4_310_000 },
      { url: url('a.png'), bytes: 120_000 },
    ]);
    expect(t).toEqual({ count: 3, bytes: 4_550_000, largest: { url: url('b.webp'), bytes: 4_310_000 }, unknown: 0 });
  });

  it('leaves a response of unknown size out of the bytes and counts it as unknown; none is zero', () => {
    expect(
      tally([
        { url: url('a.png'), bytes: NaN },
        { url: url('b.png'), bytes: 10 },
      ]),
    ).toEqual({
      count: 2,
      bytes: 10,
      largest: { url: url('b.png'), bytes: 10 },
      unknown: 1,
    });
    expect(tally([])).toEqual({ count: 0, bytes: 0, largest: null, unknown: 0 });
  });
});

describe('targets', () => {
  it('home (both languages) 500 KB at load and 1.5 MB scrolled; the gallery 300 KB and 1.5 MB; others 300 KB and 800 KB', () => {
    expect(imageTargets('home')).toEqual({ load: 500 * KB, scrolled: 1.5 * KB * KB, single: 200 * KB });
    expect(imageTargets('home (ne)')).toEqual(imageTargets('home'));
    expect(imageTargets('gallery')).toEqual({ load: 300 * KB, scrolled: 1.5 * KB * KB, single: 200 * KB });
    expect(imageTargets('our team')).toEqual({ load: 300 * KB, scrolled: 800 * KB, single: 200 * KB });
  });
});

describe('the printed lines', () => {
  it('a row shows both figures with their targets and marks, and the largest image by its file name', () => {
    const load = tally([{ url: url('slide-1.png'), bytes: 5_400_000 }]);
    const scrolled = tally([
      { url: url('slide-1.png'), bytes: 5_400_000 },
      { url: url('news%201.png'), bytes: 150 * KB },
    ]);
    const [head, row] = imageTable([{ name: 'home', load, scrolled }]);
    expect(head).toMatch(/^page\s+at load\s+after scrolling\s+largest image$/);
    expect(row).toMatch(
      /^home\s+5\.1 MB \(1 img\)\s+≤ 500\.0 KB ✗\s+5\.3 MB \(2 img\)\s+≤ 1\.5 MB ✗\s+5\.1 MB ≤ 200\.0 KB ✗ {2}slide-1\.png$/,
    );
    const small = tally([{ url: url('news%201.webp'), bytes: 40 * KB }]);
    expect(imageTable([{ name: 'news list', load: small, scrolled: small }])[1]).toMatch(
      /40\.0 KB \(1 img\)\s+≤ 300\.0 KB ✓\s+40\.0 KB \(1 img\)\s+≤ 800\.0 KB ✓\s+40\.0 KB ≤ 200\.0 KB ✓ {2}news 1\.webp$/,
    );
    expect(imageTable([{ name: 'board', error: 'net::ERR_ABORTED' }])[1]).toMatch(/^board\s+failed: net::ERR_ABORTED$/);
  });

  it('says when responses of unknown size were left out', () => {
    const t = tally([{ url: url('a.png'), bytes: NaN }]);
    expect(imageTable([{ name: 'vision', load: t, scrolled: t }])[2]).toMatch(/\(2 responses of unknown size left out\)/);
  });

  it('the viewer’s line and the rebuild’s line hold their figures to the targets', () => {
    expect(viewerLine({ naturalWidth: 4000, bytes: 4_569_865, src: url('DSC.JPG') })).toBe(
      "the gallery's viewer, desktop 1366 px: photo 4000 px wide (target ≥ 1000 ✓), 4.4 MB (target ≤ 400.0 KB ✗)  DSC.JPG",
    );
    expect(viewerLine({ error: 'timeout' })).toMatch(/failed: timeout/);
    expect(rebuildLine(12_400, 10_000, 3)).toBe(
      'rebuild of the pages, no new image: 12.4 s; with no images at all: 10.0 s (medians of 3): 1.24×  target ≤ 1.3× ✓',
    );
    expect(rebuildLine(40_000, 10_000, 3)).toMatch(/4\.00× {2}target ≤ 1\.3× ✗$/);
    expect(IMAGE_TARGETS.viewerMinWidth).toBe(1000);
    expect(size(1536 * KB)).toBe('1.5 MB');
  });
});

describe('withoutImages', () => {
  it('empties every image path under Attachments, in arrays and objects alike, and leaves documents and text', () => {
    const { value, emptied } = withoutImages({
      DataColl: [
        { Photo: '\\Attachments\\appcms\\649fad0c.png', Title: 'Sports week' },
        { ImageColl: [{ DocPath: '\\Attachments\\appcms\\9297137b.JPG', Name: 'DSC_0042.JPG' }] },
        { ImagePath: '/Attachments/academic/employee/e1c1.jpeg', FilePath: '\\Attachments\\appcms\\fee.pdf' },
      ],
      IsSuccess: true,
    });
    expect(emptied).toBe(3);
    expect(value).toEqual({
      DataColl: [
        { Photo: '', Title: 'Sports week' },
        { ImageColl: [{ DocPath: '', Name: 'DSC_0042.JPG' }] },
        { ImagePath: '', FilePath: '\\Attachments\\appcms\\fee.pdf' },
      ],
      IsSuccess: true,
    });
  });
});
