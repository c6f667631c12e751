import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type { CampaignCreateInput, CampaignDto } from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { campaignsQueryRoot } from './get-campaigns.ts';

/** `POST /api/campaigns`: the wizard's campaign (active), with its milestones; `userId` is the business. */
export function createCampaign(input: CampaignCreateInput): Promise<CampaignDto> {
  return apiRequest<CampaignDto>('POST', '/api/campaigns', input);
}

export function useCreateCampaign(
  options: Omit<UseMutationOptions<CampaignDto, unknown, CampaignCreateInput>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createCampaign,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: campaignsQueryRoot });
      await options.onSuccess?.(...args);
    },
  });
}
