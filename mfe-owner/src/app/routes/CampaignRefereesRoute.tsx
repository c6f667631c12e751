import { Button, Typography } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { FullScreenSpinner } from '@referrals/ui';
import { campaignPath, paths } from '../../config/paths.ts';
import { OwnerHeader } from '../../components/OwnerHeader.tsx';
import { useCampaign } from '../../features/campaigns/api/get-campaign.ts';
import { RefereesList } from '../../features/referees/components/RefereesList.tsx';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';
import { CampaignNotLoaded } from './CampaignNotLoaded.tsx';

/** `/campaign/{id}/referees`: the friends referred to one campaign of the signed-in business. */
export function CampaignRefereesRoute() {
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
    <div style={{ minHeight: '100dvh', background: '#f8fafc' }}>
      {header}
      <main style={{ maxWidth: 1160, margin: '0 auto', padding: '24px 16px 48px', display: 'grid', gap: 16 }}>
        <div>
          <Typography.Title level={1} style={{ fontSize: 'clamp(24px, 6vw, 30px)', margin: '0 0 4px' }}>
            Referees
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 15 }}>
            Friends referred to {campaign.data.name}
          </Typography.Paragraph>
        </div>
        <RefereesList campaignId={id} />
      </main>
    </div>
  );
}
