// The share buttons of a prerendered page (share-links.tsx), never hydrated: shown where the
// browser has a share sheet (navigator.share), which a tap opens with the item's title (the
// marker's value) and address (the button's value). Nothing is fetched for it: the sheet is the
// browser's. Started with the first answers (src/islands/first-answers.ts), the chunk every
// prerendered page fetches after load at low priority: a content page's script up front stays
// within its 5 KB (scripts/build/size-budget.ts), and the button is hidden until then.
import { siteOnly } from '../safe-html/site-markers';

export function startShareButtons(root: HTMLElement): void {
  if (typeof navigator.share !== 'function') return;
  const share = siteOnly('button[data-share]');
  for (const b of root.querySelectorAll<HTMLButtonElement>(share)) b.hidden = false;
  root.addEventListener('click', (e) => {
    const b = (e.target as Element).closest?.<HTMLButtonElement>(share);
    // (A visitor who closes the sheet rejects the promise: nothing to say.)
    if (b) void navigator.share({ title: b.dataset.share ?? '', url: b.value }).catch(() => {});
  });
}
