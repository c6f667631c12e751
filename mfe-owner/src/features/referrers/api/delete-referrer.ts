import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { CampaignReferrerDto } from '@referrals/contracts';
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
      // The lists come from the campaign service's read model, which hears of the delete by an event a moment
      // later: a list read at once could still hold the referrer. So the referrer leaves every list kept here,
      // and the lists are marked stale without being read again now (the next visit reads them afresh).
      const [, id] = args;
      queryClient.setQueriesData<CampaignReferrerDto[]>({ queryKey: referrersQueryRoot }, (list) =>
        list?.filter((referrer) => referrer.id !== id),
      );
      await queryClient.invalidateQueries({ queryKey: referrersQueryRoot, refetchType: 'none' });
      await options.onSuccess?.(...args);
    },
  });
}
