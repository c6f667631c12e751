import { RefereesList } from '../../features/referees/components/RefereesList.tsx';
import { CampaignSubpage } from './CampaignSubpage.tsx';

/** `/campaign/{id}/referees`: the friends referred to one campaign of the signed-in business. */
export function CampaignRefereesRoute() {
  return (
    <CampaignSubpage column="compact" title="Referees" intro={(name) => `Friends referred to ${name}`}>
      {(campaignId) => <RefereesList campaignId={campaignId} />}
    </CampaignSubpage>
  );
}
