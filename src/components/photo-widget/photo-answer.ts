// A photo widget before React (first-answer/answer-marker.ts). The widget renders every photo of
// its album, all but the shown one hidden (a hidden lazy picture is not fetched), each carrying
// the photo button's label and the counter's text for it; so an arrow only moves which one shows,
// wrapping, and the photo opens the widget's viewer: a plain <dialog> in its markup showing the
// photo as it is. When React wakes, the widget starts on the photo shown and the lightbox takes
// the viewer's place on it (photo-widget.tsx, first-answer/shown-state.ts).
import { openModal } from '../dialog/modal';
import { siteOnly } from '../safe-html/site-markers';

const WIDGET = siteOnly('[data-photo-widget]');

const photosIn = (widget: Element) => [...widget.querySelectorAll<HTMLImageElement>(siteOnly('img[data-photo]'))];
const shownIn = (photos: HTMLImageElement[]) =>
  Math.max(
    0,
    photos.findIndex((p) => !p.hidden),
  );

/** An arrow (data-step: -1 or 1) moves its widget along. */
export function stepPhoto(arrow: HTMLElement): void {
  const widget = arrow.closest(WIDGET);
  const photos = widget ? photosIn(widget) : [];
  const n = photos.length;
  if (!widget || n < 2) return;
  const to = (((shownIn(photos) + (Number(arrow.dataset.step) || 0)) % n) + n) % n;
  photos.forEach((p, i) => (p.hidden = i !== to));
  const shown = photos[to];
  widget.querySelector(siteOnly('[data-answer="photo-view"]'))?.setAttribute('aria-label', shown.dataset.label ?? '');
  const counter = widget.querySelector(siteOnly('[data-photo-counter]'));
  if (counter) counter.textContent = shown.dataset.counter ?? '';
}

/** The photo opens its widget's viewer on the photo shown. */
export function viewPhoto(button: HTMLElement): void {
  const widget = button.closest(WIDGET);
  const viewer = widget?.querySelector<HTMLDialogElement>(siteOnly('dialog[data-photo-viewer]'));
  const photos = widget ? photosIn(widget) : [];
  const photo = photos[shownIn(photos)];
  const img = viewer?.querySelector('img');
  if (!viewer || !photo || !img) return;
  // The photo's copies, chosen by the viewer's own sizes (the screen's width): a big one, not the
  // thumbnail's (src/lib/image-copy.ts).
  const srcset = photo.getAttribute('srcset');
  if (srcset) img.setAttribute('srcset', srcset);
  else img.removeAttribute('srcset');
  img.setAttribute('src', photo.getAttribute('src') ?? '');
  img.alt = photo.alt;
  openModal(viewer);
}
