import type { CampaignRewardRulesDto, ReferrerRewardsDto } from '@referrals/contracts';
import { ButtonLink, Card } from '@referrals/ui/light';
import * as page from '../../../components/portal.module.css';
import { ReadPending } from '../../../components/ReadPending.tsx';
import { paths } from '../../../config/paths.ts';
import { RewardCard } from './RewardCard.tsx';
import * as styles from './rewards.module.css';

/** Props of {@link RewardList}. */
export interface RewardListProps {
  /** Undefined while the first answer is awaited. */
  rewards: ReferrerRewardsDto | undefined;
  loadFailed: boolean;
}

/** How one campaign rewards its referrers, in a sentence or a list of milestones. */
function RewardRules({ rules }: { rules: CampaignRewardRulesDto }) {
  return (
    <li className={styles.rules}>
      <h3 className={styles.rulesTitle}>{rules.businessName}</h3>
      <p className={styles.campaign}>{rules.campaignName}</p>
      {rules.everyReferral ? (
        <p className={page.muted}>{`Every friend who comes in earns you ${rules.everyReferral}.`}</p>
      ) : rules.milestones.length > 0 ? (
        <ul className={styles.milestones}>
          {rules.milestones.map((milestone) => (
            <li key={milestone.referralCount}>
              <strong>{`${milestone.referralCount} ${milestone.referralCount === 1 ? 'friend' : 'friends'} came in:`}</strong>{' '}
              {milestone.reward}
            </li>
          ))}
        </ul>
      ) : (
        <p className={page.muted}>This campaign has no rewards for referrers at the moment.</p>
      )}
    </li>
  );
}

/** My rewards: every reward voucher earned, newest first; without any, how rewards are earned. */
export function RewardList({ rewards, loadFailed }: RewardListProps) {
  return (
    <>
      <h1 className={page.title}>My rewards</h1>
      <p className={page.lead}>
        The vouchers you earned by referring friends. Show one at the counter, or download it as a PDF.
      </p>
      {!rewards ? (
        <ReadPending failed={loadFailed} what="rewards" rows={5} />
      ) : rewards.rewards.length === 0 ? (
        <Card className={page.empty}>
          <h2 className={page.emptyTitle}>No rewards yet</h2>
          <p className={page.muted}>
            You earn a reward when friends you referred come in and use their welcome voucher.
          </p>
          {rewards.campaigns.length > 0 && (
            <ul className={styles.rulesList} aria-label="How you earn rewards">
              {rewards.campaigns.map((rules) => (
                <RewardRules key={rules.referrerId} rules={rules} />
              ))}
            </ul>
          )}
          <ButtonLink to={paths.campaigns} variant="primary" size="large">
            Share your link
          </ButtonLink>
        </Card>
      ) : (
        <ul className={page.cards}>
          {rewards.rewards.map((reward) => (
            <li key={reward.code}>
              <RewardCard reward={reward} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
