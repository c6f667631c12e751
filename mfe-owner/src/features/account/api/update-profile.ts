import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OwnerUser, ProfileUpdateInput } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { useRefreshAccount } from '../../../lib/account/use-refresh-account.ts';

/** What {@link updateProfile} takes: whose account, and the Account Settings payload. */
export interface ProfileUpdate {
  userId: string;
  payload: ProfileUpdateInput;
}

/**
 * `PATCH /api/user/update/{userId}`: saves the profile and, when `newPassword` is given (with
 * `currentPassword`), the password. A 400 or 409 carries the message to show.
 */
export function updateProfile({ userId, payload }: ProfileUpdate): Promise<OwnerUser> {
  return apiRequest<OwnerUser>('PATCH', `/api/user/update/${encodeURIComponent(userId)}`, payload);
}

/** The profile update as a mutation; on success the account queries are refetched before `onSuccess`. */
export function useUpdateProfile(
  options: Omit<UseMutationOptions<OwnerUser, unknown, ProfileUpdate>, 'mutationFn'> = {},
) {
  const refreshAccount = useRefreshAccount();
  return useMutation({
    ...options,
    mutationFn: updateProfile,
    onSuccess: async (account, ...rest) => {
      await refreshAccount(account);
      await options.onSuccess?.(account, ...rest);
    },
  });
}
