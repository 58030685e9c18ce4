// First answers in a real browser, against the production build (src/islands/first-answers.ts):
// with every island's code held back (a phone on a slow network), a first tap on the phone menu,
// its accordion, a nav dropdown, a vision tab, 'see More', a testimonial's toggle, a news filter (a link: issue 32),
// a photo widget's arrow and its photo is answered at once, from plain script; then the code
// comes, the island wakes, and it is in the same state the plain answer left (React agrees: its
// next tap goes on from there). A tap made before the first answers' own small chunk came is
// answered when it comes. (The same hand-over in jsdom, part by part:
// tests/unit/src/islands/first-answer-take-over.test.tsx.)
import { DESKTOP, expect, test } from './fixtures.mjs';
import { appReady, closeBannerPopup, holdRequests } from './support.mjs';

/** The code that wakes every island (src/islands/hydrate.tsx): with it held, nothing wakes. */
const ISLAND_CODE = /\/assets\/hydrate-[^/]+\.js$/;
const awake = (page, name) => expect(page.locator(`[data-island="${name}"]`)).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
const asleep = async (page, name) => expect(page.locator(`[data-island="${name}"]`)).not.toHaveAttribute('data-awake');
/** Whether React has hydrated the element (it keeps its props on it). */
const reactHas = (locator) => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$')));

test.use({ serviceWorkers: 'block' });

test.describe('on a phone', () => {
  test('the menu opens and its accordion unfolds before the menu wakes; awake, it is still so, and React closes it', async ({
    page,
    context,
    problems,
  }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    await page.goto('/who-we-are/about-us');
    await appReady(page);
    const toggle = page.getByTestId('menu-toggle');
    const drawer = page.getByTestId('drawer');
    await toggle.click();
    await expect(drawer).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Focus is in the dialog (showModal), the page behind it inert.
    expect(await page.evaluate(() => !!document.activeElement?.closest('[data-testid="drawer"]'))).toBe(true);
    const who = drawer.getByRole('button', { name: 'Who We Are' });
    await who.click();
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Vision Statement' })).toBeVisible();
    await asleep(page, 'frame:nav');

    release();
    await awake(page, 'frame:nav');
    expect(await reactHas(who)).toBe(true);
    await expect(drawer).toBeVisible();
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Vision Statement' })).toBeVisible();
    // React goes on from there: the accordion folds, Escape closes the menu, focus goes back.
    await who.click();
    await expect(drawer.getByRole('link', { name: 'Vision Statement' })).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    // And opens it again.
    await toggle.click();
    await expect(drawer).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('before the menu wakes, Escape and the close button close it, and focus goes back to the menu button', async ({
    page,
    context,
    problems,
  }) => {
    await holdRequests(context, ISLAND_CODE);
    await page.goto('/who-we-are/about-us');
    await appReady(page);
    const toggle = page.getByTestId('menu-toggle');
    const drawer = page.getByTestId('drawer');
    await toggle.click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await toggle.click();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(toggle).toBeFocused();
    await asleep(page, 'frame:nav');
    expect(problems).toEqual([]);
  });

  test('a tap before the first answers themselves have come is answered when they come', async ({ page, context, problems }) => {
    await holdRequests(context, ISLAND_CODE);
    const releaseAnswers = await holdRequests(context, /\/assets\/first-answers-[^/]+\.js$/);
    await page.goto('/who-we-are/about-us');
    await appReady(page);
    await page.getByTestId('menu-toggle').click();
    await expect(page.getByTestId('drawer'), 'nothing yet: neither the answers nor the island’s code are here').toBeHidden();
    releaseAnswers();
    await expect(page.getByTestId('drawer')).toBeVisible();
    await asleep(page, 'frame:nav');
    expect(problems).toEqual([]);
  });

  test('when the first answers cannot be had, a tap held for them goes on to the island and is carried out when it wakes', async ({
    page,
    context,
  }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    await context.route(/\/assets\/first-answers-[^/]+\.js$/, (route) => route.abort('connectionreset'));
    await page.goto('/who-we-are/about-us');
    await appReady(page);
    const toggle = page.getByTestId('menu-toggle');
    await toggle.click();
    await expect(page.getByTestId('drawer')).toBeHidden();
    release();
    await awake(page, 'frame:nav');
    await expect(page.getByTestId('drawer')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  test("the testimonials' toggle opens a testimonial before the page wakes; awake, it stays open and React closes it", async ({
    page,
    context,
    problems,
  }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    await page.goto('/media/testimonials');
    await appReady(page);
    // (Pinned by its place: once open, its button is named otherwise.)
    const cards = page.locator('main article');
    const at = await cards.evaluateAll((list) => list.findIndex((a) => !!a.querySelector('button[aria-expanded]')));
    const card = cards.nth(at);
    const text = card.locator('blockquote p');
    const cut = await text.innerText();
    await card.getByRole('button', { name: '...see more' }).click();
    // (Answered when the first answers have come: after the load event, at low priority.)
    await expect.poll(async () => (await text.innerText()).length).toBeGreaterThan(cut.length);
    const full = await text.innerText();
    await expect(card.getByRole('button', { name: '....show less' })).toHaveAttribute('aria-expanded', 'true');
    await asleep(page, 'page');

    release();
    await awake(page, 'page');
    expect(await reactHas(card.getByRole('button'))).toBe(true);
    expect(await text.innerText()).toBe(full);
    await card.getByRole('button', { name: '....show less' }).click();
    // (innerText: what shows; the whole text stays in the page, its rest hidden.)
    await expect.poll(() => text.innerText()).toBe(cut);
    expect(problems).toEqual([]);
  });

  test('a news category answers with no code at all: its filter is a link to the category’s prerendered page (issue 32)', async ({
    page,
    context,
    problems,
  }) => {
    await holdRequests(context, ISLAND_CODE);
    await page.goto('/media/news');
    await appReady(page);
    const filters = page.getByRole('navigation', { name: 'Filter news by category' });
    const all = await page.locator('main article').count();
    const sports = filters.getByRole('link').nth(1);
    const name = (await sports.innerText()).trim();
    await sports.click();
    await expect(page).toHaveURL(new RegExp(`/media/news/${encodeURIComponent(name)}$`));
    await expect(filters.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
    const shown = page.locator('main article');
    expect(await shown.count()).toBeLessThan(all);
    for (const badge of await shown.locator('p span').allInnerTexts()) expect(badge.toLowerCase()).toBe(name.toLowerCase());
    await page.goBack();
    await expect(shown).toHaveCount(all);
    expect(problems).toEqual([]);
  });

  test('a photo widget moves on and opens its viewer before an album’s page wakes; awake, the lightbox shows that photo', async ({
    page,
    context,
    problems,
  }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    // An album's page (the gallery links to it from the album's cover).
    await page.goto('/media/gallery');
    const album = await page.locator('[data-page="gallery"] [data-album] a').first().getAttribute('href');
    await page.goto(album);
    await appReady(page);
    const widget = page.locator('[data-photo-widget]').first();
    const counter = widget.locator('[data-photo-counter]');
    const total = Number((await counter.innerText()).split('/')[1]);
    await widget.getByRole('button', { name: 'Next photo' }).click();
    await expect(counter).toHaveText(`2 / ${total}`);
    const photo = widget.getByRole('button', { name: new RegExp(`^Open photo 2 of ${total}`) });
    // The photo, whichever of its copies (scripts/build/image-copies.ts) a view draws.
    const copy = (await widget.locator('img[data-photo]:visible').getAttribute('src')).replace(/-\d+\.webp$/, '');
    const src = new RegExp(`^${copy}-\\d+\\.webp$`);
    await photo.click();
    const viewer = page.locator('dialog[data-photo-viewer][open]');
    await expect(viewer).toBeVisible();
    await expect(viewer.locator('img')).toHaveAttribute('src', src);
    await asleep(page, 'page');

    release();
    await awake(page, 'page');
    // The lightbox is open on the same photo, in the viewer's place.
    const lightbox = page.locator('dialog[open]:not([data-photo-viewer])');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.locator('[data-lightbox-counter]')).toHaveText(`2 / ${total}`);
    await expect(lightbox.locator('img')).toHaveAttribute('src', src);
    await expect(page.locator('dialog[data-photo-viewer][open]')).toHaveCount(0);
    // React's: the lightbox's arrows move, Escape closes it, focus goes back to the photo.
    await lightbox.getByRole('button', { name: 'Next photo' }).click();
    await expect(lightbox.locator('[data-lightbox-counter]')).toHaveText(`${(2 % total) + 1} / ${total}`);
    // Where the browser itself puts focus as the lightbox closes, before any of the page's script
    // hears of it: on the photo, as when React opened it without a viewer before it (the viewer was
    // closed before the lightbox was shown, so the photo is what the lightbox returns to).
    await page.evaluate(() =>
      window.addEventListener('close', () => (window.__focusAtClose = document.activeElement?.getAttribute('aria-label')), {
        capture: true,
        once: true,
      }),
    );
    await page.keyboard.press('Escape');
    await expect(lightbox).toHaveCount(0);
    // (The close event comes in a task after the dialog closed.)
    await expect.poll(() => page.evaluate(() => window.__focusAtClose ?? '')).toMatch(/^Open photo 2 of/);
    await expect(counter).toHaveText(`2 / ${total}`);
    await expect(widget.getByRole('button', { name: /^Open photo 2 of/ })).toBeFocused();
    expect(problems).toEqual([]);
  });

  test("on the home page a vision tab and a message's 'see More' answer before their sections wake, and stay so", async ({
    page,
    context,
    problems,
  }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    await page.goto('/');
    await closeBannerPopup(page);
    await appReady(page);
    // (Below the first screen: the rest of the page comes after load.)
    const tabs = page.getByRole('tab');
    await tabs.first().scrollIntoViewIfNeeded({ timeout: 20_000 });
    const second = tabs.nth(1);
    await second.click();
    await expect(second).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute('aria-labelledby', (await second.getAttribute('id')) ?? '');
    const panelText = await panel.innerText();

    // (Pinned by what it controls: once hidden, the next message's 'see More' would be the first.)
    const bodyId = await page.getByRole('button', { name: 'see More' }).first().getAttribute('aria-controls');
    const more = page.locator(`button[aria-controls="${bodyId}"]`);
    await more.scrollIntoViewIfNeeded();
    const body = page.locator(`[id="${bodyId}"]`);
    const cut = await body.innerText();
    await more.click();
    await expect(more).toBeHidden();
    await expect.poll(async () => (await body.innerText()).length).toBeGreaterThan(cut.length);
    const full = await body.innerText();
    await expect(body).toBeFocused();
    const vision = page.locator('[data-island="section"]').filter({ has: page.getByRole('tablist') });
    await expect(vision).not.toHaveAttribute('data-awake');

    release();
    await expect(vision).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
    expect(await reactHas(second)).toBe(true);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    expect(await page.getByRole('tabpanel').innerText()).toBe(panelText);
    await second.press('ArrowRight');
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(2)).toBeFocused();
    const messages = page.locator('[data-island="section"]').filter({ has: body });
    await expect(messages).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
    expect(await body.innerText()).toBe(full);
    await expect(more).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe('a form and the calendar', () => {
  /** The admission wizard's step 1 fields, by their id's end. */
  const field = (page, id) => page.locator(`#f-admission-inquiry-${id}`);
  const REQUIRED = [
    'First name is required',
    'Last name is required',
    'Gender is required',
    'Contact number is required',
    'Course selection is required',
  ];

  test("the wizard's Next on empty fields shows their messages before the form wakes; awake, the same once each, the typing kept, and it moves on", async ({
    page,
    context,
    problems,
  }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    const sent = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET' || (r.isNavigationRequest() && r.frame() === page.mainFrame())) sent.push(`${r.method()} ${r.url()}`);
    });
    await page.goto('/requests-inquiries/admission-inquiry');
    await appReady(page);
    sent.length = 0;
    const at = page.url();
    await field(page, 'personal_firstName').fill('Asha');
    const next = page.locator('[data-answer="form-check"]');
    await next.click();
    // Every empty field's message, not the filled one's; the alert; focus on the first empty field.
    for (const text of REQUIRED.slice(1)) await expect(page.getByText(text)).toBeVisible();
    await expect(page.getByText(REQUIRED[0])).toBeHidden();
    await expect(page.getByText('Please correct the marked fields.')).toBeVisible();
    await expect(field(page, 'personal_lastName')).toBeFocused();
    await expect(field(page, 'personal_lastName')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'personal_firstName')).not.toHaveAttribute('aria-invalid');
    expect(page.url()).toBe(at);
    expect(sent, 'nothing submitted').toEqual([]);
    await asleep(page, 'page');

    release();
    await awake(page, 'page');
    await expect(page.locator('[data-wizard][data-ready]')).toHaveAttribute('data-step', '1');
    for (const text of REQUIRED.slice(1)) {
      await expect(page.getByText(text)).toHaveCount(1);
      await expect(page.getByText(text)).toBeVisible();
    }
    await expect(page.getByText(REQUIRED[0])).toBeHidden();
    await expect(page.getByText('Please correct the marked fields.')).toHaveCount(1);
    await expect(field(page, 'personal_firstName')).toHaveValue('Asha');
    await expect(field(page, 'personal_firstName')).not.toHaveAttribute('aria-invalid');
    // React's from here: the messages go as the fields are filled, and Next moves on.
    await field(page, 'personal_lastName').fill('Thapa');
    await expect(page.getByText(REQUIRED[1])).toBeHidden();
    await expect(field(page, 'personal_lastName')).not.toHaveAttribute('aria-invalid');
    await page.getByLabel('Female').check();
    await field(page, 'personal_contactNo').fill('01-5521234');
    await field(page, 'personal_course').selectOption({ label: 'LKG' });
    await next.click();
    await expect(page.locator('[data-wizard][data-ready]')).toHaveAttribute('data-step', '2');
    expect(page.url()).toBe(at);
    expect(problems).toEqual([]);
  });

  test("on the Nepali page the wizard's plain Next speaks Nepali", async ({ page, context, problems }) => {
    await holdRequests(context, ISLAND_CODE);
    await page.goto('/ne/requests-inquiries/admission-inquiry');
    await appReady(page);
    await page.locator('[data-answer="form-check"]').click();
    await expect(page.getByText('पहिलो नाम आवश्यक छ')).toBeVisible();
    await expect(page.getByText('First name is required')).toHaveCount(0);
    await expect(page.locator('#f-admission-inquiry-personal_firstName')).toBeFocused();
    await asleep(page, 'page');
    expect(problems).toEqual([]);
  });

  test("the home calendar's next month answers before the section wakes; awake, the same month, and React's next goes on", async ({
    page,
    context,
    problems,
  }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    await page.goto('/');
    await closeBannerPopup(page);
    await appReady(page);
    const section = page.locator('[data-section="academic-calendar"]');
    // (Below the first screen: the rest of the page comes after load.)
    await section.scrollIntoViewIfNeeded({ timeout: 20_000 });
    const island = section.locator('[data-island="section"]');
    const title = section.getByTestId('shown-month');
    const panel = section.locator('[data-month-panel]:visible');
    await expect(panel).toHaveCount(1);
    const from = Number(await panel.getAttribute('data-month-panel'));
    const to = (from % 12) + 1;
    const toName = await section.locator(`[data-month-panel="${to}"]`).getAttribute('data-month-name');
    await section.getByRole('button', { name: 'Next month' }).click();
    await expect(title).toHaveText(toName ?? '');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute('data-month-panel', String(to));
    const days = await panel.locator('td[data-day]').count();
    expect(days).toBeGreaterThanOrEqual(29);
    const month = toName?.split(' ')[0] ?? '';
    await expect(panel.locator('caption')).toContainText(month);
    await expect(island).not.toHaveAttribute('data-awake');

    release();
    await expect(island).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
    expect(await reactHas(section.getByRole('button', { name: 'Next month' }))).toBe(true);
    await expect(title).toHaveText(toName ?? '');
    await expect(panel).toHaveCount(1);
    await expect(panel).toHaveAttribute('data-month-panel', String(to));
    await section.getByRole('button', { name: 'Next month' }).click();
    await expect(panel).toHaveAttribute('data-month-panel', String((to % 12) + 1));
    await expect(title).not.toHaveText(toName ?? '');
    expect(problems).toEqual([]);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('a nav dropdown says it is open before the bar wakes; awake, React agrees and closes it', async ({ page, context, problems }) => {
    const release = await holdRequests(context, ISLAND_CODE);
    await page.goto('/who-we-are/about-us');
    await appReady(page);
    const nav = page.locator('nav[aria-label="Main navigation"]');
    const who = nav.getByRole('button', { name: 'Who We Are' });
    await who.click();
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    const link = nav.getByRole('link', { name: 'Vision Statement' });
    await expect(link).toBeVisible();
    // Away from it, and no focus in it: still open, as it says.
    await page.mouse.move(5, 600);
    await page.locator('h1').click();
    await expect(link).toBeVisible();
    await asleep(page, 'frame:nav');

    release();
    await nav.hover();
    await awake(page, 'frame:nav');
    expect(await reactHas(who)).toBe(true);
    await expect(who).toHaveAttribute('aria-expanded', 'true');
    await who.click();
    await expect(who).toHaveAttribute('aria-expanded', 'false');
    await page.mouse.move(5, 600);
    await page.locator('h1').click();
    await expect(link).toBeHidden();
    expect(problems).toEqual([]);
  });
});

test.describe("a home carousel's arrows", () => {
  /**
   * The carousel named `name` on the home page, scrolled to (below the first screen: it comes after
   * load), the island code held until `release()`; `next` and `prev` its arrows.
   */
  async function carouselOnHome(page, context, name) {
    const release = await holdRequests(context, ISLAND_CODE);
    await page.goto('/');
    await closeBannerPopup(page);
    await appReady(page);
    const carousel = page.locator(`[aria-roledescription="carousel"][aria-label="${name}"]`);
    await carousel.scrollIntoViewIfNeeded({ timeout: 20_000 });
    const slides = carousel.locator('[aria-roledescription="slide"]');
    return {
      release,
      carousel,
      next: carousel.getByRole('button', { name: `Next slide: ${name}` }),
      prev: carousel.getByRole('button', { name: `Previous slide: ${name}` }),
      island: page.locator('[data-island="section"]').filter({ has: carousel }),
      slide: (n) => slides.nth(n - 1),
      /** "Slide n of total" of the slide marked selected (the one React and embla start on). */
      selected: () => carousel.locator('[aria-roledescription="slide"][data-selected]').getAttribute('aria-label'),
      /** An element's box within the carousel's, and the carousel's size. */
      boxIn: (el) =>
        // (Both in one frame: the page may be scrolling.)
        el.evaluate((e) => {
          const [b, r] = [e.getBoundingClientRect(), e.closest('[aria-roledescription="carousel"]').getBoundingClientRect()];
          return { x: b.x - r.x, y: b.y - r.y, width: b.width, height: b.height, of: [r.width, r.height] };
        }),
      /**
       * How much of slide n's heading is across the carousel's view, 0 to 1. (The view's own box,
       * not the window: a click may scroll the page anywhere that shows the arrow.)
       */
      shownAcross: (n) =>
        carousel.evaluate((root, i) => {
          const view = root.querySelector(':scope > div:not([data-arrows])').getBoundingClientRect();
          const h = root.querySelectorAll('[aria-roledescription="slide"]')[i].querySelector('h1, h2, h3, h4, h5, h6');
          const b = h.getBoundingClientRect();
          return Math.max(0, Math.min(b.right, view.right) - Math.max(b.left, view.left)) / b.width;
        }, n - 1),
      /** Where a slide is, across the viewport (px from its left edge), once the slides have stopped. */
      left: async (n) => {
        const box = await carousel.locator(':scope > div:not([data-arrows])').first().boundingBox();
        const s = await slides.nth(n - 1).boundingBox();
        return Math.round((s?.x ?? NaN) - (box?.x ?? 0));
      },
    };
  }

  test('on a phone, Next moves the committee by one before its section wakes; awake, React shows the same slide and moves on', async ({
    page,
    context,
    problems,
  }) => {
    const c = await carouselOnHome(page, context, 'Committee Members');
    const { release, next, prev } = c;
    // The arrows are in the page before any island code, where React puts them.
    await expect(next).toBeVisible();
    await expect(prev).toBeVisible();
    const arrowBox = await c.boxIn(next);
    expect(await c.selected()).toBe('Slide 1 of 6');
    const slideWidth = (await c.slide(2).boundingBox())?.width ?? 0;
    // (A slide's box starts a gap before what it shows: its padding.)
    const start = await c.left(1);
    await next.click();
    expect(await c.selected()).toBe('Slide 2 of 6');
    await expect.poll(() => c.left(2), 'the second slide has moved to the start').toBe(start);
    await expect.poll(() => c.left(1)).toBe(Math.round(start - slideWidth));
    await expect(c.island).not.toHaveAttribute('data-awake');

    release();
    await expect(c.island).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
    await expect(c.carousel.locator('[data-started]')).toHaveCount(1);
    expect(await reactHas(next)).toBe(true);
    // React (and embla) start on the slide shown, in the same place; nothing moved around it.
    expect(await c.selected()).toBe('Slide 2 of 6');
    await expect.poll(() => c.left(2)).toBe(start);
    expect(await c.boxIn(next), 'the arrows and the carousel are the same boxes as before').toEqual(arrowBox);
    // React's from here: Next goes on to the third, Previous back twice to the first.
    await next.click();
    await expect.poll(c.selected).toBe('Slide 3 of 6');
    await expect.poll(() => c.left(3)).toBe(start);
    await prev.click();
    await prev.click();
    await expect.poll(c.selected).toBe('Slide 1 of 6');
    await expect.poll(() => c.left(1)).toBe(start);
    expect(problems).toEqual([]);
  });

  test("from the keyboard, Right in the committee's carousel moves it before its section wakes; awake, React's Right goes on", async ({
    page,
    context,
    problems,
  }) => {
    const c = await carouselOnHome(page, context, 'Committee Members');
    const { release, next } = c;
    const start = await c.left(1);
    // Focus comes to the arrow as Tab would bring it; then the keys.
    await next.focus();
    await page.keyboard.press('ArrowRight');
    expect(await c.selected()).toBe('Slide 2 of 6');
    await expect.poll(() => c.left(2)).toBe(start);
    await page.keyboard.press('ArrowLeft');
    expect(await c.selected()).toBe('Slide 1 of 6');
    await page.keyboard.press('ArrowRight');
    await expect(c.island).not.toHaveAttribute('data-awake');

    release();
    // (It wakes as it would have: it is on screen.)
    await expect(c.island).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
    await expect(c.carousel.locator('[data-started]')).toHaveCount(1);
    expect(await c.selected()).toBe('Slide 2 of 6');
    await expect(next).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect.poll(c.selected).toBe('Slide 3 of 6');
    await expect.poll(() => c.left(3)).toBe(start);
    expect(problems).toEqual([]);
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP });

    test('Previous wraps the testimonials round to the last before the section wakes; awake, the same, and React wraps back', async ({
      page,
      context,
      problems,
    }) => {
      const c = await carouselOnHome(page, context, 'What people say');
      const { release, next, prev } = c;
      await expect(prev).toBeVisible();
      expect(await c.selected()).toBe('Slide 1 of 6');
      const start = await c.left(1);
      await prev.click();
      expect(await c.selected()).toBe('Slide 6 of 6');
      // One a view: the last is where the first was, the first gone from the view.
      await expect.poll(() => c.left(6)).toBe(start);
      expect(await c.shownAcross(6)).toBe(1);
      expect(await c.shownAcross(1)).toBe(0);
      await expect(c.island).not.toHaveAttribute('data-awake');

      release();
      await expect(c.island).toHaveAttribute('data-awake', 'true', { timeout: 20_000 });
      await expect(c.carousel.locator('[data-started]')).toHaveCount(1);
      expect(await reactHas(prev)).toBe(true);
      expect(await c.selected()).toBe('Slide 6 of 6');
      await expect.poll(() => c.left(6)).toBe(start);
      await next.click();
      await expect.poll(c.selected).toBe('Slide 1 of 6');
      await expect.poll(() => c.left(1)).toBe(start);
      expect(problems).toEqual([]);
    });
  });
});
