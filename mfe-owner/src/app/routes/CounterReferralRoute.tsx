import { paths } from '../../config/paths.ts';
import { useCampaigns } from '../../features/campaigns/api/get-campaigns.ts';
import { RecordCounterReferral } from '../../features/counter/components/RecordCounterReferral.tsx';
import { ReferrerPicker } from '../../features/referrers/components/ReferrerPicker.tsx';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';
import { CounterRoute } from './CounterRoute.tsx';

/** `/redeem/referral`: a friend who came in without the link, recorded with the referrer they named. */
export function CounterReferralRoute() {
  const campaigns = useCampaigns(useSignedInOwner().data?.user.id);
  return (
    <CounterRoute
      current={paths.counterReferral}
      title="Record a referral"
      intro="A friend came in without the link? Find who sent them and record their visit."
    >
      {(refresh) => (
        <RecordCounterReferral
          campaigns={campaigns}
          renderReferrerField={(props) => <ReferrerPicker {...props} />}
          onRecorded={refresh}
        />
      )}
    </CounterRoute>
  );
}
