import { useEffect } from 'react';
import { useLocation } from '@referrals/ui/light-router';

/** A navigation inside the app keeps the scroll position; a new page should start at its top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
