import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { FullScreenSpinner } from '@referrals/ui';
import { campaignPath, paths } from '../../config/paths.ts';
import { OwnerHeader } from '../../components/OwnerHeader.tsx';
import { useCampaign } from '../../features/campaigns/api/get-campaign.ts';
import { REVIEW_EXPLAINED, ReviewList } from '../../features/referees/components/ReviewList.tsx';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';
import { CampaignNotLoaded } from './CampaignNotLoaded.tsx';
import * as page from '../../components/page.module.css';

/** `/campaign/{id}/review`: the referrals of one campaign of the signed-in business that its abuse rules flagged. */
export function CampaignReviewRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const currentUser = useSignedInOwner();
  const campaign = useCampaign(currentUser.isSuccess ? id : undefined);

  const header = (
    <OwnerHeader
      actions={
        <Button size="large" onClick={() => navigate(campaign.data ? campaignPath(id) : paths.dashboard)}>
          {campaign.data ? 'Back to Campaign' : 'Back to Dashboard'}
        </Button>
      }
    />
  );

  if (!currentUser.isSuccess || campaign.isPending) return <FullScreenSpinner />;
  if (!campaign.data)
    return (
      <CampaignNotLoaded
        header={header}
        error={campaign.error}
        onBack={() => navigate(paths.dashboard)}
        onRetry={() => void campaign.refetch()}
        retrying={campaign.isFetching}
      />
    );

  return (
    <div className={page.page}>
      {header}
      <main className={`${page.main} ${page.formColumn} ${page.stack}`}>
        <div>
          <h1 className={page.title}>Flagged referrals</h1>
          <p className={page.intro}>{REVIEW_EXPLAINED}</p>
        </div>
        <ReviewList campaignId={id} />
      </main>
    </div>
  );
}
