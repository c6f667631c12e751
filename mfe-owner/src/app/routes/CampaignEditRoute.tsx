import { useMemo, useState } from 'react';
import { Button, Result } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router-dom';
import type { CampaignEditInput, MilestoneInput } from '@referrals/contracts';
import { FullScreenSpinner, isApiError, serverMessageOf, useToast } from '@referrals/ui';
import { campaignPath, paths } from '../../config/paths.ts';
import { CampaignNotFound } from '../../features/campaign-detail/components/CampaignNotFound.tsx';
import { useCampaign } from '../../features/campaigns/api/get-campaign.ts';
import { campaignsQueryRoot } from '../../features/campaigns/api/get-campaigns.ts';
import { replaceMilestones, useUpdateCampaign } from '../../features/campaigns/api/update-campaign.ts';
import { CampaignEditForm } from '../../features/campaign-editor/components/CampaignEditForm.tsx';
import { EditorPageLayout } from '../../features/campaign-editor/components/EditorPageLayout.tsx';
import { campaignFormValuesOf } from '../../features/campaign-editor/lib/campaign-form.ts';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';

/**
 * `/campaign/{id}/edit` (docs/product-rules.md §2): the campaign's fields, then its milestones, saved one after the other;
 * success returns to the campaign's page.
 */
export function CampaignEditRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const currentUser = useSignedInOwner();
  const campaign = useCampaign(currentUser.isSuccess ? id : undefined);
  const update = useUpdateCampaign();
  // Covers both calls: the milestones are saved after the campaign.
  const [saving, setSaving] = useState(false);
  const initialValues = useMemo(() => campaign.data && campaignFormValuesOf(campaign.data), [campaign.data]);

  const save = async (patch: CampaignEditInput, milestones: MilestoneInput[]) => {
    setSaving(true);
    try {
      await update.mutateAsync({ id, patch });
      await replaceMilestones(id, milestones);
      await queryClient.invalidateQueries({ queryKey: campaignsQueryRoot });
    } catch (error) {
      toast({
        title: 'Error',
        description: serverMessageOf(error, 'Your changes could not be saved. Please try again.'),
        variant: 'destructive',
      });
      throw error;
    } finally {
      setSaving(false);
    }
    toast({ title: 'Campaign updated', description: 'Your changes have been saved.' });
    navigate(campaignPath(id));
  };

  if (campaign.isError) {
    if (isApiError(campaign.error) && (campaign.error.status === 404 || campaign.error.status === 400)) {
      return <CampaignNotFound onBack={() => navigate(paths.dashboard)} />;
    }
    return (
      <Result
        status="error"
        title="The campaign could not be loaded"
        subTitle={serverMessageOf(campaign.error, 'Please try again in a moment.')}
        extra={<Button onClick={() => void campaign.refetch()}>Try again</Button>}
      />
    );
  }
  if (!currentUser.isSuccess || !initialValues) return <FullScreenSpinner />;

  return (
    <EditorPageLayout title="Edit Campaign" subtitle={initialValues.name}>
      <CampaignEditForm
        initialValues={initialValues}
        saving={saving}
        onSave={save}
        onCancel={() => navigate(campaignPath(id))}
      />
    </EditorPageLayout>
  );
}
