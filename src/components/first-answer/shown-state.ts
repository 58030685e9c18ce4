// What a part waking over a first answer reads back from the page (use-take-over.ts): the state
// the plain answers (disclosure.ts, tabs.ts, dialog.ts, photo-widget/photo-answer.ts,
// carousel/carousel-answer.ts) left in
// the attributes they write. Apart from the answers themselves, so that the components' chunks
// carry only this and the answers' chunk stays one file (src/islands/first-answers.ts).
import { siteOnly } from '../safe-html/site-markers';

/** Whether the disclosure controlling the part with this id is expanded; null when there is none. */
export function expandedOf(partId: string): boolean | null {
  for (const el of document.querySelectorAll(siteOnly('[aria-controls]')))
    if (el.getAttribute('aria-controls') === partId) return el.getAttribute('aria-expanded') === 'true';
  return null;
}

/** Which of these tabs is selected; null when none is. */
export function selectedTabOf(tabIds: readonly string[]): number | null {
  const i = tabIds.findIndex((id) => document.getElementById(id)?.getAttribute('aria-selected') === 'true');
  return i < 0 ? null : i;
}

/** Whether the dialog with this id is open; null when it is not there. */
export function dialogOpen(id: string): boolean | null {
  const dialog = document.getElementById(id);
  return dialog ? dialog.hasAttribute('open') : null;
}

/** The photo widget with this id: the photo it shows, and whether its plain viewer is open; null when it is not there. */
export function photoShown(widgetId: string): { index: number; viewing: boolean } | null {
  const widget = document.getElementById(widgetId);
  if (!widget) return null;
  const index = [...widget.querySelectorAll<HTMLElement>(siteOnly('img[data-photo]'))].findIndex((p) => !p.hidden);
  return { index: Math.max(0, index), viewing: !!widget.querySelector(siteOnly('dialog[data-photo-viewer][open]')) };
}

/** The photo widget's plain viewer, which the lightbox replaces. */
export function photoViewer(widgetId: string): HTMLDialogElement | null {
  return document.getElementById(widgetId)?.querySelector<HTMLDialogElement>(siteOnly('dialog[data-photo-viewer]')) ?? null;
}

/** The month the home calendar section with this id shows (sections/academic-calendar/month-answer.ts); null when it is not there. */
export function shownMonthOf(rootId: string): number | null {
  const root = document.getElementById(rootId);
  const shown = root && [...root.querySelectorAll<HTMLElement>(siteOnly('[data-month-panel]'))].find((p) => !p.hidden);
  return shown ? Number(shown.dataset.monthPanel) : null;
}

/** Whether the form with this id shows the plain answer's messages for its empty fields (forms/wizard/empty-answer.ts); null when it is not there. */
export function emptyMessagesShown(rootId: string): boolean | null {
  const root = document.getElementById(rootId);
  return root ? !!root.querySelector(siteOnly('[data-empty-message]:not([hidden])')) : null;
}

/** The slide the carousel with this id has selected (carousel/carousel-answer.ts moves data-selected); null when it is not there. */
export function shownSlideOf(rootId: string): number | null {
  const root = document.getElementById(rootId);
  if (!root) return null;
  const i = [...root.querySelectorAll(siteOnly('[aria-roledescription="slide"]'))].findIndex((s) => s.hasAttribute('data-selected'));
  return i < 0 ? null : i;
}
