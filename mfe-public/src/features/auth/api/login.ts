import type { LoginInput, OwnerSessionAnswer } from '@referrals/contracts';
import { apiRequest, useAction, type ActionOptions } from '@referrals/ui/light';

/** `POST /api/login`: starts the owner's session (an HttpOnly cookie) and answers with the account. */
export function loginOwner(credentials: LoginInput): Promise<OwnerSessionAnswer> {
  return apiRequest<OwnerSessionAnswer>('POST', '/api/login', credentials);
}

/** Owner login as an action; callbacks given here run even if the page unmounts meanwhile. */
export function useLogin(options: ActionOptions<OwnerSessionAnswer, LoginInput> = {}) {
  return useAction(loginOwner, options);
}
