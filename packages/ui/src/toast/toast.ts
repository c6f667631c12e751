/** `destructive` marks failures (docs/product-rules.md §8). */
export type ToastVariant = 'success' | 'info' | 'destructive';

/** A toast: a title and a description line (docs/product-rules.md §8 "Title" and "Message"). */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
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

/** Announces that a toaster of `kind` is about to show a toast. */
export function announceToast(kind: ToasterKind): void {
  window.dispatchEvent(new CustomEvent<ToasterKind>(TOAST_SHOWN_EVENT, { detail: kind }));
}

/** Calls `clear` whenever a toaster other than `kind` shows a toast. */
export function onOtherToast(kind: ToasterKind, clear: () => void): void {
  window.addEventListener(TOAST_SHOWN_EVENT, (event) => {
    if ((event as CustomEvent<ToasterKind>).detail !== kind) clear();
  });
}
