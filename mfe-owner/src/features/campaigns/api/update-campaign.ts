import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import type {
  CampaignDto,
  CampaignEditInput,
  MilestoneInput,
  RewardMilestoneDto,
} from '@referrals/contracts';
import { apiRequest } from '@referrals/ui';
import { campaignsQueryRoot } from './get-campaigns.ts';

/** What {@link updateCampaign} takes: the campaign, and either `{ isActive }` or the edit form. */
export interface CampaignUpdate {
  id: string;
  patch: { isActive: boolean } | CampaignEditInput;
}

/** `PATCH /api/campaigns/{id}`: `{ isActive }` alone toggles the status; anything else is the edit form. */
export function updateCampaign({ id, patch }: CampaignUpdate): Promise<CampaignDto> {
  return apiRequest<CampaignDto>('PATCH', `/api/campaigns/${encodeURIComponent(id)}`, patch);
}

/** `POST /api/reward-milestones/campaign/{id}`: replaces every milestone of the campaign. */
export function replaceMilestones(id: string, milestones: MilestoneInput[]): Promise<RewardMilestoneDto[]> {
  return apiRequest<RewardMilestoneDto[]>(
    'POST',
    `/api/reward-milestones/campaign/${encodeURIComponent(id)}`,
    {
      milestones,
    },
  );
}

export function useUpdateCampaign(
  options: Omit<UseMutationOptions<CampaignDto, unknown, CampaignUpdate>, 'mutationFn'> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateCampaign,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: campaignsQueryRoot });
      await options.onSuccess?.(...args);
    },
  });
}
