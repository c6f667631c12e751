import { useNavigate } from 'react-router-dom';
import { FullScreenSpinner, serverMessageOf, useToast } from '@referrals/ui';
import { paths } from '../../config/paths.ts';
import { useProfile } from '../../lib/account/get-profile.ts';
import { useCreateCampaign } from '../../features/campaigns/api/create-campaign.ts';
import { CampaignWizard } from '../../features/campaign-editor/components/CampaignWizard.tsx';
import { EditorPageLayout } from '../../features/campaign-editor/components/EditorPageLayout.tsx';
import { toCreateInput } from '../../features/campaign-editor/lib/campaign-form.ts';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';

/** `/campaign-wizard`: the five-step campaign creation (docs/product-rules.md §2); launching returns to the dashboard. */
export function CampaignWizardRoute() {
  const navigate = useNavigate();
  const { toast } = useToast();
  const currentUser = useSignedInOwner();
  const userId = currentUser.data?.user.id;
  const profile = useProfile(userId);

  const create = useCreateCampaign({
    onSuccess: (campaign) => {
      toast({ title: 'Campaign launched', description: `${campaign.name} is live.` });
      navigate(paths.dashboard);
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
        businessSlug={profile.data?.businessSlug}
        launching={create.isPending}
        onLaunch={(values) => create.mutate(toCreateInput(values, userId))}
        onCancel={() => navigate(paths.dashboard)}
      />
    </EditorPageLayout>
  );
}
