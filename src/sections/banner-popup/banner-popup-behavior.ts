// What the banner popup does, in plain script, so a prerendered home page opens it at once without
// React (the page's loader runs it, src/islands/behaviors.ts) and the client-rendered app runs
// the same code (banner-popup-section.tsx). The markup is a native <dialog>, opened and closed as
// the React dialogs are (components/dialog/modal.ts: top layer, page behind inert, Escape and the
// back gesture close it). SPEC: it opens on load, autoplays (the site's one autoplay:
// components/autoplay/autoplay.ts), 'Skip this' moves to the next banner
// and the last one's closes. A dismissal is kept for the browser session unless the section says
// reopen: 'every-load' (SPEC's own behaviour; docs/decisions.md says why session is the default).

import { startAutoplay } from '../../components/autoplay/autoplay';
import { canShowModal, closeModal, openModal } from '../../components/dialog/modal';
import { siteOnly } from '../../components/safe-html/site-markers';

export const BANNER_DISMISSED_KEY = 'school-site:banner-popup-dismissed';

function dismissed(): boolean {
  try {
    return sessionStorage.getItem(BANNER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function rememberDismissal(): void {
  try {
    sessionStorage.setItem(BANNER_DISMISSED_KEY, '1');
  } catch {
    /* private mode: the popup may show again */
  }
}

/** On a prerendered page (src/sections/section-behaviors.ts): the popup's <dialog>. */
export const start = (el: HTMLElement): (() => void) => runBannerPopup(el as HTMLDialogElement);

/** Opens the popup (unless dismissed this session) and runs it; returns a clean-up. */
export function runBannerPopup(dialog: HTMLDialogElement): () => void {
  // (A banner's description is the back-end's rich text: a marker in it is not one of ours.)
  const slides = [...dialog.querySelectorAll<HTMLElement>(siteOnly('[data-banner-slide]'))];
  const everyLoad = dialog.dataset.reopen === 'every-load';
  if (!slides.length || (!everyLoad && dismissed()) || dialog.hasAttribute('open')) return () => {};
  let current = 0;
  const show = (i: number) => {
    current = (i + slides.length) % slides.length;
    slides.forEach((s, j) => (s.hidden = j !== current));
    const status = dialog.querySelector(siteOnly('[data-banner-status]'));
    if (status) status.textContent = `${current + 1} / ${slides.length}`;
  };
  const close = () => {
    rememberDismissal();
    closeModal(dialog);
  };
  const every = Number(dialog.dataset.autoplayMs) || 0;
  // A browser without <dialog> (an old phone's WebView) shows it as an open element; Escape still closes.
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape' && !canShowModal(dialog)) close();
  };
  const onClick = (e: Event) => {
    const target = e.target as Element;
    const el = target.closest<HTMLElement>(siteOnly('[data-banner-skip], [data-banner-move], [data-banner-close]'));
    // A link followed (the banner's own, or one in its text) dismisses the popup too.
    if (!el) {
      if (target.closest('a[href]')) rememberDismissal();
      return;
    }
    if (el.dataset.bannerClose !== undefined || el.dataset.bannerSkip === 'close') close();
    else if (el.dataset.bannerSkip === 'next') moveTo(current + 1);
    else if (el.dataset.bannerMove) moveTo(current + Number(el.dataset.bannerMove));
  };
  // One signal takes every listener off again.
  const off = new AbortController();
  const on = (target: EventTarget, type: string, fn: (e: never) => void) =>
    target.addEventListener(type, fn as EventListener, { signal: off.signal });
  on(dialog, 'click', onClick);
  on(dialog, 'cancel', rememberDismissal);
  on(document, 'keydown', onKey);
  show(0);
  openModal(dialog);
  // Reading or pointing at a banner holds it still; a banner moved to by hand gets its full time.
  const autoplay = slides.length > 1 ? startAutoplay(dialog, { everyMs: every, tick: () => show(current + 1) }) : null;
  const moveTo = (i: number) => {
    show(i);
    autoplay?.restart();
  };
  on(dialog, 'close', () => autoplay?.destroy());
  return () => {
    autoplay?.destroy();
    off.abort();
    closeModal(dialog);
  };
}
