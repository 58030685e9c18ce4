// A third-party frame (the Google map) is given its address only after the page has loaded and
// when it comes near the screen. A frame with an address from the start is fetched while the
// page's own first bytes are still arriving: a new origin's DNS, TLS and document on a phone's
// slow network, which Lighthouse (rightly) counts against the first paint. `loading="lazy"` does
// not help on a short page: the footer is within the browser's lazy-load distance.
// Plain script, shared by the island loader (static footer) and React (LazyFrame's effect).

/** Gives every iframe[data-lazy-src] under root its address once the page has loaded and it is near. */
export function watchLazyFrames(root: ParentNode): void {
  root.querySelectorAll<HTMLIFrameElement>('iframe[data-lazy-src]').forEach(watchLazyFrame);
}

export function watchLazyFrame(frame: HTMLIFrameElement): () => void {
  let stopped = false;
  let io: IntersectionObserver | undefined;
  const show = () => {
    const src = frame.dataset.lazySrc;
    if (!stopped && src && frame.getAttribute('src') !== src) frame.setAttribute('src', src);
  };
  const watch = () => {
    if (stopped) return;
    if (typeof IntersectionObserver === 'undefined') return show();
    io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          io?.disconnect();
          show();
        }
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(frame);
  };
  if (document.readyState === 'complete') watch();
  else window.addEventListener('load', watch, { once: true });
  return () => {
    stopped = true;
    io?.disconnect();
    window.removeEventListener('load', watch);
  };
}
