// A carousel's arrows before React (first-answer/answer-marker.ts 'carousel-step'). The arrows are
// in the prerendered page (shown by CSS where the items do not all fit: per-view.ts arrowsCss), so
// a first tap moves the slides by one from plain script, as embla would (carousel-step.ts: its
// snaps, its loop, at the items per view the CSS gives at this width), with the CSS transition of
// carousels.transitionMs (none under reduced motion: global.css), and moves the selected marker
// (data-selected, which the coverflow's look follows); a testimonial opened in it closes again
// (data-reset-on-step), as the slider's do on every slide change. Left and Right in the carousel
// (its arrows, a link in a slide) step it as its arrows do, where it shows them, as carousel.tsx's
// keys do once awake. When React wakes, the carousel starts on
// the slide marked (first-answer/shown-state.ts shownSlideOf: embla's startIndex) and embla puts
// the slides where they already are (carousel.tsx).
import { toggleDisclosure } from '../first-answer/disclosure';
import { siteOnly } from '../safe-html/site-markers';
import { isTyping } from '../../lib/is-typing';
import { loopPlaces, loops, offsetOf, stepTo, type Track } from './carousel-step';

const ROOT = siteOnly('[data-carousel-preset]');
const SLIDE = siteOnly('[aria-roledescription="slide"]');

/** A looping carousel's position, counted on past its ends (carousel-step.ts loopPlaces). */
const counted = new WeakMap<Element, number>();

const across = (slides: number, perView: number) => `translate3d(${(-slides * 100) / perView}%,0,0)`;

/** An arrow (data-step: -1 or 1) moves its carousel by one; false when the page gives no way to (no slides, no per-view). */
export function stepCarousel(arrow: HTMLElement): boolean {
  const root = arrow.closest<HTMLElement>(ROOT);
  const slides = root ? [...root.querySelectorAll<HTMLElement>(SLIDE)] : [];
  const container = slides[0]?.parentElement;
  const perView = root ? parseFloat(getComputedStyle(root).getPropertyValue('--per-view')) : NaN;
  if (!root || !container || !(perView > 0)) return false;
  const track: Track = {
    count: slides.length,
    perView,
    loop: root.hasAttribute('data-loop'),
    center: root.dataset.variant === 'coverflow',
  };
  const from = Math.max(
    0,
    slides.findIndex((s) => s.hasAttribute('data-selected')),
  );
  const step = Number(arrow.dataset.step) || 0;
  const to = stepTo(track, from, step);
  // At an end (not looping) a step goes nowhere, as with embla: answered all the same.
  if (to === null) return true;
  if (loops(track)) {
    const was = counted.get(root) ?? from;
    const at = was + Math.sign(step);
    counted.set(root, at);
    const { offset, copies } = loopPlaces(track, was, at);
    container.style.transform = across(offset, perView);
    slides.forEach((s, j) => (s.style.transform = copies[j] ? `translate3d(${copies[j] * track.count * 100}%,0,0)` : ''));
  } else container.style.transform = across(offsetOf(track, to), perView);
  for (const opened of root.querySelectorAll<HTMLElement>(siteOnly('[data-reset-on-step][aria-expanded="true"]'))) toggleDisclosure(opened);
  // As React renders it (data-selected="true"), so that hydration finds its own markup.
  for (const [j, s] of slides.entries()) {
    if (j === to) s.setAttribute('data-selected', 'true');
    else s.removeAttribute('data-selected');
  }
  return true;
}

const KEY_STEPS: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1 };

/**
 * The arrow a key pressed in a carousel stands for: Left the previous, Right the next. None for
 * another key, in a field, or where the carousel shows no arrows at this width (all its items fit
 * its view: nothing to move, as with carousel.tsx's keys).
 */
export function arrowForKey(target: Element, key: string): HTMLElement | null {
  const step = KEY_STEPS[key];
  const root = step && !isTyping(target) ? target.closest<HTMLElement>(ROOT) : null;
  const arrow = root?.querySelector<HTMLElement>(siteOnly(`[data-answer="carousel-step"][data-step="${step}"]`));
  if (!arrow || arrow.closest(ROOT) !== root) return null;
  const shown = (el: Element | null): boolean => !el || el === root || (getComputedStyle(el).display !== 'none' && shown(el.parentElement));
  return shown(arrow) ? arrow : null;
}
