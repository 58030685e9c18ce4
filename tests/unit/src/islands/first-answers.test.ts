// First answers (src/islands/first-answers.ts and the plain answers it runs): a tap on a control
// marked data-answer is answered from plain script while React does not have it; a tap React has
// is left to React; markers inside rich text answer nothing; taps made before the chunk came are
// answered in order once it has. (What React starts from when it wakes over these answers:
// first-answer-take-over.test.tsx; in a real browser: tests/e2e/first-answers.spec.mjs.)
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerTap, startFirstAnswers } from '@src/islands/first-answers';
import { CONTENT_ATTR } from '@src/components/safe-html/site-markers';
import { pageRoot } from '@test/page-root';

let root: HTMLElement | undefined;
const page = (html: string) => {
  root = pageRoot(html);
  startFirstAnswers(root);
  return root;
};
const $ = <T extends HTMLElement = HTMLElement>(css: string) => root!.querySelector<T>(css)!;
/** A tap as a browser sends it: a click that bubbles from the element tapped. */
const tap = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
/** As React leaves a hydrated element. */
const hydrated = (el: Element) => Object.assign(el, { __reactProps$abc: {} });

afterEach(() => {
  root?.remove();
  root = undefined;
  history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('a disclosure', () => {
  it('an accordion unfolds and folds again, its button saying so', () => {
    page(`<button data-answer="disclosure" aria-expanded="false" aria-controls="sub"><span>About</span></button>
      <div id="sub" hidden data-shown-when="expanded"><a href="/a">A</a></div>`);
    tap($('button span'));
    expect($('button').getAttribute('aria-expanded')).toBe('true');
    expect($('#sub').hidden).toBe(false);
    tap($('button'));
    expect($('button').getAttribute('aria-expanded')).toBe('false');
    expect($('#sub').hidden).toBe(true);
  });

  it("'see more' shows the rest and its other label; 'show less' the cut again", () => {
    page(`<p id="t">Start<span data-shown-when="collapsed">...</span><span data-shown-when="expanded" hidden> and the rest</span></p>
      <button data-answer="disclosure" aria-expanded="false" aria-controls="t"><span data-shown-when="collapsed">see more</span><span data-shown-when="expanded" hidden>show less</span></button>`);
    const shown = () => [...root!.querySelectorAll<HTMLElement>('span')].filter((s) => !s.hidden).map((s) => s.textContent);
    expect(shown()).toEqual(['...', 'see more']);
    tap($('button'));
    expect(shown()).toEqual([' and the rest', 'show less']);
    tap($('button'));
    expect(shown()).toEqual(['...', 'see more']);
  });

  it("a button that goes with its state ('see More', for good) hands focus to the text it showed", () => {
    page(`<div id="body" tabindex="-1"><p data-shown-when="collapsed">Cut...</p><div data-shown-when="expanded" hidden><p>Full text</p></div></div>
      <button data-answer="disclosure" aria-expanded="false" aria-controls="body" data-shown-when="collapsed">see More</button>`);
    $('button').focus();
    tap($('button'));
    expect($('button').hidden).toBe(true);
    expect($('#body p').hidden).toBe(true);
    expect($<HTMLElement>('#body div').hidden).toBe(false);
    expect(document.activeElement).toBe($('#body'));
  });

  it('a dropdown with nothing to hide only says it is expanded (its CSS shows the list)', () => {
    page(`<li><button data-answer="disclosure" aria-expanded="false" aria-controls="m">Who</button><ul id="m"><li>x</li></ul></li>`);
    tap($('button'));
    expect($('button').getAttribute('aria-expanded')).toBe('true');
    expect($('ul').hidden).toBe(false);
  });
});

describe('the phone menu', () => {
  const drawer = () =>
    page(`<button data-answer="dialog" aria-controls="d" aria-expanded="false" id="toggle">Menu</button>
      <dialog id="d"><button data-answer="close" id="close">×</button><a href="/x">X</a></dialog>`);

  it('opens as a modal from its toggle, which says so until it closes; its close button closes it and focus goes back', () => {
    drawer();
    // (jsdom has no showModal: the dialog opens as an element, as in an old WebView.)
    tap($('#toggle'));
    expect($('dialog').hasAttribute('open')).toBe(true);
    expect($('#toggle').getAttribute('aria-expanded')).toBe('true');
    $('#close').focus();
    tap($('#close'));
    expect($('dialog').hasAttribute('open')).toBe(false);
    expect($('#toggle').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe($('#toggle'));
  });

  it('closes on Escape where the browser has no modal dialog to do it', () => {
    drawer();
    tap($('#toggle'));
    key($('#close'), 'Escape');
    expect($('dialog').hasAttribute('open')).toBe(false);
    expect($('#toggle').getAttribute('aria-expanded')).toBe('false');
  });

  it('uses showModal where there is one, and closes on a press on the backdrop', () => {
    drawer();
    const dialog = $<HTMLDialogElement>('dialog');
    const showModal = vi.fn(() => dialog.setAttribute('open', ''));
    const close = vi.fn(() => {
      dialog.removeAttribute('open');
      dialog.dispatchEvent(new Event('close'));
    });
    Object.assign(dialog, { showModal, close });
    Object.defineProperty(dialog, 'open', { get: () => dialog.hasAttribute('open') });
    tap($('#toggle'));
    expect(showModal).toHaveBeenCalledTimes(1);
    // The backdrop's events target the dialog itself, outside its box.
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 800 }));
    dialog.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: 350, clientY: 100 }));
    expect(close).toHaveBeenCalledTimes(1);
    expect($('#toggle').getAttribute('aria-expanded')).toBe('false');
  });
});

describe('tabs', () => {
  const tabs = () =>
    page(
      `<div role="tablist">${[0, 1, 2]
        .map(
          (i) =>
            `<button role="tab" data-answer="tab" id="t${i}" aria-controls="p${i}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">T${i}</button>`,
        )
        .join('')}</div>${[0, 1, 2].map((i) => `<div role="tabpanel" id="p${i}"${i ? ' hidden' : ''}>P${i}</div>`).join('')}`,
    );
  const state = () =>
    [0, 1, 2].map((i) => `${$(`#t${i}`).getAttribute('aria-selected')}/${$(`#t${i}`).tabIndex}/${$(`#p${i}`).hidden ? 'hidden' : 'shown'}`);

  it('a tab chosen is selected, the only one in the Tab order, and shows its panel alone', () => {
    tabs();
    tap($('#t2'));
    expect(state()).toEqual(['false/-1/hidden', 'false/-1/hidden', 'true/0/shown']);
  });

  it('Left and Right move along the tabs, wrapping, and Home and End to either end, focus following', () => {
    tabs();
    $('#t0').focus();
    key($('#t0'), 'ArrowLeft');
    expect(state()[2]).toBe('true/0/shown');
    expect(document.activeElement).toBe($('#t2'));
    key($('#t2'), 'ArrowRight');
    expect(document.activeElement).toBe($('#t0'));
    key($('#t0'), 'End');
    expect(document.activeElement).toBe($('#t2'));
    key($('#t2'), 'Home');
    expect(state()).toEqual(['true/0/shown', 'false/-1/hidden', 'false/-1/hidden']);
    // Another key is not the tab list's.
    key($('#t0'), 'constructor');
    expect(document.activeElement).toBe($('#t0'));
  });
});

describe('a photo widget', () => {
  const widget = (n = 3) =>
    page(`<div data-photo-widget=""><button data-answer="photo-view" aria-label="Open photo 1">${Array.from(
      { length: n },
      (_, i) =>
        `<img data-photo="" src="/p${i}.jpg" alt="Photo ${i + 1}" data-label="Open photo ${i + 1}" data-counter="${i + 1} / ${n}"${i ? ' hidden' : ''}>`,
    ).join('')}</button>
      <button data-answer="photo-step" data-step="-1" id="prev">‹</button><button data-answer="photo-step" data-step="1" id="next">›</button>
      <span data-photo-counter="">1 / ${n}</span>
      <dialog data-photo-viewer=""><img alt=""><button data-answer="close" id="close">×</button></dialog></div>`);
  const shownPhoto = () => [...root!.querySelectorAll<HTMLImageElement>('img[data-photo]')].findIndex((p) => !p.hidden);

  it('the arrows move along the photos, wrapping at both ends, with the button’s label and the counter', () => {
    widget();
    tap($('#prev'));
    expect(shownPhoto()).toBe(2);
    expect($('[data-photo-counter]').textContent).toBe('3 / 3');
    expect($('[data-answer="photo-view"]').getAttribute('aria-label')).toBe('Open photo 3');
    tap($('#next'));
    tap($('#next'));
    expect(shownPhoto()).toBe(1);
    expect($('[data-photo-counter]').textContent).toBe('2 / 3');
  });

  it('the photo opens the viewer on the photo shown; its close button closes it', () => {
    widget();
    tap($('#next'));
    tap($('img[data-photo]:not([hidden])'));
    const viewer = $<HTMLDialogElement>('dialog');
    expect(viewer.hasAttribute('open')).toBe(true);
    expect(viewer.querySelector('img')!.getAttribute('src')).toBe('/p1.jpg');
    expect(viewer.querySelector('img')!.alt).toBe('Photo 2');
    tap($('#close'));
    expect(viewer.hasAttribute('open')).toBe(false);
  });

  it('an album of one photo does not move', () => {
    widget(1);
    tap($('#next'));
    expect(shownPhoto()).toBe(0);
    expect($('[data-photo-counter]').textContent).toBe('1 / 1');
  });
});

describe("a carousel's arrows", () => {
  /** A carousel as carousel.tsx renders it, its items per view as the preset's CSS gives them at this width. */
  const carousel = (n: number, perView: number, attrs = '') =>
    page(`<div data-carousel-preset="x" data-variant="default" style="--per-view:${perView}" ${attrs}><div><div>${Array.from(
      { length: n },
      (_, i) => `<div aria-roledescription="slide" aria-label="Slide ${i + 1} of ${n}"${i ? '' : ' data-selected="true"'}>${i + 1}</div>`,
    ).join('')}</div></div>
      <div data-arrows=""><button data-answer="carousel-step" data-step="-1" id="prev">‹</button><button data-answer="carousel-step" data-step="1" id="next">›</button></div></div>`);
  const slides = () => [...root!.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
  const selected = () => slides().findIndex((s) => s.getAttribute('data-selected') === 'true');
  const moved = () => slides()[0].parentElement!.style.transform;

  it('Next moves the slides by one and the selected marker with them; at the end it goes no further (not looping)', () => {
    carousel(4, 2);
    tap($('#next'));
    expect(selected()).toBe(1);
    expect(moved()).toBe('translate3d(-50%,0,0)');
    tap($('#next'));
    expect(selected()).toBe(2);
    expect(moved(), 'the last two flush at the end').toBe('translate3d(-100%,0,0)');
    tap($('#next'));
    expect(selected()).toBe(2);
    tap($('#prev'));
    expect(selected()).toBe(1);
    expect(slides().filter((s) => s.hasAttribute('data-selected'))).toHaveLength(1);
  });

  it('looping, Previous from the first goes round to the last, the slides before it in view', () => {
    carousel(3, 1, 'data-loop="true"');
    tap($('#prev'));
    expect(selected()).toBe(2);
    expect(moved()).toBe('translate3d(100%,0,0)');
    expect(slides()[2].style.transform, 'the last slide shown before the first').toBe('translate3d(-300%,0,0)');
    tap($('#next'));
    expect(selected()).toBe(0);
  });

  it("closes a testimonial opened in it, as the slider does on every slide change; not a message's 'see More'", () => {
    carousel(3, 1);
    slides()[0].innerHTML = `<p id="q">Cut<span data-shown-when="expanded">, the rest</span></p>
      <button data-answer="disclosure" data-reset-on-step="true" aria-expanded="true" aria-controls="q">show less</button>`;
    slides()[1].innerHTML = `<div id="m"><p data-shown-when="expanded">The message</p></div>
      <button data-answer="disclosure" aria-expanded="true" aria-controls="m">show less</button>`;
    tap($('#next'));
    expect($('[aria-controls="q"]').getAttribute('aria-expanded')).toBe('false');
    expect($('#q span').hidden).toBe(true);
    expect($('[aria-controls="m"]').getAttribute('aria-expanded')).toBe('true');
  });

  it('Left and Right in it step it as its arrows do, not in a field, not where its arrows are hidden (all fit), not once React has it', () => {
    carousel(4, 1);
    slides()[0].innerHTML = '<a href="/news/1" id="link">1</a><input id="field">';
    key($('#link'), 'ArrowRight');
    expect(selected()).toBe(1);
    expect(moved()).toBe('translate3d(-100%,0,0)');
    key($('#next'), 'ArrowLeft');
    expect(selected()).toBe(0);
    key($('#link'), 'ArrowDown');
    key($('#field'), 'ArrowRight');
    expect(selected(), 'typing moves nothing').toBe(0);
    $('[data-arrows]').style.display = 'none';
    key($('#link'), 'ArrowRight');
    expect(selected(), 'no arrows at this width: nothing to move').toBe(0);
    $('[data-arrows]').style.display = '';
    hydrated($('#next'));
    const event = new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, cancelable: true });
    $('#link').dispatchEvent(event);
    expect(selected(), "React's to answer").toBe(0);
    expect(event.defaultPrevented).toBe(false);
  });

  it('is not answered without the items per view (no preset CSS in the page): the tap waits for React', () => {
    carousel(4, 0);
    expect(answerTap($('#next'))).toBe(false);
    expect(selected()).toBe(0);
  });
});

describe('who answers', () => {
  it('a control React has hydrated is left to React: nothing changes, the tap goes on', () => {
    page(
      `<div id="island"><button data-answer="disclosure" aria-expanded="false" aria-controls="sub">About</button><div id="sub" hidden data-shown-when="expanded"></div></div>`,
    );
    const reached = vi.fn();
    $('#island').addEventListener('click', reached);
    hydrated($('button'));
    tap($('button'));
    expect($('button').getAttribute('aria-expanded')).toBe('false');
    expect(reached).toHaveBeenCalledTimes(1);
  });

  it('a tap it answered goes no further: the island’s loader does not hold it to carry it out again', () => {
    page(
      `<div id="island"><button data-answer="disclosure" aria-expanded="false" aria-controls="sub">About</button><div id="sub" hidden data-shown-when="expanded"></div></div>`,
    );
    const reached = vi.fn();
    $('#island').addEventListener('click', reached, true);
    tap($('button'));
    expect($('button').getAttribute('aria-expanded')).toBe('true');
    expect(reached).not.toHaveBeenCalled();
  });

  it('the press before the click does not reach an island still hydrating (React would hydrate it all at once for it); once React has the control, it does', () => {
    page(
      `<div id="island"><button data-answer="disclosure" aria-expanded="false" aria-controls="sub">About</button><div id="sub" hidden data-shown-when="expanded"></div></div><button id="other">Other</button>`,
    );
    const PRESS = ['pointerdown', 'touchstart', 'mousedown', 'focusin', 'pointerup', 'touchend', 'mouseup'];
    const reachedIsland: string[] = [];
    const reachedWindow: string[] = [];
    const onWindow = (e: Event) => reachedWindow.push(e.type);
    for (const type of PRESS) {
      // (React listens on the island's root element, in both phases.)
      $('#island').addEventListener(type, (e) => reachedIsland.push(e.type), true);
      window.addEventListener(type, onWindow, true);
    }
    const press = (el: Element) => PRESS.forEach((type) => el.dispatchEvent(new Event(type, { bubbles: true })));
    try {
      press($('#island button'));
      tap($('#island button'));
      expect(reachedIsland).toEqual([]);
      expect(reachedWindow, "the window's own listeners have them").toEqual(PRESS);
      expect($('#island button').getAttribute('aria-expanded')).toBe('true');
      hydrated($('#island button'));
      press($('#island button'));
      expect(reachedIsland).toEqual(PRESS);
    } finally {
      for (const type of PRESS) window.removeEventListener(type, onWindow, true);
    }
  });

  it('a marker inside rich text answers nothing, not even a marker naming a part of the page', () => {
    page(`<div id="sub" hidden data-shown-when="expanded">site</div><dialog id="d"></dialog>
      <div ${CONTENT_ATTR}=""><button data-answer="disclosure" aria-controls="sub" aria-expanded="false" id="a">more</button>
      <button data-answer="dialog" aria-controls="d" id="b">menu</button><div data-page="news-list"><button data-answer="filter" data-category="x" id="c">x</button><li data-news-category="y">y</li></div></div>`);
    for (const id of ['a', 'b', 'c']) tap($(`#${id}`));
    expect($('#sub').hidden).toBe(true);
    expect($('#d').hasAttribute('open')).toBe(false);
    expect($('li').hidden).toBe(false);
    expect(location.search).toBe('');
  });

  it('an unknown kind is not answered', () => {
    root = pageRoot('<button data-answer="__proto__">x</button><button data-answer="constructor">y</button>');
    expect(answerTap($('button'))).toBe(false);
    expect(answerTap($('button + button'))).toBe(false);
  });

  it('taps made before the chunk came are answered in order once it has; one React has by then is tapped again for React', () => {
    root =
      pageRoot(`<button data-answer="disclosure" aria-expanded="false" aria-controls="a" id="ta">A</button><div id="a" hidden data-shown-when="expanded"></div>
      <button data-answer="disclosure" aria-expanded="false" aria-controls="b" id="tb">B</button><div id="b" hidden data-shown-when="expanded"></div>`);
    const reactTap = vi.fn();
    hydrated($('#tb')).addEventListener('click', reactTap);
    startFirstAnswers(root, [$('#ta'), $('#tb'), $('#ta'), $('#ta')]);
    expect($('#ta').getAttribute('aria-expanded')).toBe('true');
    expect($('#a').hidden).toBe(false);
    expect($('#tb').getAttribute('aria-expanded')).toBe('false');
    expect(reactTap).toHaveBeenCalledTimes(1);
  });
});
