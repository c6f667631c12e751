import { SERVER_PAGE_ELEMENT_ID } from '@referrals/contracts';

/**
 * A server-rendered page (docs/adr/0022-server-rendered-public-pages.md) is drawn before the app runs, and its
 * buttons do nothing until the app takes it over. So that a press made in that moment is not lost, the page's
 * first script notes each button pressed in the server's copy, by its place among the copy's buttons, on the
 * copy itself (the shell, its page loader and the remote each bundle their own copy of this module; the note is
 * on the page, so it is made once); the take-over presses the same buttons of the app's page, which the same
 * components drew in the same order.
 */
const PRESSED_ATTRIBUTE = 'data-pressed';
/** Set on the copy once its presses are being noted: a second script starting to note them does nothing. */
const NOTING_ATTRIBUTE = 'data-noting';
/**
 * Marks a part of a server-rendered page that only the app can fill in (a form loaded as it nears the viewport
 * shows a skeleton in the server's copy): the app starts when such a part nears the viewport.
 */
export const NEEDS_APP_ATTRIBUTE = 'data-needs-app';
/** How near the viewport a part that needs the app starts it (the margin the app's own lazy parts use). */
const NEAR_VIEWPORT = '400px 0px';

/** Starts noting the presses of the server-rendered copy's buttons, if the page has one and no script does. */
export function notePressesOnServerPage(): void {
  const copy = document.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (!copy || copy.hasAttribute(NOTING_ATTRIBUTE)) return;
  copy.setAttribute(NOTING_ATTRIBUTE, '');
  copy.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button) return;
    const place = [...copy.querySelectorAll('button')].indexOf(button);
    const pressed = copy.getAttribute(PRESSED_ATTRIBUTE);
    copy.setAttribute(PRESSED_ATTRIBUTE, pressed ? `${pressed} ${place}` : String(place));
  });
}

/**
 * Calls `start` once, the first time the visitor reaches for something of the server-rendered copy that needs
 * the app: a button pressed, touched, focused or typed on, or a part marked {@link NEEDS_APP_ATTRIBUTE} near
 * the viewport (links are plain links and work without it). Calls it at once when the page has no copy.
 */
export function whenServerPageIsUsed(start: () => void): void {
  const copy = document.getElementById(SERVER_PAGE_ELEMENT_ID);
  if (!copy) return start();
  const events = ['pointerdown', 'focusin', 'keydown', 'click'] as const;
  const needingApp = [...copy.querySelectorAll(`[${NEEDS_APP_ATTRIBUTE}]`)];
  const observer =
    needingApp.length > 0 && 'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && begin(), {
          rootMargin: NEAR_VIEWPORT,
        })
      : null;
  const onUse = (event: Event): void => {
    if (event.target instanceof Element && event.target.closest('button')) begin();
  };
  let started = false;
  function begin(): void {
    if (started) return;
    started = true;
    for (const type of events) copy!.removeEventListener(type, onUse, true);
    observer?.disconnect();
    start();
  }
  for (const type of events) copy.addEventListener(type, onUse, { capture: true, passive: true });
  for (const part of needingApp) observer?.observe(part);
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
