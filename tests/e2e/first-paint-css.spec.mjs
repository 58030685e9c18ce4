// A prerendered page inlines, of each stylesheet, only the rules its HTML can use
// (scripts/build/first-paint-css.ts); after load the loader enables the full files
// (src/islands/full-styles.ts). In a real browser: with the full files held back, every element of
// the page (and its ::before and ::after) has exactly the style it has once they have come, so
// the first paint is the page as designed and the full files change nothing on it; an island
// waits for them before it changes the page.
import { expect, test, DESKTOP, PHONE } from './fixtures.mjs';
import { appReady, holdRequests } from './support.mjs';

const CSS = /\/assets\/[^/]+\.css$/;

test.use({ reducedMotion: 'reduce', serviceWorkers: 'block' });

/**
 * The properties compared: what places, sizes, shows and colours a box (reading all ~350 of each
 * element and its pseudo-elements took a minute on the calendar page).
 */
const PROPS = [
  ...['display', 'position', 'top', 'right', 'bottom', 'left', 'z-index', 'float', 'clear', 'box-sizing'],
  ...['width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'aspect-ratio'],
  ...['margin-top', 'margin-right', 'margin-bottom', 'margin-left', 'padding-top', 'padding-right', 'padding-bottom', 'padding-left'],
  ...['border-top-width', 'border-right-width', 'border-bottom-width', 'border-left-width', 'border-top-style', 'border-top-color'],
  ...['border-top-left-radius', 'outline-style', 'box-shadow', 'color', 'background-color', 'background-image', 'opacity', 'visibility'],
  ...['font-family', 'font-size', 'font-weight', 'font-style', 'line-height', 'text-align', 'text-decoration-line', 'text-transform'],
  ...['white-space', 'overflow-x', 'overflow-y', 'list-style-type', 'vertical-align', 'cursor', 'transform', 'content'],
  ...['flex-direction', 'flex-wrap', 'flex-grow', 'flex-shrink', 'flex-basis', 'order', 'align-items', 'align-self', 'justify-content'],
  ...['row-gap', 'column-gap', 'grid-template-columns', 'grid-template-rows', 'grid-column-start', 'grid-row-start', 'object-fit'],
  ...['content-visibility', 'clip-path', 'filter', 'backdrop-filter', 'pointer-events', 'scroll-margin-top'],
];

/** Each element's computed style under #root (and its ::before and ::after), kept in the page as window[name]. */
const keepStyles = (page, name) =>
  page.evaluate(
    ([name, props]) => {
      const out = [];
      for (const el of document.querySelectorAll('#root *')) {
        for (const pseudo of [null, '::before', '::after']) {
          const style = getComputedStyle(el, pseudo);
          // (A pseudo-element that is not there has content none: nothing else of it shows.)
          if (pseudo && style.content === 'none') continue;
          const text = props.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';');
          out.push({ at: `${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}.${el.getAttribute('class') ?? ''}${pseudo ?? ''}`, text });
        }
      }
      window[name] = out;
      return out.length;
    },
    [name, PROPS],
  );

/**
 * Until the pictures have come: a picture sizes its box once it has its own proportions (the
 * banner popup's second banner, lazy in the open dialog, 440 px tall by its attributes and then
 * 412.5 by its own 16:10, on a busy machine between the two readings). Every one on the screen is
 * loaded, and no picture has come for half a second (a lazy one near the screen is fetched too;
 * one far below never is).
 */
async function picturesSettled(page) {
  const state = () =>
    page.evaluate(() => {
      const onScreen = (r) => r.bottom > 0 && r.top < innerHeight && r.right > 0 && r.left < innerWidth;
      const waiting = [...document.querySelectorAll('#root img')].filter((img) => !img.complete && onScreen(img.getBoundingClientRect()));
      const come = performance.getEntriesByType('resource').filter((e) => e.initiatorType === 'img').length;
      return { waiting: waiting.length, come };
    });
  let last = await state();
  for (;;) {
    await page.waitForTimeout(500);
    const now = await state();
    if (now.waiting === 0 && now.come === last.come) return;
    last = now;
  }
}

/** Where the two kept lists differ: the element and the properties (at most 10). */
const differences = (page) =>
  page.evaluate(() => {
    const [a, b] = [window.__first, window.__full];
    if (a.length !== b.length) return [`${a.length} styled boxes first, ${b.length} after`];
    const found = [];
    for (let i = 0; i < a.length && found.length < 10; i++) {
      if (a[i].text === b[i].text) continue;
      const props = (t) => new Map(t.split(';').map((p) => [p.slice(0, p.indexOf(':')), p.slice(p.indexOf(':') + 1)]));
      const [pa, pb] = [props(a[i].text), props(b[i].text)];
      const changed = [...pb.keys()].filter((k) => pa.get(k) !== pb.get(k)).map((k) => `${k}: ${pa.get(k)} → ${pb.get(k)}`);
      found.push(`${a[i].at}: ${changed.slice(0, 4).join(', ')}`);
    }
    return found;
  });

const PAGES = [
  '/ne/',
  '/requests-inquiries/admission-inquiry',
  '/ne/requests-inquiries/admission-inquiry',
  '/academics/calendar',
  '/media/gallery',
];

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    for (const path of PAGES) {
      test(`${path} at ${viewport.width} px: the first-paint CSS styles every element as the full stylesheets do`, async ({
        page,
        context,
        problems,
      }) => {
        const release = await holdRequests(context, CSS);
        await page.goto(path);
        await appReady(page);
        const partial = page.locator('link[rel="stylesheet"][data-full]');
        expect(await partial.count(), 'some stylesheet is inlined in part').toBeGreaterThan(0);
        // After load the loader asks for them (held here), and a long page's later part is in.
        await expect(page.locator('link[rel="stylesheet"][data-full][disabled]')).toHaveCount(0);
        await expect(page.locator('[data-later-slot]')).toHaveCount(0);
        await picturesSettled(page);
        expect(await keepStyles(page, '__first')).toBeGreaterThan(100);
        release();
        await page.waitForFunction(() => [...document.querySelectorAll('link[data-full]')].every((l) => l.sheet));
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
        await keepStyles(page, '__full');
        expect(await differences(page)).toEqual([]);
        expect(problems).toEqual([]);
      });
    }
  });
}

test('an island waits for the full stylesheets before it changes the page: the date picker React draws is styled', async ({
  page,
  context,
  problems,
}) => {
  const release = await holdRequests(context, CSS);
  const code = page.waitForResponse(/\/assets\/hydrate-[^/]+\.js$/);
  await page.goto('/requests-inquiries/admission-inquiry');
  await appReady(page);
  const form = page.locator('[data-island="page"]');
  // A touch of the form wakes it: its code comes, its full stylesheets do not.
  await page.locator('#f-admission-inquiry-personal_firstName').focus();
  await code;
  await page.waitForTimeout(500);
  await expect(form, 'not awake while its stylesheets are held').not.toHaveAttribute('data-awake');
  release();
  await expect(form).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
  await expect(page.locator('[data-wizard][data-ready]')).toBeAttached();
  // (The first paint has no rule for the picker's popup: React alone draws it.)
  await page.getByRole('button', { name: 'Choose a date' }).click();
  const popup = page.getByRole('dialog', { name: 'Choose a date' });
  await expect(popup).toBeVisible();
  expect(await popup.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).zIndex])).toEqual(['absolute', '1000']);
  expect(problems).toEqual([]);
});
