import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { LoginInput, OwnerSessionAnswer } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';

/** `POST /api/login`: starts the owner's session (an HttpOnly cookie) and answers with the account. */
export function loginOwner(credentials: LoginInput): Promise<OwnerSessionAnswer> {
  return apiRequest<OwnerSessionAnswer>('POST', '/api/login', credentials);
}

/** Owner login as a mutation; callbacks given here run even if the page unmounts meanwhile. */
export function useLogin(
  options: Omit<UseMutationOptions<OwnerSessionAnswer, unknown, LoginInput>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: loginOwner, ...options });
}
