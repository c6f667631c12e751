import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError, showToast, type ToastOptions } from '@referrals/ui/light';
import { paths } from '../../config/paths.ts';
import { referrerKeys } from './query-keys.ts';
import { forgetReferrer } from './referrer-storage.ts';

/** Whether the gateway refused the call for want of a referrer session (expired, signed out elsewhere). */
export function isSessionRefused(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/**
 * Ends the portal's UI state: the storage keys and the cached answers go, an optional toast says why, and
 * the login page replaces the current one.
 */
export function useEndSession(): (toast?: ToastOptions) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (toast?: ToastOptions) => {
      forgetReferrer();
      queryClient.removeQueries({ queryKey: referrerKeys.all });
      if (toast) showToast(toast);
      navigate(paths.login, { replace: true });
    },
    [navigate, queryClient],
  );
}
