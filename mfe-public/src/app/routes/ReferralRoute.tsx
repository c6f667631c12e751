import { useParams, useSearchParams } from '@referrals/ui/light-router';
import { ReferralPage } from '../../features/referral/components/ReferralPage.tsx';

/** `/refer/{businessSlug}[/{referralCode}][?campaign={id}]`: the public referral page (docs/product-rules.md §2). */
export function ReferralRoute() {
  const { businessSlug = '', referralCode } = useParams();
  const [search] = useSearchParams();
  return (
    <ReferralPage
      businessSlug={businessSlug}
      referralCode={referralCode || undefined}
      chosenCampaignId={search.get('campaign') || null}
    />
  );
}
