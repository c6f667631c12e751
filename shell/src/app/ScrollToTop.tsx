import { useEffect, useRef } from 'react';
import { useLocation } from '@referrals/ui/light-router';

/**
 * A navigation inside the app keeps the scroll position; a new page should start at its top. The document's
 * own first page is left where the browser put it: at its top, where a reload restores it, or where the reader
 * has scrolled a server-rendered page while the app was loading (docs/adr/0022-server-rendered-public-pages.md),
 * which the take-over must not move.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
