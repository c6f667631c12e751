import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@referrals/ui';
import { referrersQueryRoot } from './get-campaign-referrers.ts';

/** `DELETE /api/referrers/{id}`: removes a referrer of one of the caller's campaigns. */
export function deleteReferrer(id: string): Promise<unknown> {
  return apiRequest<unknown>('DELETE', `/api/referrers/${encodeURIComponent(id)}`);
}

export function useDeleteReferrer(
  options: Omit<UseMutationOptions<unknown, unknown, string>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteReferrer,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: referrersQueryRoot });
      await options.onSuccess?.(...args);
    },
  });
}
