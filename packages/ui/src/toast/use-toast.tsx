import { useMemo } from 'react';
import { ConfigProvider, notification, type NotificationArgsProps } from 'antd';
import { brandTheme, prefersReducedMotion, withMotionPreference } from '../theme.ts';
import { announceToast, onOtherToast, TOAST_DURATION_MS, type ToastOptions } from './toast.ts';

/**
 * docs/product-rules.md §9: at most one toast at a time, shown for 5000 ms. Bottom right: away from the headers' account
 * menu and login buttons, which a failure toast must not cover. On a phone a toast spans the screen's width:
 * there it shows at the edge away from the control just used, the top when none is known (see
 * {@link announceToast}). Hovering does not pause the timer, so a toast always leaves after 5000 ms.
 */
export const TOAST_CONFIG = {
  maxCount: 1,
  duration: TOAST_DURATION_MS / 1000,
  placement: 'bottomRight',
  pauseOnHover: false,
} as const satisfies Parameters<typeof notification.config>[0] & Pick<NotificationArgsProps, 'placement'>;

let configured = false;

/**
 * antd's static `notification` renders in its own root on `document.body`, not inside the microfrontend that
 * raised it, so a toast outlives the remote's routes: "Logged out successfully" stays while the login page
 * (another remote) replaces the dashboard. Configured once, on first use, with the brand theme.
 */
function configureOnce(): void {
  if (configured) return;
  configured = true;
  ConfigProvider.config({
    holderRender: (children) => (
      <ConfigProvider theme={withMotionPreference(brandTheme, prefersReducedMotion())}>
        {children}
      </ConfigProvider>
    ),
  });
  notification.config(TOAST_CONFIG);
  onOtherToast('antd', () => notification.destroy());
}

/** Shows toasts through antd's notifications (owner and admin areas), themed and one at a time. */
export function useToast(): { toast: (options: ToastOptions) => void } {
  return useMemo(
    () => ({
      toast: ({ title, description, variant = 'success', nextPage }: ToastOptions) => {
        configureOnce();
        const placement = announceToast('antd', 'top', nextPage) ?? TOAST_CONFIG.placement;
        const show =
          variant === 'destructive'
            ? notification.error
            : variant === 'info'
              ? notification.info
              : notification.success;
        show({ title, description, placement });
      },
    }),
    [],
  );
}
