import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { apiRequest } from '@referrals/ui';
import { campaignsQueryRoot } from './get-campaigns.ts';

/** `DELETE /api/campaigns/{id}`: the campaign and its milestones. */
export function deleteCampaign(id: string): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('DELETE', `/api/campaigns/${encodeURIComponent(id)}`);
}

export function useDeleteCampaign(
  options: Omit<UseMutationOptions<{ message: string }, unknown, string>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: deleteCampaign,
    onSuccess: async (...args) => {
      queryClient.removeQueries({ queryKey: [...campaignsQueryRoot, 'one', args[1]] });
      await queryClient.invalidateQueries({ queryKey: campaignsQueryRoot });
      await options.onSuccess?.(...args);
    },
  });
}
