import { useLayoutEffect } from 'react';
import { SERVER_PAGE_ELEMENT_ID } from '@referrals/contracts';

/**
 * Takes the page over from its server-rendered copy (docs/adr/0022-server-rendered-public-pages.md). The
 * gateway writes that copy before the shell's root, which its stylesheet hides while the copy is there; this
 * component commits with the first page the app draws (it sits beside the routes, inside their Suspense
 * boundary), and removes the copy before the browser paints that commit: the app's page, drawn from the same
 * data with the same components, appears in the very frame the copy goes, in its place.
 */
export function ServerPageHandover(): null {
  useLayoutEffect(() => {
    document.getElementById(SERVER_PAGE_ELEMENT_ID)?.remove();
  }, []);
  return null;
}
