import { useCallback } from 'react';
import { useNavigate } from '@referrals/ui/light-router';
import { isApiError, showToast, type ToastOptions } from '@referrals/ui/light';
import { paths } from '../../config/paths.ts';
import { forgetReferrer } from './referrer-storage.ts';

/** Whether the gateway refused the call for want of a referrer session (expired, signed out elsewhere). */
export function isSessionRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Ends the portal's UI state: the storage keys go, an optional toast says why, and
 * the login page replaces the current one.
 */
export function useEndSession(): (toast?: ToastOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (toast?: ToastOptions) => {
      forgetReferrer();
      if (toast) showToast(toast);
      navigate(paths.login, { replace: true });
    },
    [navigate],
  );
}
