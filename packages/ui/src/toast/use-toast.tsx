import { useMemo, type ReactNode } from 'react';
import { App, type AppProps } from 'antd';

/**
 * SPEC.md §9: at most one toast at a time, shown for 5000 ms, applied by {@link AppProviders}. Bottom right:
 * away from the headers' account menu and login buttons, which a failure toast must not cover. Hovering does
 * not pause the timer, so a toast always leaves after 5000 ms.
 */
export const TOAST_CONFIG = {
  maxCount: 1,
  duration: 5,
  placement: 'bottomRight',
  pauseOnHover: false,
} as const satisfies NonNullable<AppProps['notification']>;

/** `destructive` marks failures (SPEC.md §8). */
export type ToastVariant = 'success' | 'info' | 'destructive';

/** A toast: a title and a description line (SPEC.md §8 "Title" and "Message"). */
export interface ToastOptions {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
}

/**
 * Shows toasts through antd's `notification` of the one `<App>` in {@link AppProviders}, so they inherit the
 * theme and the max-count/duration settings wherever a microfrontend calls it.
 */
export function useToast(): { toast: (options: ToastOptions) => void } {
  const { notification } = App.useApp();
  return useMemo(
    () => ({
      toast: ({ title, description, variant = 'success' }: ToastOptions) => {
        const show =
          variant === 'destructive'
            ? notification.error
            : variant === 'info'
              ? notification.info
              : notification.success;
        show({ title, description });
      },
    }),
    [notification],
  );
}
