/** `destructive` marks failures (docs/product-rules.md §8). */
export type ToastVariant = 'success' | 'info' | 'destructive';

/** A toast: a title and a description line (docs/product-rules.md §8 "Title" and "Message"). */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * The toast goes with a move to another page (a sign-in leading to the dashboard): on a phone it shows at the
   * bottom, whatever control was just used, so it never covers the next page's header (its account menu).
   */
  nextPage?: boolean;
}

/** docs/product-rules.md §9: a toast shows for 5000 ms; hovering does not pause it. */
export const TOAST_DURATION_MS = 5000;

/**
 * Fired on `window` just before any toast shows, with the kind of toaster in `detail`. docs/product-rules.md §9 allows one
 * toast at a time across the site: the public pages' light toaster and the antd toaster of the owner area
 * each clear their own toast when the other one shows (a logout toast from the owner area must not stay
 * stacked under the login page's "Login Failed").
 */
export const TOAST_SHOWN_EVENT = 'referrals:toast-shown';

/** Which toaster fired {@link TOAST_SHOWN_EVENT}. */
export type ToasterKind = 'light' | 'antd';

/** Calls `clear` whenever a toaster other than `kind` shows a toast. */
export function onOtherToast(kind: ToasterKind, clear: () => void): void {
  window.addEventListener(TOAST_SHOWN_EVENT, (event) => {
    if ((event as CustomEvent<ToasterKind>).detail !== kind) clear();
  });
}

/** Below 768 px: a phone held upright, where a toast spans (most of) the screen's width. */
const PHONE_QUERY = '(max-width: 767.98px)';

/** The screen edge a toast shows at on a phone. */
export type ToastEdge = 'top' | 'bottom';

/** What the user last tapped, clicked or typed in, and the height of its centre on the screen then. */
let lastControl: { element: Element; centre: number } | null = null;

function centreOf(element: Element): number {
  const { top, bottom } = element.getBoundingClientRect();
  return (top + bottom) / 2;
}

function rememberControl(event: Event): void {
  lastControl =
    event.target instanceof Element ? { element: event.target, centre: centreOf(event.target) } : null;
}

if (typeof window !== 'undefined') {
  window.addEventListener('pointerdown', rememberControl, { capture: true, passive: true });
  window.addEventListener('keydown', rememberControl, { capture: true, passive: true });
}

/**
 * Where a toast shows on a phone, so that it never covers the control just used (a toast there spans the
 * screen's width): at the top when that control sits in the lower half of the screen (where it was when used,
 * if it has left the page since, as a form that closes on success), at the bottom when it sits in the upper
 * half, at `fallback` when none was used yet. `null` on a wider screen, where the toast keeps its corner.
 */
function phoneToastEdge(fallback: ToastEdge, nextPage: boolean): ToastEdge | null {
  if (!window.matchMedia(PHONE_QUERY).matches) return null;
  if (nextPage) return 'bottom';
  if (!lastControl) return fallback;
  const centre = lastControl.element.isConnected ? centreOf(lastControl.element) : lastControl.centre;
  return centre > window.innerHeight / 2 ? 'top' : 'bottom';
}

/**
 * Announces that a toaster of `kind` is about to show a toast, and says where it shows on a phone (see
 * {@link phoneToastEdge}; `null` on a wider screen): at the bottom for one that goes with a move to another page.
 */
export function announceToast(
  kind: ToasterKind,
  phoneFallback: ToastEdge,
  nextPage = false,
): ToastEdge | null {
  window.dispatchEvent(new CustomEvent<ToasterKind>(TOAST_SHOWN_EVENT, { detail: kind }));
  return phoneToastEdge(phoneFallback, nextPage);
}
