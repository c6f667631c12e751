import type { OwnerSessionAnswer, RegistrationInput } from '@referrals/contracts';
import { apiRequest, useAction, type ActionOptions } from '@referrals/ui/light';

/** `POST /api/register`: creates the business account and starts its session (an HttpOnly cookie). */
export function registerBusiness(payload: RegistrationInput): Promise<OwnerSessionAnswer> {
  return apiRequest<OwnerSessionAnswer>('POST', '/api/register', payload);
}

/**
 * Registration as an action. Callbacks given here run even if the form unmounts meanwhile (the modal
 * closes).
 */
export function useRegisterBusiness(options: ActionOptions<OwnerSessionAnswer, RegistrationInput> = {}) {
  return useAction(registerBusiness, options);
}
