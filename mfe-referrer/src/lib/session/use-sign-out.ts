import { apiRequest, useAction } from '@referrals/ui/light';
import { useEndSession } from './use-end-session.ts';

/**
 * Logout: `POST /api/referrers/logout` ends the session on the server, then the portal's storage is cleared
 * and the login page shows. An unreachable server still signs the browser out.
 */
export function useSignOut() {
  const endSession = useEndSession();
  const done = () =>
    endSession({
      title: 'Logged out successfully',
      description: 'You have been logged out of your referrer account.',
    });
  return useAction(() => apiRequest<unknown>('POST', '/api/referrers/logout'), { onSettled: done });
}
