import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { CounterReferralDto, CounterReferralInput } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';

/**
 * `POST /api/referees/counter`: a friend who came in without the link, recorded by the business. The referral
 * counts as sign-up and visit at once; field messages come back in a 400's `errors`.
 */
export function recordCounterReferral(input: CounterReferralInput): Promise<CounterReferralDto> {
  return apiRequest<CounterReferralDto>('POST', '/api/referees/counter', input);
}

export function useRecordCounterReferral(
  options: Omit<UseMutationOptions<CounterReferralDto, unknown, CounterReferralInput>, 'mutationFn'> = {},
) {
  return useMutation({ ...options, mutationFn: recordCounterReferral });
}
