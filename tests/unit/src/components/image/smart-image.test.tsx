// SmartImage draws a back-end picture from the build's copies (src/lib/image-copy.ts): never the
// school's upload in a list, the upload only where a visitor opened an item published after the
// build, and pictures the build does not copy (another host's, live-only, no images step) as they are.
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SmartImage, PLACEHOLDER } from '@src/components/image/smart-image';
import { ImageCopiesProvider } from '@src/components/image/image-copies';
import { IMAGE_COPIES_KEY, type ImageCopies } from '@src/lib/image-copy';
import { SWRConfig } from 'swr';
import { ops } from '@src/api/operations';

const COPIED = '\\Attachments\\appcms\\hall.jpg';
const FAILED = '\\Attachments\\appcms\\iphone.heic';
const LATE = '\\Attachments\\appcms\\new-after-build.jpg';
const copies: ImageCopies = {
  '/Attachments/appcms/hall.jpg': { i: '0123456789abcdef', w: 4000, h: 3000, c: '#405060' },
  '/Attachments/appcms/iphone.heic': null,
};

function draw(
  path: string,
  props: Partial<Parameters<typeof SmartImage>[0]> = {},
  data: Record<string, unknown> | undefined = { [IMAGE_COPIES_KEY]: copies },
) {
  const { container } = render(
    <ImageCopiesProvider data={data}>
      <SmartImage path={path} alt="" width={640} height={480} {...props} />
    </ImageCopiesProvider>,
  );
  return container.querySelector('img')!;
}

describe('SmartImage with the build’s copies', () => {
  it('draws the copies up to twice its width, the one its own width as src, its colour behind it, and the layout’s sizes', () => {
    const img = draw(COPIED, { sizes: '(min-width: 1024px) 400px, 100vw' });
    expect(img.getAttribute('src')).toBe('/img/0123456789abcdef-640.webp');
    expect(img.getAttribute('srcset')).toBe(
      [160, 320, 480, 640, 800, 1080, 1440].map((w) => `/img/0123456789abcdef-${w}.webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 1024px) 400px, 100vw');
    expect(img.style.backgroundColor).toBe('rgb(64, 80, 96)');
    // A small one lists only what a 2× screen needs; a person's photo's copies are under img/p/.
    expect(draw(COPIED, { width: 64, height: 64 }).getAttribute('srcset')).toBe('/img/0123456789abcdef-160.webp 160w');
    const person = { [IMAGE_COPIES_KEY]: { '/Attachments/appcms/hall.jpg': { ...copies['/Attachments/appcms/hall.jpg']!, p: 1 } } };
    expect(draw(COPIED, { width: 64, height: 64 }, person).getAttribute('srcset')).toBe('/img/p/0123456789abcdef-160.webp 160w');
  });

  it('shows the placeholder, never the upload, for a picture the build could not copy, opened or not', () => {
    for (const opened of [false, true]) {
      const img = draw(FAILED, { opened });
      expect([img.getAttribute('src'), img.getAttribute('srcset')]).toEqual([PLACEHOLDER, null]);
    }
  });

  it('keeps a picture published after the build out of a list, and shows its upload only where its item was opened', () => {
    expect(draw(LATE).getAttribute('src')).toBe(PLACEHOLDER);
    expect(draw(LATE, { opened: true }).getAttribute('src')).toBe('/Attachments/appcms/new-after-build.jpg');
  });

  it('shows as they are the pictures the build does not copy: another host’s, an SVG, a pupil’s (live-only), and all without an images step', () => {
    expect(draw('https://i.ytimg.com/vi/x/hqdefault.jpg').getAttribute('src')).toBe('https://i.ytimg.com/vi/x/hqdefault.jpg');
    expect(draw('\\Attachments\\appcms\\logo.svg').getAttribute('src')).toBe('/Attachments/appcms/logo.svg');
    // (A live-only answer in the part's data scope, as the birthdays section reads it in the browser.)
    const pupil = '\\Attachments\\student\\pupil.jpg';
    const birthdays = { [ops.birthdays.key]: [{ Photo: pupil }] };
    const live = render(
      <SWRConfig value={{ provider: () => new Map(), fallback: birthdays, isPaused: () => true }}>
        <ImageCopiesProvider data={{ [IMAGE_COPIES_KEY]: { '/Attachments/student/pupil.jpg': copies['/Attachments/appcms/hall.jpg'] } }}>
          <SmartImage path={pupil} alt="" width={640} height={480} />
        </ImageCopiesProvider>
      </SWRConfig>,
    ).container.querySelector('img')!;
    expect([live.getAttribute('src'), live.getAttribute('referrerpolicy')]).toEqual(['/Attachments/student/pupil.jpg', 'no-referrer']);
    // (Outside that scope the same path is a picture like any other.)
    expect(draw(pupil).getAttribute('referrerpolicy')).toBeNull();
    const plain = draw(LATE, {}, {});
    expect([plain.getAttribute('src'), plain.getAttribute('srcset')]).toEqual(['/Attachments/appcms/new-after-build.jpg', null]);
  });

  it('falls back to the placeholder, without its srcset, when the copy fails to load', () => {
    const img = draw(COPIED);
    fireEvent.error(img);
    expect([img.getAttribute('src'), img.getAttribute('srcset')]).toEqual([PLACEHOLDER, null]);
  });

  it('ignores records a broken or hostile data file carries', () => {
    const hostile = { '/Attachments/appcms/hall.jpg': { i: '../../evil', w: 10, h: 10, c: 'red;background:url(x)' } };
    const img = draw(COPIED, {}, { [IMAGE_COPIES_KEY]: hostile });
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('style')).toBeNull();
  });
});
