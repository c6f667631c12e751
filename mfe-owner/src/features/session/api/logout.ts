import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@referrals/ui';

/** `POST /api/logout`: ends the owner's session (the gateway clears the cookie). */
export function logout(): Promise<void> {
  return apiRequest<void>('POST', '/api/logout');
}

/** Logout as a mutation; callbacks given here run even if the page unmounts meanwhile. */
export function useLogout(options: Omit<UseMutationOptions<void, unknown, void>, 'mutationFn'> = {}) {
  return useMutation({ mutationFn: logout, ...options });
}
