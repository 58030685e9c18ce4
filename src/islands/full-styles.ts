// The rest of the page's CSS. A prerendered page inlines, of each stylesheet, only the rules its
// HTML can use (scripts/build/first-paint-css.ts), and names each file inlined in part with a
// disabled <link data-full>. Right after load, and before any island changes the page (hydrate.tsx
// waits for it), those links are enabled: the browser fetches the full files (kept by the service
// worker) and applies them after the inlined rules, in the same order, so the cascade is the full
// files' own. Nothing is fetched for a page inlined whole.
// (In the head only: the page's own links, never anything in its content.)
const FULL = 'link[rel="stylesheet"][data-full][disabled]';

/** How long a change of the page waits for the files at most (a connection that never answers). */
export const FULL_STYLES_WAIT_MS = 4000;

let ready: Promise<void> | null = null;

/** Enables the page's partly inlined stylesheets (once); resolves when they have loaded, failed, or waited too long. */
export function fullStyles(doc: Document = document): Promise<void> {
  ready ??= Promise.race([
    Promise.all([...doc.head.querySelectorAll<HTMLLinkElement>(FULL)].map(enable)).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, FULL_STYLES_WAIT_MS)),
  ]);
  return ready;
}

const enable = (link: HTMLLinkElement) =>
  new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    // (A file that cannot be had leaves the inlined rules, which show the page as it is.)
    link.addEventListener('error', () => resolve(), { once: true });
    link.removeAttribute('disabled');
  });
