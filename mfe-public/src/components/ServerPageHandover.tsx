import { useEffect, useLayoutEffect, useRef } from 'react';
import { pressAgain, removeServerPage } from '@referrals/ui/light';

/**
 * Takes the page over from its server-rendered copy (docs/adr/0022-server-rendered-public-pages.md). The
 * gateway writes that copy before the shell's root, which its stylesheet hides while the copy is there; this
 * component commits with the first page the app draws (it sits beside the routes, inside their Suspense
 * boundary), and removes the copy before the browser paints that commit: the app's page, drawn from the same
 * data with the same components, appears in the very frame the copy goes, in its place. A button pressed in
 * the copy meanwhile (which did nothing there) is then pressed in the app's page.
 */
export function ServerPageHandover(): null {
  const pressed = useRef<number[]>([]);
  useLayoutEffect(() => {
    pressed.current = removeServerPage();
  }, []);
  useEffect(() => {
    pressAgain(document.getElementById('root'), pressed.current);
    pressed.current = [];
  }, []);
  return null;
}
