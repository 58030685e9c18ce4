// Scroll-in animation (SPEC: once, over site.constants.animationMs via --anim-ms). Content already
// on screen at mount is never hidden, and the server renders no animation class, so prerendered
// HTML paints at once and shows without JavaScript; only content below the fold at mount fades in
// the first time it is seen. It moves by opacity and transform, which shift no layout. Visitors
// who prefer reduced motion get no animation.
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * A ref for the element to reveal. The observer's first report says where the element is: on
 * screen (as prerendered content the visitor already sees) it is never hidden; below the fold it
 * is hidden until it scrolls into view, then fades in once. Classes are set on the element
 * directly, not through React state: no re-render of the page and no forced layout while a slow
 * phone is still hydrating (React leaves a class it did not set alone).
 */
export function useReveal<T extends HTMLElement>(): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    let first = true;
    const io = new IntersectionObserver((entries) => {
      const visible = entries.some((e) => e.isIntersecting);
      if (first) {
        first = false;
        if (visible) io.disconnect();
        else el.classList.add('reveal-pending');
        return;
      }
      if (!visible) return;
      el.classList.replace('reveal-pending', 'reveal-in');
      io.disconnect();
    });
    io.observe(el);
    return () => io.disconnect();
  }, []);
  return ref;
}

export function Reveal({ children, className }: { children: ReactNode; className?: string }) {
  const ref = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
