import type { ReactNode } from 'react';
import { Button } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { FullScreenSpinner } from '@referrals/ui';
import { campaignPath, paths } from '../../config/paths.ts';
import { OwnerHeader } from '../../components/OwnerHeader.tsx';
import { useCampaign } from '../../features/campaigns/api/get-campaign.ts';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';
import { CampaignNotLoaded } from './CampaignNotLoaded.tsx';
import * as page from '../../components/page.module.css';

/** Props of {@link CampaignSubpage}. */
export interface CampaignSubpageProps {
  /** The page's column: `compact` for lists, `formColumn` for a narrower reading column. */
  column: 'compact' | 'formColumn';
  title: string;
  /** The line under the title, given the campaign's name. */
  intro: (campaignName: string) => ReactNode;
  /** The page's content, given the campaign's id. */
  children: (campaignId: string) => ReactNode;
}

/**
 * A page under `/campaign/{id}/` of the signed-in business (its referees, its flagged referrals): the header
 * with the way back to the campaign, the campaign loaded first (a spinner meanwhile, "not loaded" with a retry
 * when it fails), then the title, the intro and the content.
 */
export function CampaignSubpage({ column, title, intro, children }: CampaignSubpageProps) {
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
      <main className={`${page.main} ${page[column]} ${page.stack}`}>
        <div>
          <h1 className={page.title}>{title}</h1>
          <p className={page.intro}>{intro(campaign.data.name)}</p>
        </div>
        {children(id)}
      </main>
    </div>
  );
}
