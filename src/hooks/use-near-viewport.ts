// True once the element comes within `margin` of the viewport (and from then on). For heavy parts
// far down a page (the home page's feedback form and its ~100 KB form engine): a visitor who never
// scrolls there never downloads or runs them, and a phone's start-up is not slowed by them.
// Without IntersectionObserver (old browsers, tests) it is true at once.
import { useEffect, useState, type RefObject } from 'react';

export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (near) return;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          io.disconnect();
        }
      },
      { rootMargin: margin },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, margin, near]);
  return near;
}
