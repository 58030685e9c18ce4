// SPEC: every path change scrolls to the top (a query change alone does not, so filters and
// ?TranId= scrolling keep their place). Not on the first render: the page was just loaded (the
// browser placed it), and on a prerendered page a visitor may already have scrolled before
// hydration ends; jumping back to the top then would yank the page from under them.
import { useEffect, useRef } from 'react';
import { useSiteLocation } from '../navigation/site-nav';

export function ScrollToTop() {
  const { pathname } = useSiteLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' as ScrollBehavior });
  }, [pathname]);
  return null;
}
