// A third-party frame (the Google map) is created only after the page has loaded and when its
// place comes near the screen. A frame with an address from the start is fetched while the page's
// own first bytes are still arriving: a new origin's DNS, TLS and document on a phone's slow
// network, which Lighthouse (rightly) counts against the first paint. `loading="lazy"` does not
// help on a short page: the footer is within the browser's lazy-load distance. Not even an empty
// <iframe> is in the page up front: each one is a document and a script context the browser
// builds while it parses, a long task on a slow phone. The page holds a sized placeholder
// (div[data-lazy-frame]) carrying the frame's attributes instead.
// Plain script, shared by the island loader (static footer) and React (LazyFrame's effect).
import { siteOnly } from '../safe-html/site-markers';

/** The attributes a placeholder carries for its frame (LazyFrame writes them). */
export const FRAME_ATTRS = ['src', 'title', 'referrerpolicy', 'allowfullscreen'] as const;

/**
 * Replaces every div[data-lazy-frame] under root with its frame once the page has loaded and it is
 * near: only those the site wrote (LazyFrame), never one in the back-end's rich text.
 */
export function watchLazyFrames(root: ParentNode): void {
  root
    .querySelectorAll<HTMLElement>(siteOnly('[data-lazy-frame]'))
    .forEach((place) => watchLazyFrame(place, () => place.replaceWith(frameFor(place))));
}

/** The iframe a placeholder stands for. */
export function frameFor(place: HTMLElement): HTMLIFrameElement {
  const frame = document.createElement('iframe');
  if (place.className) frame.className = place.className;
  for (const name of FRAME_ATTRS) {
    const value = place.getAttribute(`data-${name}`);
    if (value !== null) frame.setAttribute(name, value);
  }
  return frame;
}

/** Calls show once the page has loaded and place is near the screen; returns a stop. */
export function watchLazyFrame(place: Element, show: () => void): () => void {
  let stopped = false;
  let io: IntersectionObserver | undefined;
  const once = () => {
    if (stopped) return;
    stopped = true;
    show();
  };
  const watch = () => {
    if (stopped) return;
    if (typeof IntersectionObserver === 'undefined') return once();
    io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io?.disconnect();
          once();
        }
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(place);
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    stopped = true;
    io?.disconnect();
    window.removeEventListener('load', watch);
  };
}
