import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerSessionAnswer, RegistrationInput } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui/light';

/** `POST /api/register`: creates the business account and starts its session (an HttpOnly cookie). */
export function registerBusiness(payload: RegistrationInput): Promise<OwnerSessionAnswer> {
  return apiRequest<OwnerSessionAnswer>('POST', '/api/register', payload);
}

/**
 * Registration as a mutation. Callbacks given here run even if the form unmounts meanwhile (the modal
 * closes), unlike callbacks passed to `mutate`.
 */
export function useRegisterBusiness(
  options: Omit<UseMutationOptions<OwnerSessionAnswer, unknown, RegistrationInput>, 'mutationFn'> = {},
) {
  return useMutation({ mutationFn: registerBusiness, ...options });
}
