// A WAI-ARIA tab list in plain script (answer-marker.ts), as the vision tabs are in React
// (sections/vision): the tab chosen is selected and the only one in the Tab order; its panel
// (aria-controls) is shown and the other tabs' panels hidden. Left and Right move along the tabs,
// wrapping, Home and End go to either end, and focus follows.
import { siteOnly } from '../safe-html/site-markers';

function tabsBeside(tab: Element): HTMLElement[] {
  const list = tab.closest(siteOnly('[role="tablist"]'));
  return list ? [...list.querySelectorAll<HTMLElement>(siteOnly('[role="tab"]'))] : [];
}

export function selectTab(tab: HTMLElement, focus = false): void {
  for (const t of tabsBeside(tab)) {
    const on = t === tab;
    t.setAttribute('aria-selected', String(on));
    t.tabIndex = on ? 0 : -1;
    const panel = t.ownerDocument.getElementById(t.getAttribute('aria-controls') ?? '');
    if (panel) panel.hidden = !on;
  }
  if (focus) tab.focus();
}

/** The tab a key moves to from `tab`, or null when the key is not one of the tab list's. */
export function tabForKey(tab: HTMLElement, key: string): HTMLElement | null {
  const tabs = tabsBeside(tab);
  const i = tabs.indexOf(tab);
  const n = tabs.length;
  if (i < 0) return null;
  const to = key === 'ArrowLeft' ? i - 1 : key === 'ArrowRight' ? i + 1 : key === 'Home' ? 0 : key === 'End' ? n - 1 : null;
  return to === null ? null : tabs[(to + n) % n];
}
