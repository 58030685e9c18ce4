// What a part waking over a first answer reads back from the page (use-take-over.ts): the state
// the plain answers (disclosure.ts, tabs.ts, dialog.ts, photo-widget/photo-answer.ts) left in
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
