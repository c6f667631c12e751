import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FullScreenSpinner, serverMessageOf, useToast } from '@referrals/ui';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../lib/account/get-profile.ts';
import { planCapacity } from '../../lib/plans/plan-capacity.ts';
import { BillingDialog } from '../../features/billing/components/BillingDialog.tsx';
import { useCampaigns } from '../../features/campaigns/api/get-campaigns.ts';
import { useCreateCampaign } from '../../features/campaigns/api/create-campaign.ts';
import { CampaignWizard } from '../../features/campaign-editor/components/CampaignWizard.tsx';
import { EditorPageLayout } from '../../features/campaign-editor/components/EditorPageLayout.tsx';
import { toCreateInput } from '../../features/campaign-editor/lib/campaign-form.ts';
import { launchedState } from '../../features/launch/lib/launched.ts';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';

/**
 * `/campaign-wizard`: the five-step campaign creation (docs/product-rules.md §2); launching returns to the dashboard,
 * which shows the campaign just launched as live (its link, QR code, poster and a message for customers).
 * The plan's limit on active campaigns shows before the first step, and a full plan can be changed from there.
 */
export function CampaignWizardRoute() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const currentUser = useSignedInOwner();
  const userId = currentUser.data?.user.id;
  const profile = useProfile(userId);
  const campaigns = useCampaigns(userId);
  const activeCampaigns = campaigns.data?.filter((campaign) => campaign.isActive).length;
  const capacity =
    profile.data && activeCampaigns !== undefined
      ? planCapacity(profile.data.subscriptionTier, activeCampaigns)
      : undefined;
  const [billingOpen, setBillingOpen] = useState(false);

  const create = useCreateCampaign({
    onSuccess: (campaign) => {
      toast(
        campaign.isActive
          ? { title: 'Campaign launched', description: `${campaign.name} is live.` }
          : {
              title: 'Campaign saved',
              description: `${campaign.name} is saved inactive: activate it from its page when your plan has room.`,
            },
      );
      navigate(paths.dashboard, { state: campaign.isActive ? launchedState(campaign.id) : null });
    },
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessageOf(error, 'The campaign could not be created. Please try again.'),
        variant: 'destructive',
      });
    },
  });

  if (!currentUser.isSuccess || !userId) return <FullScreenSpinner />;

  return (
    <EditorPageLayout title="Create a Campaign" subtitle="Set up your referral campaign in five short steps.">
      <CampaignWizard
        userId={userId}
        businessSlug={profile.data?.businessSlug}
        capacity={capacity}
        onChangePlan={() => setBillingOpen(true)}
        launching={create.isPending}
        onLaunch={(values, active) => create.mutateAsync(toCreateInput(values, userId, active))}
        onCancel={() => navigate(paths.dashboard)}
      />
      <BillingDialog
        open={billingOpen}
        userId={userId}
        activeCampaigns={activeCampaigns}
        onClose={() => setBillingOpen(false)}
      />
    </EditorPageLayout>
  );
}
