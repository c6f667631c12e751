import { SignedInPage } from '../../components/SignedInPage.tsx';
import { useRewards } from '../../features/rewards/api/rewards.ts';
import { RewardList } from '../../features/rewards/components/RewardList.tsx';
import { useSessionRead } from '../../lib/session/use-session-read.ts';

/** `/referrer/rewards`: every reward voucher the signed-in person earned, in any campaign. */
export function RewardsRoute() {
  const rewards = useRewards();
  const { failed } = useSessionRead(rewards);
  return (
    <SignedInPage>
      <RewardList rewards={rewards.data} loadFailed={failed} />
    </SignedInPage>
  );
}
