import { REVIEW_EXPLAINED, ReviewList } from '../../features/referees/components/ReviewList.tsx';
import { CampaignSubpage } from './CampaignSubpage.tsx';

/** `/campaign/{id}/review`: the referrals of one campaign of the signed-in business that its abuse rules flagged. */
export function CampaignReviewRoute() {
  return (
    <CampaignSubpage column="formColumn" title="Flagged referrals" intro={() => REVIEW_EXPLAINED}>
      {(campaignId) => <ReviewList campaignId={campaignId} />}
    </CampaignSubpage>
  );
}
