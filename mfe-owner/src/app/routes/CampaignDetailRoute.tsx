import { Button, Col, Row } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { FullScreenSpinner, serverMessageOf, useToast } from '@referrals/ui';
import {
  campaignEditPath,
  campaignRefereesPath,
  campaignReviewPath,
  campaignSignUpPath,
  paths,
  referralPagePath,
} from '../../config/paths.ts';
import { CampaignAnalyticsCard } from '../../features/campaign-detail/components/CampaignAnalyticsCard.tsx';
import { CampaignOverviewCard } from '../../features/campaign-detail/components/CampaignOverviewCard.tsx';
import { CampaignRewardsCard } from '../../features/campaign-detail/components/CampaignRewardsCard.tsx';
import { CampaignSettingsCard } from '../../features/campaign-detail/components/CampaignSettingsCard.tsx';
import { CampaignTitleBar } from '../../features/campaign-detail/components/CampaignTitleBar.tsx';
import { CounterPosterButton } from '../../features/campaign-detail/components/CounterPosterButton.tsx';
import { useDeleteCampaign } from '../../features/campaigns/api/delete-campaign.ts';
import { campaignQueryOptions, useCampaign } from '../../features/campaigns/api/get-campaign.ts';
import { useUpdateCampaign } from '../../features/campaigns/api/update-campaign.ts';
import { OwnerHeader } from '../../components/OwnerHeader.tsx';
import { ActiveReferrersCard } from '../../features/referrers/components/ActiveReferrersCard.tsx';
import { REFERRERS_ANCHOR_ID } from '../../features/referrers/lib/referrers.ts';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';
import { useReviewCount } from '../../features/referees/api/review.ts';
import { CampaignNotLoaded } from './CampaignNotLoaded.tsx';
import * as page from '../../components/page.module.css';

/** `/campaign/{id}`: one campaign of the signed-in business (docs/product-rules.md §2 "Campaign detail"). */
export function CampaignDetailRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const currentUser = useSignedInOwner();
  const campaign = useCampaign(currentUser.isSuccess ? id : undefined);
  const reviewCount = useReviewCount(currentUser.isSuccess);
  const toReview = reviewCount.data?.campaigns.find((entry) => entry.campaignId === id)?.count ?? 0;
  const goToDashboard = () => navigate(paths.dashboard);

  const updateStatus = useUpdateCampaign({
    onSuccess: (updated) => {
      toast({
        title: 'Campaign Updated',
        description: `"${updated.name}" is now ${updated.isActive ? 'active' : 'inactive'}.`,
      });
    },
    // A refusal (409 plan limit, 404...) leaves the switch on the saved status and says why.
    onError: (error) => {
      toast({
        title: 'Error',
        description: serverMessageOf(error, 'Failed to update the campaign status.'),
        variant: 'destructive',
      });
    },
  });
  const remove = useDeleteCampaign();

  const header = (
    <OwnerHeader
      actions={
        <Button size="large" onClick={goToDashboard}>
          Back to Dashboard
        </Button>
      }
    />
  );

  // While a delete settles, the page's own campaign query may already answer 404: that is not "Not Found".
  const deleting = remove.isPending || remove.isSuccess;
  if (!currentUser.isSuccess || campaign.isPending || (deleting && !campaign.data))
    return <FullScreenSpinner />;
  if (!campaign.data)
    return (
      <CampaignNotLoaded
        header={header}
        error={campaign.error}
        onBack={goToDashboard}
        onRetry={() => void campaign.refetch()}
        retrying={campaign.isFetching}
      />
    );

  const data = campaign.data;
  const signUpUrl = `${window.location.origin}${campaignSignUpPath(data.businessSlug, data.id)}`;
  const deleteCampaign = () =>
    remove.mutateAsync(data.id).then(
      () => {
        toast({ title: 'Campaign Deleted', description: `"${data.name}" has been deleted.` });
        navigate(paths.dashboard);
      },
      (error: unknown) => {
        toast({
          title: 'Error',
          description: serverMessageOf(error, 'Failed to delete the campaign.'),
          variant: 'destructive',
        });
      },
    );

  return (
    <div className={page.page}>
      {header}
      <main className={page.main}>
        <CampaignTitleBar
          name={data.name}
          isActive={data.isActive}
          actions={
            <>
              <Button onClick={() => navigate(campaignRefereesPath(data.id))}>Referees</Button>
              <Button onClick={() => navigate(campaignReviewPath(data.id))}>To review ({toReview})</Button>
              <CounterPosterButton campaign={data} signUpUrl={signUpUrl} />
            </>
          }
          onEdit={() => navigate(campaignEditPath(data.id))}
          onDelete={deleteCampaign}
        />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={16} className={page.column}>
            <CampaignOverviewCard
              description={data.description}
              isActive={data.isActive}
              statusPending={updateStatus.isPending}
              onStatusChange={(isActive) => updateStatus.mutate({ id: data.id, patch: { isActive } })}
              referralUrl={`${window.location.origin}${referralPagePath(data.businessSlug)}`}
              signUpUrl={signUpUrl}
              createdAt={data.createdAt}
              businessSlug={data.businessSlug}
            />
            <CampaignAnalyticsCard stats={data} />
            <ActiveReferrersCard
              campaignId={data.id}
              activeReferrers={data.activeReferrers}
              scrollIntoView={location.hash === `#${REFERRERS_ANCHOR_ID}`}
              onReferrerDeleted={() => void queryClient.invalidateQueries(campaignQueryOptions(data.id))}
            />
          </Col>
          <Col xs={24} lg={8} className={page.column}>
            <CampaignRewardsCard campaign={data} />
            <CampaignSettingsCard
              duration={data.duration}
              endsAt={data.endsAt}
              primaryColor={data.primaryColor}
              headerImage={data.headerImage}
              logoImage={data.logoImage}
            />
          </Col>
        </Row>
      </main>
    </div>
  );
}
