import { SERVER_PAGE_ELEMENT_ID } from '@referrals/contracts';

/**
 * A server-rendered page (docs/adr/0022-server-rendered-public-pages.md) is drawn before the app runs, and its
 * buttons do nothing until the app takes it over. So that a press made in that moment is not lost, the shell's
 * entry (the first script of the page) notes each button pressed in the server's copy, by its place among the
 * copy's buttons, on the copy itself (the shell and the remote each bundle their own copy of this module); the
 * take-over presses the same buttons of the app's page, which the same components drew in the same order.
 */
const PRESSED_ATTRIBUTE = 'data-pressed';

/** Starts noting the presses of the server-rendered copy's buttons, if the page has one. */
export function notePressesOnServerPage(): void {
  const copy = document.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (!copy) return;
  copy.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    const place = [...copy.querySelectorAll('button')].indexOf(button);
    const pressed = copy.getAttribute(PRESSED_ATTRIBUTE);
    copy.setAttribute(PRESSED_ATTRIBUTE, pressed ? `${pressed} ${place}` : String(place));
  });
}

/**
 * Removes the server-rendered copy, if any, and answers the places of the buttons pressed in it, in order, for
 * {@link pressAgain} once the app's page is on screen.
 */
export function removeServerPage(): number[] {
  const copy = document.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (!copy) return [];
  const pressed = (copy.getAttribute(PRESSED_ATTRIBUTE) ?? '').split(' ').filter(Boolean).map(Number);
  copy.remove();
  return pressed;
}

/** Presses the buttons of `page` at `places` (what {@link removeServerPage} answered), in order. */
export function pressAgain(page: Element | null, places: readonly number[]): void {
  if (!page || places.length === 0) return;
  const buttons = page.querySelectorAll('button');
  for (const place of places) buttons[place]?.click();
}
