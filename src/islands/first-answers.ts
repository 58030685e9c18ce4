// First answers: a tap on a control marked data-answer (components/first-answer/answer-marker.ts)
// is answered from plain script while its island has not woken, instead of waiting seconds on a
// slow phone for the island's code: the phone menu opens, an accordion or a dropdown unfolds,
// 'see more' shows the rest, a vision tab shows its panel, a photo widget moves on or opens its
// viewer, a carousel moves by one (its arrows, or Left and Right in it), the home calendar shows the month beside, a wizard's Next shows the messages of its
// empty fields. (The news filter needs none: each category is a page of its own, a link.) The
// island still wakes as it would (a tap is also
// a pointerdown, its wake's cue), and its component starts from what the page shows
// (use-take-over.ts). A chunk of its own, fetched after load at low priority (behaviors.ts holds
// the taps that come before it); once React owns a control (__reactProps$: hydrated), the tap is
// React's alone.
import type { AnswerKind } from '../components/first-answer/answer-marker';
import { toggleDisclosure } from '../components/first-answer/disclosure';
import { closeDialogOf, closeOnBackdrop, closeOnEscape, openDialogOf } from '../components/first-answer/dialog-toggle';
import { selectTab, tabForKey } from '../components/first-answer/tabs';
import { arrowForKey, stepCarousel } from '../components/carousel/carousel-answer';
import { stepPhoto, viewPhoto } from '../components/photo-widget/photo-answer';
import { siteOnly } from '../components/safe-html/site-markers';
import { startShareButtons } from '../components/share-links/share-button';
import { checkEmptyFields } from '../forms/wizard/empty-answer';
import { stepCalendarMonth } from '../sections/academic-calendar/month-answer';

/** Each kind's answer; one that returns false declined (the tap waits for React). */
const ANSWERS: Record<AnswerKind, (control: HTMLElement) => boolean | void> = {
  disclosure: toggleDisclosure,
  dialog: openDialogOf,
  close: closeDialogOf,
  tab: (tab) => selectTab(tab),
  'photo-step': stepPhoto,
  'photo-view': viewPhoto,
  'carousel-step': stepCarousel,
  'month-step': stepCalendarMonth,
  'form-check': checkEmptyFields,
};

/** The events of a press before its click that React handles as the visitor's own (discrete). */
const PRESS = ['pointerdown', 'pointerup', 'touchstart', 'touchend', 'mousedown', 'mouseup', 'focusin'] as const;

/** Whether React has hydrated this element (it keeps its props on it). */
export const reactHas = (el: Element): boolean => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

const controlOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(siteOnly('[data-answer]')) : null;

/** Answers a tap on control from plain script; false when it is not ours to answer (React has it). */
export function answerTap(control: HTMLElement): boolean {
  const kind = control.dataset.answer ?? '';
  if (!Object.hasOwn(ANSWERS, kind) || reactHas(control)) return false;
  return ANSWERS[kind as AnswerKind](control) !== false;
}

/**
 * Listens on the page's root, before the islands' own listeners (capture). `early`: the controls
 * tapped before this chunk came, answered now in order (or, where React has them by now, tapped
 * again for React).
 */
export function startFirstAnswers(root: HTMLElement, early: readonly HTMLElement[] = []): void {
  // (The share-sheet buttons come with this chunk too: plain script, after load.)
  startShareButtons(root);
  root.addEventListener(
    'click',
    (e) => {
      const control = controlOf(e.target);
      if (control ? answerTap(control) : e.target instanceof Element && !reactHas(e.target) && closeOnBackdrop(e.target, e)) {
        // Answered: the island's loader must not hold the tap and carry it out again once awake.
        e.preventDefault();
        e.stopPropagation();
      }
    },
    true,
  );
  // A press on a control React does not have yet reaches the island's React root too, while it
  // may be hydrating (a 'visible' island woken as it came on screen): React takes each of these
  // events as the visitor's and hydrates the whole island at once to deliver it, before the click
  // (110–275 ms in the pointerdown or the pointerup, traced at 4× CPU), so the plain answer came
  // after. They go no further than here (the window's own listeners have them), as the click does.
  for (const type of PRESS)
    root.addEventListener(
      type,
      (e) => {
        const control = controlOf(e.target);
        if (control && !reactHas(control)) e.stopPropagation();
      },
      { capture: true, passive: true },
    );
  root.addEventListener(
    'keydown',
    (e) => {
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (!target || reactHas(target)) return;
      if (e.key === 'Escape') {
        if (closeOnEscape(target.closest('dialog'))) e.stopPropagation();
        return;
      }
      const tab = target.matches(siteOnly('[data-answer="tab"]')) ? tabForKey(target, e.key) : null;
      if (tab) {
        e.preventDefault();
        selectTab(tab, true);
        return;
      }
      // (As a press, the key goes no further than here: React would hydrate the whole island for it.)
      const arrow = arrowForKey(target, e.key);
      if (arrow && !reactHas(arrow) && stepCarousel(arrow)) {
        e.preventDefault();
        e.stopPropagation();
      }
    },
    true,
  );
  for (const control of early) if (control.isConnected && !answerTap(control)) control.click();
}
