import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** BrowserRouter keeps the scroll position across navigations; a new page should start at its top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
