// The home calendar's previous/next month before React (components/first-answer/answer-marker.ts).
// The section renders the months either side of the one it opens on, hidden (data-month-panel),
// each naming itself (data-month-name), so a first tap only shows the month beside it and puts
// its name in the title, as the section does. A month not in the page (a second step the same
// way) is not ours: the tap waits for React, which the tap itself wakes. When React wakes it
// starts from the month shown (components/first-answer/shown-state.ts shownMonthOf, by the section's id).
import { siteOnly } from '../../components/safe-html/site-markers';

const PANEL = siteOnly('[data-month-panel]');

const panelsOf = (root: Element | null) => (root ? [...root.querySelectorAll<HTMLElement>(PANEL)] : []);
const monthOf = (panel: Element) => Number(panel.getAttribute('data-month-panel'));
/** calendar/month-grid.ts's wrapMonth, here so that this chunk has no other (the test checks they agree). */
export const stepMonth = (m: number, step: number): number => ((((m - 1 + step) % 12) + 12) % 12) + 1;

/** A month button's answer; false when the month it leads to is not in the page. */
export function stepCalendarMonth(button: HTMLElement): boolean {
  const root = button.closest(siteOnly('[data-month-root]'));
  const panels = panelsOf(root);
  const shown = panels.find((p) => !p.hidden);
  if (!root || !shown) return false;
  const to = stepMonth(monthOf(shown), Number(button.dataset.step) || 0);
  const next = panels.find((p) => monthOf(p) === to);
  if (!next) return false;
  for (const p of panels) p.hidden = p !== next;
  const title = root.querySelector(siteOnly('[data-testid="shown-month"]'));
  if (title) title.textContent = next.getAttribute('data-month-name');
  return true;
}
